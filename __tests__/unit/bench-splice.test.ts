import { describe, expect, test } from '@jest/globals';
import { spliced } from '../../bench/splice.ts';

/**
 * `npm run bench -- <part>` puts the sections it measured and their target rows into
 * BENCHMARKS.md, leaving the other parts' numbers as they are.
 */
const REPORT = [
  '# Benchmarks',
  '',
  '## Targets',
  '',
  '| Target | Measured | |',
  '|---|---|---|',
  '| smoke test ≤ 1.5× its slowest check | 1.03× | ✅ met |',
  '| CLI start-up ≤ 6× bare node | 4.71× | ✅ met |',
  '',
  '## Smoke test',
  '',
  'old smoke numbers',
  '',
  '## The command-line tool',
  '',
  'cli numbers',
  '',
].join('\n');

describe('a bench part in BENCHMARKS.md', () => {
  test('replaces its own section and target row, and nothing else', () => {
    const text = spliced(REPORT, ['## Smoke test', '', 'new smoke numbers', ''].join('\n'), [
      ['smoke test ≤ 1.5× its slowest check', '1.10×', true],
    ]);
    expect(text).toContain('| smoke test ≤ 1.5× its slowest check | 1.10× | ✅ met |');
    expect(text).toContain('| CLI start-up ≤ 6× bare node | 4.71× | ✅ met |');
    expect(text).toContain('## Smoke test\n\nnew smoke numbers\n\n## The command-line tool\n\ncli numbers\n');
    expect(text).not.toContain('old smoke numbers');
  });

  test('a part the report has no section or row for yet adds them, instead of failing', () => {
    const text = spliced(REPORT, ['## Agent checks', '', '| suite / slowest case | 1.00× |', ''].join('\n'), [
      ['agent checks: 20 cases ≤ 1.3× the slowest case', '1.00×', true],
    ]);
    expect(text).toContain(
      [
        '| CLI start-up ≤ 6× bare node | 4.71× | ✅ met |',
        '| agent checks: 20 cases ≤ 1.3× the slowest case | 1.00× | ✅ met |',
        '',
        '## Smoke test',
      ].join('\n'),
    );
    expect(text).toMatch(
      /\n## The command-line tool\n\ncli numbers\n\n## Agent checks\n\n\| suite \/ slowest case \| 1\.00× \|\n$/,
    );
  });
});
