import { CancelledError } from '../base/errors.ts';

export interface Termination {
  /** Aborted by the first SIGINT/SIGTERM: every request and pause of the run stops. */
  signal: AbortSignal;
  /** Aborted by any SIGTERM, a second SIGINT, or `graceMs` after a first SIGINT: slow reporting stops. */
  reporting: AbortSignal;
}

/**
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM 7.5 s later, then SIGKILL 2.5 s
 * after that; other CI systems send SIGTERM alone. Either first signal aborts the run, which then
 * writes its outputs and summary at once. After a SIGINT, reporting to GitHub may go on for
 * `graceMs` (the SIGTERM is still far off); a SIGTERM — first or second — means the end is near,
 * so reporting stops at once and the process ends. The handlers stay installed until the process
 * exits, so a later signal can never kill the action halfway through writing.
 */
export function abortOnTermination(graceMs: number): Termination {
  const run = new AbortController();
  const reporting = new AbortController();
  const stop = (): void => {
    run.abort(new CancelledError());
    reporting.abort(new CancelledError());
  };
  process.on('SIGINT', () => {
    if (run.signal.aborted) return stop();
    run.abort(new CancelledError());
    setTimeout(stop, graceMs).unref();
  });
  process.on('SIGTERM', stop);
  return { signal: run.signal, reporting: reporting.signal };
}
