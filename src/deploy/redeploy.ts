import type { RunContext } from '../run/context.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { Deployment, Revision } from '../control-plane/schemas.ts';
import { ActionError, HttpError } from '../base/errors.ts';
import { excerpt } from '../base/untrusted.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES, NEW_REVISION_CHECKS } from '../base/policy.ts';
import { jitteredPause } from '../http/retry-policy.ts';
import { sameCommit, shortSha } from '../base/commit-sha.ts';
import type { RevisionRef, RevisionStatus } from '../run/run-state.ts';
import { followRevision } from './follow.ts';
import { onceWithRecovery } from './recover.ts';
import { revisionMadeBy } from './revision.ts';
import { describeRevision } from './read-serving.ts';
import { chooseRollbackTarget, identityOf, sameSource, type SourceIdentity } from './rollback-choice.ts';

const commitOf = (revision: Revision): string | undefined =>
  revision.source_revision_config?.repo_commit_sha ?? undefined;

const nothing = (why: string): never => {
  throw new ActionError({ title: 'Nothing to roll back to', message: why });
};

/**
 * The revision `command: rollback` redeploys: `revision_id` when given (it must have deployed),
 * else the newest DEPLOYED revision older than the one serving. Nothing to roll back to is a
 * titled failure saying why.
 */
export async function rollbackTarget(ctx: RunContext, deployment: Deployment): Promise<RevisionRef> {
  const active = deployment.active_revision_id ?? undefined;
  const wanted = ctx.inputs.rollback.revisionId;
  if (wanted) return wantedTarget(ctx, deployment, wanted, active);
  if (!active)
    return nothing(
      `No revision of deployment ${deployment.id} is serving (active_revision_id is empty), so there is no earlier one to go back to; set revision_id.`,
    );
  // Every DEPLOYED revision (newest first, within MAX_LIST_PAGES): whether one was rolled back from
  // is only known from the ones older than it.
  const deployed: Revision[] = [];
  const search = await searchPages(
    async (page) => (await ctx.cp.listRevisions(deployment.id, { ...page, status: 'DEPLOYED' })).resources,
    (revision) => {
      if (revision.status === 'DEPLOYED') deployed.push(revision);
      return undefined;
    },
  );
  const { target, skipped, activeListed } = chooseRollbackTarget(deployed, active);
  const passedOver = skipped.map((s) => `revision ${s.id}: ${s.why}`).join('; ');
  if (target) return chosenTarget(ctx, target, skipped.length ? passedOver : undefined);
  if ('end' in search && search.end === 'limit')
    nothing(
      `No earlier DEPLOYED revision of deployment ${deployment.id} in the ${MAX_LIST_PAGES * LIST_PAGE_SIZE} newest; set revision_id.`,
    );
  // A server that ignores offset gave its first page only: older revisions may exist beyond it.
  if ('end' in search && search.end === 'repeated')
    nothing(
      `The control plane ignores offset on the revision list, so only the newest ${deployed.length} DEPLOYED revision(s) of deployment ${deployment.id} could be read, and none older than the serving revision ${active} to roll back to is among them; set revision_id.`,
    );
  if (!activeListed)
    return nothing(
      `The serving revision ${active} is not among the DEPLOYED revisions the control plane lists; set revision_id.`,
    );
  return nothing(
    skipped.length
      ? `No earlier revision of deployment ${deployment.id} to roll back to: passed over ${passedOver}. Set revision_id to roll back to one of them anyway.`
      : `Revision ${active} is the only DEPLOYED revision of deployment ${deployment.id}: there is no earlier one to roll back to.`,
  );
}

/** `revision_id`: it must exist, have deployed and not be the one serving. */
async function wantedTarget(
  ctx: RunContext,
  deployment: Deployment,
  wanted: string,
  active: string | undefined,
): Promise<RevisionRef> {
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

/** The target found, with a notice for the revisions passed over and for a same-commit rollback. */
function chosenTarget(ctx: RunContext, target: Revision, passedOver: string | undefined): RevisionRef {
  const found = { id: target.id, commit: commitOf(target) };
  if (passedOver)
    ctx.log.notice(
      `Rolling back to revision ${describeRevision(found)}, passing over ${passedOver}. Set revision_id to choose another.`,
      'Rollback target',
    );
  // The same code can still differ in what it runs with (secrets, configuration): say so.
  const serving = ctx.state.serving.previous?.commit;
  if (found.commit && serving && sameCommit(found.commit, serving))
    ctx.log.notice(
      `Revision ${found.id} built the same commit as the serving revision (${shortSha(serving)}): the rollback changes only what else differs between them (secrets, configuration). Set revision_id to choose another.`,
      'Same commit',
    );
  return found;
}

/**
 * Redeploys `target` and follows the revision that makes, into `track` (the run's own record for
 * `command: rollback`, the rollback record for `rollback_on_failure`). Only a revision that
 * reached DEPLOYED is rolled back to, whatever named it (a deployment record whose
 * active_revision_id points at a failed build).
 */
export async function redeploy(
  ctx: RunContext,
  deploymentId: string,
  target: RevisionRef,
  track: RevisionStatus,
): Promise<void> {
  const before = await latestRevisionId(ctx, deploymentId);
  const revision = await ctx.cp.getRevision(deploymentId, target.id);
  if (revision.status !== 'DEPLOYED')
    throw new ActionError({
      title: 'Nothing to roll back to',
      message: `Revision ${target.id} is ${excerpt(revision.status, 40, ctx.redact)}, not a revision that deployed: only one that reached DEPLOYED is redeployed. Nothing was redeployed; set revision_id to a DEPLOYED revision to roll back to it.`,
    });
  ctx.log.info(`Redeploying revision ${describeRevision(target)} of deployment ${deploymentId}.`);
  track.id = await redeployOnce(ctx, deploymentId, revision, before);
  ctx.notify('rollback');
  await followRevision(ctx, deploymentId, track.id, track);
}

/** The deployment's newest revision, read just before a redeploy (`redeployOnce`'s `before`). */
export async function latestRevisionId(ctx: RunContext, deploymentId: string): Promise<string | undefined> {
  return (await ctx.cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
}

/**
 * Sends the redeploy of `revision` and returns the revision it made. `before`, the newest revision
 * read just before, lets a lost reply to the redeploy be checked before it is repeated, as every
 * write is (recover.ts): a revision that appeared since is adopted only when it builds what the
 * target built — never a push's build that raced it. Never two redeploys of one intent.
 */
export async function redeployOnce(
  ctx: RunContext,
  deploymentId: string,
  revision: Revision,
  before: string | undefined,
): Promise<string> {
  const { cp } = ctx;
  // What the target builds, to know its redeploy by: its commit, its archive or its image.
  const source = identityOf(revision);
  const { result } = await onceWithRecovery(
    ctx,
    'redeploy',
    async () => {
      const reply = await cp.redeployRevision(deploymentId, revision.id);
      return revisionMadeBy(
        ctx,
        'redeploy',
        deploymentId,
        await newOnly(ctx, deploymentId, reply, before),
        before,
      );
    },
    () => redeployMadeSince(ctx, deploymentId, source, before),
  );
  return result;
}

/**
 * The redeploy's reply, its `latest_revision_id` kept only when that revision is newer than
 * `before` (listed since, or the deployment's latest): a reply naming an older revision — one that
 * deployed long ago — would have its old result reported as the redeploy's. Without it, the
 * revision the redeploy made is looked for in the list (revisionMadeBy).
 */
async function newOnly(
  ctx: RunContext,
  deploymentId: string,
  reply: Deployment,
  before: string | undefined,
): Promise<Deployment> {
  const named = reply.latest_revision_id;
  if (!named || named === before || reply.id.toLowerCase() !== deploymentId.toLowerCase()) return reply;
  const newer = await revisionsSince(ctx, deploymentId, before);
  if (newer.some((r) => r.id.toLowerCase() === named.toLowerCase())) return reply;
  ctx.log.info(
    `The reply to the redeploy named revision ${named}, which is not newer than revision ${before ?? 'none'}; looking for the revision the redeploy made instead.`,
  );
  return { ...reply, latest_revision_id: undefined };
}

/**
 * The revision a lost redeploy made, if it made one: created after `before` (the list, and the
 * deployment's latest — a list may lag a moment), building what the target built. A new revision
 * that builds something else is somebody else's (a push). One that cannot be told apart yet (its
 * commit is chosen a moment later) is read again a few times within `timeout`; if it still cannot
 * be — or the target's own source is not known — the outcome is unknown, and the run fails saying
 * so rather than adopt a stranger's revision or send a second redeploy.
 */
async function redeployMadeSince(
  ctx: RunContext,
  deploymentId: string,
  target: SourceIdentity,
  before: string | undefined,
): Promise<string | undefined> {
  for (let check = 1; ; check++) {
    const newer = await revisionsSince(ctx, deploymentId, before);
    if (newer.length === 0) return undefined;
    // Oldest first: the first redeploy that appeared is the one we sent.
    const verdicts = [...newer].reverse().map((r) => ({ id: r.id, same: sameSource(target, identityOf(r)) }));
    const ours = verdicts.find((v) => v.same === true);
    if (ours) return ours.id;
    const unknown = verdicts.filter((v) => v.same === undefined);
    if (unknown.length === 0) return undefined;
    if (check >= NEW_REVISION_CHECKS)
      throw new ActionError({
        title: 'Redeploy outcome unknown',
        message: `The reply to the redeploy was lost, and revision ${unknown.map((v) => v.id).join(', ')} appeared since, which the control plane does not say builds ${Object.keys(target).length ? 'what the redeployed revision built' : 'the same source (the redeployed revision names no commit, archive or image)'}: it may be the redeploy, or someone else's change. Nothing more was sent; check the deployment's latest revision in LangSmith.`,
      });
    await ctx.budget.pause(jitteredPause(check, ctx.retry, ctx.random));
  }
}

/** The revisions created after `before`, newest first: the list, and the deployment's latest. */
async function revisionsSince(
  ctx: RunContext,
  deploymentId: string,
  before: string | undefined,
): Promise<Revision[]> {
  const { resources } = await ctx.cp.listRevisions(deploymentId, { limit: 10 });
  // Newest first: what comes before `before` is newer (all of it when there was none).
  const at = before === undefined ? resources.length : resources.findIndex((r) => r.id === before);
  const newer = resources.slice(0, Math.max(0, at));
  const latest = (await ctx.cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
  if (latest && latest !== before && !newer.some((r) => r.id === latest))
    newer.unshift(await ctx.cp.getRevision(deploymentId, latest));
  return newer;
}
