import { expect, test } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LAYERS, layerViolations, ROOT } from '../../scripts/layers.ts';

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
