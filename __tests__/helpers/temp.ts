import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new temporary folder under the test run's root (removed by the global teardown), or under
 * the system's temp folder when run outside jest (bench, demo).
 */
export function tempDir(prefix: string): string {
  const root = process.env.LGDA_TEST_TMP ?? tmpdir();
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, `${prefix}-`));
}
