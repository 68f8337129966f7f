import type { RunState } from '../run/run-state.ts';

/** The built commit is not the workflow's, and that was only a warning: what it said. */
export function noteCommitWarning(state: RunState, message: string): void {
  state.source.warning = message;
}
