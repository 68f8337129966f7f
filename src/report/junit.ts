import { REPORT_LIMITS } from '../base/policy.ts';
import { clip } from '../base/untrusted.ts';
import type { CaseReport, ChecksReport } from '../run/facts.ts';
import { tokensShown } from './tokens.ts';
import { secondsOf } from '../time/duration.ts';

/**
 * The agent checks as JUnit XML (one testcase per case), for test-report tools and GitHub's test
 * reporters. A failed case is a `<failure>`, one that could not be judged is `<skipped>`: it is
 * neither a pass nor the agent's failure. Pure; every value is escaped (server text included), and
 * each testcase's text is bounded (REPORT_LIMITS.junitCaseChars): 200 cases of 20 runs each,
 * every run listing 50 unmet expectations, would otherwise write tens of megabytes.
 */
export function junitXml(checks: ChecksReport, suite = 'agent checks'): string {
  const failures = checks.cases.filter((c) => c.result === 'failed').length;
  const skipped = checks.cases.filter((c) => c.result === 'not-judged').length;
  const time = seconds(checks.duration_ms);
  const attrs = `tests="${checks.cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(suite)}" ${attrs}>`,
    `  <testsuite name="${xml(`${suite} (${checks.file})`)}" ${attrs}>`,
    `    <properties><property name="url" value="${xml(checks.url)}"/>${checks.experiment_url ? `<property name="experiment_url" value="${xml(checks.experiment_url)}"/>` : ''}</properties>`,
    ...checks.cases.flatMap(testcase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function testcase(c: CaseReport): string[] {
  const open = `    <testcase classname="agent-checks" name="${xml(c.name)}" time="${seconds(c.duration_ms)}"`;
  const runs = c.run_results
    .map((r, i) => {
      const unmet = r.expectations
        .filter((e) => !e.met)
        .map((e) => `${e.expectation}: ${e.detail ?? 'not met'}`);
      return `run ${i + 1}: ${r.result}${r.error ? ` (${r.error})` : ''}${unmet.length ? `\n  ${unmet.join('\n  ')}` : ''}`;
    })
    .join('\n');
  const summary = `${c.passes} of ${c.runs} runs passed (${c.min_passes} needed)${c.before ? `; before: ${c.before}` : ''}${c.regression ? '; regression' : ''}`;
  const out = c.reply ? [`      <system-out>${xml(`reply: ${c.reply}`)}</system-out>`] : [];
  // The case's tokens (median of its runs), as a property test-report tools show.
  const tokens = c.tokens
    ? [`      <properties><property name="tokens" value="${xml(tokensShown(c.tokens))}"/></properties>`]
    : [];
  if (c.result === 'passed') return [`${open}>`, ...tokens, ...out, '    </testcase>'];
  const tag = c.result === 'failed' ? 'failure' : 'skipped';
  const type = c.result === 'failed' ? (c.regression ? 'regression' : 'expectation') : 'not-judged';
  return [
    `${open}>`,
    ...tokens,
    `      <${tag} message="${xml(clip(c.failure ?? c.result, REPORT_LIMITS.junitMessageChars))}" type="${type}">${xml(clip(`${summary}\n${runs}`, REPORT_LIMITS.junitCaseChars))}</${tag}>`,
    ...out,
    '    </testcase>',
  ];
}

function seconds(ms: number): string {
  return secondsOf(ms).toFixed(3);
}

/** Text as an XML attribute or element: escaped, and without characters XML 1.0 forbids. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
