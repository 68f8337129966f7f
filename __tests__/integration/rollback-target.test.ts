import { afterEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';

/** `command: rollback` finds its target through the same paging every list read uses. */
let emulator: Emulator;
afterEach(() => emulator.close());

describe('command: rollback, choosing the revision', () => {
  test('a control plane answering one row per page: the earlier DEPLOYED revision is still found', async () => {
    emulator = await startEmulator({ maxPageSize: 1 });
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    const [serving, earlier] = [d.revisions[0]!, d.revisions[1]!];
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      command: 'rollback',
      name: 'agent',
    });
    expect(run.exitCode).toBe(0);
    const lists = emulator.requests.filter(
      (r) => r.route === 'list-revisions' && r.query.status === 'DEPLOYED',
    );
    // Each page asks from the rows read so far, never past them; one row per page is not the end.
    expect(lists.map((r) => r.query.offset)).toEqual(['0', '1']);
    const redeploy = emulator.requests.find((r) => r.route === 'redeploy-revision')!;
    expect(redeploy.path).toBe(`/v2/deployments/${d.id}/revisions/${earlier.id}/redeploy`);
    expect(run.outputs).toMatchObject({ previous_revision_id: serving.id, rolled_back: 'true' });
  });

  test('a control plane whose revision list ignores offset: an earlier revision beyond its first page is not denied, revision_id is asked for', async () => {
    emulator = await startEmulator({ maxPageSize: 1, ignoreOffset: true });
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      command: 'rollback',
      name: 'agent',
    });
    expect(run.exitCode).toBe(1);
    expect(run.state.failure).toEqual({
      title: 'Nothing to roll back to',
      message: `The control plane ignores offset on the revision list, so only the newest 1 DEPLOYED revision(s) of deployment ${d.id} could be read, and none older than the serving revision ${d.revisions[0]!.id} is among them; set revision_id.`,
    });
    expect(emulator.requests.filter((r) => r.route === 'redeploy-revision')).toEqual([]);
  });
});
