import type { Budget } from '../time/budget.ts';
import type { Random } from '../time/clock.ts';
import { msOf } from '../time/duration.ts';

/** How retries are paced: full jitter over an exponential ceiling. */
export interface RetryTiming {
  /** Ceiling of the first pause. */
  baseMs: number;
  /** Largest ceiling. */
  capMs: number;
  /** Attempts per call, the first included. */
  maxAttempts: number;
}

/** AWS-style full jitter: a uniform pause in [0, min(cap, base·2^retry)). */
export function jitteredPause(retry: number, timing: RetryTiming, random: Random): number {
  return Math.floor(random() * Math.min(timing.capMs, timing.baseMs * 2 ** retry));
}

/**
 * `Retry-After` as seconds (`120`) or an HTTP date. Milliseconds to wait, or undefined when
 * absent or unreadable (then the jittered pause applies).
 */
export function parseRetryAfter(header: string | undefined, nowMs: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(msOf(Number(value)));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** An attempt's end: its value, or a failure that may be tried again (with the server's Retry-After). */
export type Attempt<T, F> = { ok: true; value: T } | { ok: false; failure: F; retryAfter?: string };

/**
 * Why no other attempt is made after a failure: `attempts`, as many as allowed; `asked-too-long`, a
 * Retry-After beyond `longestPauseMs`; `cancelled`, the workflow was; `deadline`, the pause would
 * end past `lastAttemptBy`; `no-time`, it would not leave `reserveMs` of the budget.
 */
type GaveUp = 'attempts' | 'asked-too-long' | 'cancelled' | 'deadline' | 'no-time';

/** A loop of attempts ended: the value, or the last failure, why it was the last, and any Retry-After. */
export type Retried<T, F> =
  { ok: true; value: T } | { ok: false; failure: F; gaveUp: GaveUp; askedMs?: number };

interface RetryLoop<F> {
  timing: RetryTiming;
  random: Random;
  /** The time left and the cancellation every pause keeps to. */
  budget: Budget;
  /** A Retry-After asking for more ends the retries; a jittered pause is cut to it. */
  longestPauseMs?: number;
  /** What an attempt needs of the budget after its pause; less left ends the retries. */
  reserveMs?: number;
  /** No pause may end after this time (the budget clock's ms), asked after each failure. */
  lastAttemptBy?: () => number;
  /** What the budget says it was doing, should a pause meet the deadline. */
  during: (failure: F) => string;
  /** Told before each pause: the failure, the pause, the attempt to come, whether Retry-After asked for it. */
  onRetry?: (failure: F, pauseMs: number, next: number, asked: boolean) => void;
}

/**
 * The one retry loop of every caller (the control plane's, LangSmith's, the judge's): attempts
 * until one ends with a value or no other may be made, pausing between them as Retry-After asks,
 * else full jitter, within the budget. An attempt throws what must not be retried.
 */
export async function retrying<T, F>(
  attempt: (n: number) => Promise<Attempt<T, F>>,
  loop: RetryLoop<F>,
): Promise<Retried<T, F>> {
  const { timing, budget, longestPauseMs = Infinity, reserveMs = 0 } = loop;
  for (let n = 1; ; n++) {
    const tried = await attempt(n);
    if (tried.ok) return tried;
    const asked = parseRetryAfter(tried.retryAfter, budget.clock.now());
    const end = (gaveUp: GaveUp): Retried<T, F> => ({
      ok: false,
      failure: tried.failure,
      gaveUp,
      ...(asked === undefined ? {} : { askedMs: asked }),
    });
    if (n >= timing.maxAttempts) return end('attempts');
    const jitter = jitteredPause(n - 1, timing, loop.random);
    const pause = asked ?? Math.min(jitter, longestPauseMs);
    if (pause > longestPauseMs) return end('asked-too-long');
    if (budget.cancelled) return end('cancelled');
    if (budget.clock.now() + pause > (loop.lastAttemptBy?.() ?? Infinity)) return end('deadline');
    if (pause + reserveMs >= budget.left()) return end('no-time');
    loop.onRetry?.(tried.failure, pause, n + 1, asked !== undefined);
    await budget.pause(pause, loop.during(tried.failure));
  }
}
