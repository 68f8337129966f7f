import type { RunContext } from '../run/context.ts';
import { describeRevision } from '../deploy/read-serving.ts';
import { showFailureLog } from '../logs/show.ts';
import { GATE_NAMES, type GateCause, type NoRollback } from '../run/run-state.ts';
import type { CaseReport } from '../run/facts.ts';
import { smokeFailure } from '../smoke/smoke-report.ts';
import { judgeServing, type Verdict } from './judge.ts';
import { GateFailed } from './gate-errors.ts';
import { rollBackAfterFailedGate } from './roll-back-failed-gate.ts';
import { noteGate } from './gate-facts.ts';

/**
 * `command: smoke-test`, `status` and `rollback`: the gate of what serves the URL; fails unless it
 * passed — with the revision's server log when there is one.
 */
export async function verifyServing(ctx: RunContext, label: string): Promise<void> {
  const verdict = await judgeServing(ctx, ctx.state.gate, label, 'after');
  if (!verdict || verdict.kind === 'passed') return warnIfWarned(ctx, verdict);
  if (verdict.kind === 'timed-out') throw timedOut(ctx, verdict.cause);
  noteGate(ctx.state, { cause: verdict.cause, verdict: verdict.kind });
  await serverLog(ctx);
  throw new GateFailed(verdict.cause, verdict.kind);
}

/**
 * After a deploy: the gate of the deployed revision. With `rollback_on_failure`, a failure that
 * is the agent's (not the network's, the key's or the timeout's) after an update rolls back — the
 * redeploy first, then the failed revision's server log, while the earlier revision restarts.
 */
export async function gateDeployed(ctx: RunContext): Promise<void> {
  const { state, log } = ctx;
  const failed = { id: state.revision.id!, commit: state.revision.commitSha };
  const verdict = await judgeServing(ctx, state.gate, `revision ${failed.id}`, 'after');
  if (!verdict || verdict.kind === 'passed') return warnIfWarned(ctx, verdict);
  if (verdict.kind === 'timed-out') throw timedOut(ctx, verdict.cause);
  const noRollback = whyNoRollback(ctx, verdict.kind);
  noteGate(state, { cause: verdict.cause, verdict: verdict.kind, ...(noRollback ? { noRollback } : {}) });
  if (noRollback) {
    await serverLog(ctx);
    throw new GateFailed(verdict.cause, verdict.kind);
  }
  log.warning(
    `Revision ${describeRevision(failed)} failed its ${GATE_NAMES[verdict.cause]}; rollback_on_failure is on.`,
    `${GATE_NAMES[verdict.cause][0]!.toUpperCase()}${GATE_NAMES[verdict.cause].slice(1)} failed`,
  );
  const outcome = await rollBackAfterFailedGate(ctx, verdict.cause);
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

/**
 * Failures the gate only warns of, said once: with `checks_fail_on: never` every case that did not
 * pass; with `regression` the failures that are none (a case not judged fails that gate).
 */
function warnIfWarned(ctx: RunContext, verdict: Verdict | undefined): void {
  if (verdict?.kind !== 'passed' || !verdict.warned) return;
  const checks = ctx.state.gate.checks;
  const total = checks?.cases.length ?? 0;
  const count = (which: (result: string) => boolean): number =>
    checks?.cases.filter((c) => which(c.result)).length ?? 0;
  ctx.log.warning(
    ctx.inputs.checks?.failOn === 'regression'
      ? `${count((r) => r === 'failed')} of ${total} agent check cases failed${noRegression(checks?.cases ?? [], Boolean(ctx.state.gate.baseline))}; checks_fail_on is regression, so the job goes on.`
      : `${count((r) => r !== 'passed')} of ${total} agent check cases did not pass; checks_fail_on is never, so the job goes on.`,
    'Agent checks did not pass',
  );
}

/**
 * Why the failed cases are no regression: none ran before, none passed before, or — for a case
 * the baseline did not judge — whether it regressed is not known.
 */
function noRegression(cases: readonly CaseReport[], baseline: boolean): string {
  if (!baseline) return ', none of them a regression (no baseline ran to compare with)';
  const failed = cases.filter((c) => c.result === 'failed');
  const unknown = failed.filter((c) => c.before !== 'failed').length;
  const known = failed.length - unknown;
  if (!unknown) return ', none of them a regression (none passed on the baseline)';
  const them = unknown === 1 ? 'it' : 'them';
  const whether = unknown === 1 ? 'it is a regression' : 'they are regressions';
  return known
    ? `: ${known} failed on the baseline too (no regression); whether the other ${unknown === 1 ? 'one is a regression' : `${unknown} are regressions`} is unknown: the baseline did not judge ${them}`
    : `; whether ${whether} is unknown: the baseline did not judge ${them}`;
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

/** The server log of the revision this run followed, when there is one. */
async function serverLog(ctx: RunContext): Promise<void> {
  const { state } = ctx;
  if (state.revision.id && state.target.deploymentId) await showFailureLog(ctx, 'server', state.revision.id);
}
