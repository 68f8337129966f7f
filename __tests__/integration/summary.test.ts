import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { startHostileServer } from '../helpers/hostile-server.ts';
import { CancelledError } from '../../src/base/errors.ts';
import { startFakeAgentServer, type FakeAgentServer } from '../helpers/fake-agent-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a user reads in the job summary, outcome by outcome: the run goes through the real
 * action in process against the emulator, and the Markdown it wrote is checked as GitHub would
 * render it — the headline first, green only when all went well.
 */
let emulator: Emulator;
const TRIGGER = {
  GITHUB_ACTOR: 'octocat',
  GITHUB_RUN_ID: '42',
  GITHUB_SHA: 'c0ffee0000000000000000000000000000000001',
};
beforeEach(async () => {
  emulator = await startEmulator();
  // main points at the workflow's commit: what the platform builds is what the run is for.
  emulator.store.push('main', TRIGGER.GITHUB_SHA);
});
afterEach(() => emulator.close());
const inputs = (extra: Record<string, string> = {}) => ({
  api_key: EMULATOR_API_KEY,
  api_url: emulator.url,
  integration_id: EMULATOR_INTEGRATION_ID,
  name: 'agent',
  ...extra,
});
const run = (extra: Record<string, string> = {}, options: Parameters<typeof runInProcess>[1] = {}) =>
  runInProcess(inputs(extra), { env: TRIGGER, ...options });
const headline = (summary: string): string => summary.split('\n')[0]!;

describe('job summary, by outcome', () => {
  test('success: green, what serves where, the commit, the trigger and the run, ids last; no empty table header', async () => {
    const r = await run();
    const id = r.outputs.deployment_id!;
    const revision = r.outputs.revision_id!;
    expect(headline(r.summary)).toBe('## ✅ Created `agent`');
    expect(r.summary).toContain(
      `Revision \`${revision}\` (commit \`${r.outputs.commit_sha!.slice(0, 7)}\`) is deployed and serving traffic.`,
    );
    expect(r.summary).toContain(`- **URL:** [\`${r.outputs.deployment_url}\`]`);
    expect(r.summary).toMatch(
      /- \*\*Commit built:\*\* \[[0-9a-f]{7}\]\(https:\/\/github\.com\/acme\/agent\/commit\/[0-9a-f]{40}\) of `main`/,
    );
    expect(r.summary).toContain(
      '- **Trigger:** `push` by `octocat` on `main` at [c0ffee0](https://github.com/acme/agent/commit/c0ffee0000000000000000000000000000000001) · [workflow run](https://github.com/acme/agent/actions/runs/42)',
    );
    expect(r.summary).toContain(`- **Deployment id:** \`${id}\``);
    expect(r.summary.indexOf('Deployment id')).toBeGreaterThan(r.summary.indexOf('Trigger'));
    expect(r.summary).not.toContain('| | |');
  });

  test('a failed first deploy: red, says nothing serves, lists no URL; the error and its hint are separate paragraphs', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await run();
    expect(r.exitCode).toBe(1);
    expect(headline(r.summary)).toBe('## ❌ Revision BUILD_FAILED: `agent`');
    expect(r.summary).toContain('Nothing serves yet: this was the deployment’s first revision.');
    expect(r.summary).not.toContain('**URL:**');
    // A blank quote line between the sentence and what follows: two paragraphs, not one.
    expect(r.summary).toMatch(/> The image build failed:[^\n]*\n>\n> First error in the build log:/);
  });

  test('a failed update: the preview URL is offered as serving the earlier revision', async () => {
    const d = emulator.store.seedDeployed('agent');
    const serving = d.revisions[0]!.id;
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await run();
    const url = r.outputs.deployment_url!;
    const commit = (sha: string | undefined) => `(commit \`${sha!.slice(0, 7)}\`)`;
    expect(r.summary).toContain(
      `Revision \`${r.outputs.revision_id}\` ${commit(r.outputs.commit_sha)} is not serving; revision \`${serving}\` ${commit(d.revisions[1]!.commitSha)} still is at [\`${url}\`](${new URL(url).href}).`,
    );
    expect(r.summary).toContain(`- **URL:** [\`${url}\`](${new URL(url).href})\n`);
    // What serves is said in the lede and one fact line, not over and over.
    expect(r.summary).toMatch(
      new RegExp(`- \\*\\*Serving:\\*\\* \`${serving}\` \\(commit .*\\) \\(unchanged by this run\\)`),
    );
    expect(r.summary).not.toContain('Serving now');
  });

  test('a timeout: the stopwatch, the revision going on, and how to keep waiting with command: status', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const r = await run({ timeout: '2m' });
    expect(headline(r.summary)).toBe('## ⏱️ Timed out: `agent`');
    expect(r.state.failure!.message).toContain(
      `To keep waiting, run the action again with command: status and deployment_id: ${r.outputs.deployment_id} (it follows the latest revision, now ${r.outputs.revision_id})`,
    );
    expect(r.summary).toMatch(/\| `BUILDING` \| \d+m \d+s so far \|/);
  });

  test('cancelled: not a red failure of the deploy, the revision goes on', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const controller = new AbortController();
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    clock.onSleep = () => controller.abort();
    const r = await run({}, { signal: controller.signal, clock });
    expect(headline(r.summary)).toBe('## ⏹️ Cancelled: `agent`');
    // An id GitHub could take for a commit is shown as code, like every word it would make live.
    expect(r.summary).toContain(`Revision \`${r.outputs.revision_id}\` keeps going on the server.`);
  });

  test('dry run of delete: "would delete", never "deleted", never green', async () => {
    emulator.store.seedDeployed('agent');
    const r = await run({ command: 'delete', dry_run: 'true' });
    expect(headline(r.summary)).toBe('## 📝 Dry run: would delete `agent`');
    expect(r.summary).not.toMatch(/✅|deleted/i);
    expect(emulator.store.deployments.size).toBe(1);
  });

  test('delete of a deployment that does not exist: a neutral note in plain English, not a green "deleted"', async () => {
    const r = await run({ command: 'delete', name: 'ghost' });
    expect(r.exitCode).toBe(0);
    expect(headline(r.summary)).toBe('## ℹ️ Nothing to delete: there is no deployment `ghost`');
    expect(r.stdout).toContain('There is no deployment named "ghost"; nothing to delete.');
    expect(r.summary).not.toContain('✅');
    expect(r.outputs.status).toBe('NOT_FOUND');
  });

  test('delete: what was deleted', async () => {
    const d = emulator.store.seedDeployed('agent');
    const r = await run({ command: 'delete' });
    expect(headline(r.summary)).toBe('## 🗑️ Deleted `agent`');
    expect(r.summary).toContain(`- **Deployment id:** \`${d.id}\``);
  });

  test('status with wait: false on a revision still building: hourglass, not a green check', async () => {
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    emulator.store.addRevision(d);
    const r = await run({ command: 'status', wait: 'false' });
    expect(headline(r.summary)).toBe(`## ⏳ \`agent\`: revision \`${d.revisions[0]!.id}\` is \`BUILDING\``);
    expect(r.summary).not.toContain('✅');
  });

  test('rollback: which revision serves again, and as which new revision', async () => {
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    const earlier = d.revisions[1]!;
    const r = await run({ command: 'rollback' });
    expect(headline(r.summary)).toBe('## ↩️ Rolled back `agent`');
    expect(r.summary).toContain(
      `Revision \`${earlier.id}\` (commit \`${earlier.commitSha!.slice(0, 7)}\`) serves again, redeployed as revision \`${r.outputs.revision_id}\`.`,
    );
  });
});

describe('revision timeline', () => {
  test('a build that began and ended between two checks: named as not seen, and its time not called time in QUEUED', async () => {
    // QUEUED for 1 s, BUILDING for 2 s, and the checks 5 s apart: this run never sees BUILDING.
    await emulator.close();
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    emulator = await startEmulator({ now: () => clock.now() });
    emulator.store.push('main', TRIGGER.GITHUB_SHA);
    emulator.store.nextScripts.push([
      { status: 'QUEUED', ms: 1_000 },
      { status: 'BUILDING', ms: 2_000 },
      { status: 'DEPLOYED' },
    ]);
    const r = await run({ poll_interval: '5s' }, { clock });
    expect(r.stdout).toContain(
      'Revision status: DEPLOYED (3s after QUEUED; BUILDING began and ended between two checks)',
    );
    expect(r.summary).toMatch(
      /\| `QUEUED` \| 3s, `BUILDING` included \|[^\n]*\n\| `BUILDING` \| not seen: in the time above \|[^\n]*\n\| `DEPLOYED` \|/,
    );
    expect(r.summary).not.toContain('too short');
    expect(r.summary).toContain('a status that began and ended between two checks was not seen');
  });
});

test('deployed, but not the workflow’s commit (a later push): a warning sign and the reason first, not a green check', async () => {
  emulator.store.push('main', 'beef000000000000000000000000000000000002');
  const r = await run();
  expect(r.state.failure).toBeUndefined();
  expect(headline(r.summary)).toBe('## ⚠️ Created `agent`');
  expect(r.summary).toContain(
    "is deployed and serving traffic. The platform built commit `beef000` of main, not this workflow's commit `c0ffee0`",
  );
});

describe('failure messages: the sentence first, then the request', () => {
  test('a 404 listing an integration’s repositories blames the integration, not the control-plane URL', async () => {
    await emulator.close();
    const INTEGRATION = '0a1b2c3d-0000-4000-8000-0000000000c1';
    emulator = await startEmulator({ integrations: [{ id: INTEGRATION, name: 'acme', installation_id: 1 }] });
    emulator.faults.add({ route: 'list-repos', fault: { kind: 'status', status: 404 } });
    const r = await run({ integration_id: '' });
    // integration_id was left empty: the message names the integration the run chose, not the input.
    expect(r.state.failure?.title).toBe('Integration not usable');
    expect(r.state.failure?.message).toBe(
      `The workspace's only GitHub integration, ${INTEGRATION} (acme), cannot list its repositories (GET /v1/integrations/github/${INTEGRATION}/repos answered 404): check the LangSmith GitHub app's installation and its access to https://github.com/acme/agent, or set integration_id.`,
    );
  });
});

describe('more outcomes', () => {
  test('cancelled during an update: what still serves, and how to keep following the revision', async () => {
    const d = emulator.store.seedDeployed('agent');
    const serving = d.revisions[0]!.id;
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const controller = new AbortController();
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    clock.onSleep = () => controller.abort();
    const r = await run({}, { signal: controller.signal, clock });
    expect(r.summary).toMatch(
      new RegExp(
        `Revision \`${r.outputs.revision_id}\` \\(commit \`[0-9a-f]{7}\`\\) is not serving; revision \`${serving}\` \\(commit \`[0-9a-f]{7}\`\\) still is at `,
      ),
    );
    expect(r.state.failure!.message).toContain(
      `To keep waiting, run the action again with command: status and deployment_id: ${d.id}`,
    );
    // Nothing to do with timeout: the hint does not suggest raising it.
    expect(r.state.failure!.message).not.toContain('raise timeout');
    // What served is known from the deployment read before the update.
    expect(r.outputs.active_revision_id).toBe(serving);
  });

  test('a rollback whose redeploy fails is called a failed rollback, naming the revision it tried', async () => {
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    const earlier = d.revisions[1]!;
    emulator.store.nextScripts.push([{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOY_FAILED' }]);
    const r = await run({ command: 'rollback' });
    expect(headline(r.summary)).toBe('## ❌ Rollback failed: `agent`');
    expect(r.state.failure!.message).toMatch(
      new RegExp(
        `^The rollback of agent to revision ${earlier.id} \\(commit [0-9a-f]{7}\\) failed: Revision DEPLOY_FAILED\\.`,
      ),
    ); // What still serves is said once, not again at the end.
    const serving = r.outputs.active_revision_id!;
    expect(serving).not.toBe('');
    expect(r.state.failure!.message.split(serving)).toHaveLength(2);
  });

  test('nothing built yet: the ref to build, not a "commit built"', async () => {
    emulator.store.nextScripts.push([{ status: 'QUEUED' }]);
    const r = await run({ wait: 'false' });
    expect(r.summary).toContain('- **Ref to build:** `main`');
    expect(r.summary).not.toContain('Commit built');
    expect(r.summary).toContain(`\`deployment_id: ${r.outputs.deployment_id}\``);
  });

  test('a pull request trigger names the pull request and its head, not refs/pull/…', async () => {
    const r = await run(
      {},
      {
        env: {
          ...TRIGGER,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_REF: 'refs/pull/7/merge',
          GITHUB_HEAD_REF: 'feature/x',
        },
      },
    );
    expect(r.summary).toContain(
      '- **Trigger:** `pull_request` by `octocat` on [pull request #7](https://github.com/acme/agent/pull/7) (head `feature/x`)',
    );
  });

  test('cancelled during the smoke test of a deployed update: the new revision is what serves, not "still" the old one, and nothing "keeps going"', async () => {
    const cancel = new AbortController();
    // An agent server that answers its health probe, then holds every run: the run is cancelled
    // while its smoke test waits.
    const agent = await startHostileServer((req, res) => {
      if (req.url === '/ok') return void res.end('{"ok":true}');
      cancel.abort(new CancelledError());
    });
    try {
      emulator.options.customUrl = () => agent.url;
      const first = await run();
      emulator.store.push('main', 'c0ffee0000000000000000000000000000000002');
      const r = await run(
        { smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'run' },
        { signal: cancel.signal },
      );
      const revision = r.outputs.revision_id!;
      expect(r.outputs.status).toBe('DEPLOYED');
      expect(revision).not.toBe(first.outputs.revision_id);
      expect(r.outputs.active_revision_id).toBe(revision);
      expect(headline(r.summary)).toBe('## ⏹️ Cancelled: `agent`');
      expect(r.summary).not.toMatch(/is not serving|still is|unchanged by this run/);
      expect(r.summary).toContain(`- **Serving before:** \`${first.outputs.revision_id}\``);
      expect(r.state.failure?.message).toBe(
        `The workflow was cancelled (last status DEPLOYED). Revision ${revision} is deployed and serves; what this run did after that was not finished. Nothing was deleted.`,
      );
    } finally {
      await agent.close();
    }
  });
});

describe('icons and times a reader trusts', () => {
  test('command: status on a revision building for 90 s: the timeline says 1m 30s so far, not the length of one look', async () => {
    await emulator.close();
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    emulator = await startEmulator({ now: () => clock.now() });
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    emulator.store.addRevision(d);
    clock.advance(90_000);
    const r = await run({ command: 'status', wait: 'false' }, { clock });
    expect(r.outputs.status).toBe('BUILDING');
    expect(r.summary).toMatch(/\| `BUILDING` \| 1m 30s so far \|/);
  });

  test('a rollback whose restored revision fails its smoke test too is ❌, not the milder ⚠️ of a good restore', async () => {
    // Every revision fails its runs: the restored one as much as the new one.
    const agent = await startHostileServer((req, res) => {
      res.writeHead(req.url === '/ok' ? 200 : 500, { 'content-type': 'application/json' });
      res.end(req.url === '/ok' ? '{"ok":true}' : '{"detail":"graph crashed"}');
    });
    try {
      await emulator.close();
      emulator = await startEmulator({ customUrl: () => agent.url });
      emulator.store.push('main', TRIGGER.GITHUB_SHA);
      const d = emulator.store.seedDeployed('agent');
      const r = await run({
        deployment_id: d.id,
        smoke_test: 'true',
        smoke_checks: 'run',
        smoke_timeout: '5s',
        assistant_id: 'agent',
        rollback_on_failure: 'true',
      });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.rolled_back).toBe('true');
      expect(headline(r.summary)).toMatch(/^## ❌ /);
      expect(r.summary).toMatch(/serves again \(as revision `\S+`\), but it failed its smoke test/);
    } finally {
      await agent.close();
    }
  });
});

describe('after a rollback, and before one', () => {
  const BAD = 'bad0000000000000000000000000000000000bad';
  let agent: FakeAgentServer;
  /** An agent whose smoke test fails while the revision building BAD serves (run B replies at once). */
  async function agentFailingOn(bad: string): Promise<void> {
    agent = await startFakeAgentServer(
      () => ({}),
      undefined,
      () => {
        const d = [...emulator.store.deployments.values()][0];
        return d && emulator.store.active(d)?.commitSha === bad
          ? { join: { __error__: { error: 'GraphError', message: 'deliberate failure' } } }
          : {};
      },
    );
    await emulator.close();
    emulator = await startEmulator({ customUrl: () => agent.url });
    emulator.store.push('main', TRIGGER.GITHUB_SHA);
  }
  afterEach(() => agent?.close());
  const GATE = {
    smoke_test: 'true',
    smoke_checks: 'run,rollback,interrupt',
    assistant_id: 'agent',
    rollback_on_failure: 'true',
  };

  test('a failed update rolled back to a good revision: ❌ (the job failed), the outcome said once, short ids', async () => {
    await agentFailingOn(BAD);
    const d = emulator.store.seedDeployed('agent');
    const good = d.revisions[0]!;
    emulator.store.push('main', BAD);
    const r = await run({ deployment_id: d.id, ...GATE }, { env: { ...TRIGGER, GITHUB_SHA: BAD } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.rolled_back).toBe('true');
    const [redeployed, failed] = d.revisions;
    const short = (id: string) => `\`${id.slice(0, 8)}\``;
    expect(headline(r.summary)).toBe('## ❌ Rolled back after a failed smoke test: `agent`');
    expect(r.summary).toContain(
      `Revision ${short(failed!.id)} (commit \`bad0000\`) failed its smoke test and was rolled back: revision ${short(good.id)} (commit \`${good.commitSha!.slice(0, 7)}\`) serves again (as revision ${short(redeployed!.id)}).`,
    );
    // Said once: not again in the quote, nor in a section of its own.
    const body = r.summary.slice(r.summary.indexOf('\n'));
    expect(body.match(/rolled back/gi)).toHaveLength(1);
    expect(body.match(/serves again|serving and passes|redeployed as/gi)).toHaveLength(1);
    expect(r.summary).toContain(
      `> The smoke test of revision ${short(failed!.id)}: 1 of 3 checks failed (listed in the smoke test table below).`,
    );
    // Whole revision ids only in the facts list, one a line.
    const whole = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const above = r.summary.slice(0, r.summary.indexOf('- **Deployment:**'));
    expect(above.match(whole)).toBeNull();
    expect(r.summary).toContain('### Smoke test of the restored revision: ✅ passed');
    // The log tells the whole story, with whole ids to copy.
    expect(r.state.failure!.message).toContain(
      `Revision ${failed!.id} (commit bad0000) failed its smoke test: rolled back to ${good.id}`,
    );
  });

  test('a rollback cancelled while its redeploy goes on: the stop is recorded as a fact, said under the stopped title', async () => {
    await agentFailingOn(BAD);
    const d = emulator.store.seedDeployed('agent');
    emulator.store.push('main', BAD);
    const controller = new AbortController();
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    clock.onSleep = () => {
      if (emulator.requests.some((q) => q.route === 'redeploy-revision')) controller.abort();
    };
    const r = await run(
      { deployment_id: d.id, ...GATE },
      { env: { ...TRIGGER, GITHUB_SHA: BAD }, signal: controller.signal, clock },
    );
    expect(r.state.rollback).toMatchObject({ reason: 'gate', stopped: 'cancelled', rolledBack: false });
    // The stop is the record's fact; only report/ says it in words.
    expect(r.state.rollback!.failure).toBeUndefined();
    expect(r.state.failure).toMatchObject({ title: 'Cancelled', stopped: 'cancelled' });
    expect(r.state.failure!.message).toMatch(
      /the rollback to revision .+ was under way\. The workflow was cancelled\./,
    );
    expect(r.summary).not.toContain('### Why the rollback failed');
  });

  test('the double-texting smoke checks are labelled as such in the log and the summary; their names stay in smoke_report', async () => {
    await agentFailingOn(BAD);
    const r = await run({ ...GATE, rollback_on_failure: 'false' });
    expect(r.exitCode).toBe(0);
    // Never a bare "✓ rollback" a newcomer reads as a rollback of the deployment.
    expect(r.stdout).not.toMatch(/^[✓✗?] (rollback|interrupt|enqueue) /m);
    expect(r.stdout).toMatch(/^✓ run \(/m);
    expect(r.stdout).toMatch(/^[✓✗?] double-text, rollback strategy \(/m);
    expect(r.stdout).toMatch(/^[✓✗?] double-text, interrupt strategy \(/m);
    expect(r.summary).toMatch(/^\| double-text, rollback strategy \| /m);
    expect(r.summary).toMatch(/^\| double-text, interrupt strategy \| /m);
    expect(r.summary).not.toMatch(/^\| (rollback|interrupt) \|/m);
    const report = JSON.parse(r.outputs.smoke_report!) as { checks: Array<{ name: string }> };
    expect(report.checks.map((c) => c.name)).toEqual(['run', 'rollback', 'interrupt']);
  });

  test('dry run: a new deployment is promised no baseline and no rollback; an update names the revision a rollback would restore', async () => {
    const workspace = tempDir('summary-checks');
    writeFileSync(join(workspace, 'checks.yaml'), 'cases:\n  - name: greets\n    input: Hi\n');
    const checks = { ...GATE, checks: 'checks.yaml', checks_baseline: 'true', dry_run: 'true' };
    const env = { ...TRIGGER, GITHUB_WORKSPACE: workspace };
    const created = await run(checks, { env });
    expect(created.exitCode).toBe(0);
    expect(created.summary).not.toMatch(/baseline\)|before the update/);
    expect(created.summary).toContain('No agent checks baseline: this run creates the deployment.');
    expect(created.summary).toContain(
      'rollback_on_failure: nothing to roll back to (this run creates the deployment).',
    );
    const d = emulator.store.seedDeployed('agent');
    const serving = d.revisions[0]!;
    const updated = await run(checks, { env });
    const commit = `(commit \`${serving.commitSha!.slice(0, 7)}\`)`;
    expect(updated.summary).toContain(
      `Then run 1 agent check from checks.yaml against the deployment URL, on revision \`${serving.id}\` ${commit} before the update too (the baseline), `,
    );
    expect(updated.summary).toContain(
      `If the new revision fails its smoke test or agent checks: roll back to revision \`${serving.id}\` ${commit}, which serves now (rollback_on_failure).`,
    );
    expect(updated.stdout).toContain(
      'Then smoke-test it: run; double-text, rollback strategy; double-text, interrupt strategy.',
    );
  });
});
