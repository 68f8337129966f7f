import type { RunContext } from '../run/context.ts';
import type { DeployAttempt } from '../run/run-state.ts';
import { StatusHistory } from '../run/status-history.ts';
import { CancelledError, DeadlineError, HttpError } from '../base/errors.ts';
import { clip, excerpt } from '../base/untrusted.ts';
import { DEPLOY_ATTEMPT_STATUS_MAX_CHARS, REDEPLOY_REFUSED_STATUSES } from '../base/policy.ts';
import { followRevision } from './follow.ts';
import { latestRevisionId, redeployOnce } from './redeploy.ts';

/**
 * Follows the run's own revision (followRevision). When it ends `DEPLOY_FAILED` — built, but its
 * server did not become ready, the failure the platform's users are told to redeploy — tries
 * again up to `deploy_retries` times: redeploys it, or, when the control plane refuses that, has
 * `newRevision` make a revision of the same source. Each try is followed as the run's own
 * revision, within `timeout`; every attempt is recorded (`state.attempts`). Any other ending (a
 * build that failed, a timeout, a cancellation) and the last try's are the run's.
 */
export async function followWithRetries(
  ctx: RunContext,
  deploymentId: string,
  revisionId: string,
  newRevision: () => Promise<string>,
): Promise<void> {
  const { state } = ctx;
  const attempts: DeployAttempt[] = (state.attempts = [{ revisionId, made: 'first' }]);
  for (;;) {
    const attempt = attempts.at(-1)!;
    try {
      await followRevision(ctx, deploymentId, attempt.revisionId);
      return;
    } catch (error) {
      const stopped = error instanceof CancelledError || error instanceof DeadlineError;
      if (stopped || state.revision.status !== 'DEPLOY_FAILED') throw error;
      if (attempts.length > ctx.inputs.deployment.deployRetries) throw error;
    } finally {
      // The revision followed (a newer one, when its own was superseded), as it ended.
      const { id, status, commitSha } = state.revision;
      const log = state.logs.failure?.revisionId === id ? state.logs.failure : undefined;
      // The server's status, redacted before it is cut (a cut secret could not be found after).
      const said =
        status === undefined ? undefined : clip(ctx.redact(status), DEPLOY_ATTEMPT_STATUS_MAX_CHARS);
      Object.assign(attempt, { revisionId: id, status: said, commit: commitSha }, log && { log });
    }
    attempts.push(await tryAgain(ctx, deploymentId, attempt, newRevision));
  }
}

/** Redeploys the failed revision or, when that is refused, makes a new one; it becomes the run's own. */
async function tryAgain(
  ctx: RunContext,
  deploymentId: string,
  failed: DeployAttempt,
  newRevision: () => Promise<string>,
): Promise<DeployAttempt> {
  const { state, log, inputs } = ctx;
  const retry = `retry ${state.attempts!.length} of ${inputs.deployment.deployRetries} (deploy_retries)`;
  log.info(
    `Revision ${failed.revisionId} built, but its server did not become ready (DEPLOY_FAILED); ${retry}: redeploying it.`,
  );
  const before = await latestRevisionId(ctx, deploymentId);
  const revision = await ctx.cp.getRevision(deploymentId, failed.revisionId);
  let next: DeployAttempt;
  try {
    next = { revisionId: await redeployOnce(ctx, deploymentId, revision, before), made: 'redeploy' };
  } catch (error) {
    if (!(error instanceof HttpError) || !REDEPLOY_REFUSED_STATUSES.includes(error.status)) throw error;
    log.info(
      `The control plane refused the redeploy (HTTP ${error.status}: ${excerpt(error.detail, 200, ctx.redact)}); making a new revision of the same source instead.`,
    );
    next = { revisionId: await newRevision(), made: 'new-revision' };
  }
  // An upload's new revision is of the same archive: its commit is known; any other is read anew.
  const commitSha = inputs.deployment.source === 'upload' ? state.revision.commitSha : undefined;
  Object.assign(state.revision, { id: next.revisionId, status: undefined, commitSha });
  state.revision.history = new StatusHistory();
  log.info(`Revision ${next.revisionId} of deployment ${deploymentId} (${retry})`);
  ctx.notify('revision');
  return next;
}
