import { ActionError, HttpError } from '../base/errors.ts';
import { shortSha } from '../base/commit-sha.ts';
import { clip, excerpt } from '../base/untrusted.ts';
import type { Deployment, Revision } from '../control-plane/schemas.ts';
import { findDeploymentByName, missingWords, targetWords, type Target } from '../deploy/find.ts';
import { findAgentDeployment } from '../deploy/find-agent.ts';
import { identityOf, sameSource } from '../deploy/rollback-choice.ts';
import { commandWords, settingWords } from '../inputs/front-end.ts';
import type { RunContext } from '../run/context.ts';

/** Where a promote takes its build from: the source deployment and the revision it proved. */
export interface PromotionSource {
  deployment: Deployment;
  revision: Revision;
  /** How the source is named in what the run says: its name, else its id. */
  named: string;
}

/** Revisions read to tell a staging that moved on from one that was rolled back. */
const REVISIONS_READ = 20;

/**
 * The deployment a promote takes its build from and the revision it promotes: the one place the
 * source is looked up (`from_deployment_id`, else `from` by exact name as a target is found,
 * Preview builds skipped). The revision (`from_revision_id`, else the source's active one) must
 * be the one that serves the source now, and DEPLOYED: a staging that has moved on or was rolled
 * back no longer serves what its checks passed, so the promote is refused, saying which, before
 * anything is written. Recorded as soon as it is read (`promoted_from`).
 */
export async function findSource(ctx: RunContext): Promise<PromotionSource> {
  const { log, state } = ctx;
  const from = ctx.inputs.promotion!.from;
  const deployment = await log.group(
    `Find the source deployment ${from.name ?? from.deploymentId ?? targetWords(sourceAgent(ctx))}`,
    () => (from.agentEnvironment ? agentSource(ctx) : sourceDeployment(ctx)),
  );
  const named = deployment.name ?? deployment.id;
  state.promotion = {
    deploymentId: deployment.id,
    ...(deployment.name ? { deploymentName: deployment.name } : {}),
  };
  const active = deployment.active_revision_id ?? undefined;
  const wanted = ctx.inputs.promotion!.revisionId ?? active;
  if (!wanted)
    throw refused(
      'No active revision',
      `Deployment ${clip(named, 128)} (the source) has no active revision: nothing serves it, so nothing was proved there to promote. Deploy it first (${commandWords(ctx.inputs.frontEnd, 'deploy')}), then promote.`,
    );
  const revision = await sourceRevision(ctx, deployment, wanted);
  state.promotion.revisionId = revision.id;
  if (revision.id !== active || revision.status !== 'DEPLOYED')
    throw await notServing(ctx, deployment, revision, active);
  log.info(
    `Promoting revision ${revision.id} of ${clip(named, 128)}, which serves it (DEPLOYED)${commitWords(revision)}.`,
  );
  return { deployment, revision, named };
}

/** The source deployment, by id or by name; one that does not exist is refused, naming the input. */
async function sourceDeployment(ctx: RunContext): Promise<Deployment> {
  const { cp, log, inputs } = ctx;
  const from = inputs.promotion!.from;
  const set = (input: string, value: string): string => settingWords(inputs.frontEnd, input, value);
  if (from.deploymentId) {
    try {
      return await cp.getDeployment(from.deploymentId);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      throw refused(
        'Source deployment not found',
        `No deployment has the id ${from.deploymentId}: check from_deployment_id (or set ${set('from', '<name>')} to find it by name).`,
      );
    }
  }
  const name = from.name!;
  const found =
    (await findDeploymentByName(cp, name)) ??
    (from.asGiven ? await findDeploymentByName(cp, from.asGiven) : undefined);
  if (found && from.asGiven && found.name !== from.asGiven)
    log.notice(
      `The deployment name "${from.asGiven}" in from is used as "${name}", as deployment names are normalized. Set ${set('from', name)} to say so.`,
      'Deployment name',
    );
  if (found) return found;
  throw refused(
    'Source deployment not found',
    `No deployment is named "${name}", so there is nothing to promote from. Check from (or set from_deployment_id).`,
  );
}

/** The source named by `from_agent_environment`: the target's agent (`agent_id`) in that environment. */
const sourceAgent = (ctx: RunContext): Target => {
  const environment = ctx.inputs.promotion!.from.agentEnvironment;
  const agentId = ctx.inputs.target.agent?.agentId;
  return environment && agentId ? { agent: { agentId, environment } } : {};
};

/** The source deployment of an agent's other environment; none is refused, naming the input. */
async function agentSource(ctx: RunContext): Promise<Deployment> {
  const source = sourceAgent(ctx);
  const found = await findAgentDeployment(ctx.cp, source.agent!, ctx.inputs.frontEnd);
  if (found) return found;
  throw refused(
    'Source deployment not found',
    `${missingWords(source).none}, so there is nothing to promote from. Check from_agent_environment.`,
  );
}

/** The revision asked for; one the source does not have is refused, naming `from_revision_id`. */
async function sourceRevision(ctx: RunContext, deployment: Deployment, id: string): Promise<Revision> {
  try {
    return await ctx.cp.getRevision(deployment.id, id);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    throw refused(
      'Revision not found',
      `Deployment ${clip(deployment.name ?? deployment.id, 128)} has no revision ${id}: check from_revision_id (the staging job's revision_id output), or leave it empty to promote what serves it now.`,
    );
  }
}

/**
 * Why the revision asked for is not what serves the source: it never deployed, the source has
 * moved on (a newer revision serves it), or it was rolled back (what serves redeploys an older
 * revision's source, or is older itself).
 */
async function notServing(
  ctx: RunContext,
  deployment: Deployment,
  revision: Revision,
  active: string | undefined,
): Promise<ActionError> {
  const named = clip(deployment.name ?? deployment.id, 128);
  const status = excerpt(revision.status, 40, ctx.redact);
  const leave = 'leave from_revision_id empty to promote what serves it now';
  if (!active)
    return refused(
      'No active revision',
      `Deployment ${named} (the source) has no active revision: revision ${revision.id} is ${status} and serves nothing. Deploy it first, then promote.`,
    );
  const serving = await ctx.cp.getRevision(deployment.id, active);
  const now = `revision ${serving.id}${commitWords(serving)} serves it now`;
  if (revision.status !== 'DEPLOYED')
    return refused(
      'Revision never served',
      `Revision ${revision.id} of ${named} is ${status}: it never served, so its checks proved nothing; ${now}. Check from_revision_id, or ${leave}.`,
    );
  const { resources } = await ctx.cp.listRevisions(deployment.id, { limit: REVISIONS_READ });
  const why = whyNotActive(revision, serving, resources);
  return refused(
    why === 'moved on' ? 'Source moved on' : 'Source rolled back',
    why === 'moved on'
      ? `${named} has moved on since revision ${revision.id}: ${now}, made after it. What was proved there is not what serves ${named} any more. Promote the newer revision once its own checks passed (${leave}).`
      : `${named} was rolled back from revision ${revision.id}: ${now}, which goes back to an earlier revision's build. A revision that was rolled back is not promoted; deploy ${named} again, then promote (or ${leave}).`,
  );
}

/**
 * Whether a source whose active revision is not `wanted` moved on (a newer revision of other code
 * serves) or was rolled back: what serves is older than `wanted`, or a newer revision that builds
 * what a revision older than `wanted` built (a redeploy of it). `listed`: the newest revisions,
 * newest first.
 */
function whyNotActive(
  wanted: Revision,
  serving: Revision,
  listed: readonly Revision[],
): 'moved on' | 'rolled back' {
  const at = listed.findIndex((r) => r.id === wanted.id);
  const servingAt = listed.findIndex((r) => r.id === serving.id);
  if (at >= 0 && servingAt > at) return 'rolled back';
  if (
    at < 0 &&
    servingAt < 0 &&
    serving.created_at &&
    wanted.created_at &&
    serving.created_at < wanted.created_at
  )
    return 'rolled back';
  const builds = identityOf(serving);
  const older = at >= 0 ? listed.slice(at + 1) : [];
  const restores = older.some((r) => sameSource(identityOf(r), builds) === true);
  return restores && sameSource(identityOf(wanted), builds) !== true ? 'rolled back' : 'moved on';
}

/** " (commit abc1234)", or nothing when the revision names none. */
function commitWords(revision: Revision): string {
  const commit = revision.source_revision_config?.repo_commit_sha;
  return commit ? ` (commit ${shortSha(commit)})` : '';
}

/** A promote refused before anything is written: the title, and what to do, said to be so. */
export function refused(title: string, message: string): ActionError {
  return new ActionError({ title, message: `${message} Nothing was written.` });
}
