import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import type { StoredDeployment } from '../../emulator/store.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { startRevisionRouter } from '../agent-server/router.ts';
import { errorLine, runBundle, startBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { until } from './fault-scenarios.ts';

/**
 * The production gate (issue 11) through the bundle: which commit was built, what serves
 * traffic, rollback (by id, by default, on a failed smoke test), and superseded revisions.
 */
let emulator: Emulator;

beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const WORKFLOW_SHA = 'c0ffee0000000000000000000000000000000001';
const env = { GITHUB_SHA: WORKFLOW_SHA };
const inputs = (extra: Record<string, string> = {}) => emulatorInputs(emulator, extra);
/** The production gate: a smoke test of the run check, and a rollback when it fails. */
const GATE = { smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'run', rollback_on_failure: 'true' };
const count = (route: string): number => emulator.requests.filter((r) => r.route === route).length;

/** The seeded deployment `agent`, its first revision DEPLOYED; more DEPLOYED revisions on request. */
function seed(extraDeployed = 0): StoredDeployment {
  const d = emulator.store.seedDeployed('agent');
  for (let i = 0; i < extraDeployed; i++) {
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
  }
  return d;
}

describe('which commit was built', () => {
  test('the built commit is an output and named in the log and summary; no warning when it is the workflow’s', async () => {
    emulator.store.push('main', WORKFLOW_SHA);
    const r = await runBundle(inputs(), env);
    expect(r.code).toBe(0);
    expect(r.outputs.commit_sha).toBe(WORKFLOW_SHA);
    expect(r.stdout).toMatch(/Revision \S+ builds commit c0ffee0 of main\./);
    expect(r.stdout).not.toMatch(/::warning/);
    expect(r.summary).toContain('c0ffee0');
  });

  test('a later push moved the branch before the build: a warning naming both commits', async () => {
    const pushed = emulator.store.push('main', 'beef000000000000000000000000000000000002');
    const r = await runBundle(inputs(), env);
    expect(r.code).toBe(0);
    expect(r.outputs.commit_sha).toBe(pushed);
    expect(r.stdout).toMatch(
      /::warning title=Different commit built::The platform built commit beef000 of main, not this workflow's commit c0ffee0/,
    );
  });

  test('with require_commit: true the same drift fails the job', async () => {
    emulator.store.push('main', 'beef000000000000000000000000000000000002');
    const r = await runBundle(inputs({ require_commit: 'true' }), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(
      /title=Different commit built::The platform built commit beef000 .*require_commit is true/,
    );
    expect(r.outputs.commit_sha).toMatch(/^beef000/);
  });

  test('require_commit with a repo_ref other than the triggering ref is an input error', async () => {
    const r = await runBundle(inputs({ require_commit: 'true', repo_ref: 'release' }), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toContain(
      'require_commit: needs repo_ref to be the ref that triggered the workflow',
    );
    expect(emulator.requests).toEqual([]);
  });
});

describe('what serves traffic', () => {
  test('an update reports the revision serving before and the one serving after', async () => {
    const d = seed();
    const before = d.revisions[0]!.id;
    const r = await runBundle(inputs(), env);
    expect(r.code).toBe(0);
    expect(r.outputs.previous_revision_id).toBe(before);
    expect(r.outputs.active_revision_id).toBe(r.outputs.revision_id);
    expect(r.outputs.active_revision_id).not.toBe(before);
  });

  test('a failed build says the previous revision still serves; rollback_on_failure has nothing to undo', async () => {
    const d = seed();
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runBundle(inputs(GATE), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(
      new RegExp(
        `title=Revision BUILD_FAILED::.*Revision ${d.revisions.at(-1)!.id} \\(commit [0-9a-f]{7}\\) is still serving traffic\\. Nothing to roll back: the failed revision never served\\.`,
      ),
    );
    expect(r.outputs).toMatchObject({ active_revision_id: d.revisions.at(-1)!.id, rolled_back: 'false' });
    expect(count('redeploy-revision')).toBe(0);
  });

  test('a timeout with rollback_on_failure does not roll back, and says why', async () => {
    seed();
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const r = await runBundle(inputs({ ...GATE, timeout: '2s' }), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(
      /title=Timed out::.*No rollback on a timeout: revision \S+ may still finish\./,
    );
    expect(count('redeploy-revision')).toBe(0);
  });
});

describe('command: rollback', () => {
  test('by revision_id: redeploys it once, follows the new revision to DEPLOYED, and says so', async () => {
    const d = seed(1);
    const [newer, older] = [d.revisions[0]!, d.revisions[1]!];
    const r = await runBundle(inputs({ command: 'rollback', revision_id: older.id }), env);
    expect(r.code).toBe(0);
    const redeploys = emulator.requests.filter((q) => q.route === 'redeploy-revision');
    expect(redeploys.map((q) => q.path)).toEqual([`/v2/deployments/${d.id}/revisions/${older.id}/redeploy`]);
    expect(r.outputs).toMatchObject({
      status: 'DEPLOYED',
      previous_revision_id: newer.id,
      revision_id: d.revisions[0]!.id,
      active_revision_id: d.revisions[0]!.id,
      commit_sha: older.commitSha,
      rolled_back: 'true',
    });
    expect(r.summary).toContain('## ↩️ Rolled back `agent`');
    expect(r.summary).toContain(
      `Revision \`${older.id}\` (commit \`${older.commitSha!.slice(0, 7)}\`) serves again, redeployed as revision \`${d.revisions[0]!.id}\`.`,
    );
  });

  test('by default: the newest DEPLOYED revision older than the one serving', async () => {
    const d = seed(2);
    const [, middle] = d.revisions;
    const r = await runBundle(inputs({ command: 'rollback' }), env);
    expect(r.code).toBe(0);
    expect(emulator.requests.find((q) => q.route === 'list-revisions')!.query).toMatchObject({
      status: 'DEPLOYED',
    });
    expect(emulator.requests.find((q) => q.route === 'redeploy-revision')!.path).toContain(
      `/revisions/${middle!.id}/redeploy`,
    );
  });

  test('nothing to roll back to is a clear failure, naming why; nothing is redeployed', async () => {
    const d = seed();
    const r = await runBundle(inputs({ command: 'rollback' }), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toContain(
      `title=Nothing to roll back to::Revision ${d.revisions[0]!.id} is the only DEPLOYED revision of deployment ${d.id}`,
    );
    expect(count('redeploy-revision')).toBe(0);
  });

  test('a lost reply to the redeploy is checked before it is repeated: exactly one redeploy', async () => {
    const d = seed(1);
    emulator.faults.add({ route: 'redeploy-revision', fault: { kind: 'drop-after' } });
    const r = await runBundle(inputs({ command: 'rollback', revision_id: d.revisions[1]!.id }), env);
    expect(r.code).toBe(0);
    expect(count('redeploy-revision')).toBe(1);
    expect(r.stdout).toContain('The redeploy did happen on the server');
    expect(d.revisions).toHaveLength(3);
  });
});

describe('superseded revisions', () => {
  /** Starts a deploy and, once its revision has been polled, makes a newer revision of `ref`. */
  async function deployWhileAnotherRevisionArrives(extra: Record<string, string>, ref = 'main') {
    const d = seed();
    emulator.store.nextScripts.push([{ status: 'QUEUED', polls: 3 }, { status: 'DEPLOYED' }]);
    const run = startBundle(inputs(extra), env);
    await until(() => count('get-revision') >= 2);
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'DEPLOYED' }]);
    // A newer revision of a ref comes from a push to it.
    emulator.store.push(ref);
    const newer = emulator.store.addRevision(d, { ...d.sourceRevisionConfig, repo_ref: ref });
    return { result: await run.done, d, newer };
  }

  test('superseded by an honest newer build of the same, unchanged commit (a config-only update): followed, not called a rollback', async () => {
    const d = seed();
    // Deployed by hand from another branch's workflow (no workflow commit to compare): main has not
    // moved, so this run's revision builds the commit that already serves.
    const serving = emulator.store.head('main');
    emulator.store.nextScripts.push([{ status: 'BUILDING', ms: 10_000 }, { status: 'DEPLOYED' }]);
    const run = startBundle(inputs({ repo_ref: 'main' }), { ...env, GITHUB_REF: 'refs/heads/tools' });
    await until(() => count('get-revision') >= 2);
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'DEPLOYED' }]);
    const newer = emulator.store.addRevision(d);
    const result = await run.done;
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ revision_id: newer.id, status: 'DEPLOYED', commit_sha: serving });
  });

  test('superseded by a redeploy of the revision that served before (an operator’s rollback): fails, this run’s code was not deployed', async () => {
    const d = seed();
    emulator.store.nextScripts.push([{ status: 'QUEUED', polls: 3 }, { status: 'DEPLOYED' }]);
    const run = startBundle(inputs({}), env);
    await until(() => count('get-revision') >= 2);
    emulator.store.nextScripts.push([{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOYED' }]);
    const rollback = emulator.store.redeploy(d, d.revisions.at(-1)!);
    const result = await run.done;
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toMatch(
      new RegExp(
        `title=Revision superseded::.*superseded by revision ${rollback.id} \\(commit [0-9a-f]{7}\\).*which served before this run: a rollback or redeploy of earlier code`,
      ),
    );
    expect(result.summary).not.toMatch(/^## ✅/);
  });

  test('follow (default): the newer revision of the same ref is followed, and the log says why', async () => {
    const { result, newer } = await deployWhileAnotherRevisionArrives({});
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ revision_id: newer.id, status: 'DEPLOYED' });
    expect(result.stdout).toMatch(
      new RegExp(
        `ended SKIPPED: superseded by revision ${newer.id}.*It builds the same ref \\(main\\); following it`,
      ),
    );
    expect(result.summary).toContain('superseded');
  });

  test('on_superseded: fail fails at once', async () => {
    const { result, newer } = await deployWhileAnotherRevisionArrives({ on_superseded: 'fail' });
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toMatch(
      new RegExp(
        `title=Revision superseded::.*superseded by revision ${newer.id}.*\\(on_superseded: fail\\)`,
      ),
    );
  });

  test('a newer revision of another ref always fails, explaining', async () => {
    const { result } = await deployWhileAnotherRevisionArrives({}, 'experiment');
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toMatch(
      /title=Revision superseded::.*It builds ref experiment, not main/,
    );
  });
});

describe('rollback_on_failure against the real agent server', () => {
  let agent: LocalAgentServer;
  beforeAll(async () => {
    agent = await startAgentServer({ workers: 4, echoDelayMs: 200 });
  }, 60_000);
  afterAll(() => agent?.close());

  test('an update whose revision fails the smoke test is rolled back to the revision that served, which passes again', async () => {
    const d = seed();
    const good = d.revisions[0]!;
    const bad = emulator.store.push('main', 'bad0000000000000000000000000000000000bad');
    const router = await startRevisionRouter(agent.url, emulator, (commit) =>
      commit === bad ? 'fail' : 'echo',
    );
    emulator.options.customUrl = () => router.url;
    try {
      const r = await runBundle(inputs(GATE), env);
      expect(r.code).toBe(1);
      const [redeployed, failed] = d.revisions;
      expect(errorLine(r.stdout)).toContain(
        `title=Rolled back after a failed smoke test::Revision ${failed!.id} (commit bad0000) failed its smoke test: rolled back to ${good.id} (commit ${good.commitSha!.slice(0, 7)}), which is serving and passes (as revision ${redeployed!.id}).`,
      );
      expect(r.outputs).toMatchObject({
        revision_id: failed!.id,
        previous_revision_id: good.id,
        active_revision_id: redeployed!.id,
        rolled_back: 'true',
        smoke_test: 'failed',
      });
      expect((JSON.parse(r.outputs.smoke_report!) as SmokeReport).checks[0]!.detail).toMatch(
        /deliberate failure/,
      );
      expect(emulator.store.active(d)!.id).toBe(redeployed!.id);
      // The redeploy first: the failed revision's server log is read while the earlier one restarts.
      const routes = emulator.requests.map((q) => q.route);
      expect(routes.indexOf('redeploy-revision')).toBeLessThan(routes.indexOf('deploy-logs'));
      expect(r.stdout.indexOf(`lines of the server log of revision ${failed!.id}`)).toBeGreaterThan(
        r.stdout.indexOf('Roll back agent to revision'),
      );
      expect(redeployed!.redeployOf).toBe(good.id);
      expect(r.summary).toMatch(/Rolled back/);
    } finally {
      await router.close();
    }
  }, 60_000);

  test('a first deployment failing its smoke test has nothing to roll back to, and says so', async () => {
    const router = await startRevisionRouter(agent.url, emulator, () => 'fail');
    emulator.options.customUrl = () => router.url;
    try {
      const r = await runBundle(inputs(GATE), env);
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toMatch(
        /title=Smoke test failed::.*is serving traffic although it failed its smoke test \(the deployment's first revision: nothing to roll back to\)/,
      );
      expect(r.outputs.rolled_back).toBe('false');
      expect(count('redeploy-revision')).toBe(0);
    } finally {
      await router.close();
    }
  }, 60_000);
});
