import { createRequest, patchRequest } from '../control-plane/payloads.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { findDeploymentByName, findTarget } from '../deploy/find.ts';
import { onceWithRecovery } from '../deploy/recover.ts';
import { newRevisionSince, revisionMadeBy } from '../deploy/revision.ts';
import { resolveIntegration } from '../deploy/integration.ts';
import { deployPlan, reportDryRun } from '../deploy/plan.ts';
import { recordDeployment } from '../report/run-state.ts';
import { followRevision } from '../wait/follow.ts';
import type { RunContext } from './context.ts';
import { smokeTestCommand } from './smoke-test.ts';

/** Create the deployment or update the existing one (a new revision), then follow the revision. */
export async function deployCommand(ctx: RunContext): Promise<void> {
  const { state, log, inputs } = ctx;
  const existing = await log.group('Find the deployment', () => findTarget(ctx.cp, inputs.target));
  if (existing) recordDeployment(ctx.state, existing, inputs.target.name);
  const integrationId = existing ? undefined : await resolveIntegration(ctx);
  if (inputs.dryRun) return reportDryRun(ctx, deployPlan(inputs, existing, integrationId));
  const revisionId = await log.group(
    existing ? `Update deployment ${existing.id}` : 'Create the deployment',
    () => (existing ? update(ctx, existing) : create(ctx, integrationId)),
  );
  state.revisionId = revisionId;
  log.info(`Revision ${revisionId} of deployment ${state.deploymentId}`);
  await followRevision(ctx, state.deploymentId!, revisionId);
  if (ctx.inputs.smoke.enabled) await smokeTestCommand(ctx);
}

async function create(ctx: RunContext, integrationId: string | undefined): Promise<string> {
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
  return revisionMadeBy(ctx, 'create', result, undefined);
}

async function update(ctx: RunContext, existing: Deployment): Promise<string> {
  const { inputs, cp, state, log } = ctx;
  state.action = 'update';
  log.info(`Updating deployment ${existing.id} (${existing.name ?? 'unnamed'}); this makes a new revision.`);
  const previous = existing.latest_revision_id;
  const body = patchRequest(inputs.deployment);
  const { result } = await onceWithRecovery(
    ctx,
    'update',
    async () => revisionMadeBy(ctx, 'update', await cp.patchDeployment(existing.id, body), previous),
    () => newRevisionSince(cp, existing.id, previous),
  );
  return result;
}
