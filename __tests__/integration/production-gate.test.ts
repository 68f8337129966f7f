import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import type { StoredDeployment } from '../../emulator/store.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { errorLine } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { runLikeBundle } from '../helpers/like-bundle.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * The production gate, whole runs in process on a virtual clock the emulator stamps
 * its requests with: which commit was built, what serves traffic, rollback by id and by default,
 * and no rollback when the smoke test could not reach the deployment (its probes' pauses waited
 * out on that clock).
 * Through the bundle (__tests__/bundle/production-gate.test.ts): an input refused at the start,
 * revisions the test makes while the run follows one in real time, and rollback after a failed
 * smoke test against the real agent server.
 */
let emulator: Emulator;
let clock: VirtualClock;

beforeEach(async () => {
  clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  emulator = await startEmulator({ now: () => clock.now() });
});
afterEach(() => emulator.close());
const runAction = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runLikeBundle(inputs, env, clock);

const WORKFLOW_SHA = 'c0ffee0000000000000000000000000000000001';
const env = { GITHUB_SHA: WORKFLOW_SHA };
/** The production gate: a smoke test of the run check, and a rollback when it fails. */
const GATE = { smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'run', rollback_on_failure: 'true' };
const inputs = (extra: Record<string, string> = {}) => emulatorInputs(emulator, extra);
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
    const r = await runAction(inputs(), env);
    expect(r.code).toBe(0);
    expect(r.outputs.commit_sha).toBe(WORKFLOW_SHA);
    expect(r.stdout).toMatch(/Revision \S+ builds commit c0ffee0 of main\./);
    expect(r.stdout).not.toMatch(/::warning/);
    expect(r.summary).toContain('c0ffee0');
  });

  test('a later push moved the branch before the build: a warning naming both commits', async () => {
    const pushed = emulator.store.push('main', 'beef000000000000000000000000000000000002');
    const r = await runAction(inputs(), env);
    expect(r.code).toBe(0);
    expect(r.outputs.commit_sha).toBe(pushed);
    expect(r.stdout).toMatch(
      /::warning title=Different commit built::The platform built commit beef000 of main, not this workflow's commit c0ffee0/,
    );
  });

  test('with require_commit: true the same drift fails the job', async () => {
    emulator.store.push('main', 'beef000000000000000000000000000000000002');
    const r = await runAction(inputs({ require_commit: 'true' }), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(
      /title=Different commit built::The platform built commit beef000 .*require_commit is true/,
    );
    expect(r.outputs.commit_sha).toMatch(/^beef000/);
  });
});

describe('what serves traffic', () => {
  test('an update reports the revision serving before and the one serving after', async () => {
    const d = seed();
    const before = d.revisions[0]!.id;
    const r = await runAction(inputs(), env);
    expect(r.code).toBe(0);
    expect(r.outputs.previous_revision_id).toBe(before);
    expect(r.outputs.active_revision_id).toBe(r.outputs.revision_id);
    expect(r.outputs.active_revision_id).not.toBe(before);
  });

  test('a failed build says the previous revision still serves; rollback_on_failure has nothing to undo', async () => {
    const d = seed();
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runAction(inputs(GATE), env);
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
    const r = await runAction(inputs({ ...GATE, timeout: '2s' }), env);
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
    const r = await runAction(inputs({ command: 'rollback', revision_id: older.id }), env);
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
    const r = await runAction(inputs({ command: 'rollback' }), env);
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
    const r = await runAction(inputs({ command: 'rollback' }), env);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toContain(
      `title=Nothing to roll back to::Revision ${d.revisions[0]!.id} is the only DEPLOYED revision of deployment ${d.id}`,
    );
    expect(count('redeploy-revision')).toBe(0);
  });

  test('a lost reply to the redeploy is checked before it is repeated: exactly one redeploy', async () => {
    const d = seed(1);
    emulator.faults.add({ route: 'redeploy-revision', fault: { kind: 'drop-after' } });
    const r = await runAction(inputs({ command: 'rollback', revision_id: d.revisions[1]!.id }), env);
    expect(r.code).toBe(0);
    expect(count('redeploy-revision')).toBe(1);
    expect(r.stdout).toContain('The redeploy did happen on the server');
    expect(d.revisions).toHaveLength(3);
  });
});

describe('a smoke test that cannot reach the deployment', () => {
  test('an unreachable smoke-test URL never rolls back: smoke_timeout 10s, refused connections, rollback_on_failure: true', async () => {
    const unreachable = await startEmulator({
      customUrl: () => 'http://127.0.0.1:9',
      now: () => clock.now(),
    });
    try {
      const d = unreachable.store.seedDeployed('agent');
      const serving = d.revisions[0]!.id;
      const result = await runAction(
        emulatorInputs(unreachable, {
          smoke_test: 'true',
          assistant_id: 'echo',
          rollback_on_failure: 'true',
          smoke_timeout: '10s',
        }),
      );
      expect(result.code).toBe(1);
      const report = JSON.parse(result.outputs.smoke_report!) as SmokeReport;
      expect(report).toMatchObject({ result: 'failed', blame: 'setup', checks: [] });
      expect(report.detail).toMatch(
        /did not answer its health probe within 10s \(smoke_timeout\); last: .*ECONNREFUSED/,
      );
      expect(unreachable.requests.filter((r) => r.route === 'redeploy-revision')).toEqual([]);
      expect(result.outputs).toMatchObject({ rolled_back: 'false', previous_revision_id: serving });
      expect(errorLine(result.stdout)).toMatch(
        /title=Smoke test failed::.*could not reach a verdict on revision \S+ .*so nothing was rolled back/,
      );
    } finally {
      await unreachable.close();
    }
  }, 60_000);
});
