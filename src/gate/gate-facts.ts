import type { Gate, Rollback, RunState } from '../run/run-state.ts';

/**
 * What the commands record of the gate and the rollback, whose records `gate/` owns
 * (`scripts/record-owners.ts`): why a failure was not judged, the rollback.
 */

/** `require_commit` failed, but something else ended the run: the problem, kept for the failure. */
export function keepCommitProblem(state: RunState, problem: NonNullable<Gate['commitProblem']>): void {
  state.gate.commitProblem = problem;
}

/** `rollback_on_failure` was on, but `timeout` ended the run before anything could be judged. */
export function noteNoRollbackOnTimeout(state: RunState): void {
  state.gate.noRollbackOnTimeout = true;
}

/** `command: rollback` starts: nothing rolled back yet. */
export function startRollback(state: RunState, rollback: Omit<Rollback, 'rolledBack'>): void {
  state.rollback = { ...rollback, rolledBack: false };
}

/** The redeploy of the earlier revision reached DEPLOYED and serves. */
export function noteRolledBack(state: RunState): void {
  state.rollback!.rolledBack = true;
}
