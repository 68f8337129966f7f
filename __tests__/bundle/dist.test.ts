import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle, ROOT } from '../../scripts/build.ts';
import { tempDir } from '../helpers/temp.ts';

// The build is reproducible: a second build gives dist/ byte for byte. (That dist/ is committed
// as built is checked by .ci/run, which fails when `git status -- dist` shows a change.)
test('building again gives the same dist/, byte for byte', () => {
  const out = join(tempDir('dist'), 'dist');
  buildBundle(out);
  const files = readdirSync(out).sort();
  expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual(files);
  for (const file of files) {
    expect({
      file,
      same: readFileSync(join(out, file)).equals(readFileSync(join(ROOT, 'dist', file))),
    }).toEqual({ file, same: true });
  }
}, 120_000);

// Registered, the maps are parsed by the first error stack formatted (Node's streams format one
// whenever a socket is destroyed with an error): ~35 MB at the peak of a large upload.
test('the bundle ships its source maps but does not register them', () => {
  const files = readdirSync(join(ROOT, 'dist'));
  expect(files).toContain('index.js.map');
  expect(files.filter((file) => file.includes('sourcemap-register'))).toEqual([]);
  expect(readFileSync(join(ROOT, 'dist', 'index.js'), 'utf8')).not.toContain('sourcemap-register');
});

// What loads before the inputs are checked is the entry chunk alone: a run with bad inputs (and
// every run's first milliseconds) pays for nothing else. Its start-up is measured in BENCHMARKS.md.
test('the entry chunk holds none of the libraries: they load once the inputs are valid', () => {
  const map = JSON.parse(readFileSync(join(ROOT, 'dist', 'index.js.map'), 'utf8')) as { sources: string[] };
  expect(map.sources.filter((source) => source.includes('node_modules/'))).toEqual([]);
  expect(map.sources.some((source) => source.endsWith('src/inputs/read.ts'))).toBe(true);
});
