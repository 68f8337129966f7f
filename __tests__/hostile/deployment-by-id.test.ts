import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/**
 * A record read by its id — a deployment named by `deployment_id`, a revision followed — must be
 * the one asked for. A deployment named by `deployment_id` is read with GET /v2/deployments/{id}; what the run does
 * next (the PATCH of a deploy, a rollback's redeploy) goes to the id the reply carries. A reply
 * about another deployment than the one asked for — a server's bug, a cache, a proxy — is a
 * malformed answer, as prune treats GitHub's answer about another pull request: the run never
 * acts on the deployment it names instead.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

describe('a reply about another deployment than the id asked for', () => {
  test('is a malformed answer: deploy and rollback act on neither deployment', async () => {
    const asked = emulator.store.seedDeployed('agent-staging');
    const other = emulator.store.seedDeployed('agent-production');
    const revisionsOf = (): number[] => [asked, other].map((d) => d.revisions.length);
    const before = revisionsOf();
    emulator.faults.add({
      route: 'get-deployment',
      fault: { kind: 'rewrite', set: { id: other.id, name: other.name } },
      times: 1_000,
    });
    for (const command of ['deploy', 'rollback']) {
      const r = await runInProcess(emulatorInputs(emulator, { command, deployment_id: asked.id }));
      expect(r.exitCode).toBe(1);
      expect(r.state.failure!.message).toContain(`id: is about another deployment, not ${asked.id}`);
    }
    const writes = emulator.requests.filter((q) => q.method !== 'GET').map((q) => q.route);
    expect(writes).toEqual([]);
    expect(revisionsOf()).toEqual(before);
  }, 60_000);

  test('the same id in another letter case is the same deployment', async () => {
    const asked = emulator.store.seedDeployed('agent');
    emulator.faults.add({
      route: 'get-deployment',
      fault: { kind: 'rewrite', set: { id: asked.id.toUpperCase() } },
      times: 1,
    });
    const r = await runInProcess(emulatorInputs(emulator, { command: 'status', deployment_id: asked.id }));
    expect(r.exitCode).toBe(0);
  }, 60_000);
});

describe('a reply about another revision than the one followed', () => {
  test('is a malformed answer: a failed build is never taken for the old revision`s DEPLOYED', async () => {
    const d = emulator.store.seedDeployed('agent');
    const serving = d.revisions[0]!.id;
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    // Every read of a revision answers with the one serving (right only when that one is asked for).
    emulator.faults.add({
      route: 'get-revision',
      fault: { kind: 'rewrite', set: { id: serving, status: 'DEPLOYED' } },
      times: 1_000,
    });
    const r = await runInProcess(emulatorInputs(emulator, { name: 'agent' }));
    expect(r.exitCode).toBe(1);
    expect(r.outputs.status).not.toBe('DEPLOYED');
    expect(r.state.failure!.message).toContain('id: is about another revision, not ');
  }, 60_000);
});
