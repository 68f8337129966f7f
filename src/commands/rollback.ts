import { requestLine } from '../control-plane/client.ts';
import { findTarget } from '../deploy/find.ts';
import { reportDryRun } from '../deploy/plan.ts';
import { redeploy, rollbackTarget } from '../deploy/rollback.ts';
import { describeRevision, readServing, revisionWithCommit } from '../deploy/serving.ts';
import { ActionError } from '../errors.ts';
import { recordDeployment } from '../report/run-state.ts';
import type { RunContext } from './context.ts';
import { smokeTestCommand } from './smoke-test.ts';

/**
 * `command: rollback`: redeploy an earlier revision (`revision_id`, else the newest DEPLOYED one
 * older than the one serving), then follow the revision that makes exactly as a deploy does —
 * statuses, `timeout`, outputs, summary, GitHub Deployment, the smoke test when asked.
 */
export async function rollbackCommand(ctx: RunContext): Promise<void> {
  const { state, cp, inputs, log } = ctx;
  state.action = 'rollback';
  const deployment = await log.group('Find the deployment and the revision to roll back to', async () => {
    const found = await findTarget(cp, inputs.target);
    if (!found)
      throw new ActionError({
        title: 'Deployment not found',
        message: `No deployment is named "${inputs.target.name}"`,
      });
    return found;
  });
  recordDeployment(state, deployment, inputs.target.name);
  if (deployment.active_revision_id)
    state.previousRevision = await revisionWithCommit(ctx, deployment.active_revision_id);
  const target = await rollbackTarget(ctx, deployment);
  state.rollback = { reason: 'command', to: target, history: state.history };
  if (inputs.dryRun) {
    return reportDryRun(ctx, [
      `Roll deployment ${deployment.id} back to revision ${describeRevision(target)}: ${requestLine('redeploy-revision', { deployment_id: deployment.id, revision_id: target.id })}.`,
      `Then wait for the revision it makes (timeout ${inputs.wait.timeoutMs / 1000}s).`,
      ...(inputs.smoke.enabled ? [`Then smoke-test it: ${inputs.smoke.checks.join(', ')}.`] : []),
    ]);
  }
  await redeploy(ctx, deployment.id, target, deployment.latest_revision_id, state);
  const serving = await readServing(ctx);
  state.rolledBack = serving === undefined || serving === state.revisionId;
  log.info(`Rolled back: revision ${state.revisionId} redeploys ${describeRevision(target)}.`);
  if (inputs.smoke.enabled) await smokeTestCommand(ctx);
}
