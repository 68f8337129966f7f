// Plain JavaScript: jest loads global set-up outside its TypeScript transform.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBundle, ROOT } from '../../scripts/build.ts';
import { buildCli, cliIsStale } from '../../scripts/build-cli.ts';

/** Newest modification time under a folder (files only). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * Before any test: tests that spawn `dist/index.js` must not test an old bundle, so when a source
 * is newer than the bundle (`npm run test:only` after an edit) it is rebuilt first, and said so.
 * Every temporary folder of the run lives under one root that the teardown removes, with the
 * agent server the run's tests share, started by the first test that needs it.
 */
export default function globalSetup() {
  const bundle = join(ROOT, 'dist', 'index.js');
  const built = (() => {
    try {
      return statSync(bundle).mtimeMs;
    } catch {
      return 0;
    }
  })();
  // What the bundle is made from: the sources, the dependencies, and how it is built.
  const inputs = ['package-lock.json', 'tsconfig.json', 'scripts/build.ts'].map(
    (f) => statSync(join(ROOT, f)).mtimeMs,
  );
  const sources = Math.max(newest(join(ROOT, 'src')), ...inputs);
  if (sources > built) {
    console.log('\ndist/ is older than src/: rebuilding it before the tests run (npm run build).');
    buildBundle();
  }
  // The CLI's one-file bundle (cli/dist/, not committed), which the CLI tests spawn and pack.
  if (cliIsStale()) {
    console.log('\ncli/dist/ is older than src/: building the CLI (node scripts/build-cli.ts).');
    buildCli();
  }
  const root = join(tmpdir(), `lgda-test-${process.pid}`);
  mkdirSync(root, { recursive: true });
  process.env.LGDA_TEST_TMP = root;
  // The shared agent server (__tests__/agent-server/local.ts) stops itself once this process is gone.
  process.env.LGDA_TEST_PID = String(process.pid);
}
