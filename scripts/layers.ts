/**
 * The folders of `src/` form layers: a folder imports only folders below it (and itself). This is
 * the one place the order is written; the README's architecture map states it in one line, and
 * `__tests__/unit/layers.test.ts` fails when an import goes upwards or a folder is not placed.
 *   node scripts/layers.ts     lists every import that breaks the order
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Bottom first. Folders on one row sit side by side: none of them imports another. */
export const LAYERS: readonly (readonly string[])[] = [
  ['base'],
  ['time', 'fs'],
  ['runner'],
  ['inputs'],
  ['http'],
  ['control-plane'],
  // LangSmith's datasets and experiments, through the control plane's caller (same kind of API).
  ['langsmith'],
  ['run'],
  ['wait', 'logs', 'agent', 'source'],
  ['smoke', 'agent-checks'],
  ['deploy'],
  ['gate', 'fleet'],
  ['report'],
  ['github'],
  // Promotion: what another deployment proved, read from the control plane and GitHub.
  ['promote'],
  ['commands'],
  // The entry points and the story of a run: src/index.ts, src/main.ts.
  ['.'],
  // The command-line front end: the same run (src/main.ts), flags instead of INPUT_*, a terminal port.
  ['cli'],
];

export const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

/** The layer a file of src/ belongs to: its top folder, or `.` for a file directly in src/. */
export function folderOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return parts.length === 1 ? '.' : parts[0]!;
}

interface Violation {
  file: string;
  imports: string;
  why: string;
}

/** Every relative import (static, dynamic, type-only) of src/ that does not go downwards. */
export function layerViolations(): Violation[] {
  const rank = new Map<string, number>();
  LAYERS.forEach((row, i) => row.forEach((folder) => rank.set(folder, i)));
  const violations: Violation[] = [];
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const from = folderOf(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), match[1]!);
      const to = folderOf(target);
      const name = relative(ROOT, file).split(sep).join('/');
      if (!rank.has(from)) violations.push({ file: name, imports: to, why: `folder ${from} has no layer` });
      else if (to === from) continue;
      else if (!rank.has(to)) violations.push({ file: name, imports: to, why: `folder ${to} has no layer` });
      else if (rank.get(to)! >= rank.get(from)!)
        violations.push({
          file: name,
          imports: relative(ROOT, target).split(sep).join('/'),
          why: `${from} may not import ${to} (${rank.get(to) === rank.get(from) ? 'same layer' : 'a layer above'})`,
        });
    }
  }
  return violations;
}

/** The order in one line, as the README states it. */
export function layerLine(): string {
  return LAYERS.map((row) => row.map((f) => (f === '.' ? 'main' : f)).join(' · ')).join(' → ');
}

if (import.meta.main) {
  const found = layerViolations();
  for (const v of found) console.log(`${v.file} → ${v.imports}: ${v.why}`);
  console.log(`${found.length} imports break the layers: ${layerLine()}`);
  process.exit(found.length ? 1 : 0);
}
