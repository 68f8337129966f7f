import type { RunContext } from '../commands/context.ts';
import { ActionError } from '../errors.ts';
import { sameCommit, shortSha } from '../report/commit.ts';

/**
 * The platform builds the head of `repo_ref` when the build starts, which may not be the commit
 * this workflow ran for (a later push, or a re-run of an old workflow). Says so — a warning, or
 * with `require_commit: true` a failure. Quiet when there is nothing to compare.
 */
export function checkBuiltCommit(ctx: RunContext): void {
  const { state, inputs, log } = ctx;
  const built = state.commitSha;
  const expected = inputs.deployment.expectedCommit;
  if (!built || !expected || sameCommit(built, expected)) return;
  const ref = state.revisionRef ?? inputs.deployment.repoRef ?? 'the ref';
  const message = `The platform built commit ${shortSha(built)} of ${ref}, not this workflow's commit ${shortSha(expected)}: ${ref} moved before the build started (a later push), or this run is a re-run of an older workflow.`;
  if (inputs.deployment.requireCommit) {
    throw new ActionError({
      title: 'Different commit built',
      message: `${message} Failing because require_commit is true; revision ${state.revisionId} is ${state.revisionStatus ?? 'in progress'}.`,
    });
  }
  log.warning(`${message} Set require_commit: true to fail instead.`, 'Different commit built');
}
