import { createRequest, patchRequest, type UploadedSource } from '../control-plane/payloads.ts';
import { describeSecretChanges, secretChanges } from '../control-plane/secret-changes.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { findDeploymentByName, findTarget } from '../deploy/find.ts';
import { onceWithRecovery } from '../deploy/recover.ts';
import { newRevisionSince, revisionMadeBy } from '../deploy/revision.ts';
import { resolveIntegration } from '../deploy/integration.ts';
import { deployPlan, reportDryRun } from '../deploy/plan.ts';
import { checkBuiltCommit, type CommitProblem } from '../deploy/commit.ts';
import { describeRevision, readServing, revisionWithCommit } from '../deploy/serving.ts';
import { ActionError, DeadlineError } from '../base/errors.ts';
import { recordDeployment } from '../run/run-state.ts';
import { archivePlan, prepareSource, type PreparedSource } from '../source/prepare.ts';
import { uploadArchive } from '../source/upload.ts';
import { followRevision } from '../deploy/follow.ts';
import type { RunContext } from '../run/context.ts';
import { readyForSmokeTest } from '../gate/smoke.ts';
import { smokeGate } from '../gate/verify.ts';

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
    // Before any write: an update that would delete secrets it was not told about is refused.
    const secrets = secretChanges(inputs.deployment, existing);
    if (!inputs.dryRun) log.info(`Secrets: ${describeSecretChanges(secrets)}.`);
    const integrationId = existing ? undefined : await resolveIntegration(ctx);
    if (inputs.dryRun) {
      state.action = existing ? 'update' : 'create';
      state.deploymentName ??= inputs.target.name;
      return reportDryRun(ctx, [
        ...(source ? archivePlan(source) : []),
        ...deployPlan(inputs, existing, integrationId, secrets),
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
  let problem: CommitProblem | undefined;
  try {
    const revisionId = await log.group(
      existing
        ? `Update deployment ${existing.name ?? existing.id}`
        : `Create deployment ${inputs.target.name}`,
      async () => {
        const deployment = existing ?? (await create(ctx, integrationId, source?.configPath));
        if (!source && !existing) return revisionMadeBy(ctx, 'create', deployment.id, deployment, undefined);
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
    // A commit that is not the one required fails the run, but only once what serves was tested.
    problem = checkBuiltCommit(ctx);
    if (readyForSmokeTest(ctx)) await smokeGate(ctx);
    if (problem) throw commitRequired(ctx, problem);
  } catch (error) {
    // Whatever ended the run after the check, the commit it required is not forgotten.
    if (problem && !(error instanceof ActionError && error.title === problem.title))
      state.notes.push(`${problem.message} (require_commit is true.)`);
    if (error instanceof DeadlineError && state.revisionId && inputs.rollback.onFailure && !state.rollback)
      state.notes.push(
        state.revisionStatus === 'DEPLOYED'
          ? `No rollback: timeout cut the smoke test of revision ${state.revisionId} short, so it says nothing against the revision.`
          : `No rollback on a timeout: revision ${state.revisionId} may still finish.`,
      );
    throw error;
  } finally {
    await readServing(ctx).catch(() => undefined);
  }
}

/** `require_commit`: the failure, saying what now serves and that nothing was undone. */
function commitRequired(ctx: RunContext, problem: CommitProblem): ActionError {
  const { state } = ctx;
  const own = describeRevision({ id: state.revisionId!, commit: state.commitSha });
  const tested = !state.smoke
    ? ', not smoke-tested'
    : state.smoke.result === 'passed'
      ? ' and passed its smoke test'
      : '';
  const undo = state.previousRevision
    ? `: to undo it, run the action with command: rollback (it redeploys revision ${describeRevision(state.previousRevision)})`
    : '';
  return new ActionError({
    title: problem.title,
    message: `${problem.message}
Failing because require_commit is true. Revision ${own} is ${state.revisionStatus ?? 'in progress'}${state.revisionStatus === 'DEPLOYED' ? ` and serving${tested}` : ''}; nothing was rolled back${undo}.`,
  });
}

/** Creates the deployment (a `github` one with its first revision; an upload's comes with the PATCH). */
async function create(
  ctx: RunContext,
  integrationId: string | undefined,
  configInArchive: string | undefined,
): Promise<Deployment> {
  const { inputs, cp, state, log } = ctx;
  const name = inputs.target.name!;
  log.info(`No deployment is named "${name}"; creating it.`);
  state.action = 'create';
  state.deploymentName = name;
  const body = createRequest(name, inputs.deployment, integrationId, configInArchive);
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
    async () =>
      revisionMadeBy(ctx, 'update', existing.id, await cp.patchDeployment(existing.id, body), previous),
    () => newRevisionSince(cp, existing.id, previous),
  );
  return result;
}
