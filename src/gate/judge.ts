import type { ChecksFailOn } from '../inputs/types.ts';
import type { ChecksReport, SmokeReport } from '../run/facts.ts';
import type { RunContext } from '../run/context.ts';
import type { GateCause } from '../run/run-state.ts';

/** What a gate found: passed (perhaps with failures it only warns of), or why not. */
export type Verdict =
  { kind: 'passed'; warned: boolean } | { kind: 'failed' | 'not-judged' | 'timed-out'; cause: GateCause };

/**
 * Whether the gate may judge the revision this run followed: only a DEPLOYED one serves the URL
 * (with `wait: false` it may not be yet — the URL then still serves what came before). Says so
 * when it cannot.
 */
export function readyToJudge(ctx: RunContext): boolean {
  const { state, inputs } = ctx;
  if (!inputs.smoke.enabled && !inputs.checks) return false;
  if (!state.revision.id || state.revision.status === 'DEPLOYED') return true;
  const what = inputs.smoke.enabled ? 'Not smoke-tested' : 'Agent checks not run';
  ctx.log.notice(
    `${what}: revision ${state.revision.id} is ${state.revision.status ?? 'not deployed yet'} (wait: false), so its URL still serves what came before.`,
    inputs.smoke.enabled ? 'Smoke test skipped' : 'Agent checks skipped',
  );
  return false;
}

/** The smoke test's verdict: whose fault a failure is decides whether it is one. */
export function smokeVerdict(smoke: SmokeReport): Verdict {
  if (smoke.blame === 'time') return { kind: 'timed-out', cause: 'smoke' };
  if (smoke.blame === 'setup') return { kind: 'not-judged', cause: 'smoke' };
  return { kind: 'failed', cause: 'smoke' };
}

/**
 * The checks' verdict under `checks_fail_on`: `any` failed case fails the gate, `regression` only
 * a case that passed on the baseline, `never` none (they are warned of). A case that could not be
 * judged is no pass: it fails the gate as not judged (never a rollback) unless `never`. When
 * `timeout` ran out during the checks, the gate timed out, even if a case failed before: no time
 * is left to roll back and follow the redeploy (the failure says which cases failed).
 */
export function checksVerdict(checks: ChecksReport, failOn: ChecksFailOn): Verdict {
  const failed = checks.cases.filter((c) => c.result === 'failed');
  const gating =
    failOn === 'any' ? failed : failOn === 'regression' ? failed.filter((c) => c.regression) : [];
  if (gating.length) return { kind: cutByTimeout(checks) ? 'timed-out' : 'failed', cause: 'checks' };
  const unjudged = checks.cases.filter((c) => c.result === 'not-judged');
  if (unjudged.length && failOn !== 'never') {
    // Cut short by `timeout`, and nothing else: a timeout, not a verdict on the revision.
    const timedOut = checks.detail
      ? checks.blame === 'time'
      : unjudged.every((c) => c.run_results.every((r) => r.result !== 'not-judged' || r.blame === 'time'));
    return { kind: timedOut ? 'timed-out' : 'not-judged', cause: 'checks' };
  }
  return { kind: 'passed', warned: failed.length > 0 || unjudged.length > 0 };
}

/** Whether what was left of `timeout` cut the checks short: a run, or all of them. */
export function cutByTimeout(checks: ChecksReport): boolean {
  if (checks.detail) return checks.blame === 'time';
  return checks.cases.some((c) => c.run_results.some((r) => r.result === 'not-judged' && r.blame === 'time'));
}

/** Each case with how it did on the baseline, and whether it regressed (passed before, fails now). */
export function compare(after: ChecksReport, before: ChecksReport | undefined): ChecksReport {
  if (!before) return after;
  const was = new Map(before.cases.map((c) => [c.name, c.result]));
  return {
    ...after,
    cases: after.cases.map((c) => {
      const previous = was.get(c.name);
      if (!previous) return c;
      return { ...c, before: previous, regression: previous === 'passed' && c.result === 'failed' };
    }),
  };
}
