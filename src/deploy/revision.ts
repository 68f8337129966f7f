import type { RunContext } from '../run/context.ts';
import type { ControlPlane } from '../control-plane/client.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError } from '../base/errors.ts';
import { jitteredPause } from '../http/retry-policy.ts';
import { NEW_REVISION_CHECKS } from '../base/policy.ts';

/** The newest revision of a deployment (the list is newest first), if any. */
export async function newestRevisionId(cp: ControlPlane, deploymentId: string): Promise<string | undefined> {
  const { resources } = await cp.listRevisions(deploymentId, { limit: 1 });
  return resources[0]?.id;
}

/** A revision newer than `previous`, if the deployment has one. */
export async function newRevisionSince(
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
 * else the newest in the revision list. A server may list it a moment later, so the list is
 * read a few times (pauses within `timeout`); following an old revision instead would report
 * its old result as ours.
 */
export async function revisionMadeBy(
  ctx: RunContext,
  what: 'create' | 'update' | 'redeploy',
  deploymentId: string,
  reply: Deployment,
  previous: string | null | undefined,
): Promise<string> {
  if (reply.latest_revision_id && reply.latest_revision_id !== previous) return reply.latest_revision_id;
  for (let check = 1; ; check++) {
    const found = await newRevisionSince(ctx.cp, deploymentId, previous);
    if (found) return found;
    if (check >= NEW_REVISION_CHECKS) break;
    await ctx.budget.pause(jitteredPause(check, ctx.retry, ctx.random));
  }
  throw new ActionError({
    title: 'No new revision',
    message:
      what === 'create'
        ? `Deployment ${deploymentId} was created but no revision appeared; check it in LangSmith, then rerun.`
        : `The ${what} of deployment ${deploymentId} was accepted but no new revision appeared (latest is still ${previous ?? 'none'}); check the deployment in LangSmith, then rerun.`,
  });
}
