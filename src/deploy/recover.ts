import { CancelledError, DeadlineError, HttpError, UncertainOutcomeError } from '../base/errors.ts';
import type { RunContext } from '../run/context.ts';
import { jitteredPause } from '../http/retry-policy.ts';

/**
 * Runs a create or update at most once per attempt, and never blindly twice: when an attempt's
 * outcome is unknown (dropped connection, timeout, 5xx, unreadable reply), `lookForResult`
 * checks the server first and its finding is adopted. A conflict (409) right after an unknown
 * outcome is treated the same way: it is most likely our own earlier attempt.
 */
export async function onceWithRecovery<T>(
  ctx: RunContext,
  what: string,
  attempt: () => Promise<T>,
  lookForResult: () => Promise<T | undefined>,
  /** The deployment the write is for, when not the run's own (one of the previews a prune deletes). */
  subject?: string,
): Promise<{ result: T; adopted: boolean }> {
  let uncertain: UncertainOutcomeError | undefined;
  for (let n = 1; ; n++) {
    let failure: unknown;
    // Known while it is sent or its outcome unknown: a run stopped meanwhile says it may have happened.
    ctx.state.inFlight = inFlight(ctx, what, subject);
    try {
      const result = await attempt();
      ctx.state.inFlight = undefined;
      return { result, adopted: false };
    } catch (error) {
      failure = error;
    }
    const conflict = failure instanceof HttpError && failure.status === 409 && uncertain !== undefined;
    const stopped = failure instanceof CancelledError || failure instanceof DeadlineError;
    if (!stopped && !(failure instanceof UncertainOutcomeError) && !conflict) ctx.state.inFlight = undefined;
    if (!(failure instanceof UncertainOutcomeError) && !conflict) throw failure;
    if (failure instanceof UncertainOutcomeError) uncertain = failure;
    ctx.log.warning(`${(failure as Error).message}; checking whether the ${what} happened before going on`);
    await ctx.budget.pause(jitteredPause(n - 1, ctx.retry, ctx.random));
    const found = await lookForResult();
    if (found !== undefined) {
      ctx.state.inFlight = undefined;
      ctx.log.info(
        `The ${what} did happen on the server; continuing with its result instead of repeating it.`,
      );
      return { result: found, adopted: true };
    }
    if (conflict) throw failure;
    if (n >= ctx.retry.maxAttempts) throw uncertain!.failure;
  }
}

/** The write in flight as the run names it: "create of deployment agent". */
function inFlight(ctx: RunContext, what: string, subject: string | undefined): string {
  const { target } = ctx.state;
  return `${what} of deployment ${subject ?? target.deploymentName ?? target.deploymentId ?? ctx.inputs.target.name ?? ''}`;
}
