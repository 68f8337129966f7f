import type { Random } from '../time/clock.ts';

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
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1_000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
