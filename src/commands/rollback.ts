import type { Deployment } from '../control-plane/schemas.ts';
import { requestLine } from '../control-plane/client.ts';
import { formatDuration } from '../time/duration.ts';
import { findTarget, missingWords, targetWords } from '../deploy/find.ts';
import { reportDryRun } from '../deploy/dry-run-plan.ts';
import { redeploy, rollbackTarget } from '../deploy/redeploy.ts';
import { describeRevision, readServing, revisionWithCommit } from '../deploy/read-serving.ts';
import { servingNow } from '../report/ending.ts';
import { ActionError, CancelledError, DeadlineError } from '../base/errors.ts';
import { describeFailure } from '../report/failure.ts';
import { newRevisionStatus, type RevisionRef } from '../run/run-state.ts';
import { noteAction, notePreviousRevision, recordDeployment } from '../deploy/target.ts';
import { checksPlan } from '../agent-checks/cases-not-run.ts';
import { smokeCheckLabel } from '../smoke/checks/by-name.ts';
import type { RunContext } from '../run/context.ts';
import { readyToJudge } from '../gate/judge.ts';
import { verifyServing } from '../gate/verify.ts';
import { noteRolledBack, startRollback } from '../gate/gate-facts.ts';

/**
 * `command: rollback`: redeploy an earlier revision (`revision_id`, else the newest DEPLOYED one
 * older than the one serving), then follow the revision that makes exactly as a deploy does —
 * statuses, `timeout`, outputs, summary, GitHub Deployment, the smoke test when asked.
 */
export async function rollbackCommand(ctx: RunContext): Promise<void> {
  const { state, inputs, log } = ctx;
  noteAction(state, 'rollback');
  const { deployment, target } = await findRollback(ctx);
  startRollback(state, { reason: 'command', to: target, revision: newRevisionStatus() });
  if (inputs.dryRun) return reportDryRun(ctx, rollbackPlan(ctx, deployment.id, target));
  try {
    await redeploy(ctx, deployment.id, target, state.revision);
  } catch (error) {
    // A timeout or cancellation keeps its own title (the redeploy may still finish); any other
    // failure is said as the rollback's: the revision it tried to restore, how that ended, what serves.
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error;
    const why = describeFailure(error, state, inputs);
    const serving = await readServing(ctx).catch(() => undefined);
    throw new ActionError({
      title: 'Rollback failed',
      message: `The rollback of ${state.target.deploymentName ?? state.target.deploymentId} to revision ${describeRevision(target)} failed: ${why.title}.\n${why.message}${servingNow(serving, why.message)}`,
    });
  }
  const serving = await readServing(ctx);
  if (state.revision.status !== 'DEPLOYED')
    return log.info(
      `Revision ${state.revision.id} redeploys ${describeRevision(target)}; it is ${state.revision.status}.`,
    );
  // DEPLOYED means serving (the platform switches the active revision then): a read that still
  // names another one is a moment behind, and said so, not taken for a failed rollback.
  noteRolledBack(state);
  if (serving !== undefined && serving !== state.revision.id)
    log.warning(
      `Revision ${state.revision.id} is DEPLOYED, but the control plane still names revision ${serving} as serving; it should switch within moments.`,
      'Serving revision not switched yet',
    );
  log.info(`Rolled back: revision ${state.revision.id} redeploys ${describeRevision(target)}.`);
  if (readyToJudge(ctx)) await verifyServing(ctx, `revision ${state.revision.id}`);
}

/** The deployment to roll back, what serves it, and the revision to roll back to. */
function findRollback(ctx: RunContext): Promise<{ deployment: Deployment; target: RevisionRef }> {
  const { state, inputs, log } = ctx;
  return log.group(
    `Find deployment ${targetWords(inputs.target)} and the revision to roll back to`,
    async () => {
      const found = await findTarget(ctx, inputs.target);
      if (!found)
        throw new ActionError({
          title: 'Deployment not found',
          message: `${missingWords(inputs.target).none}, so there is nothing to roll back. Check ${missingWords(inputs.target).check}.`,
        });
      recordDeployment(state, found, inputs.target.name);
      if (found.active_revision_id)
        notePreviousRevision(state, await revisionWithCommit(ctx, found.active_revision_id));
      log.info(
        `Found deployment ${found.id}${state.serving.previous ? `; revision ${describeRevision(state.serving.previous)} serves` : ''}.`,
      );
      const to = await rollbackTarget(ctx, found);
      log.info(`Rolling back to revision ${describeRevision(to)}.`);
      return { deployment: found, target: to };
    },
  );
}

/** Dry run: what the rollback would do. */
function rollbackPlan(ctx: RunContext, deploymentId: string, target: RevisionRef): string[] {
  const { state, inputs } = ctx;
  return [
    `Roll deployment ${deploymentId} back to revision ${describeRevision(target)}: ${requestLine('redeploy-revision', { deployment_id: deploymentId, revision_id: target.id })}.`,
    `Then wait for the revision it makes (timeout ${formatDuration(inputs.wait.timeoutMs)}).`,
    ...(inputs.smoke.enabled
      ? [`Then smoke-test it: ${inputs.smoke.checks.map(smokeCheckLabel).join('; ')}.`]
      : []),
    ...(inputs.checks
      ? [
          checksPlan(
            inputs.checks,
            inputs.smoke.url ?? state.target.deploymentUrl,
            inputs.checks.assistantId ?? inputs.smoke.assistantId,
            { lead: 'Then run' },
          ),
        ]
      : []),
  ];
}
