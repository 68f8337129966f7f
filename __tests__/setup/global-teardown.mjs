import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Stops the agent server the run's tests shared, if one started (its process group: see
 * __tests__/agent-server/local.ts), and removes every temporary folder the run made.
 */
export default function globalTeardown() {
  const root = process.env.LGDA_TEST_TMP;
  if (!root) return;
  try {
    process.kill(-Number(readFileSync(join(root, 'agent-server.pid'), 'utf8')), 'SIGKILL');
  } catch {
    // None started, or it has stopped already.
  }
  rmSync(root, { recursive: true, force: true });
}
