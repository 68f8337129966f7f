import type { RunContext } from '../commands/context.ts';
import type { SmokeTestFailed } from '../commands/smoke-test.ts';
import { requirePassed, smokeTest } from '../commands/smoke-test.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError, CancelledError, DeadlineError, HttpError } from '../errors.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../policy.ts';
import { describeFailure } from '../report/failure.ts';
import type { RevisionRef, Rollback } from '../report/run-state.ts';
import { followRevision } from '../wait/follow.ts';
import { StatusHistory } from '../wait/status-history.ts';
import { onceWithRecovery } from './recover.ts';
import { newRevisionSince, revisionMadeBy } from './revision.ts';
import { describeRevision, readServing, revisionWithCommit } from './serving.ts';

/**
 * The revision `command: rollback` redeploys: `revision_id` when given, else the newest DEPLOYED
 * revision older than the one serving. Nothing to roll back to is a titled failure saying why.
 */
export async function rollbackTarget(ctx: RunContext, deployment: Deployment): Promise<RevisionRef> {
  const active = deployment.active_revision_id ?? undefined;
  const nothing = (why: string): never => {
    throw new ActionError({ title: 'Nothing to roll back to', message: why });
  };
  const wanted = ctx.inputs.rollback.revisionId;
  if (wanted) {
    if (wanted === active) nothing(`Revision ${wanted} is already serving deployment ${deployment.id}.`);
    try {
      const revision = await ctx.cp.getRevision(deployment.id, wanted);
      return { id: revision.id, commit: revision.source_revision_config?.repo_commit_sha ?? undefined };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        nothing(`Deployment ${deployment.id} has no revision ${wanted}: check revision_id.`);
      throw error;
    }
  }
  if (!active)
    return nothing(
      `No revision of deployment ${deployment.id} is serving (active_revision_id is empty), so there is no earlier one to go back to; set revision_id.`,
    );
  let seenActive = false;
  const { found, complete } = await searchPages(
    async (page) => (await ctx.cp.listRevisions(deployment.id, { ...page, status: 'DEPLOYED' })).resources,
    (revision): RevisionRef | undefined => {
      if (seenActive && revision.status === 'DEPLOYED')
        return { id: revision.id, commit: revision.source_revision_config?.repo_commit_sha ?? undefined };
      if (revision.id === active) seenActive = true;
      return undefined;
    },
  );
  if (found) return found;
  if (!complete)
    nothing(
      `No earlier DEPLOYED revision of deployment ${deployment.id} in the ${MAX_LIST_PAGES * LIST_PAGE_SIZE} newest; set revision_id.`,
    );
  return nothing(
    seenActive
      ? `Revision ${active} is the only DEPLOYED revision of deployment ${deployment.id}: there is no earlier one to roll back to.`
      : `The serving revision ${active} is not among the DEPLOYED revisions the control plane lists; set revision_id.`,
  );
}

/**
 * Redeploys `target` and follows the revision that makes, into `track` (the run's own record for
 * `command: rollback`, the rollback record for `rollback_on_failure`). A lost reply to the
 * redeploy is checked before it is repeated, as every write is (recover.ts): never two redeploys.
 */
export async function redeploy(
  ctx: RunContext,
  deploymentId: string,
  target: RevisionRef,
  previousLatest: string | null | undefined,
  track: Rollback | RunContext['state'],
): Promise<void> {
  const { cp, log } = ctx;
  log.info(`Redeploying revision ${describeRevision(target)} of deployment ${deploymentId}.`);
  const { result } = await onceWithRecovery(
    ctx,
    'redeploy',
    async () =>
      revisionMadeBy(ctx, 'redeploy', await cp.redeployRevision(deploymentId, target.id), previousLatest),
    () => newRevisionSince(cp, deploymentId, previousLatest),
  );
  track.revisionId = result;
  ctx.notify('rollback');
  await followRevision(ctx, deploymentId, result, track);
}

/**
 * `rollback_on_failure`: the run's revision reached DEPLOYED but failed its smoke test. Redeploy
 * the revision that served before, wait for it, smoke-test it again, and return the failure that
 * tells the whole story. When there is nothing to roll back to, the failure says so.
 */
export async function rollBackAfterFailedSmoke(
  ctx: RunContext,
  failure: SmokeTestFailed,
): Promise<ActionError> {
  const { state, log } = ctx;
  const failed = { id: state.revisionId!, commit: state.commitSha };
  const previous = state.previousRevision;
  if (!previous || state.created) {
    return new ActionError({
      title: failure.title,
      message: `${failure.message}\nNo rollback: this was the deployment's first revision, so there is nothing to roll back to.`,
    });
  }
  const rollback: Rollback = {
    reason: 'smoke-test',
    from: failed,
    to: previous,
    history: new StatusHistory(),
  };
  state.rollback = rollback;
  try {
    await log.group(`Roll back to revision ${previous.id}`, async () => {
      await redeploy(ctx, state.deploymentId!, previous, state.revisionId, rollback);
      rollback.smoke = await smokeTest(ctx, ctx.inputs.smoke.url ?? state.deploymentUrl);
      if (rollback.smoke) requirePassed(rollback.smoke);
    });
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError)
      rollback.failure = describeFailure(error, state).message;
    else rollback.failure = error instanceof Error ? error.message : String(error);
    const serving = await readServing(ctx);
    return new ActionError({
      title: 'Rollback failed',
      message: `Revision ${describeRevision(failed)} failed its smoke test, and the rollback to revision ${describeRevision(previous)} failed too: ${rollback.failure}${serving ? `\nRevision ${serving} is serving now.` : ''}\nThe smoke test of ${failed.id}: ${failure.message}`,
    });
  }
  const serving = await readServing(ctx);
  state.rolledBack = serving === undefined || serving === rollback.revisionId || serving === previous.id;
  const restored = rollback.commitSha
    ? { id: previous.id, commit: rollback.commitSha }
    : await revisionWithCommit(ctx, previous.id);
  rollback.to = restored;
  return new ActionError({
    title: 'Rolled back',
    message: `Revision ${describeRevision(failed)} failed its smoke test: rolled back to ${describeRevision(restored)}, which is serving${rollback.smoke ? ' and passes' : ''} (as revision ${rollback.revisionId}).\nThe smoke test of ${failed.id}: ${failure.message}`,
  });
}
