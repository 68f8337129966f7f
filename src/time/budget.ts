import { CancelledError, DeadlineError } from '../base/errors.ts';
import { sleepUnlessCancelled, type Clock } from './clock.ts';
import { TIME_LEFT, timedSignal, type Limit } from './limit.ts';

/**
 * The run's time and its cancellation, in one object: every wait, retry, request and side read
 * asks it how much is left instead of working it out by hand. A part of the run that must leave
 * the end of `timeout` for something else (GitHub reporting, a failure's log tail) works within a
 * budget that `keeps` that reserve.
 */
export class Budget {
  readonly clock: Clock;
  /** The user's `timeout`, for messages: a reserve never changes what the limit was. */
  readonly timeoutMs: number;
  /** Epoch ms (this clock) by which this budget's work must be done. */
  readonly deadline: number;
  /** Aborts when the workflow is cancelled. */
  readonly signal: AbortSignal;

  constructor(options: { clock: Clock; timeoutMs: number; deadline: number; signal: AbortSignal }) {
    this.clock = options.clock;
    this.timeoutMs = options.timeoutMs;
    this.deadline = options.deadline;
    this.signal = options.signal;
  }

  /** A run's whole budget, from now: `timeout`, and the workflow's cancellation. */
  static start(clock: Clock, timeoutMs: number, signal: AbortSignal): Budget {
    return new Budget({ clock, timeoutMs, deadline: clock.now() + timeoutMs, signal });
  }

  /** Milliseconds left (zero or less once it is over). */
  left(): number {
    return this.deadline - this.clock.now();
  }

  /** Whether at least `ms` is left and the run is not cancelled. */
  allows(ms: number): boolean {
    return !this.signal.aborted && this.left() >= ms;
  }

  /** `ms`, cut to what is left (never below zero). */
  cap(ms: number): number {
    return Math.max(0, Math.min(ms, this.left()));
  }

  get cancelled(): boolean {
    return this.signal.aborted;
  }

  /** Throws CancelledError once the workflow is cancelled. */
  checkCancelled(): void {
    if (this.signal.aborted) throw new CancelledError();
  }

  /** Throws CancelledError when cancelled, DeadlineError (`during`) when no time is left. */
  check(during: string): void {
    this.checkCancelled();
    if (this.left() <= 0) throw this.timedOut(during);
  }

  /** The error a timeout is reported with: the user's limit, and what the run was doing. */
  timedOut(during: string): DeadlineError {
    return new DeadlineError({ timeoutMs: this.timeoutMs, during });
  }

  /**
   * A pause that never outlives the budget: cut to the time left (the next step then meets the
   * deadline), ended at once by cancellation. With nothing left it throws DeadlineError.
   */
  async pause(ms: number, during = 'before the next check'): Promise<void> {
    this.check(during);
    await sleepUnlessCancelled(this.clock, this.cap(ms), this.signal);
  }

  /** The same budget ending `reserveMs` earlier: what it keeps is for what comes after. */
  keeping(reserveMs: number): Budget {
    return new Budget({
      clock: this.clock,
      timeoutMs: this.timeoutMs,
      deadline: this.deadline - Math.max(0, reserveMs),
      signal: this.signal,
    });
  }

  /** A signal that aborts at the deadline or on cancellation (for work that takes a signal). */
  abortSignal(): AbortSignal {
    return timedSignal(this.left(), [this.signal], this.clock).signal;
  }

  /**
   * A named limit starting now: `own` (a step's own limit, by its input's name), or what is left
   * of this budget when that is less (named TIME_LEFT); its signal also ends on cancellation.
   * Without `own`, what is left.
   */
  limit(own?: { ms: number; name: string }): Limit {
    const left = Math.max(1, Math.floor(this.left()));
    const { ms, name } =
      own && own.ms <= left
        ? { ms: Math.max(1, Math.round(own.ms)), name: own.name }
        : { ms: left, name: TIME_LEFT };
    return { ms, name, ...timedSignal(ms, [this.signal], this.clock) };
  }
}
