import type { RunContext } from '../run/context.ts';
import { CancelledError } from '../base/errors.ts';
import { SERVING_READ_MIN_MS } from '../base/policy.ts';
import { shortSha } from '../base/commit-sha.ts';
import type { RevisionRef } from '../run/run-state.ts';

/**
 * Which revision serves traffic now, as the control plane says (`active_revision_id`), recorded in
 * the run state. Best effort: skipped when no time is left within `timeout`, silent on errors.
 */
export async function readServing(ctx: RunContext): Promise<string | undefined> {
  const { state } = ctx;
  if (!state.target.deploymentId || !ctx.budget.allows(SERVING_READ_MIN_MS)) return state.serving.active;
  try {
    const deployment = await ctx.cp.getDeployment(state.target.deploymentId);
    state.serving.active = deployment.active_revision_id ?? undefined;
    state.target.deploymentUrl ??= deployment.source_config?.custom_url ?? undefined;
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    ctx.log.debug(`The serving revision could not be read: ${(error as Error).message}`);
  }
  return state.serving.active;
}

/** A revision with the commit it built, read from the control plane (best effort). */
export async function revisionWithCommit(ctx: RunContext, revisionId: string): Promise<RevisionRef> {
  if (!ctx.state.target.deploymentId || !ctx.budget.allows(SERVING_READ_MIN_MS)) return { id: revisionId };
  try {
    const revision = await ctx.cp.getRevision(ctx.state.target.deploymentId, revisionId);
    const commit = revision.source_revision_config?.repo_commit_sha ?? undefined;
    return { id: revisionId, ...(commit ? { commit } : {}), status: revision.status };
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    return { id: revisionId };
  }
}

/** "R1 (commit 9f8e7d6)", or "R1" when the commit is not known. */
export function describeRevision(revision: RevisionRef): string {
  return revision.commit ? `${revision.id} (commit ${shortSha(revision.commit)})` : revision.id;
}
