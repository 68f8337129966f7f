import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { cli } from '../../src/cli/run-cli.ts';
import { tempDir } from '../helpers/temp.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * A name given as people write it (`MyAgent`, from LANGSMITH_DEPLOYMENT_NAME or `--name`) is used
 * as deployment names are (`myagent`), and the notice saying so — and the warning about a
 * deployment made under the name as written — tell the CLI's user what to type: `--name myagent`,
 * `--deployment-id …`, not a workflow's `name: myagent`.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await cli({
    argv,
    env: {
      LANGSMITH_API_KEY: EMULATOR_API_KEY,
      LANGGRAPH_DEPLOY_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
      ...env,
    },
    cwd: tempDir('cli-name-words'),
    stdout: () => {},
    stderr: (t) => void (stderr += t),
    signal: new AbortController().signal,
    reporting: new AbortController().signal,
    clock: new VirtualClock(Date.parse('2026-11-22T12:00:00Z')),
    random: () => 0.5,
  });
  return { code, stderr };
}

describe('a deployment name renamed as the platform renames it, in the CLI', () => {
  test('the notice says to set --name, not name:', async () => {
    emulator.store.seedDeployed('myagent');
    const r = await runCli(['status', '--api-url', emulator.url], {
      LANGSMITH_DEPLOYMENT_NAME: 'MyAgent',
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Set --name myagent to say so.');
    expect(r.stderr).not.toContain('name: myagent');
  });

  test('the warning about a deployment under the name as written says --name and --deployment-id', async () => {
    const older = emulator.store.seedDeployed('My_Agent');
    const r = await runCli(['status', '--name', 'My_Agent', '--api-url', emulator.url]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      `deploy once with --name my-agent (a new deployment), then delete "My_Agent"; or keep it by setting --deployment-id ${older.id}.`,
    );
  });
});
