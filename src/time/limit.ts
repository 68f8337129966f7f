import { systemClock } from './clock.ts';

/**
 * A named limit: the lesser of a step's own limit (`smoke_timeout`, `max_seconds`, a request's
 * own timeout) and what is left of `timeout`, named for the message that says it ran out.
 */
export interface Limit {
  readonly ms: number;
  /** `smoke_timeout`, `max_seconds`, … or TIME_LEFT when what was left of `timeout` was less. */
  readonly name: string;
  /** Aborts at the limit's end, or on cancellation. */
  readonly signal: AbortSignal;
  /** Whether the limit ran out (a cancellation is not a timeout). */
  timedOut(): boolean;
}

type TimedSignal = Pick<Limit, 'signal' | 'timedOut'>;

/** The name of a limit cut to what was left of `timeout`. */
export const TIME_LEFT = 'what was left of timeout';

/**
 * The one place a deadline signal is built: aborts after `ms` on `clock` (whole, at least 1:
 * AbortSignal.timeout throws on 1100.0000000000002) or when any of `ends` does.
 */
export function timedSignal(ms: number, ends: AbortSignal[], clock = systemClock): TimedSignal {
  const timer = clock.timeout(Math.max(1, Math.ceil(ms)));
  return { signal: AbortSignal.any([...ends, timer]), timedOut: () => timer.aborted };
}
