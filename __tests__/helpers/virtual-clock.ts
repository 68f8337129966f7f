import type { Clock } from '../../src/time/clock.ts';

/** The most `AbortSignal.timeout` takes (it refuses a fraction, a negative, more than this). */
const MAX_TIMEOUT_MS = 2 ** 32 - 1;

/**
 * A clock whose sleeps return at once and move virtual time forward; records every pause. Its
 * timeouts (the run's limits) are real ones, as a real server's slowness needs; with `{ virtual:
 * true }` they end when virtual time reaches them, and a test that makes a server hang moves the
 * clock on (`advance`) to let a limit cut the wait instead of waiting it out.
 */
export class VirtualClock implements Clock {
  readonly pauses: number[] = [];
  private readonly timers: Array<{ at: number; controller: AbortController }> = [];
  /** Called as each sleep begins, before it honours its signal: a test can cancel mid-pause. */
  onSleep?: (ms: number) => void;
  private current: number;
  private readonly virtual: boolean;

  constructor(start = 0, options: { virtual?: boolean } = {}) {
    this.current = start;
    this.virtual = options.virtual ?? false;
  }

  now(): number {
    return this.current;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.onSleep?.(ms);
    if (signal?.aborted) throw signal.reason;
    this.pauses.push(ms);
    // A limit this pause reaches ends it there, as it would have ended a real one.
    this.moveTo(this.current + ms, signal);
    if (signal?.aborted) throw signal.reason;
  }

  timeout(ms: number): AbortSignal {
    if (!this.virtual) return AbortSignal.timeout(ms);
    // What the real one refuses (limit.ts rounds for it) is refused here too.
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIMEOUT_MS)
      throw new RangeError(`The value of "delay" is out of range: ${ms}`);
    const controller = new AbortController();
    this.timers.push({ at: this.current + ms, controller });
    return controller.signal;
  }

  /** Moves time forward without a pause (time spent inside a request); ends the timeouts it reaches. */
  advance(ms: number): void {
    this.moveTo(this.current + ms);
  }

  /**
   * Time moved on to `target`, each timeout it reaches ended in turn at its own time (what an
   * abort's listener reads of `now()` is when it ended); stops early once `until` aborts.
   */
  private moveTo(target: number, until?: AbortSignal): void {
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers.splice(this.timers.indexOf(due), 1);
      this.current = due.at;
      due.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      if (until?.aborted) return;
    }
    this.current = target;
  }
}
