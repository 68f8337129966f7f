import { startJudgeStub } from '../emulator/judge-stub.ts';
import { startAgentServer } from '../__tests__/agent-server/local.ts';
import { runChecksSuite } from '../src/agent-checks/suite.ts';
import { loadDispatchers } from '../src/http/proxy.ts';
import { createUndiciTransport } from '../src/http/transport.ts';
import type { CheckCase } from '../src/inputs/types.ts';
import { Budget } from '../src/time/budget.ts';
import { systemClock } from '../src/time/clock.ts';

/** What one round of the judged suite measured (ms). */
export interface JudgeRound {
  wall: number;
  /** The slowest case: its run plus the judge's answer (JUDGE_DELAY_MS). */
  slowest: number;
  passed: boolean;
}

export const JUDGE_DELAY_MS = 200;
export const JUDGED_CASES = 20;
export const JUDGED_CONCURRENCY = 4;

/**
 * 20 cases with a `judge` expectation against the real agent server (the support agent answering
 * after 500 ms) and the judge stub answering every grade after 200 ms, at the default
 * `checks_concurrency` (4): the suite's wall time, and its slowest case with its grade.
 */
export async function judgedSuiteRounds(rounds: number): Promise<JudgeRound[]> {
  const agent = await startAgentServer({ workers: 8, echoDelayMs: 500 });
  const judge = await startJudgeStub();
  judge.stub.script({ otherwise: { score: 0.9, reasoning: 'States it.' }, delayMs: JUDGE_DELAY_MS });
  const dispatchers = await loadDispatchers();
  const transport = await createUndiciTransport(dispatchers);
  const cases: CheckCase[] = Array.from({ length: JUDGED_CASES }, (_, i) => ({
    name: `case ${i + 1}`,
    input: { messages: [{ role: 'human', content: `What is your refund policy? (${i + 1})` }] },
    expect: { toolsInOrder: false, judge: { rubric: 'States the 30-day refund window', threshold: 0.7 } },
    runs: 1,
    minPasses: 1,
  }));
  const out: JudgeRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const report = await runChecksSuite({
      url: agent.url,
      settings: {
        file: 'bench',
        cases,
        concurrency: JUDGED_CONCURRENCY,
        baseline: false,
        failOn: 'any',
        judge: { url: judge.url, defaultUrl: false, model: 'judge-stub' },
      },
      assistantId: 'agent',
      smokeTimeoutMs: 60_000,
      budget: Budget.start(systemClock, 600_000, new AbortController().signal),
      transport,
      fetch: dispatchers.fetch(),
      redact: (text) => text,
      ready: true,
    });
    const slowest = Math.max(...report.cases.map((c) => c.duration_ms)) + JUDGE_DELAY_MS;
    out.push({ wall: report.duration_ms, slowest, passed: report.result === 'passed' });
  }
  await dispatchers.close();
  await judge.close();
  await agent.close();
  return out;
}
