import { describe, expect, test } from '@jest/globals';
import { judge, type Observation } from '../../src/agent-checks/expectations.ts';
import { valueAt } from '../../src/agent-checks/trajectory-match.ts';
import { sameValue } from '../../src/agent-checks/trajectory-match.ts';
import { checksVerdict, compare } from '../../src/gate/judge.ts';
import { commentBody } from '../../src/report/preview-comment.ts';
import { junitXml } from '../../src/report/junit.ts';
import type { CaseReport, ChecksReport } from '../../src/run/facts.ts';
import { runStateWith } from '../helpers/run-state.ts';

const seen = (extra: Partial<Observation> = {}): Observation => ({
  reply: 'You can return any item within 30 Days for a full refund.',
  tools: ['search', 'lookup_policy', 'refund'],
  values: { answer: { status: 'ok', items: [{ id: 7 }] } },
  durationMs: 1_500,
  ...extra,
});
const redact = (t: string) => t.replace(/sk-secret/g, '***');

describe('judging a run', () => {
  test('contains is case-insensitive; not_contains, matches, tools in order, values and max_seconds are judged in the file’s order', async () => {
    const { results } = await judge(
      {
        contains: ['30 days'],
        notContains: ['lifetime'],
        matches: ['\\b30\\b'],
        tools: ['lookup_policy', 'refund'],
        toolsInOrder: true,
        values: [
          { path: 'answer.status', equals: 'ok' },
          { path: 'answer.items.0', equals: { id: 7 } },
        ],
        maxSeconds: 2,
      },
      seen(),
      redact,
    );
    expect(results.every((r) => r.met)).toBe(true);
    expect(results.map((r) => r.expectation)).toEqual([
      'contains "30 days"',
      'not_contains "lifetime"',
      'matches /\\b30\\b/',
      'tools [lookup_policy, refund] in order',
      'values answer.status = "ok"',
      'values answer.items.0 = {"id":7}',
      'max_seconds 2',
    ]);
  });

  test('each unmet expectation says what was seen, server text redacted and bounded', async () => {
    const { results } = await judge(
      {
        contains: ['warranty'],
        notContains: ['refund'],
        tools: ['refund', 'lookup_policy'],
        toolsInOrder: true,
        values: [
          { path: 'answer.missing', equals: 1 },
          { path: 'answer.status', equals: 'done' },
        ],
        maxSeconds: 1,
      },
      seen({ reply: `key sk-secret ${'x'.repeat(500)} refund` }),
      redact,
    );
    const details = results.map((r) => r.detail);
    expect(details[0]).toMatch(/^not found: the reply was "key \*\*\* x+…"$/);
    expect(details[0]!.length).toBeLessThan(200);
    expect(details[1]).toMatch(/^found in ".*refund"$/);
    expect(details[2]).toBe('not in this order (called: search, lookup_policy, refund)');
    expect(details[3]).toBe('answer.missing is not in the final state values');
    expect(details[4]).toBe('answer.status is "ok"');
    expect(details[5]).toBe('took 1.5 s');
  });

  test('no AI reply fails a content expectation; no tool call fails tools', async () => {
    const {
      results: [content, tools],
    } = await judge(
      { contains: ['hi'], tools: ['x'], toolsInOrder: false },
      seen({ reply: '', tools: [] }),
      redact,
    );
    expect(content!.detail).toBe('not found: there was no AI reply');
    expect(tools!.detail).toBe('not called: x (no tool was called)');
  });

  test('a pattern that backtracks for too long leaves the run not judged, as the pattern’s problem, not a verdict', async () => {
    expect(
      await judge({ matches: ['(a|a)*b'], toolsInOrder: false }, seen({ reply: 'a'.repeat(40) }), redact),
    ).toEqual({ results: [], notJudged: 'matches /(a|a)*b/ took longer than 1000 ms on the reply' });
  });

  test('the patterns of a run share its time limit, and the one that ran out of it is named', async () => {
    const judged = await judge(
      { matches: ['^a', '(a|a)*b', 'c$'], toolsInOrder: false },
      seen({ reply: 'a'.repeat(40) }),
      redact,
    );
    expect(judged.notJudged).toBe(
      "matches /(a|a)*b/ took longer than 1000 ms on the reply (the run's 3 patterns get 1000 ms together)",
    );
  });

  test('many patterns on many runs are judged in moments, not a context (and a watchdog) each', async () => {
    // 50 patterns, 100 runs: one context per pattern took about 5 s here, blocking the event loop.
    const expect50 = { matches: Array.from({ length: 50 }, (_, i) => `w${i}\\b`), toolsInOrder: false };
    const started = performance.now();
    for (let run = 0; run < 100; run++) {
      const { results } = await judge(expect50, seen({ reply: 'w7 and w42 '.repeat(30) }), redact);
      expect(results.filter((r) => r.met).map((r) => r.expectation)).toEqual([
        'matches /w7\\b/',
        'matches /w42\\b/',
      ]);
    }
    // A second each would be 100 s; one context for all of a run's patterns takes moments.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  test('values: own keys only, equality as JSON values', () => {
    expect(valueAt({ a: { b: [1, 2] } }, 'a.b.1')).toEqual({ present: true, value: 2 });
    expect(valueAt({ a: {} }, 'a.constructor')).toEqual({ present: false });
    expect(sameValue({ x: 1, y: [1, { z: null }] }, { y: [1, { z: null }], x: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(1, '1')).toBe(false);
  });

  test('values: a path walks JSON keys and list indices, never what JavaScript adds to them', async () => {
    const values = JSON.parse(
      '{"items": [{"id": 7}, {"id": 8}], "name": "ab", "__proto__": {"x": 1}}',
    ) as unknown;
    const {
      results: [length],
    } = await judge(
      { values: [{ path: 'items.length', equals: 2 }], toolsInOrder: false },
      seen({ values }),
      redact,
    );
    expect(length).toMatchObject({ met: false, detail: 'items.length is not in the final state values' });
    for (const path of [
      'name.length',
      'items.constructor',
      'items.0.constructor',
      'items.at',
      'items.01',
      'items.-1',
      'items.1.5',
    ])
      expect([path, valueAt(values, path)]).toEqual([path, { present: false }]);
    expect(valueAt(values, 'items.1.id')).toEqual({ present: true, value: 8 });
    // A key a JSON object really has is in the state, whatever its name.
    expect(valueAt(values, '__proto__.x')).toEqual({ present: true, value: 1 });
  });
});

const one = (name: string, result: CaseReport['result'], extra: Partial<CaseReport> = {}): CaseReport => ({
  name,
  assistant_id: 'agent',
  result,
  passes: result === 'passed' ? 1 : 0,
  runs: 1,
  min_passes: 1,
  duration_ms: 1_000,
  run_results: [
    {
      result,
      duration_ms: 1_000,
      expectations: [],
      ...(result === 'not-judged' ? { blame: 'setup' as const } : {}),
    },
  ],
  ...extra,
});
const report = (cases: CaseReport[]): ChecksReport => ({
  result: cases.some((c) => c.result === 'failed') ? 'failed' : 'passed',
  url: 'https://a.example',
  file: 'checks.yaml',
  duration_ms: 1_000,
  cases,
});

describe('the checks verdict', () => {
  const before = report([one('a', 'passed'), one('b', 'failed'), one('c', 'passed')]);
  const after = compare(report([one('a', 'failed'), one('b', 'failed'), one('c', 'passed')]), before);

  test('a regression passed on the baseline and fails now; a case that never passed is not one', () => {
    expect(after.cases.map((c) => [c.name, c.before, c.regression])).toEqual([
      ['a', 'passed', true],
      ['b', 'failed', false],
      ['c', 'passed', false],
    ]);
  });

  test('checks_fail_on: any fails on every failure, regression only on a regression, never warns', () => {
    expect(checksVerdict(after, 'any')).toEqual({ kind: 'failed', cause: 'checks' });
    expect(checksVerdict(after, 'regression')).toEqual({ kind: 'failed', cause: 'checks' });
    const noRegression = compare(report([one('a', 'passed'), one('b', 'failed')]), before);
    expect(checksVerdict(noRegression, 'regression')).toEqual({ kind: 'passed', warned: true });
    expect(checksVerdict(after, 'never')).toEqual({ kind: 'passed', warned: true });
  });

  test('a case that could not be judged is no pass and no verdict: not judged (or a timeout when time cut it)', () => {
    expect(checksVerdict(report([one('a', 'passed'), one('b', 'not-judged')]), 'any')).toEqual({
      kind: 'not-judged',
      cause: 'checks',
    });
    const timed = one('b', 'not-judged', {
      run_results: [{ result: 'not-judged', duration_ms: 1, expectations: [], blame: 'time' }],
    });
    expect(checksVerdict(report([timed]), 'any')).toEqual({ kind: 'timed-out', cause: 'checks' });
  });

  test('a case that failed before timeout ran out: the gate timed out (no time is left to roll back)', () => {
    const timed = one('b', 'not-judged', {
      run_results: [{ result: 'not-judged', duration_ms: 1, expectations: [], blame: 'time' }],
    });
    expect(checksVerdict(report([one('a', 'failed'), timed]), 'any')).toEqual({
      kind: 'timed-out',
      cause: 'checks',
    });
    const setup = one('b', 'not-judged');
    expect(checksVerdict(report([one('a', 'failed'), setup]), 'any')).toEqual({
      kind: 'failed',
      cause: 'checks',
    });
  });
});

describe('the PR comment', () => {
  test('stays short: the failed cases, regressions first, at most 10, and a count of the rest; no passed case', () => {
    const failedNow = (name: string) => one(name, 'failed', { failure: `contains "x": not found (${name})` });
    const cases = [
      ...Array.from({ length: 15 }, (_, i) => one(`passes ${i + 1}`, 'passed')),
      ...Array.from({ length: 12 }, (_, i) => failedNow(`never passed ${i + 1}`)),
      ...Array.from({ length: 3 }, (_, i) => ({
        ...failedNow(`regressed ${i + 1}`),
        before: 'passed' as const,
        regression: true,
      })),
    ];
    const state = runStateWith({
      target: { deploymentUrl: 'https://a.example' },
      gate: { checks: report(cases) },
    });
    const body = commentBody('agent-pr-3', state, { sha: 'abcdef1' });
    const brief = body.slice(body.indexOf('Agent checks:'), body.indexOf('<sub>')).trim().split('\n');
    expect(brief[0]).toBe('Agent checks: ❌ 15 of 30 cases passed.');
    const items = brief.filter((l) => l.startsWith('- '));
    expect(items.slice(0, 3).map((l) => l.split(':')[0])).toEqual([
      '- ❌ regressed 1 \\[regression\\]',
      '- ❌ regressed 2 \\[regression\\]',
      '- ❌ regressed 3 \\[regression\\]',
    ]);
    expect(items).toHaveLength(11);
    expect(items[10]).toBe('- … and 5 more that did not pass');
    expect(body).not.toContain('passes 1');
  });
});

describe('the PR comment, tokens', () => {
  test('each case it names shows its tokens as the summary does; the first line adds them up', () => {
    const cases = [
      one('cheap', 'passed', { tokens: { median: 651, known_runs: 1 } }),
      one('costly', 'failed', {
        failure: 'max_tokens 500: used 1200 tokens',
        tokens: { median: 1_200, known_runs: 1, lower_bound: true },
      }),
      one('no usage', 'not-judged', { failure: 'reported no token usage' }),
    ];
    const state = runStateWith({
      target: { deploymentUrl: 'https://a.example' },
      gate: { checks: report(cases) },
    });
    const body = commentBody('agent-pr-3', state, { sha: 'abcdef1' });
    const brief = body.slice(body.indexOf('Agent checks:'), body.indexOf('<sub>')).trim().split('\n');
    expect(brief[0]).toBe(
      'Agent checks: ❌ 1 of 3 cases passed. Tokens: ≥ 1,851 (the median run of each case, added up).',
    );
    expect(brief.filter((l) => l.startsWith('- '))).toEqual([
      '- ❌ costly: max_tokens 500: used 1200 tokens · ≥ 1,200 tokens',
      '- ⚠️ not judged no usage \\[not judged\\]: reported no token usage · tokens —',
    ]);
  });

  test('no case with known usage: no tokens said at all', () => {
    const state = runStateWith({
      target: { deploymentUrl: 'https://a.example' },
      gate: { checks: report([one('a', 'failed', { failure: 'x' })]) },
    });
    const body = commentBody('agent-pr-3', state, { sha: 'abcdef1' });
    expect(body).toContain('Agent checks: ❌ 0 of 1 cases passed.\n');
    expect(body).not.toMatch(/tokens/i);
  });
});

describe('JUnit XML', () => {
  test('one testcase per case: a failure, a skipped case not judged; every value escaped', () => {
    const xml = junitXml(
      report([
        one('a <b> & "c"', 'failed', {
          failure: 'contains "x": not found\u0007',
          regression: true,
          before: 'passed',
        }),
        one('d', 'not-judged', { failure: 'assistant unknown' }),
        one('e', 'passed', { reply: "it's <fine>" }),
      ]),
    );
    expect(xml).toContain(
      '<testsuites name="agent checks" tests="3" failures="1" errors="0" skipped="1" time="1.000">',
    );
    expect(xml).toContain(
      '<testcase classname="agent-checks" name="a &lt;b&gt; &amp; &quot;c&quot;" time="1.000">',
    );
    expect(xml).toContain('<failure message="contains &quot;x&quot;: not found\uFFFD" type="regression">');
    expect(xml).toContain('<skipped message="assistant unknown" type="not-judged">');
    expect(xml).toContain('<system-out>reply: it&apos;s &lt;fine&gt;</system-out>');
    expect(xml).not.toMatch(/[\u0000-\u0008]/);
  });
});
