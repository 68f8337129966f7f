import { expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceBlock } from '../../scripts/action-docs.ts';
import { ROOT } from '../helpers/bundle.ts';
import { SCENARIOS } from './fault-scenarios.ts';
import { HOSTILE_SCENARIOS } from './hostile-scenarios.ts';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

test('RELIABILITY.md lists every fault scenario (UPDATE_DOCS=1 rewrites it; `npm run docs` does)', () => {
  const path = join(ROOT, 'RELIABILITY.md');
  const table = [
    '| # | Fault | Expected behaviour | Test |',
    '|---|---|---|---|',
    ...[...SCENARIOS, ...HOSTILE_SCENARIOS].map(
      (s, i) => `| ${i + 1} | ${cell(s.fault)} | ${cell(s.expected)} | ${cell(s.name)} |`,
    ),
  ].join('\n');
  const current = readFileSync(path, 'utf8');
  const wanted = replaceBlock(
    current,
    'scenarios',
    table,
    'generated from __tests__/bundle/fault-scenarios.ts by npm run docs',
  );
  if (process.env.UPDATE_DOCS === '1') writeFileSync(path, wanted);
  else expect(current).toBe(wanted);
});
