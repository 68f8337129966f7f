import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import {
  holdUntilRunStarted,
  releaseAfterRunsCreated,
  startRecordingProxy,
  type ProxyHooks,
  type RecordingProxy,
} from '../agent-server/proxy.ts';
import type { CheckReport, SmokeReport } from '../../src/smoke/report.ts';
import { runInProcess } from '../helpers/in-process.ts';

const KEY = 'lsv2_smoke_test_key_1234';

/** A server with several workers, and one with a single worker for pinning "A pending". */
let busy: LocalAgentServer;
let single: LocalAgentServer;

beforeAll(async () => {
  [busy, single] = await Promise.all([startAgentServer({ workers: 4 }), startAgentServer({ workers: 1 })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([busy?.close(), single?.close()]);
});

async function smoke(
  server: LocalAgentServer,
  inputs: Record<string, string>,
  hooks: (proxyTarget: string) => ProxyHooks = () => ({}),
): Promise<{
  report: SmokeReport;
  outputs: Record<string, string>;
  exitCode: number;
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
      proxy,
    };
  } finally {
    await proxy.close();
  }
}

const check = (report: SmokeReport, name: string): CheckReport => report.checks.find((c) => c.name === name)!;

/** Holds the single worker so runs stay pending until `runs` runs were created. */
const pinnedPending = (runs: number) => (): ProxyHooks => ({
  after: releaseAfterRunsCreated(runs, () => single.release()),
});

describe('the smoke test against the real open-source agent server', () => {
  test('all five checks pass; every request carries X-Api-Key; every run names its multitask_strategy', async () => {
    await single.occupyWorker();
    const { report, outputs, exitCode, proxy } = await smoke(single, {}, pinnedPending(7));
    expect(exitCode).toBe(0);
    expect(outputs.smoke_test).toBe('passed');
    expect(report.checks.map((c) => [c.name, c.result])).toEqual([
      ['run', 'passed'],
      ['enqueue', 'passed'],
      ['rollback', 'passed'],
      ['interrupt', 'passed'],
      ['stream', 'passed'],
    ]);
    expect(proxy.requests.length).toBeGreaterThan(20);
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
  }, 60_000);

  test('run: the thread holds the message and a later reply', async () => {
    const { report } = await smoke(busy, { smoke_checks: 'run' });
    expect(check(report, 'run')).toMatchObject({
      result: 'passed',
      observed: { messages: ['human A', 'ai'] },
    });
    expect(check(report, 'run').detail).toMatch(
      /replied: "echo: Hello from the deploy pipeline: please reply. \[smoke-test run A\]"/,
    );
  });

  test('enqueue: B runs after A and the thread holds A then B', async () => {
    const { report } = await smoke(busy, { smoke_checks: 'enqueue' });
    expect(check(report, 'enqueue')).toMatchObject({
      result: 'passed',
      observed: { strategy: 'enqueue', messages: ['human A', 'ai', 'human B', 'ai'] },
    });
  });

  describe('rollback', () => {
    test('with A still pending when B arrives (as the spec describes): A is deleted, only B remains', async () => {
      await single.occupyWorker();
      const { report } = await smoke(single, { smoke_checks: 'rollback' }, pinnedPending(2));
      expect(check(report, 'rollback')).toMatchObject({
        result: 'passed',
        observed: { a_status_when_b_sent: 'pending', a_after: 'HTTP 404', messages: ['human B', 'ai'] },
      });
    });

    test('with A already running (the open-source server keeps A, marked error): the check fails and says why', async () => {
      const { report, exitCode, outputs } = await smoke(
        busy,
        { smoke_checks: 'rollback', smoke_message: 'slow delay=3000ms' },
        (target) => ({ before: holdUntilRunStarted(target) }),
      );
      expect(exitCode).toBe(1);
      expect(outputs.smoke_test).toBe('failed');
      const rollback = check(report, 'rollback');
      expect(rollback).toMatchObject({
        result: 'failed',
        observed: { a_status_when_b_sent: 'running', a_after: 'error' },
      });
      expect(rollback.detail).toMatch(
        /run A can still be fetched \(status error\).*rollback should delete run A \(A was running when B was sent\)/,
      );
    });
  });

  describe('interrupt', () => {
    test('with A still pending: A is kept as interrupted, B replies', async () => {
      await single.occupyWorker();
      const { report } = await smoke(single, { smoke_checks: 'interrupt' }, pinnedPending(2));
      expect(check(report, 'interrupt')).toMatchObject({
        result: 'passed',
        observed: { a_status_when_b_sent: 'pending', a_after: 'interrupted' },
      });
    });

    test('with A already running: A is kept (the open-source server marks it error), B replies', async () => {
      const { report } = await smoke(
        busy,
        { smoke_checks: 'interrupt', smoke_message: 'slow delay=3000ms' },
        (target) => ({ before: holdUntilRunStarted(target) }),
      );
      expect(check(report, 'interrupt')).toMatchObject({
        result: 'passed',
        observed: { a_status_when_b_sent: 'running', a_after: 'error' },
      });
    });
  });

  test('stream: a threadless streamed run reports the event kinds it saw', async () => {
    const { report } = await smoke(busy, { smoke_checks: 'stream' });
    const stream = check(report, 'stream');
    expect(stream.result).toBe('passed');
    expect(Object.keys(stream.observed!.events as object)).toEqual(
      expect.arrayContaining(['metadata', 'updates']),
    );
  });

  test('a graph that always fails: the run, enqueue and stream checks fail with its error', async () => {
    const { report, exitCode } = await smoke(busy, {
      assistant_id: 'fail',
      smoke_checks: 'run,enqueue,stream',
    });
    expect(exitCode).toBe(1);
    expect(check(report, 'run').detail).toBe('the run failed: deliberate failure in the fail graph');
    expect(check(report, 'enqueue').detail).toBe('run B failed: deliberate failure in the fail graph');
    expect(check(report, 'stream').detail).toMatch(/^the stream sent an error event: .*deliberate failure/);
  });

  test('an unknown assistant fails every check with the server’s 404', async () => {
    const { report, exitCode } = await smoke(busy, {
      assistant_id: 'no-such-graph',
      smoke_checks: 'run,stream',
    });
    expect(exitCode).toBe(1);
    for (const c of report.checks)
      expect(c.detail).toMatch(/HTTP 404: No assistant found for "no-such-graph"/);
  });

  test('an unreachable server fails after the bounded health probe, with no check run', async () => {
    const run = await runInProcess({
      command: 'smoke-test',
      deployment_url: 'http://127.0.0.1:9',
      assistant_id: 'echo',
      smoke_timeout: '5s',
    });
    expect(run.exitCode).toBe(1);
    const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
    expect(report).toMatchObject({ result: 'failed', checks: [] });
    expect(report.detail).toMatch(
      /^http:\/\/127.0.0.1:9 did not answer its health probe within 5s \(smoke_timeout\); last: .*ECONNREFUSED/,
    );
    expect(run.clock.pauses.length).toBeGreaterThan(3);
  });
});
