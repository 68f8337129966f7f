import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../scripts/layers.ts';

/**
 * Limits in one place: every retry, timeout and size bound of the run's behaviour is in
 * `src/base/policy.ts`, every input's bound in `src/inputs/limits.ts`, and time's own units in
 * `src/time/` (ms in a second, the range of a Date). Anywhere else in `src/`, a constant named
 * `*_MS` or a number of 1,000 or more is a limit out of its place. Not limits, and so allowed:
 * a number written in hexadecimal, binary or octal (a bit pattern: a hash's seed, a range of
 * UTF-16 code units), and a display width, a `const` named `*_WIDTH` set to a number.
 */
const PLACES = ['src/base/policy.ts', 'src/inputs/limits.ts', 'src/time/'];

function limitsOutOfPlace(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MS$/.test(node.name.text))
      at(node, node.name.text);
    if (ts.isNumericLiteral(node) && !/^0[xbo]/i.test(node.getText(sf)) && Number(node.text) >= 1_000) {
      const width =
        ts.isVariableDeclaration(node.parent) &&
        ts.isIdentifier(node.parent.name) &&
        /_WIDTH$/.test(node.parent.name.text);
      if (!width) at(node, node.getText(sf));
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}

test('no *_MS constant and no number of 1,000 or more outside policy.ts, inputs/limits.ts and time/', () => {
  const found = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !PLACES.some((place) => file.startsWith(place)))
    .flatMap((file) => limitsOutOfPlace(file, readFileSync(join(ROOT, file), 'utf8')));
  expect(found).toEqual([]);
});

test('a timeout, a size or a conversion written in place is found; a bit pattern and a display width are not', () => {
  const planted = [
    'const CALL_MS = 250;',
    'const cap = { maxBytes: 64 * 1024 };',
    'const seconds = (ms: number) => ms / 1_000;',
    'export const pause = { firstMs: 1e3 };',
    'const SEED = 0x811c9dc5;',
    'const TABLE_WIDTH = 1_200;',
    'const shown = 999;',
  ].join('\n');
  expect(limitsOutOfPlace('src/x/planted.ts', planted)).toEqual([
    'src/x/planted.ts:1 CALL_MS',
    'src/x/planted.ts:2 1024',
    'src/x/planted.ts:3 1_000',
    'src/x/planted.ts:4 1e3',
  ]);
});
