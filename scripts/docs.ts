/**
 * `npm run docs`: regenerates everything derived from a single source — the README tables, the
 * input defaults and the CLI's help texts (from action.yml), and RELIABILITY.md's scenario table
 * (from the fault suite).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const steps: Array<[string[], NodeJS.ProcessEnv]> = [
  [[join(ROOT, 'scripts/action-docs.ts')], {}],
  [
    [
      '--experimental-vm-modules',
      '--disable-warning=ExperimentalWarning',
      join(ROOT, 'node_modules/jest/bin/jest.js'),
      '__tests__/bundle/reliability-docs.test.ts',
    ],
    { UPDATE_DOCS: '1' },
  ],
];
for (const [args, env] of steps) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
