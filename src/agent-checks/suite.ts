import type { Client } from '@langchain/langgraph-sdk';
import { judgedRun, type JudgedEnd } from '../agent/judged-run.ts';
import { createAgentClient } from '../agent/run-client.ts';
import { waitUntilAnswering } from '../agent/health.ts';
import { SMOKE_MIN_TIME_MS } from '../base/policy.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import type { Transport } from '../http/transport.ts';
import type { CheckCase, ChecksSettings } from '../inputs/types.ts';
import type { CaseReport, CaseResult, CaseRun, CaseTokens, ChecksReport, SmokeBlame } from '../run/facts.ts';
import type { Budget } from '../time/budget.ts';
import { systemClock } from '../time/clock.ts';
import { formatDuration, msOf } from '../time/duration.ts';
import { judge } from './expectations.ts';
import { notRunCase, notRunReport } from './cases-not-run.ts';
import { observeRun, RunFailed } from './observe.ts';

interface ChecksOptions {
  url: string;
  apiKey?: string;
  settings: ChecksSettings;
  /** The assistant of a case that names none (the file's, else the smoke test's). */
  assistantId?: string;
  /** A run's limit when its case sets no `max_seconds`. */
  smokeTimeoutMs: number;
  /** What is left of `timeout` (the checks fit inside it), and cancellation. */
  budget: Budget;
  transport: Transport;
  fetch: typeof globalThis.fetch;
  redact: Redact;
  /** The smoke test just saw the server answer: no health probe first. */
  ready: boolean;
  /** Told each case as it ends (the log's line per case). */
  onCase?: (report: CaseReport) => void;
}

/**
 * Runs every case of the checks file against the agent server: cases concurrently (at most
 * `checks_concurrency` at once), each case's runs one after another, each run on its own thread
 * within its `max_seconds` (else `smoke_timeout`) and what is left of `timeout`. A run the server
 * could not be asked (unreachable, key refused, assistant unknown) or that `timeout` cut short is
 * not judged: never a pass, never the agent's failure.
 */
export async function runChecksSuite(o: ChecksOptions): Promise<ChecksReport> {
  const notRun = (detail: string, blame: SmokeBlame): ChecksReport =>
    notRunReport(o.settings, o.url, o.assistantId, { detail, blame }, o.redact);
  if (!o.budget.allows(SMOKE_MIN_TIME_MS))
    return notRun('no time was left within timeout for the agent checks; raise timeout', 'time');
  // The smoke test just saw the server answer; else it must answer first.
  if (!o.ready) {
    const ready = await waitUntilAnswering(
      o,
      o.budget.limit({ ms: o.smokeTimeoutMs, name: 'smoke_timeout' }),
    );
    if ('blame' in ready) return notRun(ready.detail, ready.blame);
  }
  const client = await createAgentClient(o.url, o.apiKey, o.fetch, o.budget);
  const started = o.budget.clock.now();
  // A cancellation, or the end of timeout, ends the runs under way and starts no more: the cases
  // that ended keep their results, the others are not judged (the caller stops a cancelled run
  // once it has recorded them).
  const ran = await pool(
    o.settings.cases,
    o.settings.concurrency,
    () => stopped(o) !== undefined,
    async (one) => {
      const report = await runCase(client, one, o);
      o.onCase?.(report);
      return report;
    },
  );
  const cases = o.settings.cases.map(
    (one, i) =>
      ran[i] ?? notRunCase(one, o.assistantId, `${stopped(o) ?? 'stopped'} before this case started`),
  );
  const duration_ms = o.budget.clock.now() - started;
  const failed = cases.some((c) => c.result === 'failed');
  const result = failed ? 'failed' : cases.some((c) => c.result === 'not-judged') ? 'not-judged' : 'passed';
  return { url: o.url, file: o.settings.file, result, duration_ms, cases };
}

/** What a run cut short by the workflow's cancellation says: nothing of the revision. */
const CANCELLED = 'the workflow was cancelled before this run ended';

/**
 * Why no more runs start, if none may: the workflow was cancelled, or too little of `timeout` is
 * left for one (a run started with a few milliseconds could only be cut, after its requests —
 * creating threads on the server — were sent past the deadline).
 */
function stopped(o: ChecksOptions): string | undefined {
  if (o.budget.cancelled) return 'the workflow was cancelled';
  if (!o.budget.allows(SMOKE_MIN_TIME_MS))
    return `less than ${formatDuration(SMOKE_MIN_TIME_MS)} of timeout was left`;
  return undefined;
}

/** A case's runs, one after another, and whether enough of them passed. */
async function runCase(client: Client, one: CheckCase, o: ChecksOptions): Promise<CaseReport> {
  // Not judged before it ran (a dataset example it cannot use): the setup's, never the time's.
  if (one.notJudged)
    return {
      ...notRunCase(one, o.assistantId, one.notJudged),
      run_results: [unjudgedRun(one.notJudged, 'setup')],
    };
  const assistantId = one.assistantId ?? o.assistantId;
  const runs: CaseRun[] = [];
  for (let n = 0; n < one.runs; n++) {
    // Unless no more may start or no assistant is named.
    const stop = stopped(o);
    runs.push(
      stop
        ? unjudgedRun(`${stop} before this run started`, 'time')
        : !assistantId
          ? unjudgedRun(
              'no assistant to run: set assistant_id in the checks file (or the input assistant_id)',
              'setup',
            )
          : await runOnce(client, assistantId, one, o),
    );
  }
  return caseReport(one, assistantId, runs);
}

const unjudgedRun = (error: string, blame: SmokeBlame): CaseRun => ({
  result: 'not-judged',
  duration_ms: 0,
  expectations: [],
  error,
  blame,
});

/** A case passes with `min_passes` passed runs; its first run that did not pass says why. */
function caseReport(one: CheckCase, assistantId: string | undefined, runs: CaseRun[]): CaseReport {
  const passes = runs.filter((r) => r.result === 'passed').length;
  const unjudged = runs.filter((r) => r.result === 'not-judged').length;
  const result: CaseResult =
    passes >= one.minPasses ? 'passed' : passes + unjudged >= one.minPasses ? 'not-judged' : 'failed';
  const first = runs.find((r) => r.result === (result === 'passed' ? 'failed' : result));
  const unmet = first?.expectations.find((e) => !e.met);
  return {
    name: one.name,
    assistant_id: assistantId ?? '',
    result,
    passes,
    runs: one.runs,
    min_passes: one.minPasses,
    duration_ms: runs.reduce((sum, r) => sum + r.duration_ms, 0),
    ...(result !== 'passed' && first
      ? {
          failure: unmet
            ? `${unmet.expectation}: ${unmet.detail ?? 'not met'}`
            : (first.error ?? 'not passed'),
        }
      : {}),
    ...(result !== 'passed' && first?.reply ? { reply: first.reply } : {}),
    ...caseTokens(runs),
    run_results: runs,
  };
}

/** One run of a case, as a judged run within `max_seconds` (else `smoke_timeout`) and `timeout`. */
async function runOnce(
  client: Client,
  assistantId: string,
  one: CheckCase,
  o: ChecksOptions,
): Promise<CaseRun> {
  const own =
    one.expect.maxSeconds !== undefined
      ? { ms: msOf(one.expect.maxSeconds), name: 'max_seconds' }
      : { ms: o.smokeTimeoutMs, name: 'smoke_timeout' };
  // Runs pace themselves against a real server in real time, as their limits do.
  const run = await judgedRun(
    o.budget,
    own,
    (signal) => observeRun(client, assistantId, one, signal, systemClock, o.redact),
    { redact: o.redact, detailChars: 300 },
  );
  return run.ended === 'done' ? judged(one, run.value, o) : unjudged(run, one);
}

/** What a run that gave no result says: cancelled, cut by a limit, or an error (blamed). */
function unjudged(run: Exclude<JudgedEnd<unknown>, { ended: 'done' }>, one: CheckCase): CaseRun {
  const notJudged = { result: 'not-judged' as const, duration_ms: run.ms, expectations: [] };
  switch (run.ended) {
    case 'cancelled':
      return { ...notJudged, error: CANCELLED, blame: 'time' };
    case 'cut':
      if (run.blame === 'time') return { ...notJudged, error: run.detail, blame: 'time' };
      return {
        result: 'failed',
        duration_ms: run.ms,
        expectations:
          run.limit.name === 'max_seconds'
            ? [
                {
                  kind: 'max_seconds',
                  expectation: `max_seconds ${one.expect.maxSeconds}`,
                  met: false,
                  detail: run.detail,
                },
              ]
            : [],
        error: run.detail,
        blame: 'revision',
      };
    case 'threw':
      if (run.error instanceof RunFailed)
        return {
          ...notJudged,
          result: 'failed',
          error: run.error.message,
          blame: 'revision',
          ...run.error.ids,
        };
      return {
        ...notJudged,
        result: run.blame === 'revision' ? 'failed' : 'not-judged',
        error: run.detail,
        blame: run.blame,
      };
  }
}

/** A run the server answered, judged against the case's expectations. */
async function judged(
  one: CheckCase,
  seen: Awaited<ReturnType<typeof observeRun>>,
  o: ChecksOptions,
): Promise<CaseRun> {
  // The judge's time is not the agent's: graded after the run's own limit.
  const given = { input: one.input, ...(one.reference ? { reference: one.reference } : {}) };
  const { results, notJudged } = await judge(one.expect, seen, o.redact, {
    given,
    deps: { ...o, settings: o.settings.judge },
  });
  const passed = results.every((e) => e.met);
  const unjudged = passed && notJudged !== undefined;
  return {
    result: unjudged ? 'not-judged' : passed ? 'passed' : 'failed',
    duration_ms: seen.durationMs,
    expectations: results,
    ...(seen.reply ? { reply: excerpt(seen.reply, 300, o.redact) } : {}),
    tools: seen.tools.slice(0, 50).map((t) => excerpt(t, 64, o.redact)),
    ...(seen.tokens ? { tokens: seen.tokens } : {}),
    ...(unjudged
      ? { error: notJudged, blame: 'setup' as const }
      : passed
        ? {}
        : { blame: 'revision' as const }),
    thread_id: seen.thread_id,
    run_id: seen.run_id,
  };
}

/**
 * Each item through `work`, at most `size` at once; results in the items' order. Once `stop` says
 * so, no item is started: the results of those not started are missing.
 */
async function pool<T, R>(
  items: T[],
  size: number,
  stop: () => boolean,
  work: (item: T) => Promise<R>,
): Promise<Array<R | undefined>> {
  const results = new Array<R | undefined>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !stop()) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/**
 * A case's tokens over its runs: the median total of those that reported usage, marked as a lower
 * bound when one of them left some AI messages unreported. None when no run reported any.
 */
function caseTokens(runs: readonly CaseRun[]): { tokens?: CaseTokens } {
  const known = runs.flatMap((r) => (r.tokens?.known ? [r.tokens] : []));
  if (!known.length) return {};
  const totals = known.map((t) => t.total).sort((a, b) => a - b);
  const mid = totals.length >> 1;
  const median = totals.length % 2 ? totals[mid]! : Math.round((totals[mid - 1]! + totals[mid]!) / 2);
  const lowerBound = known.some((t) => t.unreported > 0);
  return { tokens: { median, known_runs: known.length, ...(lowerBound ? { lower_bound: true } : {}) } };
}
