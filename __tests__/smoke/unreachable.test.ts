import { afterEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runChecksSuite } from '../../src/agent-checks/suite.ts';
import { checksVerdict } from '../../src/gate/judge.ts';
import type { ChecksSettings } from '../../src/inputs/types.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { Budget } from '../../src/time/budget.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { ScriptedTransport, type Answer } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * Whose fault a smoke test that never got going is, at every limit: a server that never answered
 * (refused, not resolved, reset, held) was not judged — `setup`, never a rollback; only one that
 * answered 5xx for all of smoke_timeout is the revision's.
 */
const REFUSED = 'http://127.0.0.1:9';

describe('the health probe, on the virtual clock, with smoke_timeout 10s', () => {
  /** Every probe gets `answer`; the run is `command: smoke-test`. */
  async function probe(answer: Answer): Promise<{ report: SmokeReport; waited: number }> {
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    const transport = new ScriptedTransport(
      clock,
      Array.from({ length: 40 }, () => ({ expect: 'GET /ok', answer })),
    );
    const run = await runInProcess(
      { command: 'smoke-test', deployment_url: REFUSED, assistant_id: 'echo', smoke_timeout: '10s' },
      { clock, transport },
    );
    expect(run.exitCode).toBe(1);
    return {
      report: JSON.parse(run.outputs.smoke_report!) as SmokeReport,
      waited: clock.now() - run.state.startedAt,
    };
  }

  test.each([
    ['refused connections', { network: 'connect' } as const, /ECONNREFUSED/],
    ['connections reset', { network: 'dropped' } as const, /UND_ERR_SOCKET/],
    ['a request held to the limit', { hang: true } as const, /no answer|10000ms/],
  ])('%s: nothing answered, so nothing is blamed on the revision', async (_name, answer, last) => {
    const { report, waited } = await probe(answer);
    expect(report).toMatchObject({ result: 'failed', blame: 'setup', checks: [] });
    expect(report.detail).toMatch(
      /^http:\/\/127\.0\.0\.1:9 did not answer its health probe within 10s \(smoke_timeout\); last: .*Nothing answered at all: check deployment_url, DNS and the network/,
    );
    expect(report.detail).toMatch(last);
    expect(waited).toBeLessThanOrEqual(11_000);
  });

  test('503 for all of smoke_timeout: the server answered, and said it is broken — the revision', async () => {
    const { report } = await probe({ status: 503 });
    expect(report).toMatchObject({ result: 'failed', blame: 'revision' });
    expect(report.detail).toBe(
      'http://127.0.0.1:9 answered its health probe only with 5xx within 10s (smoke_timeout); last: answered 503',
    );
  });
});

describe('smoke checks against a server gone after its health probe', () => {
  test('refused connections: not judged (blame setup), as agent checks say, never the revision', async () => {
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    // The probe (the run's transport) sees the server answer; the checks' requests find no one.
    const transport = new ScriptedTransport(clock, [
      { expect: 'GET /ok', answer: { status: 200, json: {} } },
    ]);
    const run = await runInProcess(
      { command: 'smoke-test', deployment_url: REFUSED, assistant_id: 'echo', smoke_timeout: '10s' },
      { clock, transport },
    );
    expect(run.exitCode).toBe(1);
    const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
    expect(report).toMatchObject({ result: 'failed', blame: 'setup' });
    expect(report.checks.length).toBeGreaterThan(0);
    for (const check of report.checks) expect(check.result).toBe('failed');
    // blame setup is the gate's `not-judged` (gate/judge.ts): never a rollback, as the test below shows.
  });
});

describe('an unreachable smoke-test URL never rolls back a healthy revision', () => {
  let emulator: Emulator;
  afterEach(() => emulator?.close());

  test('smoke_timeout 10s (under the 30 s after which refusals count as unreachable): blame setup, nothing redeployed', async () => {
    emulator = await startEmulator({ customUrl: () => REFUSED });
    const d = emulator.store.seedDeployed('agent');
    const serving = d.revisions[0]!.id;
    const run = await runInProcess(
      emulatorInputs(emulator, {
        smoke_test: 'true',
        assistant_id: 'echo',
        rollback_on_failure: 'true',
        smoke_timeout: '10s',
      }),
    );
    expect(run.exitCode).toBe(1);
    const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
    expect(report).toMatchObject({ result: 'failed', blame: 'setup' });
    expect(emulator.requests.filter((r) => r.route === 'redeploy-revision')).toEqual([]);
    expect(run.outputs).toMatchObject({ rolled_back: 'false', previous_revision_id: serving });
    expect(run.stdout).toMatch(
      /::error title=Smoke test failed::.*The smoke test could not reach a verdict on revision \S+ .*so nothing was rolled back/,
    );
  });
});

describe('agent checks against a server that does not answer', () => {
  const settings = (): ChecksSettings => ({
    file: 'checks.yaml',
    cases: [
      {
        name: 'greets',
        input: { messages: [{ role: 'human', content: 'Hi' }] },
        expect: { toolsInOrder: false },
        runs: 1,
        minPasses: 1,
      },
      {
        name: 'twice',
        input: { messages: [{ role: 'human', content: 'Hi' }] },
        expect: { toolsInOrder: false },
        runs: 2,
        minPasses: 2,
      },
    ],
    concurrency: 4,
    baseline: false,
    failOn: 'any',
  });

  test('never answering its health probe: every case not judged, blamed on the setup, never failed', async () => {
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    const transport = new ScriptedTransport(
      clock,
      Array.from({ length: 40 }, () => ({ expect: 'GET /ok', answer: { network: 'connect' } as const })),
    );
    const report = await runChecksSuite({
      url: REFUSED,
      settings: settings(),
      assistantId: 'agent',
      smokeTimeoutMs: 10_000,
      budget: Budget.start(clock, 600_000, new AbortController().signal),
      transport,
      fetch: globalThis.fetch,
      redact: (text) => text,
      ready: false,
    });
    expect(report).toMatchObject({ result: 'not-judged', blame: 'setup' });
    expect(report.cases.map((c) => c.result)).toEqual(['not-judged', 'not-judged']);
    expect(checksVerdict(report, 'any')).toEqual({ kind: 'not-judged', cause: 'checks' });
  });

  test('gone after the smoke test saw it: each run not judged (refused connections), never failed', async () => {
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    const report = await runChecksSuite({
      url: REFUSED,
      settings: settings(),
      assistantId: 'agent',
      smokeTimeoutMs: 10_000,
      budget: Budget.start(clock, 600_000, new AbortController().signal),
      transport: new ScriptedTransport(clock, []),
      fetch: globalThis.fetch,
      redact: (text) => text,
      ready: true,
    });
    expect(report.result).toBe('not-judged');
    const runs = report.cases.flatMap((c) => c.run_results);
    expect(runs).toHaveLength(3);
    for (const run of runs) expect(run).toMatchObject({ result: 'not-judged', blame: 'setup' });
    expect(checksVerdict(report, 'any')).toEqual({ kind: 'not-judged', cause: 'checks' });
  });
});
