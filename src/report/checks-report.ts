import { REPORT_LIMITS } from '../base/policy.ts';
import { clip } from '../base/untrusted.ts';
import type { CaseReport, ChecksReport } from '../run/facts.ts';

/** Cut replies and failures keep this much when even a report without runs does not fit. */
const CUT_TEXT = 300;

/**
 * Ways to make the report smaller, least lost first; each applies to what the previous left. A
 * checks file of 200 cases with 20 runs and 50 expectations each, against an agent that fails
 * them all, reports about 60 MB: only the first step or two are ever needed for files people write.
 */
const SMALLER: Array<{ left: string; apply: (c: CaseReport) => CaseReport }> = [
  {
    left: 'the expectations each run met',
    apply: (c) => ({
      ...c,
      run_results: c.run_results.map((r) => ({ ...r, expectations: r.expectations.filter((e) => !e.met) })),
    }),
  },
  {
    left: 'all but the first unmet expectation of each run',
    apply: (c) => ({
      ...c,
      run_results: c.run_results.map((r) => ({ ...r, expectations: r.expectations.slice(0, 1) })),
    }),
  },
  { left: 'the runs of each case', apply: (c) => ({ ...c, run_results: [] }) },
  {
    left: `each case's failure and reply past ${CUT_TEXT} characters`,
    apply: ({ failure, reply, ...c }) => ({
      ...c,
      ...(failure === undefined ? {} : { failure: clip(failure, CUT_TEXT) }),
      ...(reply === undefined ? {} : { reply: clip(reply, CUT_TEXT) }),
    }),
  },
];

/**
 * The agent checks report as the `checks_report` output: all of it when it fits in
 * `maxBytes` (UTF-8), else without what SMALLER leaves out — as little as it takes — with a
 * `truncated` field saying what is missing. Every case, with its result, is always there.
 */
export function checksReportJson(report: ChecksReport, maxBytes = REPORT_LIMITS.outputBytes): string {
  let json = JSON.stringify(report);
  const left: string[] = [];
  let cases = report.cases;
  for (const step of SMALLER) {
    if (Buffer.byteLength(json) <= maxBytes) break;
    cases = cases.map(step.apply);
    left.push(step.left);
    // The `checks_report` output as it is written: the report, and what was left out of it.
    const output: ChecksReport & { truncated?: string } = {
      ...report,
      cases,
      truncated: `Cut to fit a GitHub output (at most 1 MB): left out ${left.join('; ')}. The job summary and checks_junit show every case.`,
    };
    json = JSON.stringify(output);
  }
  return json;
}
