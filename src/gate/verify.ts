import type { RunContext } from '../run/context.ts';
import { reportDryRun } from '../deploy/dry-run-plan.ts';
import { describeRevision } from '../deploy/read-serving.ts';
import { showFailureLog } from '../logs/show.ts';
import { GATE_NAMES, type GateCause, type NoRollback } from '../run/run-state.ts';
import { smokeFailure } from '../smoke/smoke-report.ts';
import { judgeServing } from './run-gate.ts';
import { GateFailed } from './gate-errors.ts';
import { rollBackAfterFailedGate } from './roll-back-failed-gate.ts';

/**
 * The gate of what serves the URL (`label` names it for the log); fails unless it passed — with the
 * revision's server log when there is one. A dry run records what it would do. After a deploy
 * (`deployed`), with `rollback_on_failure`, a failure that is the agent's (not the network's, the
 * key's or the timeout's) after an update rolls back — the redeploy first, then the failed
 * revision's server log, while the earlier revision restarts. `command: smoke-test`, `status` and
 * `rollback` never roll back.
 */
export async function verifyServing(ctx: RunContext, label: string, deployed = false): Promise<void> {
  const { state } = ctx;
  const verdict = await judgeServing(ctx, state.gate, label, 'after');
  if (verdict.kind === 'dry-run') return reportDryRun(ctx, verdict.plan);
  if (verdict.kind === 'passed') return;
  if (verdict.kind === 'timed-out') throw timedOut(ctx, verdict.cause);
  return failGate(ctx, verdict.cause, verdict.kind, deployed);
}

/**
 * The revision did not pass its gate (`cause`): fails the run — after a deploy (`deployed`) and
 * with `rollback_on_failure`, once the earlier revision was redeployed (rollBackAfterFailedGate).
 */
export async function failGate(
  ctx: RunContext,
  cause: GateCause,
  kind: 'failed' | 'not-judged',
  deployed: boolean,
): Promise<never> {
  const { state, log } = ctx;
  const noRollback = deployed ? whyNoRollback(ctx, kind) : undefined;
  state.gate.verdict = { cause, verdict: kind, ...(noRollback ? { noRollback } : {}) };
  if (!deployed || noRollback) {
    // The server log of the revision this run followed, when there is one.
    if (state.revision.id && state.target.deploymentId)
      await showFailureLog(ctx, 'server', state.revision.id);
    throw new GateFailed(cause, kind);
  }
  const failed = { id: state.revision.id!, commit: state.revision.commitSha };
  log.warning(
    `Revision ${describeRevision(failed)} failed its ${GATE_NAMES[cause]}; rollback_on_failure is on.`,
    `${GATE_NAMES[cause][0]!.toUpperCase()}${GATE_NAMES[cause].slice(1)} failed`,
  );
  const outcome = await rollBackAfterFailedGate(ctx, cause);
  // The failed revision's log says why it failed, unless a failing rollback showed its own.
  if (!state.logs.failure && !ctx.budget.cancelled) await showFailureLog(ctx, 'server', failed.id);
  throw outcome;
}

/** Why a revision that did not pass is not rolled back, or undefined to roll it back. */
function whyNoRollback(ctx: RunContext, verdict: 'failed' | 'not-judged'): NoRollback | undefined {
  const { state, inputs } = ctx;
  if (state.target.created) return 'first-revision';
  if (!state.serving.previous) return 'nothing-served';
  const status = state.serving.previous.status;
  if (status !== undefined && status !== 'DEPLOYED') return 'not-deployed';
  if (verdict === 'not-judged') return 'not-judged';
  if (!inputs.rollback.onFailure) return 'not-asked';
  return undefined;
}

/** `timeout` cut the gate short: said as a timeout, with what was cut. */
function timedOut(ctx: RunContext, cause: GateCause): Error {
  const { smoke, checks } = ctx.state.gate;
  if (cause === 'smoke' && smoke)
    return ctx.budget.timedOut(`while smoke-testing ${smoke.url}: ${smokeFailure(smoke)}`);
  const count = (result: string): number => checks?.cases.filter((c) => c.result === result).length ?? 0;
  const failed = count('failed');
  const cut =
    checks?.detail ??
    `${count('not-judged')} of ${checks?.cases.length ?? 0} cases were cut short${failed ? `, ${failed} failed before that` : ''}`;
  return ctx.budget.timedOut(`while running the agent checks at ${checks?.url ?? ''}: ${cut}`);
}
