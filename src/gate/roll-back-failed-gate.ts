import type { RunContext } from '../run/context.ts';
import { CancelledError, DeadlineError } from '../base/errors.ts';
import { newRevisionStatus, type GateCause, type Rollback } from '../run/run-state.ts';
import { redeploy } from '../deploy/redeploy.ts';
import { readServing, revisionWithCommit } from '../deploy/read-serving.ts';
import { judgeServing } from './run-gate.ts';
import { RollbackEnded } from './gate-errors.ts';

/**
 * `rollback_on_failure`: the run's revision reached DEPLOYED but failed its gate (the caller
 * checked that the failure is the agent's, and that an earlier revision served). Redeploy that
 * revision, wait for it, run its gate again — smoke test and agent checks — and return how it
 * ended; the rollback record in the run state holds the facts report/ tells the story from.
 */
export async function rollBackAfterFailedGate(ctx: RunContext, cause: GateCause): Promise<RollbackEnded> {
  const { state, log } = ctx;
  const { deploymentId, deploymentName } = state.target;
  const previous = state.serving.previous!;
  const rollback: Rollback = (state.rollback = {
    reason: 'gate',
    cause,
    from: { id: state.revision.id!, commit: state.revision.commitSha },
    to: previous,
    revision: newRevisionStatus(),
    rolledBack: false,
  });
  try {
    await log.group(`Roll back ${deploymentName ?? deploymentId} to revision ${previous.id}`, async () => {
      await redeploy(ctx, deploymentId!, previous, rollback.revision);
      // Deployed: the earlier revision serves again, whatever its own gate then says.
      rollback.rolledBack = true;
      const verdict = await judgeServing(ctx, rollback, `the restored revision ${previous.id}`, 'restored');
      if (verdict.kind === 'timed-out') throw ctx.budget.timedOut('while checking the restored revision');
      if (verdict.kind === 'failed' || verdict.kind === 'not-judged') rollback.verdict = verdict.kind;
    });
  } catch (error) {
    await readServing(ctx).catch(() => undefined);
    // The redeploy may still finish: the run says what is under way, under its stopped title.
    if (error instanceof CancelledError || error instanceof DeadlineError) {
      rollback.stopped = error instanceof DeadlineError ? 'timeout' : 'cancelled';
      return new RollbackEnded('stopped', error);
    }
    rollback.failure = error instanceof Error ? error.message : String(error);
    return new RollbackEnded(rollback.rolledBack ? 'restored-fails' : 'failed');
  }
  await readServing(ctx);
  // Restored as the commit it built, when what served was not known by its commit.
  const built = rollback.revision.commitSha;
  if (!previous.commit)
    rollback.to = built ? { id: previous.id, commit: built } : await revisionWithCommit(ctx, previous.id);
  return new RollbackEnded(rollback.verdict ? 'restored-fails' : 'restored');
}
