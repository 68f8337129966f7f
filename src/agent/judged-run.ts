import { excerpt, type Redact } from '../base/untrusted.ts';
import type { SmokeBlame } from '../run/facts.ts';
import type { Budget } from '../time/budget.ts';
import { raceAbort } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { TIME_LEFT, type Limit } from '../time/limit.ts';
import { RedirectRefused, ReplyTooLarge } from './run-client.ts';

/**
 * How one judged run against the agent server (a smoke check, a run of an agent-checks case)
 * ended: it gave its result; the workflow was cancelled; its limit cut it (the revision's fault
 * under its own limit, the time's under what was left of `timeout`); or it threw, blamed by
 * BLAMES. The caller judges the result and says what each ending means for its report.
 */
export type JudgedEnd<T> =
  | { ended: 'done'; value: T; ms: number }
  | { ended: 'cancelled'; ms: number }
  | { ended: 'cut'; ms: number; limit: Limit; detail: string; blame: 'time' | 'revision' }
  | { ended: 'threw'; ms: number; error: unknown; detail: string; blame: SmokeBlame };

/**
 * Runs `work` within a named limit (`own`, or what is left of `timeout`), raced against its own
 * signal: the SDK may retry an aborted request instead of stopping. `detailChars` bounds the
 * (redacted) error text a report keeps.
 */
export async function judgedRun<T>(
  budget: Budget,
  own: { ms: number; name: string },
  work: (signal: AbortSignal) => Promise<T>,
  shown: { redact: Redact; detailChars: number },
): Promise<JudgedEnd<T>> {
  const limit = budget.limit(own);
  const started = budget.clock.now();
  const took = (): number => budget.clock.now() - started;
  try {
    const value = await raceAbort(limit.signal, work(limit.signal));
    return { ended: 'done', value, ms: took() };
  } catch (error) {
    if (budget.cancelled) return { ended: 'cancelled', ms: took() };
    if (limit.timedOut())
      return {
        ended: 'cut',
        ms: took(),
        limit,
        detail: `no result within ${formatDuration(limit.ms)} (${limit.name})`,
        blame: limit.name === TIME_LEFT ? 'time' : 'revision',
      };
    const message = excerpt(
      error instanceof Error ? error.message : String(error),
      shown.detailChars,
      shown.redact,
    );
    const row = BLAMES.find((r) => r.when(error));
    return {
      ended: 'threw',
      ms: took(),
      error,
      detail: `${message}${row?.hint ?? ''}`,
      blame: row?.blame ?? 'revision',
    };
  }
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * An error thrown before the run's request was sent — its input could not be written as JSON,
 * say: whatever the revision is, it never saw the run, so the run was not judged.
 */
export class NotSent extends Error {}

/**
 * What a failed request says of whom, first match wins: a run never sent (NotSent), the run
 * interface refusing the key, not knowing the assistant, redirecting elsewhere, a reply too large,
 * or no connection at all (fetch's own TypeError, which the SDK rethrows as its ConnectionError)
 * say nothing of the agent — the run was not judged (`setup`). Anything else is the revision's.
 */
const BLAMES: ReadonlyArray<{ when: (error: unknown) => boolean; blame: SmokeBlame; hint?: string }> = [
  { when: (e) => e instanceof NotSent, blame: 'setup' },
  {
    when: (e) => statusOf(e) === 404,
    blame: 'setup',
    hint: ' (is the assistant a graph of this deployment? its langgraph.json names them)',
  },
  {
    when: (e) => statusOf(e) === 401 || statusOf(e) === 403,
    blame: 'setup',
    hint: ' (the agent server refused api_key for runs)',
  },
  { when: (e) => e instanceof RedirectRefused || e instanceof ReplyTooLarge, blame: 'setup' },
  {
    when: (e) =>
      statusOf(e) === undefined &&
      (e instanceof TypeError || (e as { name?: unknown } | null)?.name === 'ConnectionError'),
    blame: 'setup',
  },
];
