import { expect, test } from '@jest/globals';
import { tokenRegressions } from '../../src/gate/token-growth.ts';
import type { CaseReport, CaseTokens, ChecksReport } from '../../src/run/facts.ts';

const c = (name: string, tokens?: CaseTokens): CaseReport => ({
  name,
  assistant_id: 'a',
  result: 'passed',
  passes: 1,
  runs: 1,
  min_passes: 1,
  duration_ms: 1,
  run_results: [],
  ...(tokens ? { tokens } : {}),
});
const report = (cases: CaseReport[]): ChecksReport => ({
  result: 'passed',
  url: 'u',
  file: 'f',
  duration_ms: 1,
  cases,
});

test('checks_token_growth: a case whose median grew by more regresses; unknown or lower-bound baselines are not compared', () => {
  const before = report([
    c('doubled', { median: 600, known_runs: 1 }),
    c('within', { median: 600, known_runs: 1 }),
    c('unknown before'),
    c('bound before', { median: 100, known_runs: 1, lower_bound: true }),
  ]);
  const after = report([
    c('doubled', { median: 1_300, known_runs: 1 }),
    c('within', { median: 900, known_runs: 1 }),
    c('unknown before', { median: 5_000, known_runs: 1 }),
    c('bound before', { median: 5_000, known_runs: 1 }),
  ]);
  const judged = tokenRegressions(after, before, 0.5);
  expect(judged.result).toBe('failed');
  expect(judged.cases.map((x) => [x.name, x.result, x.regression ?? false])).toEqual([
    ['doubled', 'failed', true],
    ['within', 'passed', false],
    ['unknown before', 'passed', false],
    ['bound before', 'passed', false],
  ]);
  expect(judged.cases[0]!.failure).toBe(
    'tokens: median 1300, before 600 (+117%, more than checks_token_growth 50%)',
  );
  expect(tokenRegressions(after, before, undefined)).toBe(after);
  expect(tokenRegressions(after, undefined, 0.5)).toBe(after);
});
