import { CancelledError } from '../base/errors.ts';

export interface Termination {
  /** Aborted by the first SIGINT/SIGTERM: every request and pause of the run stops. */
  signal: AbortSignal;
  /** Aborted `graceMs` after the first signal, or by a second one: slow reporting stops. */
  reporting: AbortSignal;
}

/**
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM 7.5 s later, then SIGKILL. The
 * first signal aborts the run, which then writes its outputs and summary at once; reporting to
 * GitHub may go on for `graceMs`; a later signal ends that too. The handlers stay installed until
 * the process exits, so a second signal can never kill the action halfway through writing.
 */
export function abortOnTermination(graceMs: number): Termination {
  const run = new AbortController();
  const reporting = new AbortController();
  const onSignal = (): void => {
    if (run.signal.aborted) return reporting.abort(new CancelledError());
    run.abort(new CancelledError());
    setTimeout(() => reporting.abort(new CancelledError()), graceMs).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { signal: run.signal, reporting: reporting.signal };
}
