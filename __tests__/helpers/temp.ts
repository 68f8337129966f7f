import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
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

/**
 * Whether this machine lets the tests make symbolic links (Windows allows them only to
 * administrators or in Developer Mode): tests that need one are skipped, saying why, where not.
 */
export const CAN_SYMLINK: boolean = (() => {
  try {
    const dir = tempDir('symlink-probe');
    symlinkSync(dir, join(dir, 'link'));
    return true;
  } catch {
    return false;
  }
})();
