import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { LAYERS, layerLine, layerViolations, ROOT } from '../../scripts/layers.ts';

test('every folder of src/ imports only folders below it', () => {
  expect(layerViolations()).toEqual([]);
});

test('every folder of src/ has its place in the layers', () => {
  const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const placed = LAYERS.flat();
  expect(folders.filter((f) => !placed.includes(f))).toEqual([]);
  expect(placed.filter((f) => f !== '.' && !folders.includes(f))).toEqual([]);
});

test('the README and the architecture page state the order as scripts/layers.ts has it', () => {
  for (const doc of ['README.md', 'docs/architecture.md'])
    expect(readFileSync(join(ROOT, doc), 'utf8')).toContain(layerLine());
});
