import type { CaseReport, ChecksReport } from '../run/facts.ts';

/**
 * `checks_token_growth`: a case whose median tokens grew by more than the given fraction against
 * the baseline is a regression, failed like a wrong answer. Only known counts are compared: a
 * baseline whose count is a lower bound (some messages unreported) or missing proves nothing.
 */
export function tokenRegressions(
  after: ChecksReport,
  before: ChecksReport | undefined,
  growth: number | undefined,
): ChecksReport {
  if (!before || growth === undefined) return after;
  const was = new Map(before.cases.map((c) => [c.name, c]));
  const cases = after.cases.map((c) => grown(c, was.get(c.name), growth));
  return { ...after, cases, result: cases.some((c) => c.result === 'failed') ? 'failed' : after.result };
}

function grown(c: CaseReport, before: CaseReport | undefined, growth: number): CaseReport {
  const now = c.tokens;
  const then = before?.tokens;
  if (!now || !then || then.lower_bound || then.median <= 0) return c;
  const ratio = now.median / then.median - 1;
  if (ratio <= growth) return c;
  const failure = `tokens: median ${now.lower_bound ? '≥ ' : ''}${now.median}, before ${then.median} (+${Math.round(ratio * 100)}%, more than checks_token_growth ${Math.round(growth * 100)}%)`;
  return {
    ...c,
    result: 'failed',
    regression: true,
    failure: c.result === 'failed' && c.failure ? `${c.failure}; ${failure}` : failure,
  };
}
