import { afterEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { startHostileServer } from '../helpers/hostile-server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';

/**
 * `deploy_retries`: a revision that built but whose server did not become ready (DEPLOY_FAILED)
 * is redeployed, or — the redeploy refused — made again from the same source, and followed as the
 * run's own. In process, on the virtual clock, against the emulator.
 */
let emulator: Emulator;
const afterCleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await emulator.close();
  for (const clean of afterCleanup.splice(0)) await clean();
});

const FAILS_ONCE = { route: 'patch-deployment', fault: { kind: 'deploy-fails' } } as const;
const REDEPLOY_REFUSED = {
  route: 'redeploy-revision',
  fault: { kind: 'status', status: 409, body: '{"detail":"Revision is not redeployable."}' },
} as const;

async function seeded(): Promise<string> {
  emulator = await startEmulator();
  return emulator.store.seedDeployed('agent').id;
}

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  api_key: EMULATOR_API_KEY,
  api_url: emulator.url,
  integration_id: EMULATOR_INTEGRATION_ID,
  deploy_retries: '2',
  ...extra,
});

const routes = (name: string): number => emulator.requests.filter((r) => r.route === name).length;
const attempts = (outputs: Record<string, string>): unknown => JSON.parse(outputs.deploy_attempts!);

describe('deploy_retries', () => {
  test('a revision whose server did not start is redeployed, and the redeploy is followed to DEPLOYED as the run’s own', async () => {
    const id = await seeded();
    emulator.faults.add(FAILS_ONCE);
    const r = await runInProcess(inputs());
    expect(r.exitCode).toBe(0);
    const [redeployed, failed] = emulator.store.deployments.get(id)!.revisions;
    expect(routes('redeploy-revision')).toBe(1);
    expect(routes('patch-deployment')).toBe(1);
    expect(emulator.requests.find((q) => q.route === 'redeploy-revision')!.path).toContain(failed!.id);
    expect(attempts(r.outputs)).toEqual([
      { revision_id: failed!.id, status: 'DEPLOY_FAILED' },
      { revision_id: redeployed!.id, status: 'DEPLOYED' },
    ]);
    expect(r.outputs).toMatchObject({ revision_id: redeployed!.id, status: 'DEPLOYED' });
    expect(r.outputs.active_revision_id).toBe(redeployed!.id);
    expect(r.stdout).toContain('(DEPLOY_FAILED); retry 1 of 2 (deploy_retries): redeploying it.');
    // Each attempt in the summary, the failed one with its server log's tail.
    expect(r.summary).toContain(`**Attempt 1 of 2:** revision \`${failed!.id}\` · \`DEPLOY_FAILED\``);
    expect(r.summary).toContain(
      `**Attempt 2 of 2:** revision \`${redeployed!.id}\`, a redeploy of the one before · \`DEPLOYED\``,
    );
    expect(r.summary).toContain('Application startup failed. Exiting.');
    expect(r.summary.match(/of the server log of revision/g)).toHaveLength(1);
  });

  test('a refused redeploy falls back to a new revision of the same ref, followed as the run’s own', async () => {
    const id = await seeded();
    emulator.faults.add(FAILS_ONCE, REDEPLOY_REFUSED);
    const r = await runInProcess(inputs());
    expect(r.exitCode).toBe(0);
    const patches = emulator.requests.filter((q) => q.route === 'patch-deployment');
    expect(patches).toHaveLength(2);
    expect(patches[1]!.body).toEqual(patches[0]!.body);
    expect(patches[1]!.body).toMatchObject({ source_revision_config: { repo_ref: 'main' } });
    const [second, first] = emulator.store.deployments.get(id)!.revisions;
    expect(attempts(r.outputs)).toEqual([
      { revision_id: first!.id, status: 'DEPLOY_FAILED' },
      { revision_id: second!.id, status: 'DEPLOYED' },
    ]);
    expect(r.stdout).toContain(
      'The control plane refused the redeploy (HTTP 409: Revision is not redeployable.); making a new revision of the same source instead.',
    );
    expect(r.summary).toContain(
      `revision \`${second!.id}\`, a new revision of the same source · \`DEPLOYED\``,
    );
  });

  test('an upload’s new revision uploads the same archive again', async () => {
    emulator = await startEmulator();
    emulator.faults.add(FAILS_ONCE, REDEPLOY_REFUSED);
    const ws = workspaceWith({
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
      'agent/g.py': 'g=1\n',
    });
    const r = await runInProcess(uploadInputs(emulator, { deploy_retries: '1' }), { env: uploadEnv(ws) });
    expect(r.exitCode).toBe(0);
    const puts = emulator.requests.filter((q) => q.route === 'storage-put');
    expect(puts).toHaveLength(2);
    const paths = emulator.requests
      .filter((q) => q.route === 'patch-deployment')
      .map(
        (q) => (q.body as { source_revision_config: { source_tarball_path: string } }).source_revision_config,
      );
    expect(paths).toHaveLength(2);
    expect(paths[1]!.source_tarball_path).not.toBe(paths[0]!.source_tarball_path);
    const stored = paths.map((p) => emulator.storage.uploads.get(p.source_tarball_path));
    expect(stored[1]!.bytes).toBe(stored[0]!.bytes);
    expect(stored[1]!.files).toEqual(stored[0]!.files);
    expect(r.outputs.status).toBe('DEPLOYED');
  });

  test('a retry that builds another commit than the first attempt is not a success: the run fails saying so', async () => {
    const id = await seeded();
    // repo_ref moves between the attempts: each build starts on the next commit.
    const heads = ['1'.repeat(40), '2'.repeat(40)];
    emulator.store.resolveRef = () => heads.shift() ?? '9'.repeat(40);
    emulator.faults.add(FAILS_ONCE, REDEPLOY_REFUSED);
    const r = await runInProcess(inputs());
    expect(r.exitCode).toBe(1);
    expect(r.outputs.status).toBe('DEPLOYED');
    const [second, first] = emulator.store.deployments.get(id)!.revisions;
    expect(r.state.failure?.title).toBe('Different commit built');
    expect(r.state.failure?.message).toContain(
      `Revision ${second!.id}, a retry after revision ${first!.id} ended DEPLOY_FAILED, built commit 2222222 of main, not commit 1111111 that the first attempt built: main moved between the attempts.`,
    );
    expect(r.state.failure?.message).toContain(
      'Failing because a deploy_retries retry counts only when it deploys the commit the first attempt built.',
    );
  });

  test.each([
    ['BUILD_FAILED', [{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]],
    ['CREATE_FAILED', [{ status: 'CREATE_FAILED' }]],
  ])('a revision that ends %s is never retried', async (status, script) => {
    await seeded();
    emulator.store.nextScripts.push(script);
    const r = await runInProcess(inputs());
    expect(r.exitCode).toBe(1);
    expect(routes('redeploy-revision')).toBe(0);
    expect(routes('patch-deployment')).toBe(1);
    expect(attempts(r.outputs)).toEqual([{ revision_id: r.outputs.revision_id, status }]);
  });

  test('after deploy_retries tries the run fails with the last one’s failure, every attempt listed', async () => {
    await seeded();
    emulator.store.defaultScript = [{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOY_FAILED' }];
    const r = await runInProcess(inputs());
    expect(r.exitCode).toBe(1);
    expect(routes('redeploy-revision')).toBe(2);
    const listed = attempts(r.outputs) as Array<{ revision_id: string; status: string }>;
    expect(listed.map((a) => a.status)).toEqual(['DEPLOY_FAILED', 'DEPLOY_FAILED', 'DEPLOY_FAILED']);
    expect(new Set(listed.map((a) => a.revision_id)).size).toBe(3);
    expect(r.outputs.revision_id).toBe(listed[2]!.revision_id);
    expect(r.state.failure?.title).toBe('Revision DEPLOY_FAILED');
    expect(r.summary.match(/of the server log of revision/g)).toHaveLength(3);
  });

  test('the retries stay within timeout: a retry cut short ends the run as timed out, its attempt listed', async () => {
    // The emulator's revisions live on the run's virtual clock.
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    emulator = await startEmulator({ now: () => clock.now() });
    emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push(
      [{ status: 'DEPLOYING', ms: 10_000 }, { status: 'DEPLOY_FAILED' }],
      [{ status: 'DEPLOYING', ms: 600_000 }, { status: 'DEPLOYED' }],
    );
    const r = await runInProcess(inputs({ timeout: '1m' }), { clock });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.stopped).toBe('timeout');
    expect(clock.now() - r.state.startedAt).toBeLessThanOrEqual(60_000);
    const listed = attempts(r.outputs) as Array<{ status: string }>;
    expect(listed.map((a) => a.status)).toEqual(['DEPLOY_FAILED', 'DEPLOYING']);
    expect(routes('redeploy-revision')).toBe(1);
  });

  test('deploy_retries: 0 (the default) fails at the first DEPLOY_FAILED', async () => {
    await seeded();
    emulator.faults.add(FAILS_ONCE);
    const r = await runInProcess(inputs({ deploy_retries: '0' }));
    expect(r.exitCode).toBe(1);
    expect(routes('redeploy-revision')).toBe(0);
    expect(r.outputs.status).toBe('DEPLOY_FAILED');
  });

  test('the dry run says it would retry', async () => {
    await seeded();
    const r = await runInProcess(inputs({ dry_run: 'true' }));
    expect(r.exitCode).toBe(0);
    expect(r.state.dryRun.plan).toContainEqual(expect.stringContaining('would retry up to 2 times'));
    expect(r.outputs.deploy_attempts).toBe('');
  });

  test('the restoring redeploy of rollback_on_failure is never retried', async () => {
    // An agent server that answers its health probe and fails every run: the revision's fault.
    const agent = await startHostileServer((req, res) => {
      res.writeHead(req.url === '/ok' ? 200 : 500, { 'content-type': 'application/json' });
      res.end(req.url === '/ok' ? '{"ok":true}' : '{"detail":"graph crashed"}');
    });
    afterCleanup.push(() => agent.close());
    emulator = await startEmulator({ customUrl: () => agent.url });
    emulator.store.seedDeployed('agent');
    emulator.faults.add({ route: 'redeploy-revision', fault: { kind: 'deploy-fails' } });
    const r = await runInProcess(
      inputs({
        smoke_test: 'true',
        smoke_checks: 'run',
        smoke_timeout: '5s',
        assistant_id: 'agent',
        rollback_on_failure: 'true',
      }),
    );
    expect(r.exitCode).toBe(1);
    expect(routes('redeploy-revision')).toBe(1);
    expect(r.state.rollback?.revision.status).toBe('DEPLOY_FAILED');
    expect(attempts(r.outputs)).toEqual([{ revision_id: r.outputs.revision_id, status: 'DEPLOYED' }]);
  });

  test('command: rollback is never retried', async () => {
    const id = await seeded();
    const newer = emulator.store.addRevision(emulator.store.deployments.get(id)!);
    newer.script = [{ status: 'DEPLOYED' }];
    emulator.store.status(newer);
    emulator.faults.add({ route: 'redeploy-revision', fault: { kind: 'deploy-fails' } });
    const r = await runInProcess(inputs({ command: 'rollback', deployment_id: id }));
    expect(r.exitCode).toBe(1);
    expect(routes('redeploy-revision')).toBe(1);
    expect(r.outputs.status).toBe('DEPLOY_FAILED');
    expect(r.outputs.deploy_attempts).toBe('');
  });
});
