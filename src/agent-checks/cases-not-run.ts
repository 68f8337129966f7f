import { excerpt, type Redact } from '../base/untrusted.ts';
import type { CheckCase, ChecksSettings, DatasetSource } from '../inputs/types.ts';
import type { CaseReport, CaseResult, ChecksReport, SmokeBlame } from '../run/facts.ts';

/*
 * The agent checks' cases without a run: what a dry run would run, and the report of cases none of
 * whose runs ran. Light (no agent client), so the gate uses it before it loads the suite.
 */

/**
 * What the agent checks would do, for a dry run's plan: the file, where, and every case; `lead`
 * is the words the sentence starts with; `baseline` the revision a baseline would run against
 * first (a deploy's, when one serves: a new deployment has none).
 */
export function checksPlan(
  settings: ChecksSettings,
  url: string | undefined,
  assistantId: string | undefined,
  { lead = 'Run', baseline }: { lead?: string; baseline?: string } = {},
): string {
  const n = settings.cases.length;
  const cases = settings.cases
    .map(
      (c) =>
        `${c.name} (assistant ${c.assistantId ?? assistantId ?? 'unknown'}${c.runs > 1 ? `, ${c.minPasses} of ${c.runs} runs` : ''})`,
    )
    .join('; ');
  const what = settings.dataset
    ? `${n ? `${n} agent check${n === 1 ? '' : 's'} from ${settings.file} and ` : ''}${datasetPlan(settings.dataset, settings.file)}`
    : `${n} agent check${n === 1 ? '' : 's'} from ${settings.file}`;
  return `${lead} ${what} against ${url ?? 'the deployment URL'}${baseline ? `, on revision ${baseline} before the update too (the baseline)` : ''}, ${settings.concurrency} at a time (checks_fail_on: ${settings.failOn})${cases ? `: ${cases}` : ''}.`;
}

/**
 * The cases a dataset adds: as many examples as it holds (the dry run's one request reads the
 * dataset with its count), at most its limit; with a split, up to that many.
 */
function datasetPlan(d: DatasetSource, file: string): string {
  const known = d.exampleCount !== undefined && !d.split && !d.asOf;
  const count = known ? Math.min(d.exampleCount!, d.limit) : d.limit;
  const holds =
    d.exampleCount === undefined
      ? ''
      : `; it holds ${d.exampleCount} example${d.exampleCount === 1 ? '' : 's'}${d.split ? ' in all splits' : ''}${d.asOf ? ' now' : ''}`;
  const version = d.asOf ? ` as of "${d.asOf}"` : '';
  return `${known ? '' : 'up to '}${count} agent check${count === 1 ? '' : 's'} from LangSmith dataset "${d.name}"${version}${d.split ? `, split "${d.split}"` : ''} (named in ${file}; limit ${d.limit}${holds})`;
}

/**
 * The report of agent checks none of whose cases ran, for one reason (`detail`, shown redacted and
 * bounded): no usable URL, a server that never answered, no time left. Only `revision` blames the
 * agent: its cases then failed; else none is judged.
 */
export function notRunReport(
  settings: ChecksSettings,
  url: string,
  assistantId: string | undefined,
  why: { detail: string; blame: SmokeBlame },
  redact: Redact,
): ChecksReport {
  const result: CaseResult = why.blame === 'revision' ? 'failed' : 'not-judged';
  const cases = settings.cases.map((one) => notRunCase(one, assistantId, why.detail, result));
  const detail = excerpt(why.detail, 500, redact);
  return { url, file: settings.file, result, duration_ms: 0, cases, detail, blame: why.blame };
}

/** A case none of whose runs ran, for one reason. */
export function notRunCase(
  one: CheckCase,
  assistantId: string | undefined,
  detail: string,
  result: CaseResult = 'not-judged',
): CaseReport {
  return {
    name: one.name,
    assistant_id: one.assistantId ?? assistantId ?? '',
    result,
    passes: 0,
    runs: one.runs,
    min_passes: one.minPasses,
    duration_ms: 0,
    failure: detail,
    run_results: [],
  };
}
