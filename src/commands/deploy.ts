import { createRequest, patchRequest, type UploadedSource } from '../control-plane/payloads.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { findDeploymentByName, findTarget } from '../deploy/find.ts';
import { onceWithRecovery } from '../deploy/recover.ts';
import { newRevisionSince, revisionMadeBy } from '../deploy/revision.ts';
import { resolveIntegration } from '../deploy/integration.ts';
import { deployPlan, reportDryRun } from '../deploy/plan.ts';
import { checkBuiltCommit } from '../deploy/commit.ts';
import { rollBackAfterFailedSmoke } from '../deploy/rollback.ts';
import { describeRevision, readServing, revisionWithCommit } from '../deploy/serving.ts';
import { DeadlineError } from '../errors.ts';
import { recordDeployment } from '../report/run-state.ts';
import { archivePlan, prepareSource, type PreparedSource } from '../source/prepare.ts';
import { uploadArchive } from '../source/upload.ts';
import { followRevision } from '../wait/follow.ts';
import type { RunContext } from './context.ts';
import { SmokeTestFailed, smokeTestCommand } from './smoke-test.ts';

/**
 * Create the deployment or update the existing one (a new revision), follow the revision, check
 * the commit it built, smoke-test it — rolling back a failed update when asked — and say which
 * revision serves at the end, whatever happened.
 */
export async function deployCommand(ctx: RunContext): Promise<void> {
  const { state, log, inputs } = ctx;
  // An upload is archived first: a tree that cannot be uploaded fails before any request.
  const source = inputs.deployment.source === 'upload' ? await prepareSource(ctx) : undefined;
  try {
    const existing = await log.group(
      `Find deployment ${inputs.target.name ?? inputs.target.deploymentId}`,
      async () => {
        const found = await findTarget(ctx.cp, inputs.target);
        log.info(
          found ? `Found deployment ${found.id}.` : `No deployment is named "${inputs.target.name}" yet.`,
        );
        return found;
      },
    );
    if (existing) {
      recordDeployment(ctx.state, existing, inputs.target.name);
      if (existing.active_revision_id)
        state.previousRevision = await revisionWithCommit(ctx, existing.active_revision_id);
    }
    const integrationId = existing ? undefined : await resolveIntegration(ctx);
    if (inputs.dryRun) {
      state.action = existing ? 'update' : 'create';
      state.deploymentName ??= inputs.target.name;
      return reportDryRun(ctx, [
        ...(source ? archivePlan(source) : []),
        ...deployPlan(inputs, existing, integrationId),
      ]);
    }
    await deploy(ctx, existing, integrationId, source);
  } finally {
    source?.archive.dispose();
  }
}

async function deploy(
  ctx: RunContext,
  existing: Deployment | undefined,
  integrationId: string | undefined,
  source: PreparedSource | undefined,
): Promise<void> {
  const { state, log, inputs } = ctx;
  try {
    const revisionId = await log.group(
      existing
        ? `Update deployment ${existing.name ?? existing.id}`
        : `Create deployment ${inputs.target.name}`,
      async () => {
        const deployment = existing ?? (await create(ctx, integrationId));
        if (!source && !existing) return revisionMadeBy(ctx, 'create', deployment, undefined);
        const uploaded = source && {
          objectPath: await uploadArchive(ctx, deployment.id, source.archive),
          configPath: source.configPath,
        };
        return update(ctx, deployment, uploaded);
      },
    );
    state.revisionId = revisionId;
    log.info(`Revision ${revisionId} of deployment ${state.deploymentId}`);
    ctx.notify('revision');
    if (source) ctx.notify('commit');
    await followRevision(ctx, state.deploymentId!, revisionId);
    checkBuiltCommit(ctx);
    if (inputs.smoke.enabled) await smokeGate(ctx);
  } catch (error) {
    if (error instanceof DeadlineError && state.revisionId && inputs.rollback.onFailure)
      state.notes.push(`No rollback on a timeout: revision ${state.revisionId} may still finish.`);
    throw error;
  } finally {
    await readServing(ctx).catch(() => undefined);
  }
}

/** The smoke test; with `rollback_on_failure`, a failed one after an update rolls back. */
async function smokeGate(ctx: RunContext): Promise<void> {
  try {
    await smokeTestCommand(ctx);
  } catch (error) {
    if (!(error instanceof SmokeTestFailed)) throw error;
    if (!ctx.inputs.rollback.onFailure) {
      const failed = describeRevision({ id: ctx.state.revisionId!, commit: ctx.state.commitSha });
      ctx.state.notes.push(
        ctx.state.created
          ? `Revision ${failed} is serving traffic although it failed its smoke test (the deployment's first revision: nothing to roll back to).`
          : `Revision ${failed} is serving traffic although it failed its smoke test: roll back with command: rollback${ctx.state.previousRevision ? ` (to revision ${describeRevision(ctx.state.previousRevision)})` : ''}, or set rollback_on_failure: true to do it automatically.`,
      );
      throw error;
    }
    ctx.log.warning(
      `Revision ${describeRevision({ id: ctx.state.revisionId!, commit: ctx.state.commitSha })} failed its smoke test; rollback_on_failure is on.`,
      'Smoke test failed',
    );
    throw await rollBackAfterFailedSmoke(ctx, error);
  }
}

/** Creates the deployment (a `github` one with its first revision; an upload's comes with the PATCH). */
async function create(ctx: RunContext, integrationId: string | undefined): Promise<Deployment> {
  const { inputs, cp, state, log } = ctx;
  const name = inputs.target.name!;
  log.info(`No deployment is named "${name}"; creating it.`);
  state.action = 'create';
  state.deploymentName = name;
  const body = createRequest(name, inputs.deployment, integrationId);
  const { result } = await onceWithRecovery(
    ctx,
    'create',
    () => cp.createDeployment(body),
    () => findDeploymentByName(cp, name),
  );
  state.created = true;
  recordDeployment(ctx.state, result, name);
  log.info(`Created deployment ${result.id}.`);
  return result;
}

/** A new revision: the PATCH names the new ref or config, or the archive just uploaded. */
async function update(ctx: RunContext, existing: Deployment, uploaded?: UploadedSource): Promise<string> {
  const { inputs, cp, state, log } = ctx;
  state.action ??= 'update';
  log.info(`Updating deployment ${existing.id} (${existing.name ?? 'unnamed'}); this makes a new revision.`);
  const previous = existing.latest_revision_id;
  const body = patchRequest(inputs.deployment, uploaded);
  const { result } = await onceWithRecovery(
    ctx,
    'update',
    async () => revisionMadeBy(ctx, 'update', await cp.patchDeployment(existing.id, body), previous),
    () => newRevisionSince(cp, existing.id, previous),
  );
  return result;
}
