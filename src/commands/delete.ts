import { requestLine, type ControlPlane } from '../control-plane/client.ts';
import { findTarget } from '../deploy/find.ts';
import { githubPlan, reportDryRun } from '../deploy/plan.ts';
import { onceWithRecovery } from '../deploy/recover.ts';
import { HttpError } from '../base/errors.ts';
import type { RunContext } from '../run/context.ts';

/** Delete the deployment. One that does not exist is a notice, not a failure (teardown is idempotent). */
export async function deleteCommand(ctx: RunContext): Promise<void> {
  const { state, cp, inputs, log } = ctx;
  state.action = 'delete';
  state.deploymentName = inputs.target.name;
  const { name, asGiven, deploymentId } = inputs.target;
  const id = deploymentId ?? (await findTarget(ctx, { name, asGiven }))?.id;
  const what = inputs.target.deploymentId
    ? `deployment ${inputs.target.deploymentId}`
    : `deployment named "${inputs.target.name}"`;
  if (id) state.deploymentId = id;
  if (inputs.dryRun)
    return reportDryRun(ctx, [
      id
        ? `Delete deployment ${id}: ${requestLine('delete-deployment', { deployment_id: id })}.`
        : `Nothing to delete: there is no ${what}.`,
      ...githubPlan(inputs),
    ]);
  if (!id) return notFound();
  try {
    await onceWithRecovery(
      ctx,
      'delete',
      async () => {
        await cp.deleteDeployment(id);
        return true;
      },
      async () => ((await isGone(cp, id)) ? true : undefined),
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFound();
    throw error;
  }
  state.deleteResult = 'DELETED';
  log.info(`Deleted deployment ${id}.`);

  function notFound(): void {
    state.deleteResult = 'NOT_FOUND';
    state.deploymentId ??= inputs.target.deploymentId;
    log.notice(`There is no ${what}; nothing to delete.`, 'Nothing to delete');
  }
}

async function isGone(cp: ControlPlane, id: string): Promise<boolean> {
  try {
    await cp.getDeployment(id);
    return false;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return true;
    throw error;
  }
}
