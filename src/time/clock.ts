import { setTimeout as sleep } from 'node:timers/promises';
import { CancelledError } from '../base/errors.ts';

/**
 * Time is injected everywhere something waits, so the poller and the retry policy can be
 * tested and benchmarked on a virtual clock (__tests__/helpers/virtual-clock.ts).
 */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects as soon as the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** A signal that aborts once `ms` have passed on this clock. */
  timeout(ms: number): AbortSignal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    await sleep(ms, undefined, { signal });
  },
  timeout: (ms) => AbortSignal.timeout(ms),
};

/** A random source in [0, 1); injected so jitter is reproducible in tests. */
export type Random = () => number;

/** A pause that ends early, as CancelledError, when the workflow is cancelled. */
export async function sleepUnlessCancelled(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
  try {
    await clock.sleep(ms, signal);
  } catch {
    throw new CancelledError();
  }
}

/**
 * The work's result, or the signal's abort as an error, whichever comes first: for work that is
 * asked to stop on the signal but may not (a library retrying past it). `onAbort` can end it.
 */
export function raceAbort<T>(
  signal: AbortSignal,
  work: Promise<T>,
  onAbort: () => void = () => {},
): Promise<T> {
  if (signal.aborted) {
    onAbort();
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => {
      onAbort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
