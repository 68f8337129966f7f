import { findTarget, targetWords } from '../deploy/find.ts';
import { githubPlan, reportDryRun } from '../deploy/dry-run-plan.ts';
import { deleteDeployment, deletedWith, deleteRequestLine } from '../deploy/delete-deployment.ts';
import type { RunContext } from '../run/context.ts';
import { noteAction, noteDeleteResult, noteId, noteName } from '../deploy/target.ts';

/** Delete the deployment. One that does not exist is a notice, not a failure (teardown is idempotent). */
export async function deleteCommand(ctx: RunContext): Promise<void> {
  const { state, inputs, log } = ctx;
  noteAction(state, 'delete');
  noteName(state, inputs.target.name);
  const { name, asGiven, deploymentId, agent } = inputs.target;
  const id = deploymentId ?? (await findTarget(ctx, { name, asGiven, agent }))?.id;
  const what = inputs.target.deploymentId
    ? `deployment ${inputs.target.deploymentId}`
    : agent
      ? `deployment for ${targetWords(inputs.target)}`
      : `deployment named "${inputs.target.name}"`;
  noteId(state, id);
  if (inputs.dryRun)
    return reportDryRun(ctx, [
      id
        ? `Delete deployment ${id}${deletedWith(ctx)}: ${deleteRequestLine(ctx, id)}.`
        : `Nothing to delete: there is no ${what}.`,
      ...githubPlan(inputs),
    ]);
  if (!id || (await deleteDeployment(ctx, id)) === 'NOT_FOUND') return notFound();
  noteDeleteResult(state, 'DELETED');
  log.info(`Deleted deployment ${id}${deletedWith(ctx)}.`);

  function notFound(): void {
    noteDeleteResult(state, 'NOT_FOUND');
    noteId(state, inputs.target.deploymentId, { unlessKnown: true });
    log.notice(`There is no ${what}; nothing to delete.`, 'Nothing to delete');
  }
}
