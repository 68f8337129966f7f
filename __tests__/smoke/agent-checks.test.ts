import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { CaseReport, ChecksReport } from '../../src/run/facts.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { startRecordingProxy } from '../agent-server/proxy.ts';
import { atOnce } from '../helpers/at-once.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * Agent checks against the real open-source agent server, with support agents that
 * pass, state a wrong policy, skip their tool, answer slowly, fail one run in three, and crash
 * (graphs/agent.mjs). Through the action in process: the file is read as the runner would find
 * it in the workspace, `command: smoke-test` runs the cases against `deployment_url`.
 */
let server: LocalAgentServer;

beforeAll(async () => {
  server = await startAgentServer({ workers: 8, echoDelayMs: 100 });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The expectations of a good answer about refunds. */
const REFUND = {
  contains: ['30 days'],
  not_contains: ['lifetime'],
  matches: '\\b30\\b',
  tools: ['lookup_policy'],
  values: { path: 'answer.status', equals: 'ok' },
  max_seconds: 20,
};

async function check(
  file: Record<string, unknown>,
  inputs: Record<string, string> = {},
  url = server.url,
): Promise<{
  report: ChecksReport;
  exitCode: number;
  stdout: string;
  summary: string;
  workspace: string;
  outputs: Record<string, string>;
}> {
  const workspace = tempDir('checks');
  writeFileSync(join(workspace, 'checks.yaml'), stringify(file));
  const run = await runInProcess(
    {
      command: 'smoke-test',
      api_key: 'lsv2_checks_test_key_1234',
      deployment_url: url,
      assistant_id: 'agent',
      smoke_checks: 'run',
      checks: 'checks.yaml',
      checks_junit: 'reports/checks.xml',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
  return {
    report: JSON.parse(run.outputs.checks_report || 'null') as ChecksReport,
    exitCode: run.exitCode,
    stdout: run.stdout,
    summary: run.summary,
    workspace,
    outputs: run.outputs,
  };
}

const byName = (report: ChecksReport, name: string): CaseReport => report.cases.find((c) => c.name === name)!;

describe('agent checks against the real open-source agent server', () => {
  // Each test has its own workspace and threads, and mostly waits on the graphs: they run at once.
  const test = atOnce(120_000);

  test('a good agent passes every expectation; one line per case; outputs, summary and JUnit say so', async () => {
    const r = await check({
      cases: [{ name: 'refund policy', input: 'What is your refund policy?', expect: REFUND }],
    });
    expect(r.exitCode).toBe(0);
    expect(r.outputs.checks).toBe('passed');
    const c = byName(r.report, 'refund policy');
    expect(c).toMatchObject({ result: 'passed', passes: 1, runs: 1, assistant_id: 'agent' });
    expect(c.run_results[0]!.expectations.map((e) => [e.expectation, e.met])).toEqual([
      ['contains "30 days"', true],
      ['not_contains "lifetime"', true],
      ['matches /\\b30\\b/', true],
      ['tools [lookup_policy]', true],
      ['values answer.status = "ok"', true],
      ['max_seconds 20', true],
    ]);
    expect(c.run_results[0]!.tools).toEqual(['lookup_policy']);
    expect(r.stdout).toMatch(/^✓ refund policy — \d[\d.]*m?s$/m);
    expect(r.summary).toContain('### Agent checks: ✅ 1 of 1 cases passed');
    const junit = readFileSync(join(r.workspace, 'reports/checks.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="agent checks" tests="1" failures="0" errors="0" skipped="0"/);
    expect(junit).toContain('<testcase classname="agent-checks" name="refund policy"');
  });

  test('a wrong policy fails the content expectations, naming the first unmet one and quoting the reply', async () => {
    const r = await check({
      cases: [{ name: 'refund policy', input: 'Refunds?', assistant_id: 'agentWrongPolicy', expect: REFUND }],
    });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.checks).toBe('failed');
    const c = byName(r.report, 'refund policy');
    expect(c.result).toBe('failed');
    expect(c.failure).toBe(
      'contains "30 days": not found: the reply was "You can return any item within a lifetime for a full refund."',
    );
    const unmet = c.run_results[0]!.expectations.filter((e) => !e.met).map((e) => e.expectation);
    expect(unmet).toEqual(['contains "30 days"', 'not_contains "lifetime"', 'matches /\\b30\\b/']);
    expect(r.stdout).toMatch(
      /^✗ refund policy — \d[\d.]*m?s: contains "30 days": not found: the reply was "You can return/m,
    );
    expect(r.stdout).toMatch(
      /::error title=Agent checks failed::1 of 1 agent check cases failed:%0A {2}- refund policy: contains/,
    );
    const junit = readFileSync(join(r.workspace, 'reports/checks.xml'), 'utf8');
    expect(junit).toMatch(/<failure message="contains &quot;30 days&quot;: not found/);
  });

  test('an agent that skips its tool fails `tools`, saying what was called', async () => {
    const r = await check({
      cases: [
        {
          name: 'uses the policy tool',
          input: 'Refunds?',
          assistant_id: 'agentNoTool',
          expect: { tools: ['lookup_policy'], tools_in_order: true },
        },
      ],
    });
    expect(r.exitCode).toBe(1);
    expect(byName(r.report, 'uses the policy tool').failure).toBe(
      'tools [lookup_policy] in order: not called: lookup_policy (no tool was called)',
    );
  });

  test('a conversation given as the input: its tool calls and replies are not taken for the run’s', async () => {
    const history = [
      { type: 'human', content: 'Refunds?' },
      {
        type: 'ai',
        content: '',
        tool_calls: [{ name: 'lookup_policy', args: { topic: 'refunds' }, id: 'call_0' }],
      },
      { type: 'tool', content: 'refund window: 30 days', tool_call_id: 'call_0', name: 'lookup_policy' },
      { type: 'ai', content: 'Within 30 days.' },
      { type: 'human', content: 'And for gifts?' },
    ];
    const r = await check({
      cases: [
        {
          name: 'looks it up again',
          input: { messages: history },
          assistant_id: 'agentNoTool',
          expect: { tools: ['lookup_policy'] },
        },
      ],
    });
    expect(byName(r.report, 'looks it up again').failure).toBe(
      'tools [lookup_policy]: not called: lookup_policy (no tool was called)',
    );
    expect(r.exitCode).toBe(1);
  });

  test('a slow agent is cut at max_seconds and fails it; the run does not wait for it', async () => {
    const r = await check({
      cases: [
        { name: 'answers fast', input: 'Refunds?', assistant_id: 'agentSlow', expect: { max_seconds: 1 } },
      ],
    });
    expect(r.exitCode).toBe(1);
    const c = byName(r.report, 'answers fast');
    expect(c.result).toBe('failed');
    expect(c.failure).toBe('max_seconds 1: no result within 1s (max_seconds)');
    expect(c.run_results[0]!.duration_ms).toBeLessThan(3_000);
  });

  test('a non-deterministic agent passes 2 of 3 runs: min_passes 2 passes, min_passes 3 fails', async () => {
    const r = await check(
      {
        cases: [
          {
            name: 'two of three',
            input: 'Refunds?',
            assistant_id: 'agentFlaky',
            runs: 3,
            min_passes: 2,
            expect: { contains: ['30 days'] },
          },
          {
            name: 'all three',
            input: 'Refunds?',
            assistant_id: 'agentFlaky',
            runs: 3,
            expect: { contains: ['30 days'] },
          },
        ],
      },
      { checks_concurrency: '1' },
    );
    const lenient = byName(r.report, 'two of three');
    const strict = byName(r.report, 'all three');
    expect([lenient.result, lenient.passes, lenient.runs]).toEqual(['passed', 2, 3]);
    expect([strict.result, strict.passes, strict.runs, strict.min_passes]).toEqual(['failed', 2, 3, 3]);
    expect(r.stdout).toMatch(/^✗ all three — 2\/3 runs passed \(3 needed\),/m);
  });

  test('each run of each case on its own thread; at most checks_concurrency cases at once', async () => {
    // A join is answered when its run ends: the joins under way are the runs under way.
    let running = 0;
    let most = 0;
    const isJoin = (path: string): boolean => /^\/threads\/[^/]+\/runs\/[^/]+\/join/.test(path);
    const proxy = await startRecordingProxy(server.url, {
      before: async (req) => {
        if (isJoin(req.path)) most = Math.max(most, ++running);
      },
      after: (req) => {
        if (isJoin(req.path)) running--;
      },
    });
    try {
      const slow = (name: string) => ({ name, input: 'Refunds? delay=600ms', runs: 2, expect: REFUND });
      const r = await check(
        { cases: [slow('a'), slow('b'), slow('c'), slow('d')] },
        { checks_concurrency: '2', smoke_checks: 'run' },
        proxy.url,
      );
      expect(r.exitCode).toBe(0);
      const threads = r.report.cases.flatMap((c) => c.run_results.map((run) => run.thread_id));
      expect(threads).toHaveLength(8);
      expect(new Set(threads).size).toBe(8);
      // Two cases at a time, never more: four cases of two 600 ms runs each overlap for sure.
      expect(most).toBe(2);
      expect(proxy.requests.filter((q) => q.method === 'POST' && q.path === '/threads')).toHaveLength(
        8 + 1, // and the smoke test's run
      );
    } finally {
      await proxy.close();
    }
  });

  test('a broken agent fails with the error the run ended with', async () => {
    const r = await check({ cases: [{ name: 'answers at all', input: 'Hi', assistant_id: 'agentBroken' }] });
    expect(r.exitCode).toBe(1);
    const c = byName(r.report, 'answers at all');
    expect(c.result).toBe('failed');
    expect(c.failure).toMatch(/^the run ended error: .*KeyError: OPENAI_API_KEY is not set/);
    expect(c.run_results[0]!.blame).toBe('revision');
  });

  test('an assistant the server does not know, or a server not there, is not judged — never a pass', async () => {
    const unknown = await check({ cases: [{ name: 'greets', input: 'Hi', assistant_id: 'no-such-graph' }] });
    expect(byName(unknown.report, 'greets')).toMatchObject({ result: 'not-judged' });
    expect(unknown.outputs.checks).toBe('not-judged');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stdout).toContain('::error title=Agent checks not judged::');
  });

  test('checks_fail_on: never reports failures and warns, but passes the job', async () => {
    const r = await check(
      {
        cases: [
          { name: 'refund policy', input: 'Refunds?', assistant_id: 'agentWrongPolicy', expect: REFUND },
        ],
      },
      { checks_fail_on: 'never' },
    );
    expect(r.exitCode).toBe(0);
    expect(r.outputs.checks).toBe('failed');
    expect(r.stdout).toMatch(
      /::warning title=Agent checks did not pass::1 of 1 agent check cases did not pass; checks_fail_on is never/,
    );
  });
});
