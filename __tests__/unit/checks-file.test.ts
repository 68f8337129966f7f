import { problemText } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { parse } from 'yaml';
import { patternProblem, readChecksFile } from '../../src/inputs/checks-file.ts';
import { loadChecksFile } from '../../src/inputs/checks.ts';
import type { ChecksSettings } from '../../src/inputs/types.ts';
import { ROOT } from '../helpers/bundle.ts';
import { workspaceWith } from '../helpers/workspace.ts';

/** The agent checks file, read and checked whole before anything is sent. */
function read(text: string): { file: ReturnType<typeof readChecksFile>; problems: string[] } {
  const problems: string[] = [];
  const file = readChecksFile(parse(text, { uniqueKeys: true }), (m) => problems.push(m));
  return { file, problems };
}

describe('the checks file', () => {
  test('a text input is one human message; defaults apply (runs 1, min_passes = runs, no expectations)', () => {
    const { file, problems } = read(
      'assistant_id: agent\nruns: 2\ncases:\n  - name: greets\n    input: Hi\n',
    );
    expect(problems).toEqual([]);
    expect(file).toEqual({
      assistantId: 'agent',
      cases: [
        {
          name: 'greets',
          input: { messages: [{ role: 'human', content: 'Hi' }] },
          expect: { toolsInOrder: false },
          runs: 2,
          minPasses: 2,
        },
      ],
    });
  });

  test('JSON is read as well, an object input is the run input as the API takes it, and one text stands for a list', () => {
    const { file, problems } = read(
      JSON.stringify({
        cases: [
          {
            name: 'state',
            input: { messages: [{ role: 'user', content: 'x' }], tier: 'pro' },
            config: { configurable: { user_tier: 'pro' } },
            expect: {
              contains: '30 days',
              matches: ['\\b30\\b'],
              values: [{ path: 'a.b', equals: { c: 1 } }],
            },
            runs: 3,
            min_passes: 2,
          },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(file!.cases[0]).toMatchObject({
      input: { tier: 'pro' },
      config: { configurable: { user_tier: 'pro' } },
      expect: { contains: ['30 days'], matches: ['\\b30\\b'], values: [{ path: 'a.b', equals: { c: 1 } }] },
      runs: 3,
      minPasses: 2,
    });
  });

  test('every problem names the case and the field, and says what is accepted', () => {
    const { problems } = read(
      [
        'cases:',
        '  - name: typo',
        '    input: Hi',
        '    expect: {contain: [hello], tools_in_order: true, max_seconds: 0}',
        '  - name: typo',
        '    input: Hi',
        '    runs: 2',
        '    min_passes: 3',
        '  - input: Hi',
        '    expect: {values: {path: "a..b", equals: 1}}',
        '  - name: no input',
        '    color: red',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'case "typo": expect: "contain" is not a known field; use contains, not_contains, matches, tools, tools_in_order, values, max_seconds, trajectory, max_tokens, judge',
      'case "typo": expect.max_seconds: 0 is out of range; use a duration between 1ms and 1h 00m',
      'case "typo": expect.tools_in_order: needs `tools`: the calls whose order it checks',
      'case "typo": min_passes (3) is more than runs (2)',
      'case "typo": the name is given twice; names must be unique',
      'case 3: name is required: a short text that names the case in reports',
      'case 3: expect.values: path "a..b" is not dotted keys (e.g. answer.status, items.0.id)',
      'case "no input": "color" is not a known field; use name, input, config, assistant_id, expect, runs, min_passes',
      'case "no input": input: is required: a message (text), or the run input as an object, e.g. {messages: [{role: human, content: Hi}]}',
    ]);
  });

  test('max_seconds takes the durations every time input takes: seconds (20, 2.5, "20") or units (2m, 90s, 1m30s, 500ms)', () => {
    const limits = (...values: string[]) => {
      const { file, problems } = read(
        ['cases:', ...values.map((v, i) => `  - {name: c${i}, input: Hi, expect: {max_seconds: ${v}}}`)].join(
          '\n',
        ),
      );
      return { seconds: file?.cases.map((c) => c.expect.maxSeconds), problems };
    };
    expect(limits('20', '2.5', '"20"', '2m', '90s', '1m30s', '500ms', '1h')).toEqual({
      seconds: [20, 2.5, 20, 120, 90, 90, 0.5, 3600],
      problems: [],
    });
    expect(limits('0', '0s', '1h1s', 'soon', 'true', '-5').problems).toEqual([
      'case "c0": expect.max_seconds: 0 is out of range; use a duration between 1ms and 1h 00m',
      'case "c1": expect.max_seconds: 0s is out of range; use a duration between 1ms and 1h 00m',
      'case "c2": expect.max_seconds: 1h1s is out of range; use a duration between 1ms and 1h 00m',
      'case "c3": expect.max_seconds: "soon" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; between 1ms and 1h 00m',
      'case "c4": expect.max_seconds: "true" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; between 1ms and 1h 00m',
      'case "c5": expect.max_seconds: "-5" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; between 1ms and 1h 00m',
    ]);
  });

  test('a file that is not a mapping, has no cases, or has a field not known is refused as a whole (YAML that does not parse: below)', () => {
    expect(read('- a\n- b').problems).toEqual([
      'must be a mapping with `cases:` (a list of cases), e.g. `cases: [{name: greets, input: Hi}]`',
    ]);
    expect(read('cases: []').problems).toEqual([
      'cases: is required: a list of at least one case, each with a `name` and an `input` (or `dataset:`, a LangSmith dataset)',
    ]);
    expect(read('runs: 1\ncases: [{name: a, input: b}]\nmode: strict').problems).toEqual([
      'the file: "mode" is not a known field; use assistant_id, runs, cases, dataset',
    ]);
  });

  test('a name is one line of printable text, trimmed: a name that differs only in spaces is the same name', () => {
    const { file, problems } = read(
      JSON.stringify({
        cases: [
          { name: 'tab\there', input: 'Hi' },
          { name: 'line\u2028break', input: 'Hi' },
          { name: 'reads \u202ebackwards', input: 'Hi' },
          { name: 'bell\u0007', input: 'Hi' },
          { name: '   ', input: 'Hi' },
          { name: 'refund', input: 'Hi' },
          { name: ' refund ', input: 'Hi' },
          { name: '  greets  ', input: 'Hi' },
        ],
      }),
    );
    const printable =
      'must be one line of printable text (no tabs or control characters), at most 200 characters';
    expect(problems).toEqual([
      `case 1: name: ${printable}`,
      `case 2: name: ${printable}`,
      `case 3: name: ${printable}`,
      `case 4: name: ${printable}`,
      `case 5: name: ${printable}`,
      'case "refund": the name is given twice; names must be unique',
    ]);
    expect(file!.cases.map((c) => c.name)).toEqual(['refund', 'refund', 'greets']);
  });

  test('trajectory.overrides: by tool, a mode or dotted keys; a tool no call names, a bad rule or name is a problem', () => {
    const ok = read(
      'cases:\n  - name: t\n    input: Hi\n    expect:\n      trajectory:\n        calls: [{search: {query: a, page: 2}}, notify]\n        overrides: {search: [query, filter.region], notify: ignore}\n',
    );
    expect(ok.problems).toEqual([]);
    expect(ok.file?.cases[0]!.expect.trajectory).toEqual({
      match: 'strict',
      args: 'exact',
      calls: [{ name: 'search', args: { query: 'a', page: 2 } }, { name: 'notify' }],
      overrides: { search: ['query', 'filter.region'], notify: 'ignore' },
    });
    const bad = read(
      'cases:\n  - name: t\n    input: Hi\n    expect:\n      trajectory:\n        calls: [search]\n        overrides: {serch: ignore, search: loose, "a\\nb": [x], __proto__: [], x: ["a..b"]}\n',
    );
    const at = 'case "t": expect.trajectory.overrides.';
    const rule =
      'must be one of exact, ignore, subset, superset, or a list of 1 to 50 argument keys (dotted: filter.region) that must be equal';
    const notCalled = 'names a tool no expected call names; list it in `calls`';
    expect(bad.problems).toEqual([
      `${at}serch: ${notCalled}`,
      `${at}search: ${rule}`,
      `${at}"a\\nb": is not a tool's name: one line of 1 to 256 characters`,
      `${at}__proto__: ${notCalled}`,
      `${at}__proto__: ${rule}`,
      `${at}x: ${notCalled}`,
      `${at}x: ${rule}`,
    ]);
    expect(
      read('cases:\n  - name: t\n    input: Hi\n    expect: {trajectory: {calls: [a], overrides: {}}}\n')
        .problems,
    ).toEqual([
      'case "t": expect.trajectory.overrides: must map 1 to 50 tool names to a mode (exact, ignore, subset, superset) or a list of argument keys, e.g. {search: [query]}',
    ]);
  });

  test('patterns must compile and must not nest repetitions', () => {
    expect(patternProblem('\\b30\\b')).toBeUndefined();
    expect(patternProblem('"status":\\s*"ok"')).toBeUndefined();
    expect(patternProblem('(?<name>\\w+)@(\\w+)\\.com')).toBeUndefined();
    expect(patternProblem('(a+)+$')).toMatch(/^is refused: it nests repetitions/);
    expect(patternProblem('^(\\w+\\s?)*$')).toMatch(/^is refused/);
    expect(patternProblem('([a-z')).toMatch(/^is not a regular expression: /);
  });

  test('YAML that does not parse is refused with its line, and the message ends cleanly (no dangling colon)', async () => {
    const load = async (text: string) => {
      const ws = workspaceWith({ 'checks.yaml': text });
      const settings: ChecksSettings = {
        file: 'checks.yaml',
        cases: [],
        concurrency: 4,
        baseline: false,
        failOn: 'any',
      };
      return (await loadChecksFile(settings, ws)).map((p) => problemText(p));
    };
    expect(await load('cases: [')).toEqual([
      'checks (checks.yaml): is not valid YAML or JSON: line 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
    expect(await load('cases: []\ncases: []')).toEqual([
      'checks (checks.yaml): is not valid YAML or JSON: line 2: Map keys must be unique',
    ]);
    // An alias bomb: 9^9 items once expanded.
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]']
      .concat(
        Array.from(
          { length: 8 },
          (_, i) =>
            `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${`*${'abcdefgh'[i]}, `.repeat(8)}*${'abcdefgh'[i]}]`,
        ),
      )
      .join('\n');
    expect(await load(bomb)).toEqual([
      'checks (checks.yaml): is not valid YAML or JSON: Excessive alias count indicates a resource exhaustion attack',
    ]);
    for (const broken of ['x: "unterminated', 'a: b\n c: d', 'cases:\n\t- a', '{"cases": [}'])
      for (const problem of await load(broken)) expect(problem).toMatch(/: line \d+: [^\n]*[^:\s]$/);
  });

  test('the example users copy (examples/checks.yaml, linked from the README) is a valid file', async () => {
    const settings: ChecksSettings = {
      file: 'examples/checks.yaml',
      cases: [],
      concurrency: 4,
      baseline: false,
      failOn: 'any',
    };
    expect(await loadChecksFile(settings, ROOT)).toEqual([]);
    expect(settings.assistantId).toBe('agent');
    expect(settings.cases.map((c) => [c.name, c.runs, c.minPasses])).toEqual([
      ['refund policy', 1, 1],
      ['uses the policy tool', 1, 1],
      ['answers consistently', 3, 2],
    ]);
  });
});
