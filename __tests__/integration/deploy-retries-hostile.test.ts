import { afterEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';

/**
 * `deploy_retries` against a control plane whose reply to the redeploy lies: it names a revision
 * the redeploy did not make (an older one, which deployed long ago), or is about another
 * deployment. The run never counts another revision's result as its retry's.
 */
let emulator: Emulator;
afterEach(async () => emulator.close());

const FAILS_ONCE = { route: 'patch-deployment', fault: { kind: 'deploy-fails' } } as const;

const inputs = (): Record<string, string> => ({
  api_key: EMULATOR_API_KEY,
  api_url: emulator.url,
  integration_id: EMULATOR_INTEGRATION_ID,
  deploy_retries: '1',
});

describe('deploy_retries, a redeploy reply that lies', () => {
  test('a reply naming an older revision (one that deployed before the run) is not the retry: the revision the redeploy made is followed', async () => {
    emulator = await startEmulator();
    const d = emulator.store.seedDeployed('agent');
    const old = d.revisions[0]!.id;
    emulator.faults.add(FAILS_ONCE, {
      route: 'redeploy-revision',
      fault: { kind: 'rewrite', set: { latest_revision_id: old } },
    });
    const r = await runInProcess(inputs());
    const [redeployed, failed] = emulator.store.deployments.get(d.id)!.revisions;
    expect(redeployed!.redeployOf).toBe(failed!.id);
    const listed = JSON.parse(r.outputs.deploy_attempts!) as Array<{ revision_id: string }>;
    expect(listed.map((a) => a.revision_id)).not.toContain(old);
    expect(listed.map((a) => a.revision_id)).toEqual([failed!.id, redeployed!.id]);
    expect(r.outputs.revision_id).toBe(redeployed!.id);
    expect(r.exitCode).toBe(0);
  });

  test('a reply about another deployment is not trusted for the revision it names', async () => {
    emulator = await startEmulator();
    const other = emulator.store.seedDeployed('other');
    const d = emulator.store.seedDeployed('agent');
    emulator.faults.add(FAILS_ONCE, {
      route: 'redeploy-revision',
      fault: { kind: 'rewrite', set: { id: other.id, latest_revision_id: other.revisions[0]!.id } },
    });
    const r = await runInProcess(inputs());
    const [redeployed, failed] = emulator.store.deployments.get(d.id)!.revisions;
    const listed = JSON.parse(r.outputs.deploy_attempts!) as Array<{ revision_id: string }>;
    expect(listed.map((a) => a.revision_id)).toEqual([failed!.id, redeployed!.id]);
    expect(r.exitCode).toBe(0);
  });

  test('a 200 reply that is not a deployment is a lost reply: never a second redeploy, the revision it made is found and followed', async () => {
    emulator = await startEmulator();
    const d = emulator.store.seedDeployed('agent');
    emulator.faults.add(FAILS_ONCE, { route: 'redeploy-revision', fault: { kind: 'malformed' } });
    const r = await runInProcess(inputs());
    expect(emulator.requests.filter((q) => q.route === 'redeploy-revision')).toHaveLength(1);
    const [redeployed, failed] = emulator.store.deployments.get(d.id)!.revisions;
    const listed = JSON.parse(r.outputs.deploy_attempts!) as Array<{ revision_id: string }>;
    expect(listed.map((a) => a.revision_id)).toEqual([failed!.id, redeployed!.id]);
    expect(r.exitCode).toBe(0);
  });
});
