import { describe, expect, test } from '@jest/globals';
import { EXPERIMENT_UPLOAD } from '../../src/base/policy.ts';
import { clipValue, fitUpload, jsonBytes } from '../../src/agent-checks/experiment-size.ts';
import {
  experimentBody,
  experimentName,
  runKeyOf,
  type ExperimentFacts,
} from '../../src/agent-checks/experiment.ts';
import { readGitHubEnv } from '../../src/inputs/github-env.ts';
import type { CheckCase } from '../../src/inputs/types.ts';
import type { ExperimentUpload } from '../../src/langsmith/experiments.ts';
import type { ChecksReport } from '../../src/run/facts.ts';
import { Redactor } from '../../src/runner/redact.ts';

/** The pure pieces of an experiment upload: its rows (redacted, clipped), their ids, its size, its name. */
const START = Date.parse('2026-11-22T12:00:00Z');
const SECRET = 'sk-live-9f8e7d6c5b4a';
const redactor = new Redactor();
redactor.add(SECRET);
const redact = (text: string): string => redactor.apply(text);

function facts(extra: Partial<ExperimentFacts> = {}): ExperimentFacts {
  return {
    deployment: 'support-agent',
    revisionId: 'abcdef12-0000-4000-8000-000000000001',
    phase: 'after',
    runKey: 'run 42.1',
    startedAt: START,
    endedAt: START + 4_000,
    ...extra,
  };
}

/** A report of the cases, each run `runs` times (40 ms a run), passing. */
function reportOf(cases: readonly CheckCase[], reply = 'Refunds within 30 days.'): ChecksReport {
  return {
    result: 'passed',
    url: 'http://127.0.0.1:1',
    file: 'checks.yaml',
    duration_ms: 4_000,
    cases: cases.map((c) => ({
      name: c.name,
      assistant_id: 'agent',
      result: 'passed',
      passes: c.runs,
      runs: c.runs,
      min_passes: c.minPasses,
      duration_ms: 40 * c.runs,
      run_results: Array.from({ length: c.runs }, () => ({
        result: 'passed' as const,
        duration_ms: 40,
        expectations: [{ kind: 'contains', expectation: 'contains "30 days"', met: true }],
        reply,
      })),
    })),
  };
}

function caseOf(
  name: string,
  input: Record<string, unknown>,
  reference?: Record<string, unknown>,
): CheckCase {
  return {
    name,
    input,
    ...(reference ? { reference } : {}),
    expect: { toolsInOrder: false, contains: ['30 days'] },
    runs: 1,
    minPasses: 1,
  };
}

describe('experiment rows are redacted like everything the action writes', () => {
  test("a secret in a case's input, its reference outputs, a field's name or the reply never goes up", () => {
    const one = caseOf(
      'refunds',
      { messages: [{ role: 'human', content: `my key is ${SECRET}` }], [SECRET]: true },
      { window: '30 days', note: `uses ${JSON.stringify(SECRET)}`, nested: [{ deep: SECRET }] },
    );
    const body = experimentBody(
      reportOf([one], `echo ${encodeURIComponent(SECRET)}`),
      [one],
      facts(),
      redact,
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(encodeURIComponent(SECRET));
    const [row] = body.results;
    expect(row!.inputs).toEqual({ messages: [{ role: 'human', content: 'my key is ***' }], '***': true });
    expect(row!.expected_outputs).toEqual({
      window: '30 days',
      note: 'uses "***"',
      nested: [{ deep: '***' }],
    });
    expect(row!.actual_outputs).toEqual({ reply: 'echo ***' });
  });

  test('a value nested deeper than any state the run keeps goes up cut, never unredacted, never overflowing', () => {
    let deep: Record<string, unknown> = { secret: SECRET };
    for (let i = 0; i < 5_000; i++) deep = { d: deep };
    const one = caseOf('deep', { messages: ['hi'], deep });
    const body = experimentBody(reportOf([one]), [one], facts(), redact);
    const text = JSON.stringify(body);
    expect(text).not.toContain(SECRET);
    expect(text).toContain('"…"');
  });
});

describe('row ids', () => {
  const cases = [caseOf('refunds', { q: 1 }), { ...caseOf('greets', { q: 2 }), runs: 2, minPasses: 2 }];
  const ids = (f: ExperimentFacts): string[] =>
    experimentBody(reportOf(cases), cases, f, redact).results.map((r) => r.row_id);

  test('before and after of one deployment line up: the same ids, in the same order', () => {
    const before = ids(facts({ phase: 'before', revisionId: '11111111-0000-4000-8000-000000000001' }));
    expect(before).toHaveLength(3);
    expect(new Set(before).size).toBe(3);
    expect(ids(facts())).toEqual(before);
    expect(ids(facts({ phase: 'restored', runKey: 'run 43.1' }))).toEqual(before);
  });

  test('two deployments sharing one checks file never send one id to two datasets', () => {
    const support = ids(facts());
    const billing = ids(facts({ deployment: 'billing-agent' }));
    expect(billing.filter((id) => support.includes(id))).toEqual([]);
  });
});

describe('a value over 64 KiB of JSON goes up clipped', () => {
  const max = EXPERIMENT_UPLOAD.valueBytes;

  test('as {clipped: the start of its JSON text, bytes: the UTF-8 bytes of all of it}', () => {
    const value = { text: 'é'.repeat(40_000) };
    const text = JSON.stringify(value);
    const clipped = clipValue(value, max) as { clipped: string; bytes: number };
    expect(Object.keys(clipped)).toEqual(['clipped', 'bytes']);
    expect(clipped.bytes).toBe(Buffer.byteLength(text, 'utf8'));
    expect(clipped.bytes).toBe(80_011);
    expect(text.startsWith(clipped.clipped)).toBe(true);
    // `{"text":"` is 9 bytes, then 2 bytes a character: 65,536 would cut one in half.
    expect(Buffer.byteLength(clipped.clipped, 'utf8')).toBe(65_535);
    expect(clipped.clipped).not.toContain('\ufffd');
  });

  test('a value of exactly 64 KiB, or smaller, goes up as it is', () => {
    const exact = { t: 'x'.repeat(max - 8) };
    expect(jsonBytes(exact)).toBe(max);
    expect(clipValue(exact, max)).toBe(exact);
    expect(clipValue({ a: 1 }, max)).toEqual({ a: 1 });
  });

  test("a row's inputs, reference outputs and reply each, and the upload stays valid JSON of that shape", () => {
    const big = 'a"\\'.repeat(30_000);
    const one = caseOf('big', { messages: [big] }, { window: big });
    const body = experimentBody(reportOf([one], big), [one], facts(), redact);
    const [row] = body.results;
    for (const value of [row!.inputs, row!.expected_outputs, row!.actual_outputs]) {
      expect(value).toEqual({ clipped: expect.any(String), bytes: expect.any(Number) });
      expect(Buffer.byteLength((value as { clipped: string }).clipped, 'utf8')).toBeLessThanOrEqual(max);
    }
    expect((row!.inputs as { bytes: number }).bytes).toBe(jsonBytes({ messages: [big] }));
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});

describe('one upload is at most 16 MiB of JSON', () => {
  /** An upload of `n` rows whose inputs are `size` characters of text. */
  function upload(n: number, size: number): ExperimentUpload {
    const cases = Array.from({ length: n }, (_, i) => caseOf(`case ${i}`, { text: 'x'.repeat(size) }));
    return experimentBody(reportOf(cases), cases, facts(), redact);
  }

  test('what fits goes up as it is, with no count in its metadata', () => {
    const body = upload(3, 100);
    expect(fitUpload(body, EXPERIMENT_UPLOAD.uploadBytes)).toEqual({ body, leftOut: 0 });
    expect(body.experiment_metadata).not.toHaveProperty('rows_left_out');
  });

  test('rows are left out from the end until it fits; its metadata says how many', () => {
    // 300 rows of ~60 KB each (under the 64 KiB a value may be): ~18 MB.
    const body = upload(300, 60_000);
    expect(jsonBytes(body)).toBeGreaterThan(EXPERIMENT_UPLOAD.uploadBytes);
    const { body: fitted, leftOut } = fitUpload(body, EXPERIMENT_UPLOAD.uploadBytes);
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(EXPERIMENT_UPLOAD.uploadBytes);
    expect(leftOut).toBe(300 - fitted.results.length);
    expect(leftOut).toBeGreaterThan(0);
    expect(fitted.results).toEqual(body.results.slice(0, fitted.results.length));
    expect(fitted.experiment_metadata).toMatchObject({ rows_left_out: leftOut, phase: 'after' });
    // As many as fit: the next row would not have (the count is measured at its widest, 3 digits).
    const next = jsonBytes(body.results[fitted.results.length]) + 1;
    expect(jsonBytes(fitted) + next).toBeGreaterThan(EXPERIMENT_UPLOAD.uploadBytes - 2);
  });

  test('the count is measured in: a limit a few bytes over the rows leaves the last one out', () => {
    const body = upload(5, 1_000);
    const all = jsonBytes(body);
    for (let limit = all - 1; limit > all - 40; limit--) {
      const { body: fitted, leftOut } = fitUpload(body, limit);
      expect(jsonBytes(fitted)).toBeLessThanOrEqual(limit);
      expect(leftOut).toBe(1);
    }
  });
});

describe("the experiment's times", () => {
  test('start 1 ms before the checks and end 1 ms after: every row lies strictly within', () => {
    const cases = [{ ...caseOf('refunds', { q: 1 }), runs: 3, minPasses: 3 }];
    const body = experimentBody(reportOf(cases), cases, facts({ endedAt: START + 120 }), redact);
    expect(body.experiment_start_time).toBe('2026-11-22T11:59:59.999Z');
    expect(body.experiment_end_time).toBe('2026-11-22T12:00:00.121Z');
    expect(body.results[0]!.start_time).toBe('2026-11-22T12:00:00.000Z');
    expect(body.results[2]!.end_time).toBe('2026-11-22T12:00:00.120Z');
    const [start, end] = [Date.parse(body.experiment_start_time), Date.parse(body.experiment_end_time)];
    for (const row of body.results) {
      expect(Date.parse(row.start_time)).toBeGreaterThan(start);
      expect(Date.parse(row.end_time)).toBeLessThan(end);
    }
  });
});

describe('experiment names', () => {
  const env = {
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_JOB: 'deploy',
    GITHUB_ACTION: 'gate',
  };
  const nameIn = (vars: Record<string, string>): string =>
    experimentName(facts({ runKey: runKeyOf(readGitHubEnv(vars), START) }));

  test('the run key names the workflow run, its attempt, the job and the step', () => {
    expect(nameIn(env)).toBe('support-agent abcdef12 after run 4242.2 job deploy step gate');
  });

  test('two jobs, or two steps of one job, of one workflow run never share a name', () => {
    const names = [
      nameIn(env),
      nameIn({ ...env, GITHUB_JOB: 'deploy-eu' }),
      nameIn({ ...env, GITHUB_ACTION: '__langchain-ai_langgraph-deploy-action_2' }),
    ];
    expect(new Set(names).size).toBe(3);
  });

  test('outside a workflow run, the time the checks started', () => {
    expect(nameIn({ GITHUB_JOB: 'deploy' })).toBe('support-agent abcdef12 after 2026-11-22T12:00:00.000Z');
  });

  test('GITHUB_JOB and GITHUB_ACTION set to anything (by hand, outside a runner): one line, each at most 100 characters', () => {
    const name = nameIn({
      ...env,
      GITHUB_JOB: 'deploy\u001b[31m\n::error::x\u202e',
      GITHUB_ACTION: 's'.repeat(100_000),
    });
    expect(name).toBe(
      `support-agent abcdef12 after run 4242.2 job deploy [31m ::error::x step ${'s'.repeat(100)}…`,
    );
  });
});
