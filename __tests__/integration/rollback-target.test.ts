import { afterEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { startHostileServer } from '../helpers/hostile-server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';

/** `command: rollback` finds its target through the same paging every list read uses. */
let emulator: Emulator;
const afterCleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await emulator.close();
  for (const clean of afterCleanup.splice(0)) await clean();
});

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
    // Each page asks from the rows read so far, never past them; one row per page is not the end:
    // the list is read to its end (an empty page), as whether one was rolled back from shows only
    // in the older ones.
    expect(lists.map((r) => r.query.offset)).toEqual(['0', '1', '2']);
    const redeploy = emulator.requests.find((r) => r.route === 'redeploy-revision')!;
    expect(redeploy.path).toBe(`/v2/deployments/${d.id}/revisions/${earlier.id}/redeploy`);
    expect(run.outputs).toMatchObject({ previous_revision_id: serving.id, rolled_back: 'true' });
  });

  /** A deployment whose revisions deployed commits c0, c1, c2 in turn (c2 serving). */
  function history(): { d: ReturnType<Emulator['store']['seedDeployed']>; ids: string[] } {
    const d = emulator.store.seedDeployed('agent');
    for (const commit of ['1', '2']) {
      emulator.store.push('main', commit.repeat(40));
      emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
      emulator.store.status(emulator.store.addRevision(d));
    }
    return { d, ids: [...d.revisions].reverse().map((r) => r.id) };
  }
  const rollback = () =>
    runInProcess({ api_key: EMULATOR_API_KEY, api_url: emulator.url, command: 'rollback', name: 'agent' });
  const redeployed = (): string[] =>
    emulator.requests.filter((r) => r.route === 'redeploy-revision').map((r) => r.path.split('/')[5]!);

  test('a second rollback passes over the revision the first moved away from, and says which it chose and why', async () => {
    emulator = await startEmulator();
    const { ids } = history();
    const [r0, r1, r2] = ids as [string, string, string];
    expect((await rollback()).exitCode).toBe(0);
    expect(redeployed()).toEqual([r1]);
    const second = await rollback();
    expect(second.exitCode).toBe(0);
    // Not r2 (the known-bad code the first rollback left), nor r1 (what serves again).
    expect(redeployed()).toEqual([r1, r0]);
    expect(second.stdout).toMatch(
      new RegExp(
        `::notice title=Rollback target::Rolling back to revision ${r0} \\(commit [0-9a-f]{7}\\), passing over revision ${r2}: it was rolled back from: revision \\S+ restored the earlier revision ${r1}; revision ${r1}: the serving revision \\S+ redeploys what it built, so going back to it changes nothing\\.`,
      ),
    );
  });

  test('a rollback never goes back to the code already serving, however far back that code was deployed', async () => {
    emulator = await startEmulator();
    const { d, ids } = history();
    const [r0] = ids as [string, string, string];
    // c2 rolled back to c1; then c3 pushed, and rolled back to c1 again.
    expect((await rollback()).exitCode).toBe(0);
    emulator.store.push('main', '3'.repeat(40));
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    expect((await rollback()).exitCode).toBe(0);
    // Serving: c1. Older: c3 (rolled back from), c1 (what serves), c2 (rolled back from), c1, c0.
    const third = await rollback();
    expect(third.exitCode).toBe(0);
    expect(redeployed().at(-1)).toBe(r0);
    expect(third.stdout).toMatch(
      new RegExp(
        `revision ${ids[1]}: the serving revision \\S+ redeploys what it built, so going back to it changes nothing`,
      ),
    );
    expect(third.stdout).not.toMatch(/::notice title=Same commit::/);
  });

  test('a second rollback never restores an uploaded revision the first moved away from (a commit and an archive are different code)', async () => {
    emulator = await startEmulator();
    const d = emulator.store.seedDeployed('agent');
    const good = d.revisions[0]!.id;
    // A hotfix uploaded from a workspace onto the GitHub-built deployment, then rolled back.
    const ws = workspaceWith({
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
      'agent/g.py': 'g=1\n',
    });
    const upload = await runInProcess(uploadInputs(emulator, { deployment_id: d.id }), {
      env: uploadEnv(ws),
    });
    expect(upload.exitCode).toBe(0);
    const uploaded = d.revisions[0]!.id;
    expect((await rollback()).exitCode).toBe(0);
    expect(redeployed()).toEqual([good]);
    const second = await rollback();
    expect(second.exitCode).toBe(1);
    expect(second.state.failure).toMatchObject({ title: 'Nothing to roll back to' });
    expect(second.state.failure!.message).toContain(`revision ${uploaded}: it was rolled back from`);
    expect(redeployed()).toEqual([good]);
  });

  test('with nothing else to go back to, a second rollback fails naming what it passed over, instead of restoring the bad code', async () => {
    emulator = await startEmulator();
    const d = emulator.store.seedDeployed('agent');
    emulator.store.push('main', '2'.repeat(40));
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    const [bad, good] = [d.revisions[0]!.id, d.revisions[1]!.id];
    expect((await rollback()).exitCode).toBe(0);
    const second = await rollback();
    expect(second.exitCode).toBe(1);
    expect(second.state.failure).toMatchObject({ title: 'Nothing to roll back to' });
    expect(second.state.failure!.message).toContain(`passed over revision ${bad}: it was rolled back from`);
    expect(second.state.failure!.message).toContain(`revision ${good}: the serving revision`);
    expect(redeployed()).toEqual([good]);
  });

  test('an active_revision_id naming a failed build is never redeployed by rollback_on_failure', async () => {
    // An agent server that answers its health probe and fails every run: the revision's fault.
    const agent = await startHostileServer((req, res) => {
      res.writeHead(req.url === '/ok' ? 200 : 500, { 'content-type': 'application/json' });
      res.end(req.url === '/ok' ? '{"ok":true}' : '{"detail":"graph crashed"}');
    });
    afterCleanup.push(() => agent.close());
    emulator = await startEmulator({ customUrl: () => agent.url });
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'BUILD_FAILED' }]);
    const failed = emulator.store.addRevision(d);
    emulator.store.status(failed);
    // The control plane names the failed build as serving when the run first reads the deployment.
    emulator.faults.add({
      route: 'get-deployment',
      fault: { kind: 'rewrite', set: { active_revision_id: failed.id } },
    });
    emulator.store.push('main', '3'.repeat(40));
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      name: 'agent',
      deployment_id: d.id,
      smoke_test: 'true',
      smoke_checks: 'run',
      smoke_timeout: '5s',
      assistant_id: 'agent',
      rollback_on_failure: 'true',
      repo_url: 'https://github.com/acme/agent',
      repo_ref: 'main',
    });
    expect(run.exitCode).toBe(1);
    expect(run.state.gate.smoke?.blame).toBe('revision');
    expect(redeployed()).toEqual([]);
    expect(run.state.serving.previous).toMatchObject({ id: failed.id, status: 'BUILD_FAILED' });
    expect(run.state.failure!.message).toContain(
      `the revision the control plane named as serving before, ${failed.id}, is BUILD_FAILED, not one that deployed, so nothing was rolled back to it.`,
    );
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
      message: `The control plane ignores offset on the revision list, so only the newest 1 DEPLOYED revision(s) of deployment ${d.id} could be read, and none older than the serving revision ${d.revisions[0]!.id} to roll back to is among them; set revision_id.`,
    });
    expect(emulator.requests.filter((r) => r.route === 'redeploy-revision')).toEqual([]);
  });
});
