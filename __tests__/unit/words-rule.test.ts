import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../scripts/layers.ts';

/*
 * The words rule of docs/architecture.md: outcome words — how the run ended, what serves at its
 * end, the outcome icons, Markdown for a reader — are made only in src/report/. An error that
 * names its own next step may stay with the code that throws it.
 */

const SRC = join(ROOT, 'src');

/** The icons of outcomes (headline, summary, comment): only a report chooses one. */
const ICONS = ['✅', '❌', '⚠️', '⏱️', '⏹️', '↩️', '🗑️', '⏳', '📝', 'ℹ️'];

/**
 * How a run's end is told: what serves at its end, how a rollback ended, and the gate's verdict
 * when it only warns (agent checks that did not pass, and whether they regressed).
 */
const OUTCOME_PHRASES = [
  /serves again/i,
  /serving now/i,
  /still serves revision/i,
  /rolled back to revision/i,
  /so the job goes on/i,
  /none of them a regression/i,
  /the baseline did not judge/i,
];

let files: Array<{ file: string; text: string; words: string[] }> | undefined;

/** Every file of src/, with the words of its literals (read once for all the tests). */
function sourceFiles(): Array<{ file: string; text: string; words: string[] }> {
  files ??= readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
    .map((path) => {
      const file = relative(ROOT, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      return { file, text, words: literals(file, text) };
    });
  return files;
}

const outsideReport = (file: string): boolean => !file.startsWith('src/report/');

/** The text of every string and template literal of a file (comments are not words shown). */
function literals(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…'));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

test('no outcome icon is written outside src/report/', () => {
  const offenders = sourceFiles()
    .filter(({ file }) => outsideReport(file))
    .flatMap(({ file, words }) =>
      words.filter((words) => ICONS.some((icon) => words.includes(icon))).map((words) => `${file}: ${words}`),
    );
  expect(offenders).toEqual([]);
});

test('no sentence about what serves at the end, how a rollback ended, or a verdict that only warns is made outside src/report/', () => {
  const offenders = sourceFiles()
    .filter(({ file }) => outsideReport(file))
    .flatMap(({ file, words }) =>
      words
        .filter((words) => OUTCOME_PHRASES.some((phrase) => phrase.test(words)))
        .map((words) => `${file}: ${words}`),
    );
  expect(offenders).toEqual([]);
});

test('only src/report/ renders Markdown (imports report/markdown.ts)', () => {
  const offenders = sourceFiles()
    .filter(({ file, text }) => outsideReport(file) && /from '\.\.\/report\/markdown\.ts'/.test(text))
    .map(({ file }) => file);
  expect(offenders).toEqual([]);
});

test('the rule finds what it is about: report/ itself makes those words', () => {
  const report = sourceFiles().filter(({ file }) => !outsideReport(file));
  const words = report.flatMap((f) => f.words);
  expect(ICONS.filter((icon) => !words.some((w) => w.includes(icon)))).toEqual([]);
  expect(OUTCOME_PHRASES.filter((phrase) => !words.some((w) => phrase.test(w)))).toEqual([]);
});
