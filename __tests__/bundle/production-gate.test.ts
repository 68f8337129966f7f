import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { Emulator } from '../../emulator/server.ts';
import type { StoredDeployment } from '../../emulator/store.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { startRevisionRouter } from '../agent-server/router.ts';
import { atOnce } from '../helpers/at-once.ts';
import { errorLine, runBundle, startBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';
import { until } from './fault-scenarios.ts';

/**
 * The production gate through the bundle: an input refused at the start, revisions the
 * test makes while the run follows one in real time (superseded), and rollback after a failed
 * smoke test against the real agent server. The rest runs in process:
 * __tests__/integration/production-gate.test.ts.
 */
let agent: LocalAgentServer;

beforeAll(async () => {
  agent = await startAgentServer({ workers: 4, echoDelayMs: 200 });
}, 60_000);
afterAll(() => agent?.close());

/**
 * Every test has its own emulator (`fresh`) and mostly waits on its spawned run: their bodies all
 * run at once, in a `beforeAll` of the file that follows the agent server's.
 */
const test = atOnce(120_000);

const WORKFLOW_SHA = 'c0ffee0000000000000000000000000000000001';
const env = { GITHUB_SHA: WORKFLOW_SHA };
/** The production gate: a smoke test of the run check, and a rollback when it fails. */
const GATE = { smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'run', rollback_on_failure: 'true' };

/** One test's control plane, and helpers bound to it. */
interface ControlPlane {
  emulator: Emulator;
  /** Inputs that point the action at this emulator. */
  inputs(extra?: Record<string, string>): Record<string, string>;
  /** How many requests of a route this emulator has seen. */
  count(route: string): number;
  /** The seeded deployment `agent`, its first revision DEPLOYED; more DEPLOYED revisions on request. */
  seed(extraDeployed?: number): StoredDeployment;
}

/** A test body given an emulator of its own, started when the body starts and closed when it ends. */
function fresh(body: (controlPlane: ControlPlane) => Promise<void>): () => Promise<void> {
  return () =>
    withOwnEmulator(async (emulator) => {
      const inputs = (extra: Record<string, string> = {}) => emulatorInputs(emulator, extra);
      const count = (route: string): number => emulator.requests.filter((r) => r.route === route).length;
      const seed = (extraDeployed = 0): StoredDeployment => {
        const d = emulator.store.seedDeployed('agent');
        for (let i = 0; i < extraDeployed; i++) {
          emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
          emulator.store.status(emulator.store.addRevision(d));
        }
        return d;
      };
      await body({ emulator, inputs, count, seed });
    });
}

describe('which commit was built', () => {
  test(
    'require_commit with a repo_ref other than the triggering ref is an input error',
    fresh(async ({ emulator, inputs }) => {
      const r = await runBundle(inputs({ require_commit: 'true', repo_ref: 'release' }), env);
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain(
        'require_commit: needs repo_ref to be the ref that triggered the workflow',
      );
      expect(emulator.requests).toEqual([]);
    }),
  );
});

describe('superseded revisions', () => {
  /** Starts a deploy and, once its revision has been polled, makes a newer revision of `ref`. */
  async function deployWhileAnotherRevisionArrives(
    { emulator, inputs, count, seed }: ControlPlane,
    extra: Record<string, string>,
    ref = 'main',
  ) {
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

  test(
    'superseded by an honest newer build of the same, unchanged commit (a config-only update): followed, not called a rollback',
    fresh(async ({ emulator, inputs, count, seed }) => {
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
      expect(result.outputs).toMatchObject({
        revision_id: newer.id,
        status: 'DEPLOYED',
        commit_sha: serving,
      });
    }),
  );

  test(
    'superseded by a redeploy of the revision that served before (an operator’s rollback): fails, this run’s code was not deployed',
    fresh(async ({ emulator, inputs, count, seed }) => {
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
    }),
  );

  test(
    'follow (default): the newer revision of the same ref is followed, and the log says why',
    fresh(async (controlPlane) => {
      const { result, newer } = await deployWhileAnotherRevisionArrives(controlPlane, {});
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({ revision_id: newer.id, status: 'DEPLOYED' });
      expect(result.stdout).toMatch(
        new RegExp(
          `ended SKIPPED: superseded by revision ${newer.id}.*It builds the same ref \\(main\\); following it`,
        ),
      );
      expect(result.summary).toContain('superseded');
    }),
  );

  test(
    'on_superseded: fail fails at once',
    fresh(async (controlPlane) => {
      const { result, newer } = await deployWhileAnotherRevisionArrives(controlPlane, {
        on_superseded: 'fail',
      });
      expect(result.code).toBe(1);
      expect(errorLine(result.stdout)).toMatch(
        new RegExp(
          `title=Revision superseded::.*superseded by revision ${newer.id}.*\\(on_superseded: fail\\)`,
        ),
      );
    }),
  );

  test(
    'a newer revision of another ref always fails, explaining',
    fresh(async (controlPlane) => {
      const { result } = await deployWhileAnotherRevisionArrives(controlPlane, {}, 'experiment');
      expect(result.code).toBe(1);
      expect(errorLine(result.stdout)).toMatch(
        /title=Revision superseded::.*It builds ref experiment, not main/,
      );
    }),
  );
});

describe('rollback_on_failure against the real agent server', () => {
  test(
    'an update whose revision fails the smoke test is rolled back to the revision that served, which passes again',
    fresh(async ({ emulator, inputs, seed }) => {
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
    }),
  );

  test(
    'a first deployment failing its smoke test has nothing to roll back to, and says so',
    fresh(async ({ emulator, inputs, count }) => {
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
    }),
  );
});
