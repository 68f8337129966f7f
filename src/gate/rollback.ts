import type { RunContext } from '../run/context.ts';
import { ActionError, CancelledError, DeadlineError } from '../base/errors.ts';
import { formatDuration } from '../time/duration.ts';
import type { Rollback } from '../run/run-state.ts';
import { StatusHistory } from '../run/status-history.ts';
import { redeploy } from '../deploy/rollback.ts';
import { describeRevision, readServing, revisionWithCommit, servingNow } from '../deploy/serving.ts';
import type { SmokeTestFailed } from '../smoke/report.ts';
import { requirePassed, smokeTest } from './smoke.ts';

/**
 * `rollback_on_failure`: the run's revision reached DEPLOYED but failed its smoke test (the gate
 * checked that the failure is the server's, and that an earlier revision served). Redeploy that
 * revision, wait for it, smoke-test it again, and return the failure that tells the whole story.
 */
export async function rollBackAfterFailedSmoke(ctx: RunContext, failure: SmokeTestFailed): Promise<Error> {
  const { state, log } = ctx;
  const failed = { id: state.revisionId!, commit: state.commitSha };
  const previous = state.previousRevision!;
  const rollback: Rollback = {
    reason: 'smoke-test',
    from: failed,
    to: previous,
    history: new StatusHistory(),
  };
  state.rollback = rollback;
  try {
    await log.group(
      `Roll back ${state.deploymentName ?? state.deploymentId} to revision ${previous.id}`,
      async () => {
        await redeploy(ctx, state.deploymentId!, previous, rollback);
        // Deployed: the earlier revision serves again, whatever its own smoke test says.
        state.rolledBack = true;
        rollback.smoke = await smokeTest(ctx, ctx.inputs.smoke.url ?? state.deploymentUrl);
        if (rollback.smoke) requirePassed(rollback.smoke, ctx.inputs.wait.timeoutMs);
      },
    );
  } catch (error) {
    await readServing(ctx).catch(() => undefined);
    if (error instanceof CancelledError || error instanceof DeadlineError)
      return stoppedDuringRollback(ctx, rollback, error);
    rollback.failure = error instanceof Error ? error.message : String(error);
    const restored = `revision ${describeRevision(previous)}${rollback.revisionId ? ` (as revision ${rollback.revisionId})` : ''}`;
    // Rolled back (the earlier revision serves again) even when its own smoke test then fails.
    return new ActionError({
      title: state.rolledBack ? 'Rolled back after a failed smoke test' : 'Rollback failed',
      message: state.rolledBack
        ? `Revision ${describeRevision(failed)} failed its smoke test and was rolled back: ${restored} serves again, but it ${rollback.smoke?.blame === 'revision' ? 'fails its smoke test too' : 'could not be smoke-tested either'}: ${rollback.failure}\nThe smoke test of ${failed.id}: ${failure.message}`
        : `Revision ${describeRevision(failed)} failed its smoke test, and the rollback to ${restored} failed: ${rollback.failure}${servingNow(state.activeRevisionId, rollback.failure)}\nThe smoke test of ${failed.id}: ${failure.message}`,
    });
  }
  await readServing(ctx);
  const restored = previous.commit
    ? previous
    : rollback.commitSha
      ? { id: previous.id, commit: rollback.commitSha }
      : await revisionWithCommit(ctx, previous.id);
  rollback.to = restored;
  return new ActionError({
    title: 'Rolled back after a failed smoke test',
    message: `Revision ${describeRevision(failed)} failed its smoke test: rolled back to ${describeRevision(restored)}, which is serving${rollback.smoke ? ' and passes' : ''} (as revision ${rollback.revisionId}).\nThe smoke test of ${failed.id}: ${failure.message}`,
  });
}

/**
 * The run stopped (timeout or cancellation) while the rollback went on: it keeps its stopped title,
 * and says what is under way on the server — the redeploy, which serves once it is DEPLOYED.
 */
function stoppedDuringRollback(
  ctx: RunContext,
  rollback: Rollback,
  error: CancelledError | DeadlineError,
): Error {
  const { state } = ctx;
  const stopped =
    error instanceof DeadlineError
      ? {
          title: 'Timed out',
          message: `Timed out (timeout: ${formatDuration(error.timeoutMs)}) ${error.during}.`,
        }
      : { title: 'Cancelled', message: 'The workflow was cancelled.' };
  const under = state.rolledBack
    ? ` Revision ${describeRevision(rollback.to)} serves again (as revision ${rollback.revisionId}); its own smoke test did not finish.`
    : rollback.revisionId
      ? ` Its redeploy, revision ${rollback.revisionId}, was ${rollback.revisionStatus ?? 'starting'}: it keeps going on the server and serves once DEPLOYED. To follow it, run the action with command: status and deployment_id: ${state.deploymentId}.`
      : state.inFlight
        ? ' The redeploy was sent and not answered: it may be under way (it would be the deployment’s latest revision).'
        : ' The redeploy was not sent.';
  rollback.failure = stopped.title;
  return new ActionError({
    title: stopped.title,
    stopped: error instanceof DeadlineError ? 'timeout' : 'cancelled',
    message: `Revision ${describeRevision(rollback.from!)} failed its smoke test; ${state.rolledBack ? 'it was rolled back' : `the rollback to revision ${describeRevision(rollback.to)} was under way`}. ${stopped.message}${under}`,
  });
}
