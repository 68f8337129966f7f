import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';
import { HAS_NODE22, NODE22 } from '../helpers/node22.ts';

/**
 * What a newcomer sees on `npm ci` and `npm test`: no warning that nothing explains. npm 11 warns
 * about dependencies' install scripts that `allowScripts` does not decide; npm on an older Node
 * warns EBADENGINE (explained by the postinstall); jest's `--experimental-vm-modules` warns in
 * every worker.
 */
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const CHECK_NODE = join(ROOT, 'scripts', 'check-node.mjs');

/** The postinstall as npm runs it, on `node`, with npm's user agent naming the Node npm runs on. */
function afterInstall(node: string, npmNode: string) {
  const [command, ...args] = manifest.scripts.postinstall!.split(' ');
  expect(command).toBe('node');
  return spawnSync(node, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, npm_config_user_agent: `npm/11.19.1 node/v${npmNode} linux x64 workspaces/false` },
  });
}

describe('npm ci', () => {
  test('allowScripts decides for every dependency with an install script, so npm has none to warn about', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(manifest.allowScripts).toHaveProperty([name]);
    // Denied: none of them is needed (each has a prebuilt binary package), and a denied script
    // never runs: a tampered release of one runs nothing on a contributor's machine.
    expect(Object.values(manifest.allowScripts ?? {})).not.toContain(true);
  });

  test('npm on Node 20: one line after its EBADENGINE warnings says why, and that Node 24 is installed', () => {
    const result = afterInstall(process.execPath, '20.20.2');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      `The EBADENGINE warnings above are npm running on Node 20.20.2: this project needs Node >= 24. Nothing to do: npm has installed Node ${process.versions.node} into node_modules/.bin, and every npm script runs on it.`,
    ]);
  });

  test('npm on Node 24: the postinstall says nothing', () => {
    const result = afterInstall(process.execPath, '24.21.0');
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });

  test('no Node 24 at all: the line says to install it, and the install does not fail', () => {
    if (!HAS_NODE22) {
      console.log(
        `Skipped: no Node 22 here (${NODE22} is missing; the registry builds it for Linux x64 only).`,
      );
      return;
    }
    const result = afterInstall(NODE22, '22.11.0');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^The EBADENGINE warnings above are npm running on Node 22\.11\.0: this project needs Node >= 24\. Install Node 24 \(see \.node-version\)/,
    );
    // Every other script stops on that Node with the same advice, before any stack trace.
    const script = spawnSync(NODE22, [CHECK_NODE], { encoding: 'utf8' });
    expect(script.status).toBe(1);
    expect(script.stderr).toMatch(
      /^This project needs Node >= 24 .*but npm found Node 22\.11\.0\. Install Node 24/,
    );
  });
});

describe('npm test', () => {
  // Jest needs the flag for ES modules; Node then warns in every worker. The scripts that run
  // jest silence that warning, in jest's processes only (children it spawns do not inherit argv).
  const jestScripts = Object.entries(manifest.scripts).filter(([, line]) => line.includes('jest.js'));
  const VM_MODULE = "import vm from 'node:vm'; new vm.SourceTextModule('export default 1');";

  test.each(jestScripts)(
    'npm run %s: --experimental-vm-modules without its ExperimentalWarning',
    (_name, line) => {
      const flags = /\bnode ((?:--\S+ )+)node_modules\/jest\/bin\/jest\.js/
        .exec(line)?.[1]
        ?.trim()
        .split(' ');
      expect(flags).toContain('--experimental-vm-modules');
      const run = (args: string[]) =>
        spawnSync(process.execPath, [...args, '--input-type=module', '-e', VM_MODULE], { encoding: 'utf8' });
      // The warning is there without the script's other flags, and gone with them.
      expect(run(['--experimental-vm-modules']).stderr).toContain('ExperimentalWarning: VM Modules');
      expect(run(flags!)).toMatchObject({ status: 0, stderr: '' });
    },
  );

  test('every jest command line does the same (npm test, npm run test:only, npm run docs)', () => {
    expect(jestScripts.map(([name]) => name).sort()).toEqual(['test', 'test:only']);
    expect(readFileSync(join(ROOT, 'scripts', 'docs.ts'), 'utf8')).toMatch(
      /'--experimental-vm-modules',\s+'--disable-warning=ExperimentalWarning',/,
    );
  });
});
