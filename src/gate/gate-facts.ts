import type { ChecksReport } from '../run/facts.ts';
import type { GateFacts, Rollback, RunState } from '../run/run-state.ts';

/**
 * The one writer of what the gate found and what was rolled back: the gate's facts, the baseline,
 * why a failure was not judged, the rollback. Commands and the gate call these instead of
 * assigning the run state's fields.
 */

/** How the revision this run judged fared at the gate, when it did not pass. */
export function noteGate(state: RunState, facts: GateFacts): void {
  state.gate.verdict = facts;
}

/** `checks_baseline`: the same cases against the revision that served before the update. */
export function noteChecksBaseline(state: RunState, report: ChecksReport): void {
  state.gate.baseline = report;
}

/** `require_commit` failed, but something else ended the run: the problem, kept for the failure. */
export function keepCommitProblem(state: RunState, problem: { title: string; message: string }): void {
  state.gate.commitProblem = problem;
}

/** `rollback_on_failure` was on, but `timeout` ended the run before anything could be judged. */
export function noteNoRollbackOnTimeout(state: RunState): void {
  state.gate.noRollbackOnTimeout = true;
}

/** A rollback this run starts: the caller goes on filling in how it went. */
export function startRollback(state: RunState, rollback: Omit<Rollback, 'rolledBack'>): Rollback {
  state.rollback = { ...rollback, rolledBack: false };
  return state.rollback;
}

/** The redeploy of the earlier revision reached DEPLOYED and serves. */
export function noteRolledBack(state: RunState): void {
  state.rollback!.rolledBack = true;
}
