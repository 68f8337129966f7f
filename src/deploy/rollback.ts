import type { RunContext } from '../context.ts';
import type { SmokeTestFailed } from '../commands/smoke-test.ts';
import { requirePassed, smokeTest } from '../commands/smoke-test.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { Deployment, Revision } from '../control-plane/schemas.ts';
import { ActionError, CancelledError, DeadlineError, HttpError } from '../errors.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../policy.ts';
import { sameCommit, shortSha } from '../report/commit.ts';
import { formatDuration } from '../time/duration.ts';
import type { RevisionRef, Rollback } from '../report/run-state.ts';
import { followRevision } from '../wait/follow.ts';
import { StatusHistory } from '../wait/status-history.ts';
import { onceWithRecovery } from './recover.ts';
import { revisionMadeBy } from './revision.ts';
import { describeRevision, readServing, revisionWithCommit } from './serving.ts';

const commitOf = (revision: Revision): string | undefined =>
  revision.source_revision_config?.repo_commit_sha ?? undefined;

/**
 * The revision `command: rollback` redeploys: `revision_id` when given (it must have deployed),
 * else the newest DEPLOYED revision older than the one serving. Nothing to roll back to is a
 * titled failure saying why.
 */
export async function rollbackTarget(ctx: RunContext, deployment: Deployment): Promise<RevisionRef> {
  const active = deployment.active_revision_id ?? undefined;
  const nothing = (why: string): never => {
    throw new ActionError({ title: 'Nothing to roll back to', message: why });
  };
  const wanted = ctx.inputs.rollback.revisionId;
  if (wanted) {
    if (wanted === active) nothing(`Revision ${wanted} is already serving deployment ${deployment.id}.`);
    let revision: Revision;
    try {
      revision = await ctx.cp.getRevision(deployment.id, wanted);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        nothing(`Deployment ${deployment.id} has no revision ${wanted}: check revision_id.`);
      throw error;
    }
    if (revision.status !== 'DEPLOYED')
      nothing(
        `Revision ${wanted} is ${revision.status}: only a revision that deployed can be rolled back to. Check revision_id.`,
      );
    return { id: revision.id, commit: commitOf(revision) };
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
        return { id: revision.id, commit: commitOf(revision) };
      if (revision.id === active) seenActive = true;
      return undefined;
    },
  );
  if (found) {
    // The same code can still differ in what it runs with (secrets, configuration): say so.
    const serving = ctx.state.previousRevision?.commit;
    if (found.commit && serving && sameCommit(found.commit, serving))
      ctx.log.notice(
        `Revision ${found.id} built the same commit as the serving revision (${shortSha(serving)}): the rollback changes only what else differs between them (secrets, configuration). Set revision_id to choose another.`,
        'Same commit',
      );
    return found;
  }
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
 * `command: rollback`, the rollback record for `rollback_on_failure`). The newest revision is read
 * just before, so a lost reply to the redeploy can be checked before it is repeated, as every
 * write is (recover.ts): a revision that appeared since is adopted only when it builds what the
 * target built — never a push's build that raced the rollback. Never two redeploys of one intent.
 */
export async function redeploy(
  ctx: RunContext,
  deploymentId: string,
  target: RevisionRef,
  track: Rollback | RunContext['state'],
): Promise<void> {
  const { cp, log } = ctx;
  const before = (await cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
  log.info(`Redeploying revision ${describeRevision(target)} of deployment ${deploymentId}.`);
  const { result } = await onceWithRecovery(
    ctx,
    'redeploy',
    async () =>
      revisionMadeBy(
        ctx,
        'redeploy',
        deploymentId,
        await cp.redeployRevision(deploymentId, target.id),
        before,
      ),
    () => redeployMadeSince(ctx, deploymentId, target, before),
  );
  track.revisionId = result;
  ctx.notify('rollback');
  await followRevision(ctx, deploymentId, result, track);
}

/**
 * The revision a lost redeploy made, if it made one: created after `before` (the list, and the
 * deployment's latest — a list may lag a moment), building the target's commit. A new revision
 * that builds another commit is somebody else's (a push); one whose commit is not known yet
 * cannot be told apart, so it is not taken for ours when the target's commit is known.
 */
async function redeployMadeSince(
  ctx: RunContext,
  deploymentId: string,
  target: RevisionRef,
  before: string | undefined,
): Promise<string | undefined> {
  const { resources } = await ctx.cp.listRevisions(deploymentId, { limit: 10 });
  const newer = resources.slice(
    0,
    before === undefined
      ? resources.length
      : Math.max(
          0,
          resources.findIndex((r) => r.id === before),
        ),
  );
  const latest = (await ctx.cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
  if (latest && latest !== before && !newer.some((r) => r.id === latest))
    newer.unshift(await ctx.cp.getRevision(deploymentId, latest));
  const ours = (revision: Revision): boolean => {
    const commit = commitOf(revision);
    return target.commit ? commit !== undefined && sameCommit(commit, target.commit) : true;
  };
  // Oldest first: the first redeploy that appeared is the one we sent.
  return [...newer].reverse().find(ours)?.id;
}

/**
 * `rollback_on_failure`: the run's revision reached DEPLOYED but failed its smoke test (the gate
 * checked that the failure is the server's, and that an earlier revision served). Redeploy that
 * revision, wait for it, smoke-test it again, and return the failure that tells the whole story.
 */
export async function rollBackAfterFailedSmoke(ctx: RunContext, failure: SmokeTestFailed): Promise<Error> {
  const { state, log } = ctx;
  const failed = { id: state.revisionId!, commit: state.commitSha };
  const previous = state.previousRevision!;
  const rollback: Rollback = {
    reason: 'smoke-test',
    from: failed,
    to: previous,
    history: new StatusHistory(),
  };
  state.rollback = rollback;
  try {
    await log.group(
      `Roll back ${state.deploymentName ?? state.deploymentId} to revision ${previous.id}`,
      async () => {
        await redeploy(ctx, state.deploymentId!, previous, rollback);
        // Deployed: the earlier revision serves again, whatever its own smoke test says.
        state.rolledBack = true;
        rollback.smoke = await smokeTest(ctx, ctx.inputs.smoke.url ?? state.deploymentUrl);
        if (rollback.smoke) requirePassed(rollback.smoke, ctx.inputs.wait.timeoutMs);
      },
    );
  } catch (error) {
    await readServing(ctx).catch(() => undefined);
    if (error instanceof CancelledError || error instanceof DeadlineError)
      return stoppedDuringRollback(ctx, rollback, error);
    rollback.failure = error instanceof Error ? error.message : String(error);
    const restored = `revision ${describeRevision(previous)}${rollback.revisionId ? ` (as revision ${rollback.revisionId})` : ''}`;
    return new ActionError({
      title: 'Rollback failed',
      message: state.rolledBack
        ? `Revision ${describeRevision(failed)} failed its smoke test and was rolled back: ${restored} serves again, but it fails its smoke test too: ${rollback.failure}\nThe smoke test of ${failed.id}: ${failure.message}`
        : `Revision ${describeRevision(failed)} failed its smoke test, and the rollback to ${restored} failed: ${rollback.failure}${state.activeRevisionId ? `\nRevision ${state.activeRevisionId} is serving now.` : ''}\nThe smoke test of ${failed.id}: ${failure.message}`,
    });
  }
  await readServing(ctx);
  const restored = previous.commit
    ? previous
    : rollback.commitSha
      ? { id: previous.id, commit: rollback.commitSha }
      : await revisionWithCommit(ctx, previous.id);
  rollback.to = restored;
  return new ActionError({
    title: 'Rolled back after a failed smoke test',
    message: `Revision ${describeRevision(failed)} failed its smoke test: rolled back to ${describeRevision(restored)}, which is serving${rollback.smoke ? ' and passes' : ''} (as revision ${rollback.revisionId}).\nThe smoke test of ${failed.id}: ${failure.message}`,
  });
}

/**
 * The run stopped (timeout or cancellation) while the rollback went on: it keeps its stopped title,
 * and says what is under way on the server — the redeploy, which serves once it is DEPLOYED.
 */
function stoppedDuringRollback(
  ctx: RunContext,
  rollback: Rollback,
  error: CancelledError | DeadlineError,
): Error {
  const { state } = ctx;
  const stopped =
    error instanceof DeadlineError
      ? {
          title: 'Timed out',
          message: `Timed out (timeout: ${formatDuration(error.timeoutMs)}) ${error.during}.`,
        }
      : { title: 'Cancelled', message: 'The workflow was cancelled.' };
  const under = rollback.revisionId
    ? ` Its redeploy, revision ${rollback.revisionId}, was ${rollback.revisionStatus ?? 'starting'}: it keeps going on the server and serves once DEPLOYED. To follow it, run the action with command: status and deployment_id: ${state.deploymentId}.`
    : ' The redeploy was not sent.';
  rollback.failure = stopped.title;
  return new ActionError({
    title: stopped.title,
    message: `Revision ${describeRevision(rollback.from!)} failed its smoke test; the rollback to revision ${describeRevision(rollback.to)} was under way. ${stopped.message}${under}`,
  });
}
