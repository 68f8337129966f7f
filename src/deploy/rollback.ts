import type { RunContext } from '../run/context.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { Deployment, Revision } from '../control-plane/schemas.ts';
import { ActionError, HttpError } from '../base/errors.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES, NEW_REVISION_CHECKS } from '../base/policy.ts';
import { pauseWithin } from '../run/context.ts';
import { jitteredPause } from '../http/retry-policy.ts';
import { sameCommit, shortSha } from '../base/commit.ts';
import type { RevisionRef, Rollback } from '../run/run-state.ts';
import { followRevision } from './follow.ts';
import { onceWithRecovery } from './recover.ts';
import { revisionMadeBy } from './revision.ts';
import { describeRevision } from './serving.ts';

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
  const search = await searchPages(
    async (page) => (await ctx.cp.listRevisions(deployment.id, { ...page, status: 'DEPLOYED' })).resources,
    (revision): RevisionRef | undefined => {
      if (seenActive && revision.status === 'DEPLOYED')
        return { id: revision.id, commit: commitOf(revision) };
      if (revision.id === active) seenActive = true;
      return undefined;
    },
  );
  const { found } = search;
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
  if (search.end === 'limit')
    nothing(
      `No earlier DEPLOYED revision of deployment ${deployment.id} in the ${MAX_LIST_PAGES * LIST_PAGE_SIZE} newest; set revision_id.`,
    );
  // A server that ignores offset gave its first page only: older revisions may exist beyond it.
  if (search.end === 'repeated')
    nothing(
      `The control plane ignores offset on the revision list, so only the newest ${search.rowsRead} DEPLOYED revision(s) of deployment ${deployment.id} could be read, and none older than the serving revision ${active} is among them; set revision_id.`,
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
  // What the target builds, to know its redeploy by: its commit, its archive or its image.
  const source = identityOf(await cp.getRevision(deploymentId, target.id));
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
    () => redeployMadeSince(ctx, deploymentId, source, before),
  );
  track.revisionId = result;
  ctx.notify('rollback');
  await followRevision(ctx, deploymentId, result, track);
}

/** What a revision builds from, as far as the control plane says: its commit, archive or image. */
type SourceIdentity = Partial<Record<'repo_commit_sha' | 'source_tarball_path' | 'image_uri', string>>;
const IDENTITY_FIELDS = ['repo_commit_sha', 'source_tarball_path', 'image_uri'] as const;

function identityOf(revision: Revision): SourceIdentity {
  const config = (revision.source_revision_config ?? {}) as Record<string, unknown>;
  const identity: SourceIdentity = {};
  for (const field of IDENTITY_FIELDS)
    if (typeof config[field] === 'string' && config[field]) identity[field] = config[field];
  return identity;
}

/** Whether `candidate` builds what `target` built: yes, no, or not known (yet). */
function sameSource(target: SourceIdentity, candidate: SourceIdentity): boolean | undefined {
  const field = IDENTITY_FIELDS.find((f) => target[f] !== undefined);
  if (!field || candidate[field] === undefined) return undefined;
  return field === 'repo_commit_sha'
    ? sameCommit(target[field]!, candidate[field])
    : target[field] === candidate[field];
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
        title: 'Rollback outcome unknown',
        message: `The reply to the redeploy was lost, and revision ${unknown.map((v) => v.id).join(', ')} appeared since, which the control plane does not say builds ${Object.keys(target).length ? 'what the rolled-back-to revision built' : 'the same source (the revision rolled back to names no commit, archive or image)'}: it may be the redeploy, or someone else's change. Nothing more was sent; check the deployment's latest revision in LangSmith.`,
      });
    await pauseWithin(ctx, jitteredPause(check, ctx.retry, ctx.random));
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
  const newer =
    before === undefined
      ? resources
      : resources.slice(
          0,
          Math.max(
            0,
            resources.findIndex((r) => r.id === before),
          ),
        );
  const latest = (await ctx.cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
  if (latest && latest !== before && !newer.some((r) => r.id === latest))
    newer.unshift(await ctx.cp.getRevision(deploymentId, latest));
  return newer;
}
