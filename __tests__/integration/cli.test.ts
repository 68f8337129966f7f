import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { HOST_NOT_FOUND_MS } from '../../src/base/policy.ts';
import { cli } from '../../src/cli/run-cli.ts';
import { START_AND_EXIT_MS } from '../helpers/bundle.ts';
import { emulatorFlags } from '../helpers/cli.ts';
import { startFakeGitHub } from '../helpers/fake-github.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';
import { writeFiles } from '../helpers/workspace.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * The CLI in this process (src/cli/run-cli.ts `cli`), against the emulator, on a virtual clock:
 * what it decides before and after the run. The spawned bundle is __tests__/cli/.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = tempDir('cli-in-process'),
  /** Sees each write to stderr before it is kept (it may throw, as a broken log would). */
  onStderr: (text: string) => void = () => {},
) {
  let stdout = '';
  let stderr = '';
  const code = await cli({
    argv,
    env: {
      LANGSMITH_API_KEY: EMULATOR_API_KEY,
      LANGGRAPH_DEPLOY_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
      ...env,
    },
    cwd,
    stdout: (t) => (stdout += t),
    stderr: (t) => {
      onStderr(t);
      stderr += t;
    },
    signal: new AbortController().signal,
    reporting: new AbortController().signal,
    clock: new VirtualClock(Date.parse('2026-11-22T12:00:00Z')),
    random: () => 0.5,
  });
  return { code, stdout, stderr, cwd };
}

/** The CLI's own pace: its pauses here are on a virtual clock. */
const IN_PROCESS: string[] = [];

const deploy = (...extra: string[]): string[] => [
  'deploy',
  '--name',
  'agent',
  ...emulatorFlags(emulator.url, extra, IN_PROCESS),
];

describe('result files are checked before anything is sent', () => {
  test.each([
    [
      'a folder',
      (dir: string) => (mkdirSync(join(dir, 'out')), 'out'),
      'is a folder; give the path of a file in it',
    ],
    ['in a missing folder', () => 'missing/deploy.env', 'does not exist; create it first'],
  ])('--output-file %s: exit 2, no request, the flag named; --json still printed', async (_, path, says) => {
    const dir = tempDir('cli-in-process');
    const file = path(dir);
    const r = await runCli([...deploy(), '--output-file', file, '--json'], {}, dir);
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain(`- --output-file ${file}: `);
    expect(r.stderr).toContain(says);
    // Said once, as bad input: not again as a file that could not be written.
    expect(r.stderr).not.toContain('Results not written');
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'INVALID_INPUTS' });
  });

  (CAN_SYMLINK ? test.each : test.skip.each)([
    ['--output-file', 'deploy.env'],
    ['--summary-file', 'summary.md'],
    ['--output-file', 'reports/deploy.env'],
  ])(
    '%s %s, a link to nothing (or through one): exit 2, nothing sent, nothing made where it points',
    async (flag, path) => {
      const dir = tempDir('cli-in-process');
      const gone = join(tempDir('cli-gone'), 'missing');
      symlinkSync(path.includes('/') ? gone : join(gone, 'file'), join(dir, path.split('/')[0]!));
      const r = await runCli([...deploy(), flag, path, '--json'], {}, dir);
      expect(r.code).toBe(2);
      expect(emulator.requests).toEqual([]);
      expect(r.stderr).toMatch(
        new RegExp(
          `- ${flag} ${path}: (is|goes through \\S+,) a symbolic link to nothing; point it at a file or folder that exists`,
        ),
      );
      expect(existsSync(gone)).toBe(false);
    },
  );

  /** Each makes, in `dir` (holding out/ for out/deploy.env), a --summary-file that is out/deploy.env. */
  test.each([
    [
      'a symbolic link to it',
      (dir: string) => (symlinkSync(join(dir, 'out', 'deploy.env'), join(dir, 'summary.md')), 'summary.md'),
    ],
    [
      'a hard link to it',
      (dir: string) => (linkSync(join(dir, 'out', 'deploy.env'), join(dir, 'summary.md')), 'summary.md'),
    ],
    [
      'the same name in a folder that links to its folder',
      (dir: string) => (symlinkSync(join(dir, 'out'), join(dir, 'also')), 'also/deploy.env'),
    ],
    [
      'the same name in a folder that links to its folder, neither made yet',
      (dir: string) => (
        rmSync(join(dir, 'out', 'deploy.env')),
        symlinkSync(join(dir, 'out'), join(dir, 'also')),
        'also/deploy.env'
      ),
    ],
  ])(
    '--summary-file %s: the same file as --output-file, exit 2, nothing sent, nothing overwritten',
    async (_name, make) => {
      if (!CAN_SYMLINK) return;
      const dir = tempDir('cli-in-process');
      mkdirSync(join(dir, 'out'));
      writeFileSync(join(dir, 'out', 'deploy.env'), 'kept=1\n');
      const summary = make(dir);
      const r = await runCli(
        [...deploy(), '--output-file', 'out/deploy.env', '--summary-file', summary],
        {},
        dir,
      );
      expect(r.code).toBe(2);
      expect(emulator.requests).toEqual([]);
      expect(r.stderr).toContain('- --output-file and --summary-file name the same file; give each its own');
    },
  );

  test('--checks-junit naming the --output-file is refused: exit 2', async () => {
    const dir = tempDir('cli-in-process');
    writeFileSync(join(dir, 'checks.yaml'), 'cases:\n  - name: greets\n    input: Hi\n');
    const r = await runCli(
      [...deploy('--checks', 'checks.yaml', '--checks-junit', './out.env'), '--output-file', 'out.env'],
      {},
      dir,
    );
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain('- --output-file and --checks-junit name the same file; give each its own');
  });

  test('--output-file and --summary-file naming one file are refused', async () => {
    const r = await runCli([...deploy(), '--output-file', 'x.env', '--summary-file', './x.env']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('- --output-file and --summary-file name the same file; give each its own');
  });

  test('a relative path is the current folder’s (cwd), not the process’s', async () => {
    const dir = tempDir('cli-in-process');
    mkdirSync(join(dir, 'reports'));
    const r = await runCli([...deploy(), '--output-file', 'reports/deploy.env'], {}, dir);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'reports', 'deploy.env'), 'utf8')).toMatch(
      /^deployment_id=.+\nrevision_id=/,
    );
  });
});

describe('the JUnit report where the command line points', () => {
  const withChecks = (dir: string): void =>
    writeFileSync(join(dir, 'checks.yaml'), 'cases:\n  - name: greets\n    input: Hi\n');

  (CAN_SYMLINK ? test : test.skip)(
    'a link to nothing is refused before anything is sent: exit 2',
    async () => {
      const dir = tempDir('cli-in-process');
      withChecks(dir);
      symlinkSync(join(dir, 'missing', 'junit.xml'), join(dir, 'junit.xml'));
      const r = await runCli([...deploy('--checks', 'checks.yaml', '--checks-junit', 'junit.xml')], {}, dir);
      expect(r.code).toBe(2);
      expect(emulator.requests).toEqual([]);
      expect(r.stderr).toContain(
        '- --checks-junit: junit.xml is a symbolic link to nothing; point it at a file or folder that exists',
      );
    },
  );

  test('a path out of the current folder is where the user points: accepted', async () => {
    const dir = tempDir('cli-in-process');
    withChecks(dir);
    const r = await runCli(
      [
        ...deploy(
          '--checks',
          'checks.yaml',
          '--checks-junit',
          join(tempDir('elsewhere'), 'junit.xml'),
          '--dry-run',
        ),
      ],
      {},
      dir,
    );
    expect(r.code).toBe(0);
  });
});

describe('a fleet manifest through the CLI', () => {
  test('a problem of the manifest names the flag it came from, as every other problem does', async () => {
    const r = await runCli(['plan', '--manifest', 'deploy/missing.yml', '--api-url', emulator.url]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "- --manifest: deploy/missing.yml is not in the current folder; check the path (relative to the repository's root), and run from that root",
    );
    expect(r.stderr).not.toContain('actions/checkout');
    expect(emulator.requests).toEqual([]);
  });

  test('an INPUT_* variable already in the environment is not read as an input of the manifest run', async () => {
    const r = await runCli(['plan', '--manifest', 'deploy/missing.yml'], {
      INPUT_NAME: 'stray',
      INPUT_FORCE: 'true',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('name: is not set on the step');
    expect(r.stderr).toContain('- --manifest: deploy/missing.yml is not in the current folder');
  });
});

describe('a control plane nothing listens on', () => {
  test('every retry line and the final error name the host and port; a loopback one asks whether the emulator runs', async () => {
    // A loopback port just closed: the real transport's connections are refused.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const r = await runCli([
      'deploy',
      '--name',
      'agent',
      ...emulatorFlags(`http://127.0.0.1:${port}`, [], IN_PROCESS),
    ]);
    expect(r.code).toBe(1);
    const retries = r.stderr.split('\n').filter((line) => line.includes('retrying in'));
    expect(retries).toHaveLength(7);
    for (const line of retries)
      expect(line).toContain(`: nothing listens on 127.0.0.1:${port} (ECONNREFUSED); retrying in`);
    expect(r.stderr).toContain(
      `error: Control plane unreachable\n  Nothing listens on 127.0.0.1:${port} (--api-url): is the emulator running?\n`,
    );
  });
});

/**
 * A control-plane host that does not exist: the error names the host and the flag or variable
 * that set it, as it was given. `.invalid` names never resolve (RFC 6761). The CLI asks again for
 * HOST_NOT_FOUND_MS, on the virtual clock here.
 */
describe('a control-plane host that does not exist', () => {
  const KEY = { LANGSMITH_API_KEY: 'lsv2_cli_key_for_a_host_that_does_not_exist' };

  test.each([
    ['the flag', ['--api-url', 'https://control-plane.invalid'], {}, '--api-url'],
    [
      'the variable',
      [],
      { LANGGRAPH_DEPLOY_API_URL: 'https://control-plane.invalid' },
      'LANGGRAPH_DEPLOY_API_URL',
    ],
    ['the self-hosted flag', ['--self-hosted-url', 'https://control-plane.invalid'], {}, '--self-hosted-url'],
  ])(
    'a host set by %s that does not exist fails within 10 s, naming the host and how it was given',
    async (_how, flags, env, named) => {
      const started = Date.now();
      const r = await runCli(['status', '--name', 'agent', ...flags], { ...KEY, ...env });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        `The control plane's host control-plane.invalid does not exist (ENOTFOUND): ${named} sets it; check its spelling.`,
      );
      expect(Date.now() - started).toBeLessThan(HOST_NOT_FOUND_MS + START_AND_EXIT_MS);
    },
    30_000,
  );
});

describe('advice in the CLI’s words, never a workflow’s', () => {
  /** What only a GitHub workflow could follow: a checkout step, the action's `command:`, a `--command` flag. */
  const GITHUB_ONLY =
    /actions\/checkout|--command|run the action|command: (status|rollback|smoke-test)|workflow again/;

  test('a smoke test with no langgraph.json in the current folder: run from its folder, or --assistant-id', async () => {
    const r = await runCli(deploy('--smoke-test'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '--assistant-id: is empty, and langgraph.json (--graph-config-path) is not in the current folder to name the assistant the smoke test runs: run from the folder that holds it, or set --assistant-id',
    );
    expect(r.stderr).not.toMatch(GITHUB_ONLY);
  });

  test('a checks file that is not there: not in the current folder', async () => {
    const r = await runCli(deploy('--checks', 'evals/checks.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--checks (evals/checks.yaml): no such file in the current folder');
    expect(r.stderr).not.toMatch(GITHUB_ONLY);
  });

  test('prune outside GitHub Actions names the command as typed, not a --command flag', async () => {
    const r = await runCli([
      'prune',
      '--api-url',
      emulator.url,
      '--github-token',
      'ghs_x',
      '--preview-prefix',
      'a-',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('  - langgraph-deploy prune: prune asks GitHub whether the pull request');
    expect(r.stderr).not.toMatch(GITHUB_ONLY);
  });

  test('a fleet plan outside a git clone: run it in a clone, not after actions/checkout', async () => {
    const dir = tempDir('cli-in-process');
    writeFiles(dir, {
      'fleet.yml': 'deployments:\n  - name: agent\n    graph_config_path: langgraph.json\n',
      'langgraph.json': '{"graphs": {"agent": "./graph.py:graph"}}',
    });
    emulator.store.seedDeployed('agent');
    const r = await runCli(
      [
        'plan',
        '--manifest',
        'fleet.yml',
        '--api-url',
        emulator.url,
        ...['--repo-url', 'https://github.com/acme/agent', '--repo-ref', 'main'],
      ],
      {},
      dir,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not a git repository');
    expect(r.stderr).toContain('Run the plan in a clone of the repository, with its history.');
    expect(r.stderr).not.toMatch(GITHUB_ONLY);
  });

  test('timed out while building: how to keep waiting, as a command line', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const r = await runCli(deploy('--timeout', '2m'));
    expect(r.code).toBe(3);
    const d = [...emulator.store.deployments.values()][0]!;
    expect(r.stderr).toContain(
      `To keep waiting, run langgraph-deploy status --deployment-id ${d.id} (it follows the latest revision, now ${d.revisions[0]!.id}), or raise timeout`,
    );
    expect(r.stderr).not.toMatch(GITHUB_ONLY);
  });

  test('a deploy not waited for: its summary says how to follow it on the command line', async () => {
    const dir = tempDir('cli-in-process');
    const r = await runCli([...deploy('--no-wait'), '--summary-file', 'summary.md'], {}, dir);
    expect(r.code).toBe(0);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    const d = [...emulator.store.deployments.values()][0]!;
    expect(summary).toContain(
      `Not waited for (\`--no-wait\`): the revision goes on. To follow it to its end, run \`langgraph-deploy status --deployment-id ${d.id}\`.`,
    );
    expect(summary).not.toMatch(GITHUB_ONLY);
  });
});

describe('the last line of a run a person reads', () => {
  test('a deploy ends on one recap line: deployment, revision, status, URL, time taken; never with --json', async () => {
    const r = await runCli(deploy());
    expect(r.code).toBe(0);
    const d = [...emulator.store.deployments.values()][0]!;
    const url = `https://agent-${d.id.slice(0, 8)}.us.langgraph.app`;
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Done · deployment agent · revision ${d.revisions[0]!.id} · DEPLOYED · ${url} · took \\d+(ms|s|m \\d+s)$`,
      ),
    );
    // The time is the injected clock's: the run's own start and end.
    const json = await runCli([...deploy(), '--json']);
    expect(json.code).toBe(0);
    expect(json.stderr).not.toMatch(/^Done · /m);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'DEPLOYED' });
  });

  test('a failed deploy ends on its failure’s title, with what it left: no URL where nothing serves', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runCli(deploy());
    expect(r.code).toBe(1);
    const d = [...emulator.store.deployments.values()][0]!;
    expect(r.stderr.trimEnd().split('\n').at(-1)).toMatch(
      new RegExp(
        `^Revision BUILD_FAILED · deployment agent · revision ${d.revisions[0]!.id} · BUILD_FAILED · took \\S+$`,
      ),
    );
  });
});

describe('the environment LangSmith’s deploy clients read', () => {
  test('LANGSMITH_ENDPOINT of a self-hosted instance reaches its control plane under /api-host, with LANGCHAIN_API_KEY and LANGSMITH_WORKSPACE_ID', async () => {
    await emulator.close();
    const tenant = '42424242-0000-4000-8000-000000000042';
    emulator = await startEmulator({ prefix: '/api-host', tenantId: tenant });
    const flags = emulatorFlags(emulator.url, [], IN_PROCESS).filter(
      (f, i, all) => f !== '--api-url' && all[i - 1] !== '--api-url',
    );
    const r = await runCli(['deploy', '--name', 'agent', ...flags], {
      LANGSMITH_API_KEY: '',
      LANGCHAIN_API_KEY: EMULATOR_API_KEY,
      LANGSMITH_WORKSPACE_ID: tenant,
      LANGSMITH_ENDPOINT: `${emulator.origin}/api/v1`,
    });
    expect(r.code).toBe(0);
    expect(emulator.requests.length).toBeGreaterThan(0);
    expect(
      emulator.requests.every(
        (q) => q.route && q.headers.tenantId === tenant && q.headers.apiKey === EMULATOR_API_KEY,
      ),
    ).toBe(true);
  });

  test('LANGSMITH_ENDPOINT ending in /api, the older self-hosted form: the control plane at /api-host, the dataset at /api/v1', async () => {
    await emulator.close();
    emulator = await startEmulator({ prefix: '/api-host' });
    emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }]);
    const cwd = tempDir('cli-in-process');
    writeFileSync(
      join(cwd, 'checks.yaml'),
      JSON.stringify({ assistant_id: 'agent', dataset: { name: 'regressions', expect: { contains: 'ok' } } }),
    );
    const flags = emulatorFlags(emulator.url, [], IN_PROCESS).filter(
      (f, i, all) => f !== '--api-url' && all[i - 1] !== '--api-url',
    );
    const r = await runCli(
      ['deploy', '--name', 'agent', '--checks', 'checks.yaml', '--dry-run', ...flags],
      { LANGSMITH_ENDPOINT: `${emulator.origin}/api` },
      cwd,
    );
    expect(r.code).toBe(0);
    expect(emulator.requests.map((q) => q.route).sort()).toEqual([
      'langsmith-read-datasets',
      'list-deployments',
    ]);
    expect(r.stderr).toContain('LangSmith dataset "regressions"');
  });

  test('LANGGRAPH_HOST_URL names the control plane and wins over LANGSMITH_ENDPOINT', async () => {
    const flags = emulatorFlags(emulator.url, [], IN_PROCESS).filter(
      (f, i, all) => f !== '--api-url' && all[i - 1] !== '--api-url',
    );
    const r = await runCli(['deploy', '--name', 'agent', ...flags], {
      LANGGRAPH_HOST_URL: emulator.url,
      LANGSMITH_ENDPOINT: 'https://langsmith.invalid/api/v1',
    });
    expect(r.code).toBe(0);
    expect(emulator.requests.map((q) => q.route)).toContain('create-deployment');
  });
});

describe('LANGSMITH_DEPLOYMENT_NAME, as LangSmith’s deploy clients read it', () => {
  test('names the deployment deploy and status act on when no flag does, and the log says so', async () => {
    const env = { LANGSMITH_DEPLOYMENT_NAME: 'Env_Agent' };
    const deployed = await runCli(['deploy', ...emulatorFlags(emulator.url, [], IN_PROCESS)], env);
    expect(deployed.code).toBe(0);
    expect(emulator.store.byName('env-agent')).toBeDefined();
    expect(deployed.stderr).toContain(
      'Deployment name from LANGSMITH_DEPLOYMENT_NAME in the environment; --name or --deployment-id overrides it.',
    );
    const status = await runCli(['status', '--api-url', emulator.url, '--no-wait', '--json'], env);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      deployment_id: emulator.store.byName('env-agent')!.id,
    });
  });

  test('--name wins over it, silently', async () => {
    const r = await runCli(deploy(), { LANGSMITH_DEPLOYMENT_NAME: 'other' });
    expect(r.code).toBe(0);
    expect(emulator.store.byName('agent')).toBeDefined();
    expect(emulator.store.byName('other')).toBeUndefined();
    expect(r.stderr).not.toContain('LANGSMITH_DEPLOYMENT_NAME');
  });

  test('delete never takes it: refused before anything is sent, and the deployment it names stays', async () => {
    emulator.store.seedDeployed('keep-me');
    const r = await runCli(['delete', '--api-url', emulator.url], { LANGSMITH_DEPLOYMENT_NAME: 'keep-me' });
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain('- --name: is required for command delete (or set --deployment-id)');
    expect(emulator.store.byName('keep-me')).toBeDefined();
  });
});

describe('install and build commands, as LangSmith’s deploy clients take them', () => {
  test('a flag with a character they refuse is bad input (exit 2) naming the flag and the character; nothing is sent', async () => {
    const r = await runCli(
      deploy('--install-command', 'yarn install; yarn build', '--build-command', 'a && b'),
    );
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain(
      `- --install-command: contains ";", which LangSmith's deploy clients refuse in an install or build command`,
    );
    expect(r.stderr).not.toContain('--build-command');
  });
});

describe('prune through the CLI', () => {
  test('inside GitHub Actions: GITHUB_TOKEN and the repository from the runner; --json has pruned', async () => {
    const github = await startFakeGitHub();
    try {
      emulator.store.seedDeployed('agent-pr-1');
      emulator.store.seedDeployed('agent-pr-2');
      github.pulls = { 1: 'closed', 2: 'open' };
      const r = await runCli(['prune', '--api-url', emulator.url, '--delete-tracing-project', '--json'], {
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'acme/agent',
        GITHUB_API_URL: github.url,
        GITHUB_TOKEN: 'ghs_cli_token_0001',
      });
      expect(r.code).toBe(0);
      expect(JSON.parse(JSON.parse(r.stdout).pruned)).toEqual(['agent-pr-1']);
      expect(emulator.requests.find((q) => q.route === 'delete-deployment')!.query).toEqual({
        delete_tracing_project: 'true',
      });
    } finally {
      await github.close();
    }
  });

  test('elsewhere: refused before anything is sent, saying it needs a GitHub Actions workflow', async () => {
    const r = await runCli(
      ['prune', '--api-url', emulator.url, '--github-token', 'ghs_x', '--preview-prefix', 'a-'],
      {
        GITHUB_REPOSITORY: 'acme/agent',
      },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('run it in a GitHub Actions workflow');
    expect(emulator.requests).toEqual([]);
  });
});

describe('--source upload leaves out the files the run itself writes', () => {
  /** A workspace with the agent in agent/, where the run's result files go too. */
  function agentWorkspace(): string {
    const dir = tempDir('cli-upload');
    writeFiles(dir, {
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { agent: './graph.py:graph' } }),
      'agent/graph.py': 'graph = None\n',
    });
    return dir;
  }
  const upload = (...extra: string[]): string[] => [
    'deploy',
    '--name',
    'agent',
    '--api-url',
    emulator.url,
    '--poll-interval',
    '100ms',
    '--source',
    'upload',
    '--graph-config-path',
    'agent/langgraph.json',
    ...extra,
  ];
  const noIntegration = { LANGGRAPH_DEPLOY_INTEGRATION_ID: '' };
  const archived = (): string[][] => [...emulator.storage.uploads.values()].map((u) => u.files);

  test('a second run does not archive the first run’s --output-file and --summary-file, and says it left them out', async () => {
    const dir = agentWorkspace();
    const results = ['--output-file', 'agent/deploy.env', '--summary-file', 'agent/summary.md'];
    const first = await runCli(upload(...results), noIntegration, dir);
    expect(first.code).toBe(0);
    expect(readFileSync(join(dir, 'agent', 'deploy.env'), 'utf8')).toMatch(/^deployment_id=/m);
    const second = await runCli(upload(...results), noIntegration, dir);
    expect(second.code).toBe(0);
    expect(archived()).toEqual([
      ['graph.py', 'langgraph.json'],
      ['graph.py', 'langgraph.json'],
    ]);
    expect(second.stderr).not.toContain('Credentials in the archive');
    expect(second.stderr).toContain('Left out 2 files this run writes (its results and reports).');
  });

  test('a checks_junit report an earlier run left is not archived (a dry run lists the archive)', async () => {
    const dir = agentWorkspace();
    writeFiles(dir, {
      'checks.yaml': 'cases:\n  - name: hello\n    input: {messages: [{role: user, content: hi}]}\n',
      'agent/reports/checks.xml': '<testsuites/>',
    });
    const r = await runCli(
      upload('--checks', 'checks.yaml', '--checks-junit', 'agent/reports/checks.xml', '--dry-run'),
      noIntegration,
      dir,
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Upload an archive of 2 files');
    expect(r.stderr).toContain('Left out 1 file this run writes (its results and reports).');
  });
});

describe('a crash (a bug of ours: "Unexpected error") still writes every result', () => {
  test('outputs, --json and the summary say status INTERNAL_ERROR, keeping what the run had set; exit 1', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const dir = tempDir('cli-in-process');
    // The log breaks once, as the run reports its failure: an error escapes run(), as a bug's would.
    let broken = false;
    const breakOnce = (text: string): void => {
      if (broken || !text.startsWith('error:')) return;
      broken = true;
      throw new TypeError('the log broke');
    };
    const r = await runCli(
      [...deploy(), '--output-file', 'deploy.env', '--summary-file', 'summary.md', '--json'],
      {},
      dir,
      breakOnce,
    );
    expect(broken).toBe(true);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: Unexpected error: the log broke');
    const json = JSON.parse(r.stdout) as Record<string, string>;
    expect(json).toMatchObject({ status: 'INTERNAL_ERROR', smoke_test: 'skipped', rolled_back: 'false' });
    // What the run had learned before the crash is kept.
    expect(json.deployment_id).toMatch(/^[0-9a-f-]{36}$/);
    const file = readFileSync(join(dir, 'deploy.env'), 'utf8');
    expect(file).toContain('status=INTERNAL_ERROR\n');
    expect(file).toContain(`deployment_id=${json.deployment_id}\n`);
    expect(Object.keys(json).every((key) => file.includes(`${key}=`))).toBe(true);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('## ❌ Internal error');
  });

  test('a bug inside a command (its first log line breaks): a failure like any other, its status INTERNAL_ERROR', async () => {
    const dir = tempDir('cli-in-process');
    let broken = false;
    const r = await runCli([...deploy(), '--json', '--output-file', 'deploy.env'], {}, dir, () => {
      // The first line the command writes (finding the deployment) breaks.
      if (broken) return;
      broken = true;
      throw new TypeError('the log broke at once');
    });
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as Record<string, string>;
    expect(json).toMatchObject({ status: 'INTERNAL_ERROR', deployment_id: '', created: 'false' });
    expect(readFileSync(join(dir, 'deploy.env'), 'utf8')).toMatch(/^deployment_id=\n/);
    expect(r.stderr).toContain(
      'error: Unexpected error\n  the log broke at once\n  This is a bug in this action',
    );
  });
});

describe('every problem in one run', () => {
  test('a bad region, a bad timeout and a typo in the checks file are all reported at once: exit 2', async () => {
    const dir = tempDir('cli-in-process');
    writeFileSync(join(dir, 'checks.yaml'), 'cases:\n  - name: greets\n    imput: Hi\n');
    const r = await runCli(
      [...deploy('--checks', 'checks.yaml'), '--region', 'mars', '--timeout', 'soon'],
      {},
      dir,
    );
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain('- --region: "mars" is not accepted; use one of us, eu');
    expect(r.stderr).toContain('- --timeout: ');
    expect(r.stderr).toContain(
      '- --checks (checks.yaml): case "greets": "imput" is not a known field; use name, input, config, assistant_id, expect, runs, min_passes',
    );
  });
});

describe('promote through the CLI', () => {
  const IMAGE = `registry.example.com/agent@sha256:${'d'.repeat(64)}`;
  /** Staging and production, each running an image; staging's pinned by digest. */
  function seedImages(staging: string) {
    const make = (name: string, image: string) => {
      const d = emulator.store.create({
        name,
        source: 'external_docker',
        sourceConfig: {},
        sourceRevisionConfig: { image_uri: image },
        secrets: [],
      });
      d.revisions[0]!.script = [{ status: 'DEPLOYED' }];
      emulator.store.status(d.revisions[0]!);
      return d;
    };
    return {
      target: make('my-agent', 'registry.example.com/agent:old'),
      source: make('my-agent-staging', staging),
    };
  }
  const promote = (...extra: string[]) => [
    'promote',
    '--name',
    'my-agent',
    '--from',
    'my-agent-staging',
    '--api-url',
    emulator.url,
    '--poll-interval',
    '100ms',
    '--poll-max-interval',
    '200ms',
    '--json',
    ...extra,
  ];

  test('promote with --json: the target runs the source’s image, and promoted_from says what came from where', async () => {
    const { target, source } = seedImages(IMAGE);
    const r = await runCli(promote(), { LANGGRAPH_DEPLOY_INTEGRATION_ID: '' });
    expect(r.code).toBe(0);
    expect(target.revisions[0]!.sourceRevisionConfig).toEqual({ image_uri: IMAGE });
    const outputs = JSON.parse(r.stdout) as Record<string, string>;
    expect(JSON.parse(outputs.promoted_from!)).toEqual({
      deployment_id: source.id,
      revision_id: source.revisions[0]!.id,
      image_uri: IMAGE,
    });
    expect(outputs).toMatchObject({ status: 'DEPLOYED', revision_id: target.revisions[0]!.id });
  });

  test('a refused promote still carries promoted_from in --json, and writes nothing', async () => {
    const { source } = seedImages('registry.example.com/agent:2');
    const r = await runCli(promote(), { LANGGRAPH_DEPLOY_INTEGRATION_ID: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Image not pinned');
    expect(JSON.parse(JSON.parse(r.stdout).promoted_from as string)).toMatchObject({
      deployment_id: source.id,
    });
    expect(emulator.requests.filter((q) => q.method !== 'GET')).toEqual([]);
  });

  test('flags a promote takes from the source are refused before anything is sent: exit 2', async () => {
    const r = await runCli(promote('--source', 'upload'), { LANGGRAPH_DEPLOY_INTEGRATION_ID: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--source');
    expect(emulator.requests).toEqual([]);
  });
});
