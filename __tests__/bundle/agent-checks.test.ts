import { afterAll, beforeAll, describe, expect, test as jestTest } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Emulator } from '../../emulator/server.ts';
import type { ChecksReport } from '../../src/run/facts.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { startRevisionRouter } from '../agent-server/router.ts';
import { atOnce } from '../helpers/at-once.ts';
import { errorLine, runBundle, startBundle } from '../helpers/bundle.ts';
import { startFakeAgentServer } from '../helpers/fake-agent-server.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * Agent checks as a deploy gate, through the bundle as the runner runs it: the
 * emulated control plane deploys revisions whose agent is a real open-source agent server, routed
 * by the commit each revision built (a good agent, or one stating a wrong policy).
 */
let agent: LocalAgentServer;
const BAD = 'bad0000000000000000000000000000000000bad';
const env = { GITHUB_SHA: BAD };

beforeAll(async () => {
  agent = await startAgentServer({ workers: 8, echoDelayMs: 100 });
}, 60_000);
afterAll(() => agent?.close());

/**
 * The tests of every block but the last: each has its own emulator and router (`fresh`) and
 * mostly waits on its spawned run, so their bodies all run at once, in a `beforeAll` of the file
 * that follows the agent server's. The cancellation test (jest's own `test`) runs after them,
 * alone: it measures how soon the step exits.
 */
const test = atOnce(120_000);

/** One test's control plane, the deployment URL routing to the agent server, and its inputs. */
interface Deployment {
  emulator: Emulator;
  router: Awaited<ReturnType<typeof startRevisionRouter>>;
  /** Inputs of a deploy gated by checks.yaml, pointed at this emulator. */
  inputs(extra?: Record<string, string>): Record<string, string>;
}

/**
 * A test body given an emulator and a revision router of its own, started when the body starts
 * and closed when it ends.
 */
function fresh<Args extends unknown[]>(
  body: (deployment: Deployment, ...args: Args) => Promise<void>,
): (...args: Args) => Promise<void> {
  return (...args) =>
    withOwnEmulator(async (emulator) => {
      const router = await startRevisionRouter(agent.url, emulator, (commit) =>
        commit === BAD ? 'agentWrongPolicy' : 'agent',
      );
      emulator.options.customUrl = () => router.url;
      const inputs = (extra: Record<string, string> = {}) =>
        emulatorInputs(emulator, {
          smoke_test: 'true',
          smoke_checks: 'run',
          assistant_id: 'agent',
          checks: 'checks.yaml',
          ...extra,
        });
      try {
        await body({ emulator, router, inputs }, ...args);
      } finally {
        await router.close();
      }
    });
}

const CASES = {
  assistant_id: 'agent',
  cases: [
    {
      name: 'refund policy',
      input: 'What is your refund policy?',
      expect: { contains: ['30 days'], not_contains: ['lifetime'], tools: ['lookup_policy'] },
    },
    // Never passed: the agents do not mention warranties.
    { name: 'warranty', input: 'Is there a warranty?', expect: { contains: ['warranty'] } },
    { name: 'calls its tool', input: 'Refunds?', expect: { tools: ['lookup_policy'] } },
  ],
};

function workspaceWith(file: object): string {
  const workspace = tempDir('checks-ws');
  writeFileSync(join(workspace, 'checks.yaml'), stringify(file));
  return workspace;
}

describe('agent checks as the deploy gate', () => {
  test(
    'a revision whose agent regressed is rolled back; the restored revision is smoke-tested and checked again',
    fresh(async ({ emulator, inputs }) => {
      const d = emulator.store.seedDeployed('agent');
      const good = d.revisions[0]!;
      emulator.store.push('main', BAD);
      const workspace = workspaceWith({ ...CASES, cases: [CASES.cases[0], CASES.cases[2]] });
      const r = await runBundle(inputs({ rollback_on_failure: 'true' }), {
        ...env,
        GITHUB_WORKSPACE: workspace,
      });
      expect(r.code).toBe(1);
      const [redeployed, failed] = d.revisions;
      expect(errorLine(r.stdout)).toContain(
        `title=Rolled back after failed agent checks::Revision ${failed!.id} (commit bad0000) failed its agent checks: rolled back to ${good.id} (commit ${good.commitSha!.slice(0, 7)}), which is serving and passes (as revision ${redeployed!.id}).`,
      );
      expect(errorLine(r.stdout)).toContain(
        'The agent checks of ' + failed!.id + ': 1 of 2 agent check cases failed:',
      );
      expect(r.outputs).toMatchObject({ rolled_back: 'true', smoke_test: 'passed', checks: 'failed' });
      expect(emulator.store.active(d)!.id).toBe(redeployed!.id);
      // The story in the summary: the failed revision's table, then the restored revision's.
      expect(r.summary).toContain('### Agent checks: ❌ 1 of 2 cases failed');
      expect(r.summary).toContain('### Agent checks of the restored revision: ✅ 2 of 2 cases passed');
      expect(r.summary).toMatch(/^## ❌ Rolled back after failed agent checks/m);
      // And in the log: one line per case, for each revision.
      expect(r.stdout).toMatch(/✗ refund policy — \d[\d.]*m?s: contains "30 days": not found/);
      expect(r.stdout.match(/✓ calls its tool/g)).toHaveLength(2);
    }),
  );

  test(
    'a case that could not be judged fails the job but never rolls back, even with rollback_on_failure',
    fresh(async ({ emulator, inputs }) => {
      const d = emulator.store.seedDeployed('agent');
      const good = d.revisions[0]!;
      emulator.store.push('main', BAD);
      // The server does not know this assistant (404): nothing is learnt of the revision.
      const unknown = await startRevisionRouter(agent.url, emulator, (commit, asked) =>
        asked === 'no-such-graph' ? asked : commit === BAD ? 'agentWrongPolicy' : 'agent',
      );
      emulator.options.customUrl = () => unknown.url;
      const workspace = workspaceWith({
        ...CASES,
        cases: [CASES.cases[2], { name: 'unknown graph', input: 'Hi', assistant_id: 'no-such-graph' }],
      });
      const r = await runBundle(inputs({ rollback_on_failure: 'true' }), {
        ...env,
        GITHUB_WORKSPACE: workspace,
      }).finally(() => unknown.close());
      expect(r.code).toBe(1);
      expect(r.outputs).toMatchObject({ checks: 'not-judged', smoke_test: 'passed', rolled_back: 'false' });
      expect(emulator.requests.filter((q) => q.route === 'redeploy-revision')).toEqual([]);
      const failed = d.revisions[0]!;
      expect(failed.id).not.toBe(good.id);
      expect(emulator.store.active(d)!.id).toBe(failed.id);
      const error = errorLine(r.stdout);
      expect(error).toContain('title=Agent checks not judged::');
      expect(error).toContain(
        `The agent checks could not reach a verdict on revision ${failed.id} (commit bad0000)`,
      );
      expect(error).toContain('so nothing was rolled back');
    }),
  );

  test(
    'a PR preview with a baseline and checks_fail_on: regression fails only on what passed before',
    fresh(async ({ emulator, inputs }) => {
      emulator.store.seedDeployed('agent');
      emulator.store.push('main', BAD);
      const workspace = workspaceWith(CASES);
      const r = await runBundle(
        inputs({ checks_baseline: 'true', checks_fail_on: 'regression', checks_junit: 'out/junit.xml' }),
        { ...env, GITHUB_WORKSPACE: workspace },
      );
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toMatch(
        /title=Agent checks failed::2 of 3 agent check cases failed:%0A {2}- refund policy \[regression\]: contains "30 days"/,
      );
      const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
      expect(report.cases.map((c) => [c.name, c.before, c.result, c.regression])).toEqual([
        ['refund policy', 'passed', 'failed', true],
        ['warranty', 'failed', 'failed', false],
        ['calls its tool', 'passed', 'passed', false],
      ]);
      // Regressions first; the baseline is the Before column.
      const table = r.summary.slice(r.summary.indexOf('| Case | Before | After |'));
      expect(
        table
          .split('\n')
          .slice(2, 5)
          .map((l) => l.split('|')[1]!.trim()),
      ).toEqual(['refund policy **regression**', 'warranty', 'calls its tool']);
      // The baseline ran against the revision serving before the update, before the PATCH.
      const routes = emulator.requests.map((q) => q.route);
      expect(routes.indexOf('patch-deployment')).toBeGreaterThan(0);
      expect(r.stdout.indexOf('(baseline)')).toBeLessThan(r.stdout.indexOf('Updating deployment'));
      const junit = readFileSync(join(workspace, 'out/junit.xml'), 'utf8');
      expect(junit).toMatch(/<testsuites name="agent checks" tests="3" failures="2"/);
      expect(junit).toContain('type="regression"');
    }),
  );

  test(
    'without a regression, checks_fail_on: regression passes the job and says what never passed',
    fresh(async ({ emulator, inputs }) => {
      emulator.store.seedDeployed('agent');
      const workspace = workspaceWith(CASES);
      const r = await runBundle(inputs({ checks_baseline: 'true', checks_fail_on: 'regression' }), {
        GITHUB_WORKSPACE: workspace,
      });
      expect(r.code).toBe(0);
      expect(r.outputs.checks).toBe('failed');
      // Said as what it is: a failure that is no regression, not "checks_fail_on is never".
      expect(r.stdout).toContain(
        '::warning title=Agent checks did not pass::1 of 3 agent check cases failed, none of them a regression (none passed on the baseline); checks_fail_on is regression, so the job goes on.',
      );
    }),
  );
});

describe('a new deployment with checks_fail_on: regression', () => {
  test(
    'has no baseline, so nothing regressed: its failures are warned of, saying why',
    fresh(async ({ emulator, inputs }) => {
      emulator.store.push('main', BAD);
      const workspace = workspaceWith(CASES);
      const r = await runBundle(inputs({ checks_baseline: 'true', checks_fail_on: 'regression' }), {
        ...env,
        GITHUB_WORKSPACE: workspace,
      });
      expect(r.code).toBe(0);
      expect(r.outputs).toMatchObject({ created: 'true', checks: 'failed' });
      expect(r.stdout).toContain('::notice title=No baseline::No agent checks baseline');
      expect(r.stdout).toContain(
        '::warning title=Agent checks did not pass::2 of 3 agent check cases failed, none of them a regression (no baseline ran to compare with); checks_fail_on is regression, so the job goes on.',
      );
    }),
  );
});

describe('the checks file before anything is sent', () => {
  test(
    'a dry run validates the file and lists the cases',
    fresh(async ({ emulator, inputs }) => {
      const serving = emulator.store.seedDeployed('agent').revisions[0]!;
      const workspace = workspaceWith(CASES);
      const r = await runBundle(inputs({ dry_run: 'true', checks_baseline: 'true' }), {
        GITHUB_WORKSPACE: workspace,
      });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(
        `Then run 3 agent checks from checks.yaml against the deployment URL, on revision ${serving.id} (commit ${serving.commitSha!.slice(0, 7)}) before the update too (the baseline), 4 at a time (checks_fail_on: any): refund policy (assistant agent); warranty (assistant agent); calls its tool (assistant agent).`,
      );
      expect(emulator.requests.filter((q) => q.method !== 'GET')).toEqual([]);
    }),
  );

  test.each([
    ['smoke-test', { command: 'smoke-test' }],
    ['status', { command: 'status' }],
    ['rollback', { command: 'rollback' }],
  ] as const)(
    'a dry run of %s lists the cases too, in the log and the plan',
    fresh(async ({ emulator, router, inputs }, _, extra) => {
      const d = emulator.store.seedDeployed('agent');
      emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
      emulator.store.status(emulator.store.addRevision(d));
      const workspace = workspaceWith(CASES);
      const r = await runBundle(inputs({ dry_run: 'true', deployment_url: router.url, ...extra }), {
        GITHUB_WORKSPACE: workspace,
      });
      expect(r.code).toBe(0);
      const cases =
        'refund policy (assistant agent); warranty (assistant agent); calls its tool (assistant agent).';
      expect(r.stdout).toContain(cases);
      expect(r.summary).toContain(cases);
      expect(emulator.requests.filter((q) => q.method !== 'GET')).toEqual([]);
    }),
  );

  test(
    'a typo, a catastrophic pattern and a missing input are input errors naming case and field; nothing is sent',
    fresh(async ({ emulator, inputs }) => {
      const workspace = workspaceWith({
        cases: [
          { name: 'typo', input: 'Hi', expect: { contain: ['hello'] } },
          { name: 'slow pattern', input: 'Hi', expect: { matches: '(a+)+$' } },
          { name: 'no input' },
        ],
      });
      const r = await runBundle(inputs(), { GITHUB_WORKSPACE: workspace });
      expect(r.code).toBe(1);
      const error = errorLine(r.stdout);
      expect(error).toContain('title=Invalid inputs::Invalid inputs; nothing was sent:');
      expect(error).toContain(
        'checks (checks.yaml): case "typo": expect: "contain" is not a known field; use contains, not_contains, matches, tools, tools_in_order, values, max_seconds',
      );
      expect(error).toContain(
        'checks (checks.yaml): case "slow pattern": expect.matches: "(a+)+$" is refused: it nests repetitions',
      );
      expect(error).toContain('checks (checks.yaml): case "no input": input: is required');
      expect(r.outputs.status).toBe('INVALID_INPUTS');
      expect(emulator.requests).toEqual([]);
    }),
  );
});

describe('cancelled during the checks', () => {
  // Windows has no SIGTERM to send a child.
  (process.platform === 'win32' ? jestTest.skip : jestTest)(
    'SIGTERM ends the step within a second, with what the cases did in the outputs',
    async () => {
      const fake = await startFakeAgentServer((input) => (input === 'slow' ? { hang: 'join' } : {}));
      try {
        const workspace = workspaceWith({
          cases: [
            { name: 'fast', input: 'fast' },
            { name: 'slow', input: 'slow' },
          ],
        });
        const run = startBundle(
          {
            command: 'smoke-test',
            deployment_url: fake.url,
            assistant_id: 'agent',
            smoke_checks: 'run',
            checks: 'checks.yaml',
            checks_concurrency: '1',
          },
          { GITHUB_WORKSPACE: workspace },
        );
        // The smoke test's join, the fast case's, then the slow one's, which is held.
        while (fake.requests.filter((r) => r.endsWith('/join')).length < 3)
          await new Promise((resolve) => setTimeout(resolve, 20));
        run.signal('SIGTERM');
        const r = await run.done;
        expect(r.exitAfterSignalMs).toBeLessThan(1_000);
        expect(r.code).toBe(1);
        expect(r.outputs.checks).toBe('not-judged');
        const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
        expect(report.cases.map((c) => [c.name, c.result])).toEqual([
          ['fast', 'passed'],
          ['slow', 'not-judged'],
        ]);
      } finally {
        await fake.close();
      }
    },
    30_000,
  );
});
