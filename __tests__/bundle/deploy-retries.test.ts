import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/** `deploy_retries` as the runner runs it: INPUT_* variables, GITHUB_OUTPUT, the step summary. */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

test('a new deployment whose first deploy fails, its redeploy refused: a new revision of the same ref deploys, each attempt in deploy_attempts and the summary', async () => {
  emulator.faults.add(
    { route: 'create-deployment', fault: { kind: 'deploy-fails' } },
    { route: 'redeploy-revision', fault: { kind: 'status', status: 409 } },
  );
  const r = await runBundle(emulatorInputs(emulator, { deploy_retries: '1' }));
  expect(r.code).toBe(0);
  const [second, first] = [...emulator.store.deployments.values()][0]!.revisions;
  expect(JSON.parse(r.outputs.deploy_attempts!)).toEqual([
    { revision_id: first!.id, status: 'DEPLOY_FAILED' },
    { revision_id: second!.id, status: 'DEPLOYED' },
  ]);
  expect(r.outputs).toMatchObject({ revision_id: second!.id, status: 'DEPLOYED', created: 'true' });
  // The retry PATCHes the deployment just created with the ref the create named.
  const patch = emulator.requests.find((q) => q.route === 'patch-deployment')!;
  expect(patch.body).toMatchObject({ source_revision_config: { repo_ref: 'main' } });
  expect(r.summary).toContain(`**Attempt 1 of 2:** revision \`${first!.id}\` · \`DEPLOY_FAILED\``);
  expect(r.summary).toMatch(/<summary>Last \d+ lines of the server log of revision <code>/);
  expect(r.summary).toContain('KeyError: OPENAI_API_KEY is not set');
});
