import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { cli } from '../../src/cli/main.ts';
import { emulatorFlags } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp.ts';
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

describe('the environment LangSmith’s deploy clients read', () => {
  test('LANGSMITH_ENDPOINT of a self-hosted instance reaches its control plane under /api-host, with LANGCHAIN_API_KEY and LANGSMITH_WORKSPACE_ID', async () => {
    await emulator.close();
    const tenant = '42424242-0000-4000-8000-000000000042';
    emulator = await startEmulator({ prefix: '/api-host', tenantId: tenant });
    const flags = emulatorFlags(emulator.url).filter(
      (f, i, all) => f !== '--api-url' && all[i - 1] !== '--api-url',
    );
    const r = await runCli(['deploy', '--name', 'agent', ...flags], {
      LANGSMITH_API_KEY: '',
      LANGCHAIN_API_KEY: EMULATOR_API_KEY,
      LANGSMITH_WORKSPACE_ID: tenant,
      LANGSMITH_ENDPOINT: `${emulator.origin}/api/v1`,
    });
    expect(r.code).toBe(0);
    expect(emulator.requests.length).toBeGreaterThan(0);
    expect(
      emulator.requests.every(
        (q) => q.route && q.headers.tenantId === tenant && q.headers.apiKey === EMULATOR_API_KEY,
      ),
    ).toBe(true);
  });

  test('LANGGRAPH_HOST_URL names the control plane and wins over LANGSMITH_ENDPOINT', async () => {
    const flags = emulatorFlags(emulator.url).filter(
      (f, i, all) => f !== '--api-url' && all[i - 1] !== '--api-url',
    );
    const r = await runCli(['deploy', '--name', 'agent', ...flags], {
      LANGGRAPH_HOST_URL: emulator.url,
      LANGSMITH_ENDPOINT: 'https://langsmith.invalid/api/v1',
    });
    expect(r.code).toBe(0);
    expect(emulator.requests.map((q) => q.route)).toContain('create-deployment');
  });
});
