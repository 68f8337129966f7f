import type { Clock } from '../../src/time/clock.ts';

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
    this.advance(ms);
    // A limit this pause reached ends it, as it would have ended a real one.
    if (signal?.aborted) throw signal.reason;
  }

  timeout(ms: number): AbortSignal {
    if (!this.virtual) return AbortSignal.timeout(ms);
    const controller = new AbortController();
    this.timers.push({ at: this.current + ms, controller });
    return controller.signal;
  }

  /** Moves time forward without a pause (time spent inside a request); ends the timeouts it reaches. */
  advance(ms: number): void {
    this.current += ms;
    for (const timer of this.timers.filter((t) => t.at <= this.current)) {
      this.timers.splice(this.timers.indexOf(timer), 1);
      timer.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }
  }
}
