import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { cli } from '../../src/cli/main.ts';
import { emulatorFlags } from '../helpers/cli.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * The CLI in this process (src/cli/main.ts `cli`), against the emulator, on a virtual clock:
 * what it decides before and after the run. The spawned bundle is __tests__/cli/.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

async function runCli(argv: string[], env: NodeJS.ProcessEnv = {}, cwd = tempDir('cli-in-process')) {
  let stdout = '';
  let stderr = '';
  const code = await cli({
    argv,
    env: {
      LANGSMITH_API_KEY: EMULATOR_API_KEY,
      LANGGRAPH_DEPLOY_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
      ...env,
    },
    cwd,
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    signal: new AbortController().signal,
    reporting: new AbortController().signal,
    clock: new VirtualClock(Date.parse('2026-11-22T12:00:00Z')),
    random: () => 0.5,
  });
  return { code, stdout, stderr, cwd };
}

const deploy = (...extra: string[]): string[] => [
  'deploy',
  '--name',
  'agent',
  ...emulatorFlags(emulator.url, extra),
];

describe('result files are checked before anything is sent', () => {
  test.each([
    [
      'a folder',
      (dir: string) => (mkdirSync(join(dir, 'out')), 'out'),
      'is a folder; give the path of a file in it',
    ],
    ['in a missing folder', () => 'missing/deploy.env', 'does not exist; create it first'],
  ])('--output-file %s: exit 2, no request, the flag named; --json still printed', async (_, path, says) => {
    const dir = tempDir('cli-in-process');
    const file = path(dir);
    const r = await runCli([...deploy(), '--output-file', file, '--json'], {}, dir);
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain(`- --output-file ${file}: `);
    expect(r.stderr).toContain(says);
    // Said once, as bad input: not again as a file that could not be written.
    expect(r.stderr).not.toContain('Results not written');
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'INVALID_INPUTS' });
  });

  (CAN_SYMLINK ? test.each : test.skip.each)([
    ['--output-file', 'deploy.env'],
    ['--summary-file', 'summary.md'],
    ['--output-file', 'reports/deploy.env'],
  ])(
    '%s %s, a link to nothing (or through one): exit 2, nothing sent, nothing made where it points',
    async (flag, path) => {
      const dir = tempDir('cli-in-process');
      const gone = join(tempDir('cli-gone'), 'missing');
      symlinkSync(path.includes('/') ? gone : join(gone, 'file'), join(dir, path.split('/')[0]!));
      const r = await runCli([...deploy(), flag, path, '--json'], {}, dir);
      expect(r.code).toBe(2);
      expect(emulator.requests).toEqual([]);
      expect(r.stderr).toMatch(
        new RegExp(
          `- ${flag} ${path}: (is|goes through \\S+,) a symbolic link to nothing; point it at a file or folder that exists`,
        ),
      );
      expect(existsSync(gone)).toBe(false);
    },
  );

  /** Each makes, in `dir` (holding out/ for out/deploy.env), a --summary-file that is out/deploy.env. */
  test.each([
    [
      'a symbolic link to it',
      (dir: string) => (symlinkSync(join(dir, 'out', 'deploy.env'), join(dir, 'summary.md')), 'summary.md'),
    ],
    [
      'a hard link to it',
      (dir: string) => (linkSync(join(dir, 'out', 'deploy.env'), join(dir, 'summary.md')), 'summary.md'),
    ],
    [
      'the same name in a folder that links to its folder',
      (dir: string) => (symlinkSync(join(dir, 'out'), join(dir, 'also')), 'also/deploy.env'),
    ],
    [
      'the same name in a folder that links to its folder, neither made yet',
      (dir: string) => (
        rmSync(join(dir, 'out', 'deploy.env')),
        symlinkSync(join(dir, 'out'), join(dir, 'also')),
        'also/deploy.env'
      ),
    ],
  ])(
    '--summary-file %s: the same file as --output-file, exit 2, nothing sent, nothing overwritten',
    async (_name, make) => {
      if (!CAN_SYMLINK) return;
      const dir = tempDir('cli-in-process');
      mkdirSync(join(dir, 'out'));
      writeFileSync(join(dir, 'out', 'deploy.env'), 'kept=1\n');
      const summary = make(dir);
      const r = await runCli(
        [...deploy(), '--output-file', 'out/deploy.env', '--summary-file', summary],
        {},
        dir,
      );
      expect(r.code).toBe(2);
      expect(emulator.requests).toEqual([]);
      expect(r.stderr).toContain('- --output-file and --summary-file name the same file; give each its own');
    },
  );

  test('--checks-junit naming the --output-file is refused: exit 2', async () => {
    const dir = tempDir('cli-in-process');
    writeFileSync(join(dir, 'checks.yaml'), 'cases:\n  - name: greets\n    input: Hi\n');
    const r = await runCli(
      [...deploy('--checks', 'checks.yaml', '--checks-junit', './out.env'), '--output-file', 'out.env'],
      {},
      dir,
    );
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain('- --output-file and --checks-junit name the same file; give each its own');
  });

  test('--output-file and --summary-file naming one file are refused', async () => {
    const r = await runCli([...deploy(), '--output-file', 'x.env', '--summary-file', './x.env']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('- --output-file and --summary-file name the same file; give each its own');
  });

  test('a relative path is the current folder’s (cwd), not the process’s', async () => {
    const dir = tempDir('cli-in-process');
    mkdirSync(join(dir, 'reports'));
    const r = await runCli([...deploy(), '--output-file', 'reports/deploy.env'], {}, dir);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'reports', 'deploy.env'), 'utf8')).toMatch(
      /^deployment_id=.+\nrevision_id=/,
    );
  });
});

describe('the JUnit report where the command line points', () => {
  const withChecks = (dir: string): void =>
    writeFileSync(join(dir, 'checks.yaml'), 'cases:\n  - name: greets\n    input: Hi\n');

  (CAN_SYMLINK ? test : test.skip)(
    'a link to nothing is refused before anything is sent: exit 2',
    async () => {
      const dir = tempDir('cli-in-process');
      withChecks(dir);
      symlinkSync(join(dir, 'missing', 'junit.xml'), join(dir, 'junit.xml'));
      const r = await runCli([...deploy('--checks', 'checks.yaml', '--checks-junit', 'junit.xml')], {}, dir);
      expect(r.code).toBe(2);
      expect(emulator.requests).toEqual([]);
      expect(r.stderr).toContain(
        '- --checks-junit: junit.xml is a symbolic link to nothing; point it at a file or folder that exists',
      );
    },
  );

  test('a path out of the current folder is where the user points: accepted', async () => {
    const dir = tempDir('cli-in-process');
    withChecks(dir);
    const r = await runCli(
      [
        ...deploy(
          '--checks',
          'checks.yaml',
          '--checks-junit',
          join(tempDir('elsewhere'), 'junit.xml'),
          '--dry-run',
        ),
      ],
      {},
      dir,
    );
    expect(r.code).toBe(0);
  });
});

describe('a fleet manifest through the CLI', () => {
  test('a problem of the manifest names the flag it came from, as every other problem does', async () => {
    const r = await runCli(['plan', '--manifest', 'deploy/missing.yml', '--api-url', emulator.url]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('- --manifest: deploy/missing.yml is not in the checkout');
    expect(emulator.requests).toEqual([]);
  });

  test('an INPUT_* variable already in the environment is not read as an input of the manifest run', async () => {
    const r = await runCli(['plan', '--manifest', 'deploy/missing.yml'], {
      INPUT_NAME: 'stray',
      INPUT_FORCE: 'true',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('name: is not set on the step');
    expect(r.stderr).toContain('- --manifest: deploy/missing.yml is not in the checkout');
  });
});
