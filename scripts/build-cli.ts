/**
 * Builds the CLI's package (cli/): `ncc build src/cli/bin.ts`, minified, into ONE file,
 * cli/dist/langgraph-deploy.js, with the licences beside it. Not committed: `npm pack` in cli/
 * builds it (prepack), as the tests do, when it is missing or a source is newer (--if-stale).
 *   node scripts/build-cli.ts [--if-stale]
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const CLI_DIR = join(ROOT, 'cli');
export const CLI_BUNDLE = join(CLI_DIR, 'dist', 'langgraph-deploy.js');

const SHEBANG = '#!/usr/bin/env node\n';

export function buildCli(): void {
  const out = mkdtempSync(join(tmpdir(), 'langgraph-deploy-cli-'));
  try {
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
        'build',
        'src/cli/bin.ts',
        '-o',
        out,
        '--minify',
        '--license',
        'licenses.txt',
        '--quiet',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    // A module the core imports lazily becomes a file of its own unless the bundle already has it.
    const extra = readdirSync(out).filter((f) => f.endsWith('.js') && f !== 'index.js');
    if (extra.length)
      throw new Error(
        `the CLI bundle is not one file (${extra.join(', ')}): import the module the core loads lazily in src/cli/bundled.ts`,
      );
    const dist = join(CLI_DIR, 'dist');
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist, { recursive: true });
    const code = readFileSync(join(out, 'index.js'), 'utf8');
    writeFileSync(CLI_BUNDLE, code.startsWith('#!') ? code : SHEBANG + code);
    chmodSync(CLI_BUNDLE, 0o755);
    copyFileSync(join(out, 'licenses.txt'), join(dist, 'licenses.txt'));
    copyFileSync(join(ROOT, 'LICENSE'), join(dist, 'LICENSE'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Newest modification time of the files under a folder. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return latest;
}

/** Whether the bundle is older than what it is made from (the sources, the lockfile, this script). */
export function cliIsStale(): boolean {
  let built: number;
  try {
    built = statSync(CLI_BUNDLE).mtimeMs;
  } catch {
    return true;
  }
  const inputs = ['package-lock.json', 'tsconfig.json', 'scripts/build-cli.ts', 'cli/package.json'].map(
    (f) => statSync(join(ROOT, f)).mtimeMs,
  );
  return Math.max(newest(join(ROOT, 'src')), ...inputs) > built;
}

if (import.meta.main && !(process.argv.includes('--if-stale') && !cliIsStale())) buildCli();
