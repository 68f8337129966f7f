import type { RunContext } from '../run/context.ts';
import { describeRevision } from '../deploy/serving.ts';
import { firstErrorSentence, showFailureLog } from '../logs/show.ts';
import { SmokeTestFailed } from '../smoke/report.ts';
import { rollBackAfterFailedSmoke } from './rollback.ts';
import { smokeTestOnce, withServerLog } from './smoke.ts';

/**
 * The smoke test of the deployed revision. With `rollback_on_failure`, a failure that is the
 * server's (not the network's, the key's or the timeout's) after an update rolls back — the
 * redeploy first, then the failed revision's server log, while the earlier revision restarts.
 */
export async function smokeGate(ctx: RunContext): Promise<void> {
  const { state, log } = ctx;
  try {
    await smokeTestOnce(ctx);
    return;
  } catch (error) {
    if (!(error instanceof SmokeTestFailed)) throw error;
    const failed = { id: state.revisionId!, commit: state.commitSha };
    const why = noRollback(ctx, describeRevision(failed));
    if (why) {
      state.notes.push(why);
      throw await withServerLog(ctx, error);
    }
    log.warning(
      `Revision ${describeRevision(failed)} failed its smoke test; rollback_on_failure is on.`,
      'Smoke test failed',
    );
    const outcome = await rollBackAfterFailedSmoke(ctx, error);
    // The failed revision's log says why it failed, unless a failing rollback showed its own.
    if (!state.failureLog && !ctx.budget.cancelled) {
      const first = await showFailureLog(ctx, 'server', failed.id);
      if (first) state.notes.push(firstErrorSentence('server', first).trim());
    }
    throw outcome;
  }
}

/** Why a failed smoke test is not rolled back (a sentence for the failure), or undefined to roll back. */
function noRollback(ctx: RunContext, failed: string): string | undefined {
  const { state, inputs } = ctx;
  const serving = `Revision ${failed} is serving traffic although it failed its smoke test`;
  if (state.created) return `${serving} (the deployment's first revision: nothing to roll back to).`;
  if (!state.previousRevision)
    return `${serving}; no earlier revision was serving, so there is nothing to roll back to.`;
  const to = `revision ${describeRevision(state.previousRevision)}`;
  if (state.smoke?.blame === 'setup')
    return `The smoke test could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, or does not know the assistant), so nothing was rolled back; ${to} can be restored with command: rollback.`;
  if (!inputs.rollback.onFailure)
    return `${serving}: roll back with command: rollback (to ${to}), or set rollback_on_failure: true to do it automatically.`;
  return undefined;
}
