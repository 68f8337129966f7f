import { excerpt, type Redact } from '../base/untrusted.ts';
import type { Expectations } from '../inputs/types.ts';
import type { CaseTokens, CaseRun, ExpectationResult } from '../run/facts.ts';
import type { Observation } from './expect.ts';
import { judgeReply, type JudgeDeps, type JudgeGiven } from './llm-judge.ts';
import { describeTrajectoryFailure, matchTrajectory } from './trajectory-match.ts';

/**
 * The deterministic expectations issue 28 added — `trajectory` (the tool calls with their
 * arguments, agentevals' modes) and `max_tokens` — judged on one run's observation beside the
 * others (expect.ts). A `max_tokens` on a run whose messages report no usage cannot be judged:
 * never a pass, never the agent's failure (`notJudged` says why).
 */

/** The most trajectory failures a result names; the rest are counted. */
const SHOWN_FAILURES = 3;

export interface MoreJudged {
  expectations: ExpectationResult[];
  /** Why the run cannot be judged, when an expectation had nothing to judge. */
  notJudged?: string;
}

export function judgeMore(expect: Expectations, seen: Observation, redact: Redact): MoreJudged {
  const expectations: ExpectationResult[] = [];
  let notJudged: string | undefined;
  if (expect.trajectory) expectations.push(trajectoryResult(expect.trajectory, seen, redact));
  if (expect.maxTokens !== undefined) {
    const tokens = seen.tokens;
    if (!tokens?.known)
      notJudged = `max_tokens ${expect.maxTokens}: the run's AI messages reported no token usage (usage_metadata), so its cost is unknown`;
    else {
      const met = tokens.total <= expect.maxTokens;
      const used = `${tokens.unreported ? 'at least ' : ''}${tokens.total}`;
      expectations.push({
        expectation: `max_tokens ${expect.maxTokens}`,
        met,
        ...(met ? {} : { detail: `used ${used} tokens (${tokens.input} in, ${tokens.output} out)` }),
      });
    }
  }
  return { expectations, ...(notJudged ? { notJudged } : {}) };
}

function trajectoryResult(
  want: NonNullable<Expectations['trajectory']>,
  seen: Observation,
  redact: Redact,
): ExpectationResult {
  const calls = want.calls.map((c) => c.name).join(', ');
  const expectation = `trajectory ${want.match} (args ${want.args}) [${excerpt(calls, 200, redact)}]`;
  const result = matchTrajectory(want.calls, seen.toolCalls ?? [], want);
  if (result.met) return { expectation, met: true };
  const lines = result.failures.slice(0, SHOWN_FAILURES).map((f) => describeTrajectoryFailure(f, redact));
  const more = result.failures.length - SHOWN_FAILURES;
  return { expectation, met: false, detail: `${lines.join('; ')}${more > 0 ? `; + ${more} more` : ''}` };
}

/**
 * A case's tokens over its runs: the median total of those that reported usage, marked as a lower
 * bound when one of them left some AI messages unreported. Undefined when none reported any.
 */
export function caseTokens(runs: readonly CaseRun[]): CaseTokens | undefined {
  const known = runs.flatMap((r) => (r.tokens?.known ? [r.tokens] : []));
  if (!known.length) return undefined;
  const totals = known.map((t) => t.total).sort((a, b) => a - b);
  const mid = totals.length >> 1;
  const median = totals.length % 2 ? totals[mid]! : Math.round((totals[mid - 1]! + totals[mid]!) / 2);
  return {
    median,
    known_runs: known.length,
    ...(known.some((t) => t.unreported > 0) ? { lower_bound: true } : {}),
  };
}

/**
 * Every expectation of issue 28 on one run: the deterministic ones, then the judge's grade of the
 * reply (its call is not part of the run's time: `max_seconds` judges the agent, not the judge).
 */
export async function judgeRunMore(
  expect: Expectations,
  seen: Observation,
  given: JudgeGiven,
  deps: JudgeDeps,
): Promise<MoreJudged> {
  const more = judgeMore(expect, seen, deps.redact);
  if (!expect.judge) return more;
  const judged = await judgeReply(expect.judge, seen.reply, given, deps);
  const notJudged = more.notJudged ?? judged.notJudged;
  return {
    expectations: [...more.expectations, ...(judged.result ? [judged.result] : [])],
    ...(notJudged ? { notJudged } : {}),
  };
}

/** `{tokens}` of a case report, when any run reported usage. */
export function withTokens(runs: readonly CaseRun[]): { tokens?: CaseTokens } {
  const tokens = caseTokens(runs);
  return tokens ? { tokens } : {};
}
