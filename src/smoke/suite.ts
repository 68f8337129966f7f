import { ActionError } from '../base/errors.ts';
import type { Transport } from '../http/transport.ts';
import type { SmokeCheckName, SmokeSettings } from '../inputs/types.ts';
import { SMOKE_MIN_TIME_MS } from '../base/policy.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import type { Budget } from '../time/budget.ts';
import { raceAbort, systemClock } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { CHECKS } from './checks/by-name.ts';
import { createAgentClient, RedirectRefused, ReplyTooLarge } from '../agent/run-client.ts';
import { notReadyBlame, waitUntilAnswering } from '../agent/health.ts';
import { CheckFailed, CheckInconclusive, failedBeforeChecks } from './smoke-report.ts';
import type { CheckReport, SmokeBlame, SmokeReport } from '../run/facts.ts';

export interface SmokeOptions {
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
  const limit = (): { ms: number; name: string } => {
    const left = o.budget.left();
    return left < o.settings.checkTimeoutMs
      ? { ms: left, name: TIME_LEFT }
      : { ms: o.settings.checkTimeoutMs, name: 'smoke_timeout' };
  };
  if (limit().ms < SMOKE_MIN_TIME_MS) {
    return failedBeforeChecks(
      o.url,
      o.assistantId,
      'no time was left within timeout for the smoke test; raise timeout',
      'time',
    );
  }
  let readyAfter: number;
  try {
    const { ms, name } = limit();
    readyAfter = await waitUntilAnswering({
      url: o.url,
      apiKey: o.apiKey,
      transport: o.transport,
      clock: o.budget.clock,
      signal: o.budget.signal,
      limitMs: ms,
      limitName: name,
    });
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    return failedBeforeChecks(o.url, o.assistantId, error.message, notReadyBlame(error, TIME_LEFT));
  }
  const client = await createAgentClient(o.url, o.apiKey, o.fetch);
  const started = o.budget.clock.now();
  const checkLimit = limit();
  const checks = await Promise.all(o.settings.checks.map((name) => runOneCheck(name, client, checkLimit, o)));
  // What the failures are evidence of: the server's behaviour unless every one of them was cut
  // short by what was left of timeout, or refused by the run interface (the key, the assistant).
  const causes = checks
    .filter((c) => c.result === 'failed')
    .map((c) => (c.cause === 'time' && checkLimit.name !== TIME_LEFT ? 'revision' : (c.cause ?? 'revision')));
  const blame: SmokeBlame | undefined = !causes.length
    ? undefined
    : causes.includes('revision')
      ? 'revision'
      : causes.includes('setup')
        ? 'setup'
        : 'time';
  return {
    url: o.url,
    assistant_id: o.assistantId,
    result: causes.length ? 'failed' : 'passed',
    duration_ms: o.budget.clock.now() - started,
    ready_after_ms: readyAfter,
    checks: checks.map(({ cause: _, ...c }) => c),
    ...(blame ? { blame } : {}),
  };
}

/** The name of the limit a smoke test gets when less than smoke_timeout is left of timeout. */
const TIME_LEFT = 'what was left of timeout';

async function runOneCheck(
  name: SmokeCheckName,
  client: Awaited<ReturnType<typeof createAgentClient>>,
  limit: { ms: number; name: string },
  o: SmokeOptions,
): Promise<CheckReport & { cause?: SmokeBlame }> {
  const timeout = AbortSignal.timeout(Math.max(1, limit.ms));
  const signal = AbortSignal.any([o.budget.signal, timeout]);
  const started = o.budget.clock.now();
  const took = (): number => o.budget.clock.now() - started;
  try {
    // Raced against its own signal: the SDK may retry an aborted request instead of stopping.
    const pass = await raceAbort(
      signal,
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
    );
    return {
      name,
      result: 'passed',
      duration_ms: took(),
      detail: excerpt(pass.detail, 500, o.redact),
      observed: bounded(pass.observed, o.redact),
    };
  } catch (error) {
    o.budget.checkCancelled();
    const observed = error instanceof CheckFailed ? bounded(error.observed, o.redact) : undefined;
    if (error instanceof CheckInconclusive)
      return {
        name,
        result: 'inconclusive',
        duration_ms: took(),
        detail: excerpt(error.message, 500, o.redact),
        observed,
      };
    if (timeout.aborted) {
      const detail = `no result within ${formatDuration(limit.ms)} (${limit.name})`;
      return { name, result: 'failed', duration_ms: took(), detail, observed, cause: 'time' };
    }
    const detail = excerpt(error instanceof Error ? error.message : String(error), 500, o.redact);
    // The run interface refusing the key, or not knowing the assistant, says nothing of the server.
    const status = (error as { status?: unknown }).status;
    const refused =
      status === 401 ||
      status === 403 ||
      status === 404 ||
      error instanceof RedirectRefused ||
      error instanceof ReplyTooLarge;
    const hint =
      status === 404
        ? ' (is assistant_id a graph of this deployment? its langgraph.json names them)'
        : status === 401 || status === 403
          ? ' (the agent server refused api_key for runs)'
          : '';
    return {
      name,
      result: 'failed',
      duration_ms: took(),
      detail: `${detail}${hint}`,
      observed,
      ...(refused ? { cause: 'setup' as const } : {}),
    };
  }
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
