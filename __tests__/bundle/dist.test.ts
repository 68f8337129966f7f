import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';

test('rebuilding dist/ reproduces the committed bundle byte for byte', () => {
  const out = mkdtempSync(join(tmpdir(), 'lgda-dist-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      'src/index.ts',
      '-o',
      out,
      '--source-map',
      '--license',
      'licenses.txt',
      '--quiet',
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  const files = readdirSync(out).sort();
  expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual(files);
  for (const file of files) {
    expect({
      file,
      same: readFileSync(join(out, file)).equals(readFileSync(join(ROOT, 'dist', file))),
    }).toEqual({ file, same: true });
  }
}, 120_000);
