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
});
