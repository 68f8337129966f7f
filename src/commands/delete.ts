import { findTarget } from '../deploy/find.ts';
import { githubPlan, reportDryRun } from '../deploy/dry-run-plan.ts';
import { deleteDeployment, deletedWith, deleteRequestLine } from '../deploy/delete-deployment.ts';
import type { RunContext } from '../run/context.ts';

/** Delete the deployment. One that does not exist is a notice, not a failure (teardown is idempotent). */
export async function deleteCommand(ctx: RunContext): Promise<void> {
  const { state, inputs, log } = ctx;
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
        ? `Delete deployment ${id}${deletedWith(ctx)}: ${deleteRequestLine(ctx, id)}.`
        : `Nothing to delete: there is no ${what}.`,
      ...githubPlan(inputs),
    ]);
  if (!id || (await deleteDeployment(ctx, id)) === 'NOT_FOUND') return notFound();
  state.deleteResult = 'DELETED';
  log.info(`Deleted deployment ${id}${deletedWith(ctx)}.`);

  function notFound(): void {
    state.deleteResult = 'NOT_FOUND';
    state.deploymentId ??= inputs.target.deploymentId;
    log.notice(`There is no ${what}; nothing to delete.`, 'Nothing to delete');
  }
}
