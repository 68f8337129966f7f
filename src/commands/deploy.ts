import { createRequest, patchRequest, type Chosen, type UploadedSource } from '../control-plane/payloads.ts';
import { describeSecretChanges, secretChanges } from '../control-plane/secret-changes.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { findDeploymentByName, findTarget, missingWords, targetWords } from '../deploy/find.ts';
import { agentCreateRefusal, findAgentDeployment } from '../deploy/find-agent.ts';
import { onceWithRecovery } from '../deploy/recover.ts';
import { patchForRevision, revisionMadeBy } from '../deploy/revision.ts';
import { resolveIntegration } from '../deploy/integration.ts';
import { placeDeployment } from '../deploy/placement.ts';
import { checkRevisionSource } from '../deploy/revision-source.ts';
import { deployPlan, reportDryRun } from '../deploy/dry-run-plan.ts';
import { checkBuiltCommit, CommitRequired, type CommitProblem } from '../deploy/built-commit.ts';
import { readServing, revisionWithCommit } from '../deploy/read-serving.ts';
import { DeadlineError } from '../base/errors.ts';
import { clip } from '../base/untrusted.ts';
import {
  noteAction,
  noteName,
  notePreviousRevision,
  recordCreated,
  recordDeployment,
} from '../deploy/target.ts';
import { archivePlan, prepareSource, type PreparedSource } from '../source/prepare.ts';
import { uploadArchive } from '../source/upload.ts';
import { noteRevision } from '../deploy/follow.ts';
import { followWithRetries } from '../deploy/deploy-retries.ts';
import type { RunContext } from '../run/context.ts';
import { readyToJudge } from '../gate/judge.ts';
import { judgeBaseline } from '../gate/run-gate.ts';
import { verifyServing } from '../gate/verify.ts';
import { keepCommitProblem, noteNoRollbackOnTimeout } from '../gate/gate-facts.ts';

/**
 * Create the deployment or update the existing one (a new revision), follow the revision, check
 * the commit it built, smoke-test it — rolling back a failed update when asked — and say which
 * revision serves at the end, whatever happened.
 */
export async function deployCommand(ctx: RunContext): Promise<void> {
  const { state, log, inputs } = ctx;
  // An upload is archived first: a tree that cannot be uploaded fails before any request.
  const source = inputs.deployment.source === 'upload' ? await prepareSource(ctx) : undefined;
  if (source) noteRevision(state.revision, { commitSha: source.commit });
  try {
    const existing = await log.group(`Find deployment ${targetWords(inputs.target)}`, async () => {
      const found = await findTarget(ctx, inputs.target);
      log.info(found ? `Found deployment ${found.id}.` : `${missingWords(inputs.target).none} yet.`);
      return found;
    });
    if (existing) {
      recordDeployment(ctx.state, existing, inputs.target.name);
      checkRevisionSource(ctx, existing, inputs.deployment.source);
      if (existing.active_revision_id)
        notePreviousRevision(state, await revisionWithCommit(ctx, existing.active_revision_id));
    }
    // Before any write: an update that would delete secrets it was not told about is refused.
    const secrets = secretChanges(inputs.deployment, existing, inputs.controlPlane.selfHosted, ctx.redact);
    if (!inputs.dryRun) log.info(`Secrets: ${describeSecretChanges(secrets, ctx.redact)}.`);
    const placement = await placeDeployment(ctx, existing);
    const chosen: Chosen = { integrationId: existing ? undefined : await resolveIntegration(ctx), placement };
    if (inputs.dryRun) {
      noteAction(state, existing ? 'update' : 'create');
      noteName(state, inputs.target.name, { unlessKnown: true });
      return reportDryRun(ctx, [
        ...(source ? archivePlan(source) : []),
        ...deployPlan(inputs, existing, state.serving.previous, chosen, secrets, ctx.redact),
      ]);
    }
    await deploy(ctx, existing, chosen, source);
  } finally {
    source?.archive.dispose();
  }
}

async function deploy(
  ctx: RunContext,
  existing: Deployment | undefined,
  chosen: Chosen,
  source: PreparedSource | undefined,
): Promise<void> {
  const { state, log, inputs } = ctx;
  let problem: CommitProblem | undefined;
  try {
    await judgeBaseline(ctx);
    const revisionId = await log.group(
      existing
        ? `Update deployment ${existing.name ?? existing.id}`
        : `Create deployment ${targetWords(inputs.target)}`,
      async () => {
        const deployment = existing ?? (await create(ctx, chosen, source?.configPath));
        if (!source && !existing) return revisionMadeBy(ctx, 'create', deployment.id, deployment, undefined);
        return revisionOfSource(ctx, deployment, source);
      },
    );
    noteRevision(state.revision, { id: revisionId });
    log.info(`Revision ${revisionId} of deployment ${state.target.deploymentId}`);
    ctx.notify('revision');
    if (source) ctx.notify('commit');
    const id = state.target.deploymentId!;
    // A retry's new revision comes after the one that failed: the deployment as it is now.
    await followWithRetries(ctx, id, revisionId, async () =>
      revisionOfSource(ctx, await ctx.cp.getDeployment(id), source),
    );
    // A commit that is not the one required fails the run, but only once what serves was tested.
    problem = checkBuiltCommit(ctx);
    if (readyToJudge(ctx)) await verifyServing(ctx, `revision ${state.revision.id}`, true);
    if (problem) throw new CommitRequired(problem);
  } catch (error) {
    // Whatever ended the run after the check, the commit it required is not forgotten.
    if (problem && !(error instanceof CommitRequired)) keepCommitProblem(state, problem);
    if (error instanceof DeadlineError && state.revision.id && inputs.rollback.onFailure && !state.rollback)
      noteNoRollbackOnTimeout(state);
    throw error;
  } finally {
    await readServing(ctx).catch(() => undefined);
  }
}

/** Creates the deployment (a `github` one with its first revision; an upload's comes with the PATCH). */
async function create(
  ctx: RunContext,
  chosen: Chosen,
  configInArchive: string | undefined,
): Promise<Deployment> {
  const { inputs, cp, state, log } = ctx;
  const { agent, name } = inputs.target;
  log.info(`${missingWords(inputs.target).none}; creating it.`);
  noteAction(state, 'create');
  noteName(state, name);
  const body = createRequest(agent ?? name!, inputs.deployment, chosen, configInArchive);
  const { result } = await onceWithRecovery(
    ctx,
    'create',
    () => cp.createDeployment(body),
    () => (agent ? findAgentDeployment(cp, agent, inputs.frontEnd) : findDeploymentByName(cp, name!)),
  ).catch((error: unknown) => {
    throw agent ? agentCreateRefusal(error, agent, inputs.frontEnd) : error;
  });
  recordCreated(state, result, name);
  // An agent's deployment is named by the platform: its name is said once it is known.
  const given = agent ? `, named "${clip(result.name ?? '', 128)}" by the platform` : '';
  log.info(`Created deployment ${result.id}${given}.`);
  return result;
}

/** A revision of the source given: the ref or image, or the archive uploaded (again, on a retry). */
async function revisionOfSource(
  ctx: RunContext,
  deployment: Deployment,
  source: PreparedSource | undefined,
): Promise<string> {
  const uploaded = source && {
    objectPath: await uploadArchive(ctx, deployment.id, source.archive),
    configPath: source.configPath,
  };
  return update(ctx, deployment, uploaded);
}

/** A new revision: the PATCH names the new ref or config, or the archive just uploaded. */
async function update(ctx: RunContext, existing: Deployment, uploaded?: UploadedSource): Promise<string> {
  const { inputs, state, log } = ctx;
  noteAction(state, 'update', { unlessKnown: true });
  log.info(`Updating deployment ${existing.id} (${existing.name ?? 'unnamed'}); this makes a new revision.`);
  return patchForRevision(ctx, existing, patchRequest(inputs.deployment, uploaded));
}
