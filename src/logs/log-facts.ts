import type { LogKind } from '../control-plane/schemas.ts';
import type { FailureLog, RunState } from '../run/run-state.ts';

/** The one writer of the logs' facts in the run state: the failure's log, and the logs not to ask for. */

/** The log shown on a failure, for the summary and comment. */
export function noteFailureLog(state: RunState, shown: FailureLog): void {
  state.logs.failure = shown;
}

/** A notice was given about this kind of log (one a run). */
export function noteLogNoticed(state: RunState, kind: LogKind): void {
  state.logs.noticed.push(kind);
}

/** This control plane does not offer or refuses this kind of log: not asked for again. */
export function noteLogUnavailable(state: RunState, kind: LogKind): void {
  state.logs.unavailable.push(kind);
}
