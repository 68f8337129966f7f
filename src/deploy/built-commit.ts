import type { RunContext } from '../run/context.ts';
import { sameCommit, shortSha } from '../base/commit-sha.ts';
import { noteCommitWarning } from '../source/source-facts.ts';

/**
 * Why the built commit fails the run: a title and a sentence, and the input whose rule it breaks
 * (`require_commit`, or `deploy_retries`: a retry counts only when it builds the first attempt's commit).
 */
export interface CommitProblem {
  title: string;
  message: string;
  rule?: 'deploy_retries';
}

/** `require_commit` failed the run (report/ says what serves and how to undo it). */
export class CommitRequired extends Error {
  readonly problem: CommitProblem;

  constructor(problem: CommitProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

/**
 * The platform builds the head of `repo_ref` when the build starts, which may not be the commit
 * this workflow ran for (a later push, or a re-run of an old workflow). Says so — a warning, or
 * with `require_commit: true` the problem to fail with once the rest of the gate has run. A built
 * commit the control plane does not report cannot be required either: with `require_commit` that
 * is a problem too, without it a notice.
 */
export function checkBuiltCommit(ctx: RunContext): CommitProblem | undefined {
  const { state, inputs, log } = ctx;
  const built = state.revision.commitSha;
  const retried = retriedAnotherCommit(ctx);
  if (retried) return retried;
  const expected = inputs.deployment.expectedCommit;
  const required = inputs.deployment.requireCommit;
  // Only what was deployed is checked: with `wait: false` the build may not have started.
  if (state.revision.status !== 'DEPLOYED' || !expected || (built && sameCommit(built, expected)))
    return undefined;
  if (!built) {
    const message = `The control plane did not report which commit revision ${state.revision.id} built (repo_commit_sha), so it cannot be checked against this workflow's commit ${shortSha(expected)}.`;
    if (required) return { title: 'Built commit unknown', message };
    log.notice(message, 'Built commit unknown');
    return undefined;
  }
  const ref = state.revision.ref ?? inputs.deployment.repoRef ?? 'the ref';
  // This run followed a newer revision (its own was superseded), or its own build started late.
  const why = state.serving.superseded.length
    ? `this run's revision was superseded, and the newer revision it followed built what ${ref} pointed to then`
    : `${ref} moved before the build started (a later push), or this run is a re-run of an older workflow`;
  const message = `The platform built commit ${shortSha(built)} of ${ref}, not this workflow's commit ${shortSha(expected)}: ${why}.`;
  if (required) return { title: 'Different commit built', message };
  log.warning(`${message} Set require_commit: true to fail instead.`, 'Different commit built');
  noteCommitWarning(state, message);
  return undefined;
}

/**
 * A retry (`deploy_retries`) that deployed another commit than its first attempt built (`repo_ref`
 * moved between them) deployed other code than the run tried to: not a success of the retry.
 */
function retriedAnotherCommit({ state, inputs }: RunContext): CommitProblem | undefined {
  const first = state.attempts?.[0];
  const built = state.revision.commitSha;
  if (state.revision.status !== 'DEPLOYED' || !first?.commit || !built || sameCommit(first.commit, built))
    return undefined;
  const ref = state.revision.ref ?? inputs.deployment.repoRef ?? 'the ref';
  return {
    title: 'Different commit built',
    message: `Revision ${state.revision.id}, a retry after revision ${first.revisionId} ended ${first.status ?? 'DEPLOY_FAILED'}, built commit ${shortSha(built)} of ${ref}, not commit ${shortSha(first.commit)} that the first attempt built: ${ref} moved between the attempts.`,
    rule: 'deploy_retries',
  };
}
