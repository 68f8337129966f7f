import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { CLI_DIR } from '../../scripts/build-cli.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { emulatorFlags, parseDotenv } from '../helpers/cli.ts';
import { HAS_NODE22, NODE22 } from '../helpers/node22.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * The CLI as users get it: `npm pack` of cli/, the tarball installed into an empty folder with no
 * network (it has no dependencies), and `npx langgraph-deploy` from there — on the Node that runs
 * the tests (24) and on Node 22 where the registry has a build of it (Linux x64: see
 * __tests__/node22/package.json).
 */
const WINDOWS = process.platform === 'win32';

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string }>;
}

let packed: Packed;
let project: string;
let emulator: Emulator;
let agent: LocalAgentServer;

/**
 * npm and npx as a shell finds them (on Windows, .cmd shims need a shell). Asynchronous: the
 * emulator answers from this process, whose event loop must keep running meanwhile.
 */
function npm(
  tool: 'npm' | 'npx',
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(tool, args, {
    cwd,
    env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    shell: WINDOWS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

beforeAll(async () => {
  const dest = tempDir('pack');
  // The bundle is built by the tests' global set-up; prepack (which builds it too) is skipped.
  const pack = await npm('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dest], CLI_DIR);
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  packed = (JSON.parse(pack.stdout) as Packed[])[0]!;
  project = tempDir('user-project');
  const install = await npm(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', join(dest, packed.filename)],
    project,
  );
  if (install.code !== 0) throw new Error(`npm install of the tarball failed:\n${install.stderr}`);
  // The echo graph answers after 1 s, so the double-texting checks overlap run A for certain.
  agent = await startAgentServer({ workers: 4, echoDelayMs: 1_000 });
  emulator = await startEmulator({ customUrl: () => agent.url });
}, 180_000);
afterAll(async () => {
  await emulator?.close();
  await agent?.close();
});

describe('npm pack', () => {
  test('the package holds only what the CLI needs: one bundled file, the licences, its README', () => {
    expect(packed.files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'dist/LICENSE',
      'dist/langgraph-deploy.js',
      'dist/licenses.txt',
      'package.json',
    ]);
    // Small: the whole tarball, compressed, and the one file node loads.
    expect(packed.size).toBeLessThan(600_000);
    expect(packed.unpackedSize).toBeLessThan(1_500_000);
  });

  test('no dependencies and no install scripts; Node 22 or later', () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules', 'langgraph-deploy', 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'langgraph-deploy',
      bin: { 'langgraph-deploy': 'dist/langgraph-deploy.js' },
      engines: { node: '>=22' },
    });
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'])
      expect(manifest[field]).toBeUndefined();
    const scripts = Object.keys((manifest.scripts as Record<string, string> | undefined) ?? {});
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(scripts).not.toContain(hook);
  });
});

describe('the installed bin', () => {
  test('npx langgraph-deploy --help, and a command’s help naming its flags', async () => {
    const general = await npm('npx', ['--offline', 'langgraph-deploy', '--help'], project);
    expect(general.code).toBe(0);
    expect(general.stdout).toContain('Usage: langgraph-deploy <command> [flags]');
    const deploy = await npm('npx', ['--offline', 'langgraph-deploy', 'deploy', '--help'], project);
    expect(deploy.code).toBe(0);
    expect(deploy.stdout).toContain('--graph-config-path VALUE');
    expect(deploy.stdout).toContain('--smoke-test, --no-smoke-test');
  });

  const nodes: Array<[string, string | undefined]> = [
    ['the tests’ Node', undefined],
    ['Node 22', HAS_NODE22 ? NODE22 : undefined],
  ];
  test.each(nodes)(
    'on %s: a whole deploy + smoke test against the emulator and the real agent server',
    async (label, node) => {
      if (label === 'Node 22' && !node) {
        console.log(
          `Skipped: no Node 22 here (${NODE22} is missing; the registry builds it for Linux x64 only).`,
        );
        return;
      }
      // The shell finds `node` for the bin's #! line on PATH: put the Node under test first.
      const path = node ? `${dirname(node)}${delimiter}${process.env.PATH}` : process.env.PATH!;
      const version = await npm('npx', ['--offline', 'langgraph-deploy', '--version'], project, {
        PATH: path,
      });
      expect(version.stdout).toMatch(
        new RegExp(`^langgraph-deploy \\d+\\.\\d+\\.\\d+ \\(Node ${node ? '22\\.' : process.versions.node}`),
      );
      writeFileSync(
        join(project, 'langgraph.json'),
        JSON.stringify({ graphs: { echo: './graphs/echo.mjs:graph' } }),
      );
      const name = node ? 'agent-node22' : 'agent-node24';
      const run = await npm(
        'npx',
        [
          '--offline',
          'langgraph-deploy',
          'deploy',
          '--name',
          name,
          ...emulatorFlags(emulator.url),
          '--smoke-test',
          '--smoke-checks',
          // Not rollback: the open-source server keeps a rolled-back running run (see
          // __tests__/bundle/smoke-after-deploy.test.ts).
          'run,enqueue,interrupt,stream',
          '--json',
          '--output-file',
          join(project, `${name}.env`),
        ],
        project,
        {
          PATH: path,
          LANGSMITH_API_KEY: EMULATOR_API_KEY,
          LANGGRAPH_DEPLOY_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
        },
      );
      expect(run.stderr).toContain('Revision status: DEPLOYED');
      // The log with the code: what failed is in it.
      expect({ code: run.code, log: run.stderr }).toMatchObject({ code: 0 });
      const outputs = JSON.parse(run.stdout) as Record<string, string>;
      expect(outputs).toMatchObject({ status: 'DEPLOYED', deployment_url: agent.url, smoke_test: 'passed' });
      expect((JSON.parse(outputs.smoke_report!) as SmokeReport).assistant_id).toBe('echo');
      expect(parseDotenv(readFileSync(join(project, `${name}.env`), 'utf8'))).toEqual(outputs);
      expect(leakedLines(run.stdout + run.stderr, [EMULATOR_API_KEY])).toEqual([]);
    },
    90_000,
  );
});
