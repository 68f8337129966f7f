import { CancelledError } from '../base/errors.ts';
import type { Transport } from '../http/transport.ts';
import type { SmokeCheckName, SmokeSettings } from '../inputs/types.ts';
import { SMOKE_MIN_TIME_MS } from '../base/policy.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import type { Budget } from '../time/budget.ts';
import { systemClock } from '../time/clock.ts';
import { judgedRun } from '../agent/judged-run.ts';
import { CHECKS } from './checks/by-name.ts';
import { createAgentClient } from '../agent/run-client.ts';
import { waitUntilAnswering } from '../agent/health.ts';
import { CheckFailed, CheckInconclusive, failedBeforeChecks } from './smoke-report.ts';
import type { CheckReport, SmokeBlame, SmokeReport } from '../run/facts.ts';

interface SmokeOptions {
  url: string;
  apiKey?: string;
  assistantId: string;
  settings: SmokeSettings;
  /** What is left of `timeout` (the smoke test fits inside it), and cancellation. */
  budget: Budget;
  transport: Transport;
  fetch: typeof globalThis.fetch;
  redact: Redact;
}

/**
 * Proves the deployed agent server answers: waits until it accepts traffic, then runs the
 * chosen checks concurrently, each on its own thread. Every part stays within what is left of
 * `timeout`; `smoke_timeout` is the limit of the health probe and of each check inside it.
 */
export async function runSmokeSuite(o: SmokeOptions): Promise<SmokeReport> {
  const own = { ms: o.settings.checkTimeoutMs, name: 'smoke_timeout' };
  const probe = o.budget.limit(own);
  if (probe.ms < SMOKE_MIN_TIME_MS) {
    return failedBeforeChecks(
      o.url,
      o.assistantId,
      'no time was left within timeout for the smoke test; raise timeout',
      'time',
    );
  }
  const ready = await waitUntilAnswering(o, probe);
  if ('blame' in ready) return failedBeforeChecks(o.url, o.assistantId, ready.detail, ready.blame);
  const client = await createAgentClient(o.url, o.apiKey, o.fetch, o.budget);
  const started = o.budget.clock.now();
  const checks = await Promise.all(o.settings.checks.map((name) => runOneCheck(name, client, own, o)));
  // What the failures are evidence of: the server's behaviour unless every one of them was cut
  // short by what was left of timeout, or not judged (BLAMES: the key, the assistant, no connection).
  const causes = checks.filter((c) => c.result === 'failed').map((c) => c.cause ?? 'revision');
  const blame = causes.length ? (BLAME_FIRST.find((b) => causes.includes(b)) ?? 'time') : undefined;
  return {
    url: o.url,
    assistant_id: o.assistantId,
    result: causes.length ? 'failed' : 'passed',
    duration_ms: o.budget.clock.now() - started,
    ready_after_ms: ready.readyAfter,
    checks: checks.map(({ cause: _, ...c }) => c),
    ...(blame ? { blame } : {}),
  };
}

/** Which failures' blame the report takes: the first present of these, else the time's. */
const BLAME_FIRST: readonly SmokeBlame[] = ['revision', 'setup'];

/** One check, as a judged run within `smoke_timeout` (or what is left of timeout). */
async function runOneCheck(
  name: SmokeCheckName,
  client: Awaited<ReturnType<typeof createAgentClient>>,
  own: { ms: number; name: string },
  o: SmokeOptions,
): Promise<CheckReport & { cause?: SmokeBlame }> {
  const run = await judgedRun(
    o.budget,
    own,
    (signal) =>
      CHECKS[name]({
        name,
        client,
        assistantId: o.assistantId,
        message: o.settings.message,
        signal,
        // Checks pace themselves against a real server in real time, as their limits do.
        clock: systemClock,
        redact: o.redact,
      }),
    { redact: o.redact, detailChars: 500 },
  );
  if (run.ended === 'cancelled') throw new CancelledError();
  if (run.ended === 'done')
    return {
      name,
      result: 'passed',
      duration_ms: run.ms,
      detail: excerpt(run.value.detail, 500, o.redact),
      observed: bounded(run.value.observed, o.redact),
    };
  const error = run.ended === 'threw' ? run.error : undefined;
  const observed = error instanceof CheckFailed ? bounded(error.observed, o.redact) : undefined;
  if (error instanceof CheckInconclusive)
    return { name, result: 'inconclusive', duration_ms: run.ms, detail: run.detail, observed };
  return { name, result: 'failed', duration_ms: run.ms, detail: run.detail, observed, cause: run.blame };
}

/**
 * What a check observed, as the report keeps it: everything in it came from the agent server, so
 * strings are redacted and cut, and lists, objects and depth are bounded.
 */
function bounded(value: Record<string, unknown>, redact: Redact): Record<string, unknown> {
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return excerpt(item, 200, redact);
    if (typeof item !== 'object' || item === null) return item;
    if (depth >= 4) return '…';
    if (Array.isArray(item)) return item.slice(0, 50).map((x) => walk(x, depth + 1));
    return Object.fromEntries(
      Object.entries(item)
        .slice(0, 30)
        .map(([k, v]) => [excerpt(k, 64, redact), walk(v, depth + 1)]),
    );
  };
  return walk(value, 0) as Record<string, unknown>;
}
