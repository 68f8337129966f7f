import { describe, expect, test } from '@jest/globals';
import { checksReportJson } from '../../src/report/checks-report.ts';
import { junitXml } from '../../src/report/junit.ts';
import type { CaseReport, CaseRun, ChecksReport } from '../../src/run/facts.ts';

/** A run that failed `unmet` expectations, each with a long text, and met `met` more. */
const run = (unmet: number, met = 0): CaseRun => ({
  result: 'failed',
  duration_ms: 1_000,
  expectations: [
    ...Array.from({ length: unmet }, (_, i) => ({
      kind: 'contains',
      expectation: `contains "word ${i} ${'w'.repeat(200)}"`,
      met: false,
      detail: `not found: the reply was "${'x'.repeat(160)}"`,
    })),
    ...Array.from({ length: met }, (_, i) => ({
      kind: 'contains',
      expectation: `contains "met ${i}"`,
      met: true,
    })),
  ],
  reply: 'x'.repeat(300),
  tools: [],
  blame: 'revision',
  thread_id: 't',
  run_id: 'r',
});
const failing = (
  name: string,
  runs: CaseRun[],
  failure = `contains "word 0": ${'f'.repeat(10_000)}`,
): CaseReport => ({
  name,
  assistant_id: 'agent',
  result: 'failed',
  passes: 0,
  runs: runs.length,
  min_passes: runs.length,
  duration_ms: 1_000,
  failure,
  reply: 'x'.repeat(300),
  run_results: runs,
});
const report = (cases: CaseReport[]): ChecksReport => ({
  result: 'failed',
  url: 'https://agent.example',
  file: 'checks.yaml',
  duration_ms: 1_000,
  cases,
});

describe('the checks_report output', () => {
  test('a report that fits is written whole', () => {
    const small = report([failing('a', [run(2, 3)])]);
    expect(checksReportJson(small)).toBe(JSON.stringify(small));
  });

  test('the largest file allowed, failing everything: every case is kept, as little left out as fits', () => {
    const huge = report(
      Array.from({ length: 200 }, (_, i) =>
        failing(
          `case ${i}`,
          Array.from({ length: 20 }, () => run(50, 50)),
        ),
      ),
    );
    expect(JSON.stringify(huge).length).toBeGreaterThan(50_000_000);
    const json = checksReportJson(huge);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(900_000);
    const out = JSON.parse(json) as ChecksReport & { truncated: string };
    expect(out.cases.map((c) => [c.name, c.result])).toEqual(huge.cases.map((c) => [c.name, c.result]));
    expect(out.truncated).toBe(
      "Cut to fit a GitHub output (at most 1 MB): left out the expectations each run met; all but the first unmet expectation of each run; the runs of each case; each case's failure and reply past 300 characters. The job summary and checks_junit show every case.",
    );
    expect(out.cases[0]!.failure).toHaveLength(301);
  });

  test('a smaller limit leaves out only what it must', () => {
    const some = report([
      failing(
        'a',
        Array.from({ length: 5 }, () => run(3, 40)),
      ),
    ]);
    // Room for the report without the met expectations (and the note saying so), not for all of it.
    const limit = JSON.stringify(some).length - 5 * 40 * 20;
    const out = JSON.parse(checksReportJson(some, limit)) as ChecksReport & { truncated: string };
    expect(out.truncated).toMatch(/left out the expectations each run met\. /);
    expect(out.cases[0]!.run_results.map((r) => r.expectations.length)).toEqual([3, 3, 3, 3, 3]);
  });
});

describe('the JUnit file', () => {
  test('each testcase is bounded, however many runs and unmet expectations it lists', () => {
    const xml = junitXml(
      report([
        failing(
          'a',
          Array.from({ length: 20 }, () => run(50)),
        ),
      ]),
    );
    expect(xml.length).toBeLessThan(20_000);
    expect(xml).toContain('<failure message="contains &quot;word 0&quot;: ffff');
    expect(xml).toMatch(/run 1: failed\n {2}contains &quot;word 0 w+&quot;: not found/);
  });
});
