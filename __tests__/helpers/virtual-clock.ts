import type { Clock } from '../../src/time/clock.ts';

/** A clock whose sleeps return at once and move virtual time forward; records every pause. */
export class VirtualClock implements Clock {
  readonly pauses: number[] = [];
  /** Called as each sleep begins, before it honours its signal: a test can cancel mid-pause. */
  onSleep?: (ms: number) => void;
  private current: number;

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.onSleep?.(ms);
    if (signal?.aborted) throw signal.reason;
    this.pauses.push(ms);
    this.current += ms;
  }

  /** Moves time forward without a pause (time spent inside a request). */
  advance(ms: number): void {
    this.current += ms;
  }
}
