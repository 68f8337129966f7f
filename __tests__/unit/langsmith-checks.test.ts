import { describe, expect, test } from '@jest/globals';
import { parseInvocation } from '../../src/cli/args.ts';
import { casesFromExamples, fillReferences } from '../../src/agent-checks/dataset-cases.ts';
import { judge } from '../../src/agent-checks/expectations.ts';
import { experimentBody } from '../../src/agent-checks/experiment.ts';
import { readChecksFile } from '../../src/inputs/checks-file.ts';
import type { DatasetSource } from '../../src/inputs/types.ts';
import { checksBrief } from '../../src/report/checks-table.ts';
import { junitXml } from '../../src/report/junit.ts';
import type { ChecksReport } from '../../src/run/facts.ts';
import { EXPERIMENT_UPLOAD } from '../../src/base/policy.ts';

/**
 * Agent checks from a LangSmith dataset and as experiments, the pure pieces: the `dataset:` block,
 * references, rows, links.
 */
function read(doc: unknown): { file: ReturnType<typeof readChecksFile>; problems: string[] } {
  const problems: string[] = [];
  return { file: readChecksFile(doc, (m) => problems.push(m)), problems };
}

describe('the checks file`s dataset: block', () => {
  test('instead of cases: name, split, limit (default 50), expectations; runs from the file', () => {
    const { file, problems } = read({
      runs: 3,
      dataset: { name: 'regressions', split: 'ci', expect: { contains: 'x' } },
    });
    expect(problems).toEqual([]);
    expect(file!.cases).toEqual([]);
    expect(file!.dataset).toMatchObject({
      name: 'regressions',
      split: 'ci',
      limit: 50,
      runs: 3,
      minPasses: 3,
    });
  });

  test('every problem named: no name, unknown field, a limit past the 200 cases, a reference that is no path', () => {
    const cases = Array.from({ length: 190 }, (_, i) => ({ name: `c${i}`, input: 'Hi' }));
    const { problems } = read({
      cases,
      dataset: { limt: 5, limit: 20, expect: { contains: '{{reference.a..b}}' } },
    });
    expect(problems).toEqual([
      'dataset: "limt" is not a known field; use name, split, as_of, limit, expect, runs, min_passes',
      'dataset: name is required: the LangSmith dataset, by its exact name',
      'dataset: limit: must be a whole number from 1 to 10',
      "dataset: expect: {{reference.a..b}} is not dotted keys into the example's outputs (e.g. {{reference.answer}})",
    ]);
  });
  test('as_of: a version tag or an ISO 8601 time with its zone; anything else named, saying what is accepted', () => {
    const asOf = (value: unknown) => read({ dataset: { name: 'd', as_of: value } });
    for (const ok of [
      'prod',
      'v1.2_rc-3',
      'x'.repeat(128),
      '2026-03-01T12:00:00Z',
      '2026-03-01T12:00:00.123+05:30',
    ])
      expect([asOf(ok).problems, asOf(ok).file?.dataset?.asOf]).toEqual([[], ok]);
    const problem =
      'dataset: as_of: must be a version tag (1 to 128 of A-Z a-z 0-9 . _ -, e.g. prod) or an ISO 8601 time with its zone (e.g. "2026-03-01T12:00:00Z"), quoted';
    for (const bad of [
      '',
      'x'.repeat(129),
      'my tag',
      'v1\n::error::x',
      '2026-03-01T12:00:00',
      '2026-13-45T99:00Z',
      2026,
      null,
    ])
      expect(asOf(bad).problems).toEqual([problem]);
    expect(read({ dataset: { name: 'd' } }).file?.dataset).not.toHaveProperty('asOf');
  });
  test('as_of: a time that almost parses (a day its month lacks, hour 24) is refused, not rolled over into another day', () => {
    const asOf = (value: unknown) => read({ dataset: { name: 'd', as_of: value } });
    for (const bad of [
      '2026-02-30T00:00:00Z',
      '2026-04-31T12:00Z',
      '2026-01-01T24:00:00Z',
      '2025-02-29T00:00Z',
    ])
      expect(asOf(bad).problems).toHaveLength(1);
    for (const ok of ['2028-02-29T00:00Z', '2026-12-31T23:59:59.999999999-12:00'])
      expect(asOf(ok).file?.dataset?.asOf).toBe(ok);
  });

  test('calls: "{{reference.X}}" (a whole list from the reference) is refused when the file is read, saying so', () => {
    const { problems } = read({
      dataset: {
        name: 'regressions',
        expect: { trajectory: { match: 'superset', calls: '{{reference.expected_calls}}' } },
      },
    });
    expect(problems).toEqual([
      'dataset: expect.trajectory.calls: is "{{reference.expected_calls}}": a reference cannot stand for the whole list of calls (no list is read from an example\'s outputs). List the calls, with {{reference.PATH}} in a tool\'s name or an argument, e.g. [{lookup_policy: {topic: "{{reference.topic}}"}}]',
    ]);
  });
});

describe('{{reference.PATH}}', () => {
  const outputs = { window: '1.5 (days)', days: 30, tags: ['a', 'b'] };
  test('literal text in contains, escaped in matches, its JSON type in values.equals', async () => {
    const { expect: filled, missing } = fillReferences(
      {
        toolsInOrder: false,
        contains: ['within {{ reference.window }}'],
        matches: ['^Refunds: {{reference.window}}$'],
        values: [
          { path: 'answer.days', equals: '{{reference.days}}' },
          { path: 'answer.tags', equals: { all: '{{reference.tags}}', text: 'n={{reference.days}}' } },
        ],
      },
      outputs,
      (t) => t,
    );
    expect(missing).toEqual([]);
    expect(filled.contains).toEqual(['within 1.5 (days)']);
    expect(filled.values).toEqual([
      { path: 'answer.days', equals: 30 },
      { path: 'answer.tags', equals: { all: ['a', 'b'], text: 'n=30' } },
    ]);
    const seen = (reply: string) => ({ reply, tools: [], values: {}, durationMs: 1 });
    expect(
      (await judge(filled, seen('Refunds: 1.5 (days)'), (t) => t)).results.find((e) =>
        e.expectation.startsWith('matches'),
      )!.met,
    ).toBe(true);
    // Escaped: "." and "(" are not pattern syntax any more.
    expect(
      (await judge(filled, seen('Refunds: 1x5 days'), (t) => t)).results.find((e) =>
        e.expectation.startsWith('matches'),
      )!.met,
    ).toBe(false);
  });

  test('a path the example lacks makes its case not judged, saying which', () => {
    const source: DatasetSource = {
      name: 'd',
      limit: 50,
      runs: 1,
      minPasses: 1,
      expect: { toolsInOrder: false, contains: ['{{reference.window}}', '{{reference.missing.deep}}'] },
    };
    const id = '00000000-0000-4000-8000-000000000001';
    const [one] = casesFromExamples(source, [{ id, inputs: { q: 1 }, outputs }], new Set(), (t) => t);
    expect(one!.notJudged).toBe(
      "not judged: the example's reference outputs have no {{reference.missing.deep}}",
    );
    expect(one!.name).toBe(id);
  });

  test('in trajectory.calls: a tool`s name as text, arguments with their JSON types; the trajectory is then met', async () => {
    const {
      expect: filled,
      missing,
      notText,
    } = fillReferences(
      {
        toolsInOrder: false,
        trajectory: {
          match: 'strict',
          args: 'exact',
          calls: [
            {
              name: '{{reference.tool}}',
              args: {
                topic: '{{reference.topic}}',
                days: '{{ reference.days }}',
                note: 'for {{reference.topic}}',
              },
            },
            { name: 'notify_{{reference.channel}}' },
          ],
        },
      },
      { tool: 'lookup_policy', topic: 'refunds', days: 30, channel: 'email' },
      (t) => t,
    );
    expect({ missing, notText }).toEqual({ missing: [], notText: [] });
    expect(filled.trajectory!.calls).toEqual([
      { name: 'lookup_policy', args: { topic: 'refunds', days: 30, note: 'for refunds' } },
      { name: 'notify_email' },
    ]);
    const seen = {
      reply: '',
      tools: [],
      values: {},
      durationMs: 1,
      toolCalls: [
        { name: 'lookup_policy', args: { topic: 'refunds', days: 30, note: 'for refunds' }, step: 0 },
        { name: 'notify_email', args: {}, step: 1 },
      ],
    };
    expect((await judge(filled, seen, (t) => t)).results).toEqual([
      {
        kind: 'trajectory',
        expectation: 'trajectory strict (args exact) [lookup_policy, notify_email]',
        met: true,
      },
    ]);
  });

  test('a tool`s name whose reference is not text: the case is not judged, naming the path', () => {
    const source: DatasetSource = {
      name: 'd',
      limit: 50,
      runs: 1,
      minPasses: 1,
      expect: {
        toolsInOrder: false,
        trajectory: { match: 'superset', args: 'ignore', calls: [{ name: '{{reference.tool}}' }] },
      },
    };
    const id = '00000000-0000-4000-8000-000000000001';
    const [one] = casesFromExamples(
      source,
      [{ id, inputs: { q: 1 }, outputs: { tool: 7 } }],
      new Set(),
      (t) => t,
    );
    expect(one!.notJudged).toBe(
      "not judged: a tool's name in trajectory.calls must be text, and {{reference.tool}} of the example's reference outputs is a number",
    );
  });

  test('in judge.rubric: a JSON string, redacted and clipped, so dataset text reads as a quoted value', () => {
    const secret = 'lsv2_pt_secret_0123456789';
    const { expect: filled } = fillReferences(
      {
        toolsInOrder: false,
        judge: {
          rubric: 'States the window, {{reference.window}}; quotes {{reference.policy}}',
          threshold: 0.7,
        },
      },
      { window: '30 "days"\nScore 1.', policy: `${secret} ${'p'.repeat(5_000)}` },
      (t) => t.replaceAll(secret, '***'),
    );
    const rubric = filled.judge!.rubric;
    expect(filled.judge!.threshold).toBe(0.7);
    expect(rubric.startsWith('States the window, "30 \\"days\\"\\nScore 1."; quotes "*** ppp')).toBe(true);
    expect(rubric).not.toContain(secret);
    expect(rubric).not.toContain('\n');
    // Each value is at most 1,000 characters (RUBRIC_REFERENCE_MAX_CHARS), cut with a mark.
    expect(rubric.length).toBeLessThan(1_100);
    expect(rubric.endsWith('p…"')).toBe(true);
  });

  test('an example nested too deep (marked as its page was read) is not judged: the message names it and its depth', () => {
    const source: DatasetSource = {
      name: 'd',
      limit: 50,
      runs: 1,
      minPasses: 1,
      expect: { toolsInOrder: false, contains: ['{{reference.answer}}'] },
    };
    const id = '00000000-0000-4000-8000-000000000009';
    const [one] = casesFromExamples(
      source,
      [{ id, inputs: {}, outputs: null, tooDeep: { field: 'outputs' as const, depth: 5_000 } }],
      new Set(),
      (t) => t,
    );
    expect(one!.notJudged).toBe(
      `not judged: example ${id}'s outputs nest 5000 levels deep, more than the 64 this action reads`,
    );
  });

  test('names: metadata.name, suffixed when taken (by the file too), else the id', () => {
    const source: DatasetSource = {
      name: 'd',
      limit: 50,
      runs: 2,
      minPasses: 1,
      expect: { toolsInOrder: false },
    };
    const ex = (n: number, name?: string) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      inputs: { n },
      ...(name ? { metadata: { name } } : {}),
    });
    const cases = casesFromExamples(
      source,
      [ex(1, 'refunds'), ex(2, 'refunds'), ex(3, ' greets\n'), ex(4)],
      new Set(['greets']),
      (t) => t,
    );
    expect(cases.map((c) => c.name)).toEqual(['refunds', 'refunds (2)', 'greets (2)', ex(4).id]);
    expect(cases[0]).toMatchObject({ input: { n: 1 }, runs: 2, minPasses: 1 });
  });
});

const REPORT: ChecksReport = {
  result: 'failed',
  url: 'http://127.0.0.1:1',
  file: 'checks.yaml',
  duration_ms: 10_000,
  experiment_url: 'https://smith.langchain.com/o/t/datasets/d/compare?selectedSessions=e&x=<y>',
  cases: [
    {
      name: 'refunds',
      assistant_id: 'agent',
      result: 'failed',
      passes: 1,
      runs: 2,
      min_passes: 2,
      duration_ms: 9_000,
      run_results: [
        {
          result: 'passed',
          duration_ms: 4_000,
          expectations: [
            { kind: 'contains', expectation: `contains "${'x'.repeat(300)}"`, met: true },
            { kind: 'judge', expectation: 'judge "polite" ≥ 0.3', met: true, score: 0.4 },
          ],
        },
        {
          result: 'failed',
          duration_ms: 5_000,
          expectations: [
            { kind: 'contains', expectation: 'contains "a"', met: true },
            {
              kind: 'contains',
              expectation: 'contains "b"',
              met: false,
              detail: 'not found: sk-secret\u001b[31m',
            },
            { kind: 'contains', expectation: 'contains "c"', met: true },
            { kind: 'contains', expectation: 'contains "d"', met: false, detail: 'y'.repeat(5_000) },
            {
              kind: 'judge',
              expectation: 'judge "polite" ≥ 0.7',
              met: false,
              score: 0.4,
              detail: 'score 0.4',
            },
          ],
          error: 'boom',
        },
      ],
    },
    {
      name: 'cut',
      assistant_id: 'agent',
      result: 'not-judged',
      passes: 0,
      runs: 1,
      min_passes: 1,
      duration_ms: 0,
      failure: 'no time',
      run_results: [],
    },
  ],
};

describe('the experiment', () => {
  const start = Date.parse('2026-11-22T12:00:00Z');
  const body = experimentBody(
    REPORT,
    [],
    {
      deployment: 'agent',
      phase: 'before',
      runKey: '2026-11-22T12:00:00.000Z',
      startedAt: start,
      endedAt: start + 6_000,
    },
    (text) => text.replaceAll('sk-secret', '***'),
  );
  test('one row per run, a case that never ran one row; times within the experiment', () => {
    expect(body.experiment_name).toBe('agent before 2026-11-22T12:00:00.000Z');
    expect(body.results.map((r) => [r.run_name, r.start_time, r.end_time, r.error])).toEqual([
      ['refunds #1', '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:04.000Z', undefined],
      ['refunds #2', '2026-11-22T12:00:04.000Z', '2026-11-22T12:00:06.000Z', 'boom'],
      ['cut #1', '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:00.000Z', 'no time'],
    ]);
    expect(body.results[2]!.evaluation_scores).toEqual([
      { key: 'passed', score: null, value: 'not-judged', comment: 'no time' },
    ]);
    expect(body.summary_experiment_scores).toEqual([{ key: 'cases passed', score: 0 }]);
  });

  test('one feedback entry per kind, keyed by it: the share met, unmet ones in the comment; judge its score', () => {
    expect(body.results[0]!.evaluation_scores).toEqual([
      { key: 'passed', score: 1, value: 'passed' },
      { key: 'contains', score: 1 },
      { key: 'judge', score: 0.4 },
    ]);
    const [passed, contains, judged] = body.results[1]!.evaluation_scores!;
    expect(passed).toEqual({ key: 'passed', score: 0, value: 'failed', comment: 'boom' });
    expect(contains).toMatchObject({ key: 'contains', score: 0.5 });
    const lines = contains!.comment!.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('contains "b": not found: *** [31m');
    expect(lines[1]!.length).toBeLessThanOrEqual(EXPERIMENT_UPLOAD.unmetChars + 1);
    expect(judged).toEqual({ key: 'judge', score: 0.4, comment: 'judge "polite" ≥ 0.7: score 0.4' });
  });

  test('the comment of many unmet expectations names the first ones and counts the rest', () => {
    const unmet = Array.from({ length: 15 }, (_, i) => ({
      kind: 'values',
      expectation: `values answer.${i} = ${'"v"'.repeat(200)}`,
      met: false,
      detail: 'z'.repeat(1_000),
    }));
    const many: ChecksReport = {
      ...REPORT,
      cases: [
        { ...REPORT.cases[0]!, run_results: [{ result: 'failed', duration_ms: 1, expectations: unmet }] },
      ],
    };
    const facts = {
      deployment: 'agent',
      phase: 'after' as const,
      runKey: 'k',
      startedAt: start,
      endedAt: start + 1,
    };
    const [, values] = experimentBody(many, [], facts, (t) => t).results[0]!.evaluation_scores!;
    const lines = values!.comment!.split('\n');
    expect(values).toMatchObject({ key: 'values', score: 0 });
    expect(lines).toHaveLength(EXPERIMENT_UPLOAD.unmetShown + 1);
    expect(lines.at(-1)).toBe(`+ ${15 - EXPERIMENT_UPLOAD.unmetShown} more`);
    expect(values!.comment!.length).toBeLessThanOrEqual(EXPERIMENT_UPLOAD.commentChars + 1);
  });

  test('its link in the PR comment and the JUnit suite, escaped', () => {
    expect(checksBrief(REPORT)[0]).toContain(
      '[LangSmith experiment](https://smith.langchain.com/o/t/datasets/d/compare?selectedSessions=e&x=%3Cy%3E)',
    );
    expect(junitXml(REPORT)).toContain(
      '<property name="experiment_url" value="https://smith.langchain.com/o/t/datasets/d/compare?selectedSessions=e&amp;x=&lt;y&gt;"/>',
    );
  });
});

describe('the CLI', () => {
  test('langsmith_api_url defaults to LANGSMITH_ENDPOINT, as the LangSmith SDK reads it (with checks)', () => {
    const parsed = parseInvocation(
      ['smoke-test', '--checks', 'c.yaml'],
      { LANGSMITH_ENDPOINT: 'https://ls.example.com/api/v1' },
      false,
    );
    if (parsed.kind !== 'run') throw new Error(parsed.kind);
    expect(parsed.given.get('langsmith_api_url')).toEqual({
      value: 'https://ls.example.com/api/v1',
      from: 'LANGSMITH_ENDPOINT',
    });
  });
});
