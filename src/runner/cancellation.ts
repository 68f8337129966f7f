import { CancelledError } from '../errors.ts';

/**
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM. Either aborts the signal
 * every request and sleep listens to, so the run stops within moments and reports.
 */
export function abortOnTermination(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const abort = (): void => controller.abort(new CancelledError());
  process.on('SIGINT', abort);
  process.on('SIGTERM', abort);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', abort);
      process.off('SIGTERM', abort);
    },
  };
}
