import type { RunContext } from '../run/context.ts';
import type { ControlPlane } from '../control-plane/client.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError } from '../base/errors.ts';
import { NEW_REVISION_LOOK_MS, SERVING_READ_MIN_MS } from '../base/policy.ts';
import { formatDuration } from '../time/duration.ts';
import { backoffPauseMs } from '../wait/schedule.ts';
import { onceWithRecovery } from './recover.ts';

/**
 * Sends a PATCH that makes a new revision of `existing`, never blindly twice (recover.ts: a lost
 * reply is checked against the revision list first), and returns the revision it made.
 */
export async function patchForRevision(ctx: RunContext, existing: Deployment, body: object): Promise<string> {
  const previous = existing.latest_revision_id;
  const { result } = await onceWithRecovery(
    ctx,
    'update',
    async () =>
      revisionMadeBy(ctx, 'update', existing.id, await ctx.cp.patchDeployment(existing.id, body), previous),
    () => newRevisionSince(ctx.cp, existing.id, previous),
  );
  return result;
}

/** The newest revision of a deployment (the list is newest first), if any. */
export async function newestRevisionId(cp: ControlPlane, deploymentId: string): Promise<string | undefined> {
  const { resources } = await cp.listRevisions(deploymentId, { limit: 1 });
  return resources[0]?.id;
}

/** A revision newer than `previous`, if the deployment has one. */
async function newRevisionSince(
  cp: ControlPlane,
  deploymentId: string,
  previous: string | null | undefined,
): Promise<string | undefined> {
  const newest = await newestRevisionId(cp, deploymentId);
  return newest && newest !== previous ? newest : undefined;
}

/**
 * The revision a create, an update or a redeploy made: the reply's `latest_revision_id` when it is
 * new (a reply in another shape than the Deployment's is not trusted for the deployment's id),
 * else the newest in the revision list. A server may list it seconds later, so the list is read
 * on the poll schedule for at least NEW_REVISION_LOOK_MS, within `timeout` (a DeadlineError when
 * it ends first) and until a cancellation; following an old revision instead would report its old
 * result as ours.
 */
export async function revisionMadeBy(
  ctx: RunContext,
  what: 'create' | 'update' | 'redeploy',
  deploymentId: string,
  reply: Deployment,
  previous: string | null | undefined,
): Promise<string> {
  // The write was answered: whatever comes next, it is not in flight any more.
  ctx.state.inFlight = undefined;
  // A reply about another deployment (a proxy's, a cache's) says nothing of this one's revisions.
  const aboutIt = what === 'create' || reply.id.toLowerCase() === deploymentId.toLowerCase();
  if (aboutIt && reply.latest_revision_id && reply.latest_revision_id !== previous)
    return reply.latest_revision_id;
  const { clock, budget } = ctx;
  const start = clock.now();
  for (let read = 1; ; read++) {
    const found = await newRevisionSince(ctx.cp, deploymentId, previous);
    if (found) return found;
    const lookedMs = clock.now() - start;
    if (lookedMs >= NEW_REVISION_LOOK_MS) throw noNewRevision(what, deploymentId, previous, read, lookedMs);
    if (read === 1)
      ctx.log.info(
        `The reply to the ${what} named no new revision; reading the revision list for it for up to ${formatDuration(NEW_REVISION_LOOK_MS)}.`,
      );
    // The last read starts while there is still time for it to be answered.
    const pause = Math.min(
      backoffPauseMs(ctx.inputs.wait.poll, read),
      NEW_REVISION_LOOK_MS - lookedMs,
      budget.left() - SERVING_READ_MIN_MS,
    );
    budget.checkCancelled();
    if (pause <= 0)
      throw budget.timedOut(
        `looking for the revision the ${what} of deployment ${deploymentId} made: none was listed in ${formatDuration(lookedMs)} (${read} reads)`,
      );
    await budget.pause(pause);
  }
}

function noNewRevision(
  what: 'create' | 'update' | 'redeploy',
  deploymentId: string,
  previous: string | null | undefined,
  reads: number,
  lookedMs: number,
): ActionError {
  const looked = `in ${formatDuration(lookedMs)} (${reads} reads${what === 'create' ? '' : `; latest is still ${previous ?? 'none'}`})`;
  return new ActionError({
    title: 'No new revision',
    message:
      what === 'create'
        ? `Deployment ${deploymentId} was created, but the revision list named no revision ${looked}; check it in LangSmith, then rerun.`
        : `The ${what} of deployment ${deploymentId} was accepted, but the revision list named no new revision ${looked}; check the deployment in LangSmith, then rerun.`,
  });
}
