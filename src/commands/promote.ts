import { CancelledError, DeadlineError } from '../base/errors.ts';
import { shortSha } from '../base/commit-sha.ts';
import { clip } from '../base/untrusted.ts';
import { promoteRequest } from '../control-plane/payloads.ts';
import { describeSecretChanges, secretChanges } from '../control-plane/secret-changes.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { reportDryRun } from '../deploy/dry-run-plan.ts';
import { findTarget, missingWords, targetWords } from '../deploy/find.ts';
import { followRevision, noteRevision } from '../deploy/follow.ts';
import { readServing, revisionWithCommit } from '../deploy/read-serving.ts';
import { patchForRevision } from '../deploy/revision.ts';
import { noteAction, notePreviousRevision, recordDeployment } from '../deploy/target.ts';
import { noteNoRollbackOnTimeout } from '../gate/gate-facts.ts';
import { readyToJudge } from '../gate/judge.ts';
import { judgePromotedCommit } from '../gate/promoted-commit.ts';
import { judgeBaseline } from '../gate/run-gate.ts';
import { verifyServing } from '../gate/verify.ts';
import { commandWords } from '../inputs/front-end.ts';
import { findSource, refused, type PromotionSource } from '../promote/find-source.ts';
import { promotePlan } from '../promote/promote-plan.ts';
import { alreadyServes, checkPair, prove, type Proof } from '../promote/proof.ts';
import type { RunContext } from '../run/context.ts';
import { uploadArchive } from '../source/upload.ts';

/**
 * `command: promote`: deploy to an existing deployment what another one proved — its revision
 * that serves it, checked before anything is written (the commit GitHub still finds at its ref,
 * the same archive built again from the checkout, an image pinned by digest) — then gate the
 * target's new revision as a deploy does: its built commit, the smoke test, the agent checks,
 * rolling back to what served before on a failure when asked.
 */
export async function promoteCommand(ctx: RunContext): Promise<void> {
  const { state, inputs, log } = ctx;
  noteAction(state, 'promote');
  const source = await findSource(ctx);
  const target = await log.group(`Find deployment ${targetWords(inputs.target)}`, () => promotionTarget(ctx));
  const kind = checkPair(ctx, target, source);
  const proof = await prove(ctx, kind, source);
  try {
    if (await alreadyServes(ctx, target, proof)) {
      log.info(
        `Deployment ${clip(target.name ?? target.id, 128)} already serves ${promotedWhat(ctx)} (revision ${target.active_revision_id}): nothing to promote, nothing was written.`,
      );
      // Values are never read back, so secrets given cannot be told to be the target's already.
      if (inputs.deployment.secrets)
        log.warning(
          `secrets was not sent: ${clip(target.name ?? target.id, 128)} already serves what is promoted, so no revision was made to carry them, and the deployment keeps the secrets it has. Change them in LangSmith, or with command: deploy.`,
          'Secrets not sent',
        );
      return;
    }
    // Before any write: an update that would delete secrets it was not told about is refused.
    const secrets = secretChanges(inputs.deployment, target, inputs.controlPlane.selfHosted, ctx.redact);
    if (inputs.dryRun) return reportDryRun(ctx, promotePlan(ctx, target, source, proof, secrets));
    log.info(`Secrets: ${describeSecretChanges(secrets, ctx.redact)}.`);
    await promote(ctx, target, source, proof);
  } finally {
    proof.upload?.archive.dispose();
  }
}

/** The deployment promoted to: it must exist (a promote never creates one); what serves it is read. */
async function promotionTarget(ctx: RunContext): Promise<Deployment> {
  const { inputs, state, log } = ctx;
  const found = await findTarget(ctx, inputs.target);
  if (!found)
    throw refused(
      'Deployment not found',
      `${missingWords(inputs.target).none} to promote to: a promote never creates one. Create it once with ${commandWords(inputs.frontEnd, 'deploy')}, then promote to it.`,
    );
  recordDeployment(state, found, inputs.target.name);
  if (found.active_revision_id)
    notePreviousRevision(state, await revisionWithCommit(ctx, found.active_revision_id));
  log.info(`Found deployment ${found.id}.`);
  return found;
}

/** The write, then the gate: as a deploy's update, with the promoted commit checked first. */
async function promote(
  ctx: RunContext,
  target: Deployment,
  source: PromotionSource,
  proof: Proof,
): Promise<void> {
  const { state, log, inputs } = ctx;
  const promotion = state.promotion!;
  if (proof.kind === 'internal_source') noteRevision(state.revision, { commitSha: promotion.commit });
  try {
    await judgeBaseline(ctx);
    const revisionId = await log.group(`Promote to ${clip(target.name ?? target.id, 128)}`, async () => {
      const config = proof.upload
        ? { ...proof.config, source_tarball_path: await uploadArchive(ctx, target.id, proof.upload.archive) }
        : proof.config;
      log.info(
        `Updating deployment ${target.id} with ${promotedWhat(ctx)} from revision ${source.revision.id} of ${clip(source.named, 128)}; this makes a new revision.`,
      );
      return patchForRevision(ctx, target, promoteRequest(proof.kind, config, inputs.deployment));
    });
    noteRevision(state.revision, { id: revisionId });
    log.info(`Revision ${revisionId} of deployment ${target.id}`);
    ctx.notify('revision');
    if (proof.kind === 'internal_source') ctx.notify('commit');
    await followRevision(ctx, target.id, revisionId);
    if (proof.kind === 'github') await judgePromotedCommit(ctx, promotion.commit!);
    if (readyToJudge(ctx)) await verifyServing(ctx, `revision ${state.revision.id}`, true);
    await sameImageVersion(ctx, target, source).catch((error: unknown) => {
      if (error instanceof CancelledError) throw error;
    });
  } catch (error) {
    if (error instanceof DeadlineError && state.revision.id && inputs.rollback.onFailure && !state.rollback)
      noteNoRollbackOnTimeout(state);
    throw error;
  } finally {
    await readServing(ctx).catch(() => undefined);
  }
}

/**
 * A rebuilt commit or archive is a new image: the target may run another image version than the
 * source (the platform's own base image moved between the builds). Said, never failed.
 */
async function sameImageVersion(ctx: RunContext, target: Deployment, source: PromotionSource): Promise<void> {
  if (ctx.state.revision.status !== 'DEPLOYED') return;
  const [now, theirs] = await Promise.all([
    ctx.cp.getDeployment(target.id),
    ctx.cp.getDeployment(source.deployment.id),
  ]);
  const [mine, sources] = [now.image_version, theirs.image_version];
  if (mine && sources && mine !== sources)
    ctx.log.warning(
      `Deployment ${clip(target.name ?? target.id, 128)} runs image version ${clip(mine, 200)} after the build, and ${clip(source.named, 128)} ${clip(sources, 200)}: the promoted ${ctx.state.promotion!.imageUri ? 'image' : 'code'} runs on another version of the platform's image.`,
      'Image version differs',
    );
}

/** "commit abc1234", "commit abc1234 (archive SHA-256 …)", or the image. */
function promotedWhat(ctx: RunContext): string {
  const p = ctx.state.promotion!;
  if (p.imageUri) return `image ${clip(p.imageUri, 300)}`;
  return `commit ${shortSha(p.commit ?? '')}${p.archiveDigest ? ` (archive SHA-256 ${p.archiveDigest})` : ''}`;
}
