import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';

/**
 * The recipes of docs/contributing.md name the files to touch and the tables and functions to
 * edit in them: a rename that leaves a recipe naming what is gone fails here, not in the hands
 * of the next contributor who follows it.
 */
const contributing = readFileSync(join(ROOT, 'docs', 'contributing.md'), 'utf8');
const recipes = contributing.slice(
  contributing.indexOf('## Recipes'),
  contributing.indexOf('## Architecture'),
);
const named = [...recipes.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

/** A path a recipe names: a folder or a file with an extension, `<name>` standing for any file. */
const paths = [
  ...new Set(
    named.filter((n) => /^(\.\.\/|[\w.-]+\/)[\w./<>-]*$/.test(n) || /^[\w-]+\.(ts|md|yml)$/.test(n)),
  ),
];
/** A table, type or function a recipe names (`INPUT_COMMANDS`, `judgedRun`). */
const identifiers = [
  ...new Set(named.filter((n) => /^[A-Za-z_]\w{2,}$/.test(n) && !n.startsWith('LANGGRAPH_DEPLOY_'))),
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.includes('node_modules'))
    .map((f) => readFileSync(join(ROOT, dir, f), 'utf8'));
}

describe("docs/contributing.md's recipes", () => {
  test('name files and names', () => {
    expect(recipes.length).toBeGreaterThan(1_000);
    expect(paths.length).toBeGreaterThan(20);
    expect(identifiers.length).toBeGreaterThan(10);
  });

  test('every file they name exists', () => {
    const missing = paths.filter((p) => {
      if (p.startsWith('../') || existsSync(join(ROOT, p))) return false; // ../shared is beside the repository
      if (p.includes('<')) return !existsSync(join(ROOT, p.slice(0, p.lastIndexOf('/'))));
      // A bare file name is in the folder the same step names; it must exist somewhere in src/.
      if (!p.includes('/'))
        return !readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).some((f) =>
          f.endsWith(`/${p}`),
        );
      return !existsSync(join(ROOT, p));
    });
    expect(missing).toEqual([]);
  });

  test('every table, type or function they name is declared in the code', () => {
    const code = ['src', 'scripts', 'emulator', '__tests__'].flatMap(sources).join('\n');
    const declared = (name: string) =>
      new RegExp(`(function|const|let|class|interface|type|enum)\\s+${name}\\b|\\b${name}\\s*[:(=]`).test(
        code,
      );
    expect(identifiers.filter((name) => !declared(name) && !isInputOrFlag(name))).toEqual([]);
  });
});

/** An input (`smoke_checks`), an env variable (`INPUT_<NAME>`) or a file word, not code. */
function isInputOrFlag(name: string): boolean {
  const action = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  return new RegExp(`^  ${name}:`, 'm').test(action) || statSafe(join(ROOT, name));
}

function statSafe(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
