/**
 * Builds the action's bundle: `ncc build src/index.ts` into `dist/` (or another folder). The one
 * place the build is defined: `npm run build`, the dist check and the tests' stale-bundle guard
 * all call it. ncc type-checks the program of the tsconfig.json nearest the entry: src/tsconfig.json
 * (the root's options, src/ alone), so a build does not type-check the tests too (a third faster).
 *   node scripts/build.ts [outDir]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

export function buildBundle(outDir = join(ROOT, 'dist')): void {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      'src/index.ts',
      '-o',
      outDir,
      '--source-map',
      // Maps are written, not registered: registered, the first error stack formatted (Node's
      // streams format one whenever a socket is destroyed with an error) parses them, ~35 MB.
      '--no-source-map-register',
      '--license',
      'licenses.txt',
      '--quiet',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

if (import.meta.main) buildBundle(process.argv[2]);
