/**
 * The README's inputs and outputs tables, generated from action.yml so they cannot drift.
 *   node scripts/action-docs.ts          rewrite README.md
 *   node scripts/action-docs.ts --check  exit 1 when README.md is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const ROOT = join(import.meta.dirname, '..');

export function readAction(root = ROOT): ActionYml {
  return parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionYml;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ').trim();

export function tables(action: ActionYml): { inputs: string; outputs: string } {
  const inputs = [
    '| Input | Default | Description |',
    '|---|---|---|',
    ...Object.entries(action.inputs).map(([name, i]) => {
      const fallback = i.required
        ? '**required**'
        : i.default !== undefined && i.default !== ''
          ? `\`${i.default}\``
          : '';
      return `| \`${name}\` | ${cell(fallback)} | ${cell(i.description)} |`;
    }),
  ].join('\n');
  const outputs = [
    '| Output | Description |',
    '|---|---|',
    ...Object.entries(action.outputs).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`),
  ].join('\n');
  return { inputs, outputs };
}

export function renderReadme(readme: string, action: ActionYml): string {
  const t = tables(action);
  return replaceBlock(replaceBlock(readme, 'inputs', t.inputs), 'outputs', t.outputs);
}

/** Replaces the text between `<!-- name:start (source) -->` and `<!-- name:end -->`. */
export function replaceBlock(
  text: string,
  name: string,
  body: string,
  source = 'generated from action.yml by scripts/action-docs.ts',
): string {
  const start = `<!-- ${name}:start (${source}) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the ${name} markers are missing`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

if (import.meta.main) {
  const path = join(ROOT, 'README.md');
  const current = readFileSync(path, 'utf8');
  const wanted = renderReadme(current, readAction());
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error('README.md tables differ from action.yml: run `npm run docs`.');
      process.exit(1);
    }
  } else {
    writeFileSync(path, wanted);
  }
}
