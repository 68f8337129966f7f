import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/**
 * A deployment named by `deployment_id` is read with GET /v2/deployments/{id}; what the run does
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
