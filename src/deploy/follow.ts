import type { RunContext } from '../run/context.ts';
import type { Revision } from '../control-plane/schemas.ts';
import { describeRevision, readServing, revisionWithCommit } from './read-serving.ts';
import { ActionError, DeadlineError } from '../base/errors.ts';
import { LOG_NAMES } from '../logs/read-log-page.ts';
import { logOfStatus, showFailureLog } from '../logs/show.ts';
import { streamingBuildLog } from '../logs/stream.ts';
import { diagnosticsReserveMs, HEARTBEAT_MS, SHOWN_REF_CHARS } from '../base/policy.ts';
import { sameCommit, shortSha } from '../base/commit-sha.ts';
import { clip, excerpt } from '../base/untrusted.ts';
import { describeChange, describeHeartbeat, waitForRevision } from '../wait/poller.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { statusAwareSchedule } from '../wait/schedule.ts';
import { StatusHistory } from '../run/status-history.ts';
import { buildsRevision, type RevisionStatus } from '../run/run-state.ts';

/** Statuses a newer revision causes: the followed one may have been superseded. */
const SUPERSEDED = new Set(['SKIPPED', 'INTERRUPTED']);

/**
 * After the revision is known: with `wait`, poll it to its end; without, read its status once.
 * The built commit is recorded as soon as the control plane reports it. A revision superseded
 * by a newer one of the same ref is followed on to that one (`on_superseded: follow`). A failed
 * revision fails the job with what the status means and what still serves.
 */
export async function followRevision(
  ctx: RunContext,
  deploymentId: string,
  revisionId: string,
  track: RevisionStatus = ctx.state.revision,
): Promise<string> {
  for (let current = revisionId; ;) {
    track.id = current;
    const status = await followOne(ctx, deploymentId, current, track).catch(async (error: unknown) => {
      // Out of time while it builds or its server starts: that log is the likeliest to say why
      // (the wait kept the diagnostics reserve of timeout for it).
      const kind = error instanceof DeadlineError ? logOfStatus(track.status) : undefined;
      if (kind) await showFailureLog(ctx, kind, current);
      throw error;
    });
    const newer =
      SUPERSEDED.has(status) && ctx.inputs.wait.enabled
        ? await newerRevision(ctx, deploymentId, current)
        : undefined;
    if (newer) {
      current = supersededBy(ctx, track, status, newer);
      continue;
    }
    const meaning = classifyStatus(status);
    if (meaning.verdict === 'failure') throw await failedRevision(ctx, track, status, meaning.meaning);
    if (meaning.verdict === 'success') {
      ctx.log.info(meaning.meaning);
      // Deployed means serving: what serves as far as this run knows, should nothing after this
      // (a smoke test cut short by a cancellation) get to read it again.
      ctx.state.serving.active = current;
      ctx.state.target.deploymentUrl ||=
        (await ctx.cp.getDeployment(deploymentId)).source_config?.custom_url ?? undefined;
    }
    return status;
  }
}

async function followOne(
  ctx: RunContext,
  deploymentId: string,
  revisionId: string,
  track: RevisionStatus,
): Promise<string> {
  const { cp, log, inputs, state } = ctx;
  const reserve = diagnosticsReserveMs(inputs.wait.timeoutMs);
  // The wait keeps the end of timeout for a failure's last status read and its log tail.
  const budget = ctx.budget.keeping(reserve);
  // A status read (its retries, a hung last one) may run into the first half of the reserve,
  // never the second: that is the log tail's.
  const reads = ctx.budget.keeping(reserve / 2);
  let newCommit: string | undefined;
  const fetchStatus = async (): Promise<string> => {
    const revision = await cp.getRevision(deploymentId, revisionId, reads);
    track.status = revision.status;
    track.history.report(revision.status, revision.updated_at);
    track.ref = revision.source_revision_config?.repo_ref ?? track.ref;
    const commit = revision.source_revision_config?.repo_commit_sha ?? undefined;
    if (commit && commit !== track.commitSha) newCommit = track.commitSha = commit;
    return revision.status;
  };
  // Said after the status line of the poll that revealed it.
  const stream = streamingBuildLog(ctx, revisionId, budget);
  const announceCommit = (): void => {
    if (!newCommit) return;
    log.info(
      `Revision ${revisionId} builds commit ${shortSha(newCommit)}${track.ref ? ` of ${clip(track.ref, SHOWN_REF_CHARS)}` : ''}.`,
    );
    newCommit = undefined;
    ctx.notify('commit');
  };
  if (!inputs.wait.enabled) {
    const status = await fetchStatus();
    track.history.observe(status, ctx.clock.now());
    log.info(`Revision ${revisionId} is ${status}; not waiting (wait: false).`);
    announceCommit();
    return status;
  }
  const { status } = await log.group(
    `Wait for ${state.target.deploymentName ?? deploymentId} to deploy revision ${revisionId}`,
    () =>
      waitForRevision({
        fetchStatus,
        afterPoll: async (status) => {
          announceCommit();
          await stream?.(status);
        },
        schedule: statusAwareSchedule(inputs.wait.poll, state.target.action === 'create'),
        budget,
        history: track.history,
        // The run's own revision of a create or update builds; a rollback's redeploy does not.
        onChange: (change) =>
          log.info(describeChange(change, track === state.revision && buildsRevision(state))),
        onHeartbeat: (beat) => log.info(describeHeartbeat(beat)),
        heartbeatMs: HEARTBEAT_MS,
      }),
  );
  return status;
}

/** The newest revision created after `revisionId`, if any (the list is newest first). */
async function newerRevision(
  ctx: RunContext,
  deploymentId: string,
  revisionId: string,
): Promise<Revision | undefined> {
  const { resources } = await ctx.cp.listRevisions(deploymentId, { limit: 5 });
  const index = resources.findIndex((r) => r.id === revisionId);
  return index > 0 || (index < 0 && resources[0] && resources[0].id !== revisionId)
    ? resources[0]
    : undefined;
}

/** Records the superseding, and either fails or returns the newer revision to follow. */
function supersededBy(ctx: RunContext, track: RevisionStatus, status: string, newer: Revision): string {
  const { state, inputs, log } = ctx;
  const by = {
    id: newer.id,
    commit: newer.source_revision_config?.repo_commit_sha ?? undefined,
    createdAt: newer.created_at,
    ref: newer.source_revision_config?.repo_ref ?? undefined,
  };
  const ownId = track.id!;
  state.serving.superseded.push({ revisionId: ownId, status, by });
  const said = `Revision ${ownId} ended ${status}: superseded by revision ${describeRevision(by)}${by.createdAt ? `, created ${by.createdAt}` : ''}.`;
  const ownRef = track.ref ?? inputs.deployment.repoRef;
  const sameRef = ownRef !== undefined && by.ref === ownRef;
  // A newer revision of the code that served before is a rollback (someone's redeploy), not a
  // build — when this run's code is known to be other code (what its own revision built, or the
  // workflow's commit): a build of an unchanged branch builds that same commit too.
  const served = state.serving.previous?.commit;
  const ours = [track.commitSha, inputs.deployment.expectedCommit].filter((c): c is string => !!c);
  const redeploysOld =
    by.commit !== undefined &&
    served !== undefined &&
    sameCommit(by.commit, served) &&
    ours.length > 0 &&
    !ours.some((c) => sameCommit(by.commit!, c));
  const why =
    track !== state.revision || state.target.action === 'rollback'
      ? ' A rollback is not followed on to another revision: what that one builds is not what was rolled back to.'
      : !sameRef
        ? ` It builds ${by.ref ? `ref ${by.ref}` : 'another source'}, not ${ownRef ?? 'this run’s'}: this run's code was not deployed by it.`
        : redeploysOld
          ? ` It builds commit ${shortSha(by.commit!)}, which served before this run: a rollback or redeploy of earlier code, so this run's code was not deployed by it.`
          : inputs.deployment.onSuperseded === 'fail'
            ? ' (on_superseded: fail)'
            : undefined;
  if (why !== undefined) throw new ActionError({ title: 'Revision superseded', message: `${said}${why}` });
  log.info(`${said} It builds the same ref (${by.ref}); following it (on_superseded: follow).`);
  track.history = new StatusHistory();
  track.commitSha = undefined;
  return newer.id;
}

/** The failure of a revision, saying what it means and which revision still serves traffic. */
async function failedRevision(
  ctx: RunContext,
  track: RevisionStatus,
  status: string,
  meaning: string,
): Promise<ActionError> {
  const kind = logOfStatus(status);
  if (kind) await showFailureLog(ctx, kind, track.id!);
  const serving = await readServing(ctx);
  let still = '';
  if (serving && serving !== track.id) {
    still = ` Revision ${describeRevision(await revisionWithCommit(ctx, serving))} is still serving traffic.`;
    if (track === ctx.state.revision && ctx.inputs.rollback.onFailure)
      still += ' Nothing to roll back: the failed revision never served.';
  }
  const shown =
    kind && ctx.state.logs.failure?.kind === kind && ctx.state.logs.failure.revisionId === track.id;
  const where = !kind
    ? ''
    : shown
      ? ` The last lines of its ${LOG_NAMES[kind]} are in the job log and summary.`
      : ` Its ${LOG_NAMES[kind]} is in LangSmith.`;
  return new ActionError({
    // The status is the server's text: bounded, as the title is shown as a heading too (redacted
    // first: a cut could leave a piece of a secret the redactor no longer recognises).
    title: `Revision ${excerpt(status, 40, ctx.redact)}`,
    message: `${meaning}${where}${still}`,
  });
}

/** What is known of a revision before it is followed: the id a write made, the commit an upload holds. */
export function noteRevision(track: RevisionStatus, known: Pick<RevisionStatus, 'id' | 'commitSha'>): void {
  Object.assign(track, known);
}
