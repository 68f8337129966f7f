import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import {
  coldStart,
  enqueueInsteadOf,
  holdUntilRunEnded,
  startRecordingProxy,
  type ProxyHooks,
  type RecordingProxy,
} from '../agent-server/proxy.ts';
import type { CheckReport, SmokeReport } from '../../src/run/facts.ts';
import { atOnce } from '../helpers/at-once.ts';
import { redirectTo, startHostileServer } from '../helpers/hostile-server.ts';
import { runInProcess } from '../helpers/in-process.ts';

const KEY = 'lsv2_smoke_test_key_1234';

/**
 * The open-source agent server, with the echo graph answering after 1 s: long enough that every
 * double-texting check overlaps run A for certain (a check waits until A runs, then sends B).
 */
let server: LocalAgentServer;

beforeAll(async () => {
  server = await startAgentServer({ workers: 4, echoDelayMs: 1_000 });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function smoke(
  inputs: Record<string, string>,
  hooks: (proxyTarget: string) => ProxyHooks = () => ({}),
): Promise<{
  report: SmokeReport;
  outputs: Record<string, string>;
  exitCode: number;
  stdout: string;
  proxy: RecordingProxy;
}> {
  const proxy = await startRecordingProxy(server.url, hooks(server.url));
  try {
    const run = await runInProcess({
      command: 'smoke-test',
      api_key: KEY,
      deployment_url: proxy.url,
      assistant_id: 'echo',
      ...inputs,
    });
    return {
      report: JSON.parse(run.outputs.smoke_report!) as SmokeReport,
      outputs: run.outputs,
      exitCode: run.exitCode,
      stdout: run.stdout,
      proxy,
    };
  } finally {
    await proxy.close();
  }
}

/**
 * Runs that answer after 2.5 s, not the server's 1 s: on a loaded machine a double-text can reach
 * the server a second after run A was seen running, and must still find A running, so a check
 * expected to pass is never left inconclusive by the machine's speed.
 */
const OVERLAP = { smoke_message: 'Hello from the deploy pipeline, delay=2500ms' };

const check = (report: SmokeReport, name: string): CheckReport => report.checks.find((c) => c.name === name)!;
const verdicts = (report: SmokeReport): string[] => report.checks.map((c) => `${c.name}:${c.result}`);

describe('the smoke test against the real open-source agent server', () => {
  // Each test has its own proxy and threads, and mostly waits on the graphs: they run at once.
  const test = atOnce(120_000);

  test('the default checks pass every time on this healthy server: no check is inconclusive, rollback says which behaviour it saw', async () => {
    const runs = await Promise.all([smoke(OVERLAP), smoke(OVERLAP), smoke(OVERLAP)]);
    for (const { report, exitCode, outputs } of runs) {
      // Any check that did not pass, shown whole: what it saw says why.
      expect(report.checks.filter((c) => c.result !== 'passed')).toEqual([]);
      expect(exitCode).toBe(0);
      expect(outputs.smoke_test).toBe('passed');
      expect(verdicts(report)).toEqual([
        'run:passed',
        'enqueue:passed',
        'rollback:passed',
        'interrupt:passed',
        'stream:passed',
      ]);
      // This server aborts a running run A and keeps it as error; whether A's input message was
      // checkpointed before the abort depends on timing, and both are fine (A left no reply).
      expect(check(report, 'rollback').detail).toMatch(
        /^A was stopped and kept \(status error\), as the open-source server does with a running run; (the thread holds only B's messages|A's message stayed in the thread without a reply); B replied$/,
      );
      expect(check(report, 'rollback').observed).toMatchObject({
        a_status_when_b_sent: 'running',
        a_after: 'error',
      });
    }
    const { proxy } = runs[0]!;
    expect(proxy.requests.every((r) => r.apiKey === KEY)).toBe(true);
    const creates = proxy.requests.filter(
      (r) => r.method === 'POST' && /^\/threads\/[^/]+\/runs$/.test(r.path),
    );
    expect(creates).toHaveLength(7);
    for (const c of creates)
      expect((c.body as { multitask_strategy?: string }).multitask_strategy).toMatch(
        /^(enqueue|rollback|interrupt)$/,
      );
    const stream = proxy.requests.find((r) => r.path === '/runs/stream')!;
    expect(stream.body).toMatchObject({ assistant_id: 'echo', stream_mode: ['updates', 'messages'] });
  });

  test('rollback: an A that had saved its reply before B arrived is inconclusive, not a broken rollback', async () => {
    // This server keeps what a stopped run saved: an A stopped after its reply cannot be tested.
    const { report, exitCode, outputs } = await smoke({
      smoke_checks: 'rollback',
      assistant_id: 'echoLinger',
    });
    // A lingers after its reply: stopped (error) when B comes soon enough, else done (success).
    expect(check(report, 'rollback')).toMatchObject({
      result: 'inconclusive',
      observed: { a_status_when_b_sent: 'running', a_after: expect.stringMatching(/^(error|success)$/) },
    });
    expect(check(report, 'rollback').detail).toMatch(
      /^run A had replied (\d+ms|\d+(\.\d+)?s) before run B reached the server, so rollback could not be tested/,
    );
    expect(check(report, 'rollback').observed!.a_replied_at).toEqual(expect.any(String));
    expect([exitCode, outputs.smoke_test]).toEqual([0, 'passed']);
  });

  test('run: the thread holds the message and a later reply', async () => {
    const { report } = await smoke({ smoke_checks: 'run' });
    expect(check(report, 'run')).toMatchObject({
      result: 'passed',
      observed: { messages: ['human A', 'ai'] },
    });
    expect(check(report, 'run').detail).toMatch(
      /replied: "echo: Hello from the deploy pipeline: please reply. \[smoke-test run A\]"/,
    );
  });

  test('run: a tool-calling agent is quoted from its last AI message with text, not from its tool call', async () => {
    const { report } = await smoke({ smoke_checks: 'run', assistant_id: 'agent' });
    expect(check(report, 'run')).toMatchObject({
      result: 'passed',
      observed: { messages: ['human A', 'ai', 'other', 'ai'] },
    });
    expect(check(report, 'run').detail).toMatch(
      /^run [\w-]+ replied: "You can return any item within 30 days for a full refund\."$/,
    );
  });

  test('run: an agent that only calls tools still passes, and the detail says no AI message had text', async () => {
    const { report, exitCode } = await smoke({ smoke_checks: 'run', assistant_id: 'agentSilent' });
    expect(exitCode).toBe(0);
    expect(check(report, 'run')).toMatchObject({
      result: 'passed',
      observed: { messages: ['human A', 'ai', 'other'] },
    });
    expect(check(report, 'run').detail).toMatch(
      /^run [\w-]+ replied with no text: no AI message after the one sent says anything$/,
    );
  });

  test('enqueue: B is sent while A runs, runs after A, and the thread holds A then B', async () => {
    const { report } = await smoke({ ...OVERLAP, smoke_checks: 'enqueue' });
    expect(check(report, 'enqueue')).toMatchObject({
      result: 'passed',
      observed: {
        strategy: 'enqueue',
        a_status_when_b_sent: 'running',
        messages: ['human A', 'ai', 'human B', 'ai'],
      },
    });
  });

  test('interrupt: B is sent while A runs; A is stopped and kept (this server marks it error), B replies', async () => {
    const { report } = await smoke({ ...OVERLAP, smoke_checks: 'interrupt' });
    expect(check(report, 'interrupt')).toMatchObject({
      result: 'passed',
      detail: 'A was stopped and kept (status error); B replied',
      observed: { a_status_when_b_sent: 'running', a_after: 'error' },
    });
  });

  test('rollback: B is sent while A runs; A is stopped (this server keeps it as error) without a reply, B replies', async () => {
    const { report } = await smoke({ ...OVERLAP, smoke_checks: 'rollback' });
    expect(check(report, 'rollback')).toMatchObject({
      result: 'passed',
      observed: { strategy: 'rollback', a_status_when_b_sent: 'running', a_after: 'error' },
    });
    expect((check(report, 'rollback').observed!.messages as string[]).slice(-2)).toEqual(['human B', 'ai']);
  });

  test.each(['rollback', 'interrupt'])(
    '%s fails a server that lets run A run to the end instead of stopping it',
    async (strategy) => {
      // A answers after 3 s, so it runs on for seconds after B reached the server.
      const { report, exitCode } = await smoke(
        { smoke_checks: strategy, smoke_message: 'slow delay=3000ms' },
        () => ({ rewrite: enqueueInsteadOf(strategy) }),
      );
      expect(exitCode).toBe(1);
      expect(check(report, strategy)).toMatchObject({
        result: 'failed',
        observed: { a_status_when_b_sent: 'running', a_after: 'success' },
      });
      expect(check(report, strategy).detail).toMatch(
        new RegExp(
          `^run A ran to the end \\(success\\), (\\d+ms|\\d+s) after B reached the server while it ran: ${strategy} should stop it$`,
        ),
      );
      expect(report.blame).toBe('revision');
    },
  );

  test('a graph too fast to double-text makes the check inconclusive, not passed or failed, and the job does not fail on it', async () => {
    const { report, exitCode, outputs, stdout } = await smoke(
      { smoke_checks: 'rollback,run', smoke_message: 'fast delay=0ms' },
      (target) => ({ before: holdUntilRunEnded(target) }),
    );
    expect(check(report, 'rollback')).toMatchObject({
      result: 'inconclusive',
      observed: { a_status_when_b_sent: 'success' },
    });
    expect(check(report, 'rollback').detail).toMatch(
      /^run A ended \(success\) before a second message could reach it/,
    );
    expect(exitCode).toBe(0);
    expect(outputs.smoke_test).toBe('passed');
    expect(stdout).toMatch(
      /::warning title=Smoke check rollback inconclusive::double-text, rollback strategy: run A ended/,
    );
  });

  test('stream: a threadless streamed run reports the event kinds it saw', async () => {
    const { report } = await smoke({ smoke_checks: 'stream' });
    const stream = check(report, 'stream');
    expect(stream.result).toBe('passed');
    expect(Object.keys(stream.observed!.events as object)).toEqual(
      expect.arrayContaining(['metadata', 'updates']),
    );
  });

  test('a graph that always fails: the run, enqueue and stream checks fail with its error', async () => {
    const { report, exitCode } = await smoke({ assistant_id: 'fail', smoke_checks: 'run,enqueue,stream' });
    expect(exitCode).toBe(1);
    expect(check(report, 'run').detail).toBe('the run failed: deliberate failure in the fail graph');
    // A crashing graph fails run A on its own, or run B after it: a failure either way.
    expect(check(report, 'enqueue').detail).toMatch(
      /^run [AB] failed( \(error\))?: deliberate failure in the fail graph$/,
    );
    expect(check(report, 'stream').detail).toMatch(/^the stream sent an error event: .*deliberate failure/);
  });

  test('a deployment starting from zero is waited for: 503, a reset, 502, 504, then a probe held 12 s is answered, not abandoned', async () => {
    // 12 s: longer than one probe used to wait (10 s) before giving up on a held request.
    const start = coldStart(12_000);
    const { report, exitCode } = await smoke({ smoke_checks: 'run' }, () => start.hooks);
    expect(start.probes).toEqual(['503', 'reset', '502', '504', 'held']);
    expect(start.abandoned).toBe(0);
    expect(exitCode).toBe(0);
    expect(report).toMatchObject({ result: 'passed', ready_after_ms: 250 + 375 + 562.5 + 843.75 });
  });

  test('an unknown assistant fails every check with the server’s 404', async () => {
    const { report, exitCode } = await smoke({ assistant_id: 'no-such-graph', smoke_checks: 'run,stream' });
    expect(exitCode).toBe(1);
    for (const c of report.checks)
      expect(c.detail).toMatch(/HTTP 404: No assistant found for "no-such-graph"/);
  });
});

describe('the smoke test against servers that do not answer, or answer with a redirect', () => {
  test('a server that refuses connections is reported unreachable after 30 s, not after smoke_timeout', async () => {
    const run = await runInProcess({
      command: 'smoke-test',
      deployment_url: 'http://127.0.0.1:9',
      assistant_id: 'echo',
      smoke_timeout: '10m',
      timeout: '30m',
    });
    expect(run.exitCode).toBe(1);
    const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
    expect(report).toMatchObject({ result: 'failed', checks: [] });
    expect(report.detail).toMatch(/^http:\/\/127.0.0.1:9 could not be reached for 3\ds \(ECONNREFUSED\)/);
    const waited = run.clock.pauses.reduce((a, b) => a + b, 0);
    expect(waited).toBeGreaterThanOrEqual(30_000);
    expect(waited).toBeLessThan(40_000);
  });

  test('a server answering 502 while it starts is waited for, then tested', async () => {
    let probes = 0;
    const starting = await startHostileServer((req, res) => {
      if (req.url === '/ok' && ++probes <= 3) {
        res.writeHead(502);
        return void res.end('<html><title>502 Bad Gateway</title></html>');
      }
      res.writeHead(req.url === '/ok' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(req.url === '/ok' ? '{"ok":true}' : '{"detail":"Not Found"}');
    });
    try {
      const run = await runInProcess({
        command: 'smoke-test',
        deployment_url: starting.url,
        assistant_id: 'echo',
        smoke_checks: 'run',
      });
      const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
      expect(report.detail).toBeUndefined();
      expect(starting.seen.filter((r) => r.path === '/ok')).toHaveLength(4);
      expect(report.ready_after_ms).toBe(250 + 375 + 562.5);
      expect(check(report, 'run').result).toBe('failed');
    } finally {
      await starting.close();
    }
  });

  test('a short smoke_timeout ends the health probe first, saying which limit it was', async () => {
    const run = await runInProcess({
      command: 'smoke-test',
      deployment_url: 'http://127.0.0.1:9',
      assistant_id: 'echo',
      smoke_timeout: '5s',
    });
    const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
    expect(report.detail).toMatch(
      /^http:\/\/127.0.0.1:9 did not answer its health probe within 5s \(smoke_timeout\); last: .*ECONNREFUSED/,
    );
    // Refused for less than 30 s, cut by smoke_timeout: still nothing that proves the server broken.
    expect(report.blame).toBe('setup');
  });

  test('the smoke test fits in what is left of timeout: its limit is the smaller one', async () => {
    const run = await runInProcess({
      command: 'smoke-test',
      deployment_url: 'http://127.0.0.1:9',
      assistant_id: 'echo',
      smoke_timeout: '10m',
      timeout: '12s',
    });
    const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
    expect(report.detail).toMatch(/did not answer its health probe within 12s \(what was left of timeout\)/);
    expect(run.clock.now() - run.state.startedAt).toBeLessThanOrEqual(12_000);
  });

  test('a redirect to another origin is not followed: the key never reaches it, and the check says where it pointed', async () => {
    const elsewhere = await startHostileServer((_req, res) => res.end('{}'));
    const answerOk = (req: IncomingMessage, res: ServerResponse): void => {
      if (req.url === '/ok') return void res.end('{"ok":true}');
      redirectTo(() => elsewhere.url)(req, res);
    };
    const agent = await startHostileServer(answerOk);
    try {
      const run = await runInProcess({
        command: 'smoke-test',
        api_key: KEY,
        deployment_url: agent.url,
        assistant_id: 'echo',
        smoke_checks: 'run',
      });
      expect(run.exitCode).toBe(1);
      const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
      expect(check(report, 'run').detail).toContain(
        `the agent server redirected POST /threads to ${elsewhere.url}; not followed: the API key is only sent to ${agent.url}`,
      );
      expect(elsewhere.seen).toEqual([]);
      expect(agent.seen.every((r) => r.apiKey === KEY)).toBe(true);
    } finally {
      await Promise.all([agent.close(), elsewhere.close()]);
    }
  });

  test('a health probe redirected to another origin fails at once, naming it; the other origin gets nothing', async () => {
    const elsewhere = await startHostileServer((_req, res) => res.end('{}'));
    const agent = await startHostileServer(redirectTo(() => elsewhere.url, 302));
    try {
      const run = await runInProcess({
        command: 'smoke-test',
        api_key: KEY,
        deployment_url: agent.url,
        assistant_id: 'echo',
      });
      const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
      expect(report.detail).toBe(
        `${agent.url}/ok answered 302, redirecting to ${elsewhere.url}; not followed: the API key is only sent to ${agent.url}. Set deployment_url to the agent server's own URL.`,
      );
      expect(elsewhere.seen).toEqual([]);
      expect(agent.seen).toHaveLength(1);
    } finally {
      await Promise.all([agent.close(), elsewhere.close()]);
    }
  });
});
