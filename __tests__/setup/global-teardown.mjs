import { rmSync } from 'node:fs';

/** Removes every temporary folder the test run made (see global-setup.ts). */
export default function globalTeardown() {
  const root = process.env.LGDA_TEST_TMP;
  if (root) rmSync(root, { recursive: true, force: true });
}
