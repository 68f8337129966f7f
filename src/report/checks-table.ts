import type { CaseReport, CaseResult, ChecksReport } from '../run/facts.ts';
import { formatDuration } from '../time/duration.ts';
import { caseFailure } from './gate-words.ts';
import { tokensShown } from './tokens.ts';
import { cell, code, link, quote, text } from './markdown.ts';

/** The agent checks as Markdown: the summary's table of every case, and the PR comment's brief. */

const CASE_ICON: Record<CaseResult, string> = { passed: '✅', failed: '❌', 'not-judged': '⚠️ not judged' };

/** Regressions first, then the other failures, what could not be judged, and what passed. */
const CASE_ORDER = (c: CaseReport): number =>
  c.regression ? 0 : c.result === 'failed' ? 1 : c.result === 'not-judged' ? 2 : 3;

/**
 * The agent checks: a table of every case — before (with a baseline), after, runs, time, what
 * failed and how the reply began — regressions first.
 */
export function checksSection(checks: ChecksReport, baseline: ChecksReport | undefined): string[] {
  const bad = checks.cases.filter((c) => c.result !== 'passed');
  const regressions = checks.cases.filter((c) => c.regression).length;
  const heading =
    checks.result === 'passed'
      ? `✅ ${checks.cases.length} of ${checks.cases.length} cases passed`
      : checks.result === 'failed'
        ? `❌ ${checks.cases.filter((c) => c.result === 'failed').length} of ${checks.cases.length} cases failed${regressions ? ` (${regressions} regression${regressions === 1 ? '' : 's'})` : ''}`
        : `⚠️ ${bad.length} of ${checks.cases.length} cases could not be judged`;
  const lines = [`### Agent checks: ${heading}`, ''];
  if (checks.detail) lines.push(...quote(checks.detail), '');
  lines.push(
    `${code(checks.file)} against ${code(checks.url)}${checks.duration_ms ? `; the cases took ${formatDuration(checks.duration_ms)}` : ''}${baseline ? `; before: the revision that served before the update` : ''}.`,
    '',
  );
  lines.push(...experimentLinks(checks, baseline));
  const before = Boolean(baseline);
  lines.push(
    `| Case |${before ? ' Before |' : ''} After | Runs | Time | Tokens | What failed |`,
    `|---|${before ? '---|' : ''}---|---|---|---|---|`,
    ...[...checks.cases]
      .sort((a, b) => CASE_ORDER(a) - CASE_ORDER(b))
      .map((c) => {
        const name = `${cell(c.name)}${c.regression ? ' **regression**' : ''}`;
        const was = before ? ` ${c.before ? CASE_ICON[c.before] : '—'} |` : '';
        const why = c.failure
          ? `${cell(c.failure)}${c.reply && !c.failure.includes(c.reply.slice(0, 40)) ? ` (reply: ${code(c.reply, 120)})` : ''}`
          : '';
        return `| ${name} |${was} ${CASE_ICON[c.result]} | ${c.passes}/${c.runs} | ${formatDuration(c.duration_ms)} | ${tokensShown(c.tokens)} | ${why} |`;
      }),
  );
  return lines;
}

/** At most this many cases are named in the PR comment; the rest are counted. */
const BRIEF_CASES = 10;

/**
 * The PR comment's few lines: the result, the cases that failed or regressed (at most
 * BRIEF_CASES, regressions first), and a count of the rest.
 */
export function checksBrief(checks: ChecksReport): string[] {
  const bad = [...checks.cases]
    .filter((c) => c.result !== 'passed')
    .sort((a, b) => CASE_ORDER(a) - CASE_ORDER(b));
  const passed = checks.cases.length - bad.length;
  const lines = [
    `Agent checks: ${checks.result === 'passed' ? '✅' : checks.result === 'failed' ? '❌' : '⚠️'} ${passed} of ${checks.cases.length} cases passed.${tokensTotal(checks.cases)}${checks.experiment_url ? ` ${link('LangSmith experiment', checks.experiment_url)}` : ''}`,
  ];
  const known = checks.cases.some((c) => c.tokens);
  if (checks.detail) lines.push('', text(checks.detail));
  else if (bad.length) {
    lines.push(
      '',
      ...bad
        .slice(0, BRIEF_CASES)
        .map(
          (c) =>
            `- ${CASE_ICON[c.result]} ${text(caseFailure(c))}${known ? ` · ${c.tokens ? `${tokensShown(c.tokens)} tokens` : 'tokens —'}` : ''}`,
        ),
    );
    if (bad.length > BRIEF_CASES) lines.push(`- … and ${bad.length - BRIEF_CASES} more that did not pass`);
  }
  return lines;
}

/** The cases' median tokens added up (`≥` when some are unknown or partly so); '' when none is known. */
function tokensTotal(cases: readonly CaseReport[]): string {
  const known = cases.filter((c) => c.tokens);
  if (!known.length) return '';
  const sum = known.reduce((total, c) => total + c.tokens!.median, 0);
  const lower = known.length < cases.length || known.some((c) => c.tokens!.lower_bound);
  return ` Tokens: ${tokensShown({ median: sum, known_runs: known.length, lower_bound: lower })} (the median run of each case, added up).`;
}

/** `checks_experiment`: where the results are in LangSmith, this run's and the baseline's. */
function experimentLinks(checks: ChecksReport, baseline: ChecksReport | undefined): string[] {
  const links = [
    checks.experiment_url && link('the experiment', checks.experiment_url),
    baseline?.experiment_url && link("the baseline's", baseline.experiment_url),
  ].filter(Boolean);
  return links.length ? [`Results in LangSmith: ${links.join(' · ')}.`, ''] : [];
}
