/**
 * Time is injected everywhere something waits, so the poller and the retry policy can be
 * tested and benchmarked on a virtual clock.
 */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** A clock whose sleeps return at once and move virtual time forward; records every pause. */
export class VirtualClock implements Clock {
  readonly pauses: number[] = [];
  private current: number;

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason;
    this.pauses.push(ms);
    this.current += ms;
  }
}

/** A random source in [0, 1); injected so jitter is reproducible in tests. */
export type Random = () => number;
