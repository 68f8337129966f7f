import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { ROOT } from '../../scripts/layers.ts';

/** Every .ts file of src/, as `src/folder/name.ts`. */
function sourceFiles(): string[] {
  return readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join('/'));
}

/**
 * The files docs/architecture.md lists as one role in parallel folders: each line of its "Shared
 * names" section that names two or more files of src/ (in backticks) makes those files a group.
 */
function listedGroups(): string[][] {
  const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = page.split(/^## /m).find((s) => s.startsWith('Shared names'));
  if (!section) return [];
  return section
    .split('\n')
    .map((line) => [...line.matchAll(/`(src\/[^`]+\.ts)`/g)].map((m) => m[1]!))
    .filter((files) => files.length > 1);
}

test('no two files of src/ share a basename unless the architecture page lists them as one role', () => {
  const byName = new Map<string, string[]>();
  for (const file of sourceFiles()) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  const groups = listedGroups();
  const listed = (files: string[]): boolean =>
    groups.some((group) => files.every((f) => group.includes(f)) && group.length === files.length);
  const shared = [...byName.values()].filter((files) => files.length > 1);
  expect(shared.filter((files) => !listed(files))).toEqual([]);
});

test('every group the architecture page lists names files that exist and share a basename', () => {
  const files = new Set(sourceFiles());
  for (const group of listedGroups()) {
    expect(group.filter((f) => !files.has(f))).toEqual([]);
    expect(new Set(group.map((f) => basename(f))).size).toBe(1);
  }
});
