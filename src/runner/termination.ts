import { CancelledError } from '../base/errors.ts';
import { CANCEL_GRACE_MS } from '../base/policy.ts';

/*
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM 7.5 s later, then SIGKILL 2.5 s
 * after that; other CI systems send SIGTERM alone. Either first signal aborts the run, which then
 * writes its outputs and summary at once. After a SIGINT, reporting to GitHub may go on for
 * CANCEL_GRACE_MS (the SIGTERM is still far off); a SIGTERM — first or second — means the end is
 * near, so reporting stops at once and the process ends. The handlers stay installed until the
 * process exits, so a later signal can never kill the action halfway through writing.
 */
const run = new AbortController();
const reporting = new AbortController();
const stop = (): void => {
  run.abort(new CancelledError());
  reporting.abort(new CancelledError());
};
process.on('SIGINT', () => {
  if (run.signal.aborted) return stop();
  run.abort(new CancelledError());
  setTimeout(stop, CANCEL_GRACE_MS).unref();
});
process.on('SIGTERM', stop);

/**
 * The process's cancellation signals, listened for as soon as this module is evaluated: the
 * entry imports it first, so SIGINT/SIGTERM are handled before the rest of the bundle loads.
 * `signal` aborts at the first SIGINT/SIGTERM: every request and pause of the run stops.
 * `reporting` aborts at any SIGTERM, a second SIGINT, or CANCEL_GRACE_MS after a first SIGINT:
 * slow reporting stops.
 */
export const termination = { signal: run.signal, reporting: reporting.signal };
