import { describe, expect, test as jestTest } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { EMULATOR_API_KEY, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { until } from '../bundle/fault-scenarios.ts';
import { atOnce } from '../helpers/at-once.ts';
import { emulatorFlags, parseDotenv, runCli, startCli } from '../helpers/cli.ts';
import { startFakeAgentServer } from '../helpers/fake-agent-server.ts';
import { createdAndDeployedOutputs } from '../helpers/inputs.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';
import { tempDir } from '../helpers/temp.ts';
import { RESULT_FILE_WRITE_MS } from '../../src/base/policy.ts';

/**
 * The key scenarios through the built CLI (cli/dist/langgraph-deploy.js), spawned as
 * a shell spawns it, against the emulator: deploy, failed build, timeout, rollback, signals, bad
 * input. The action's suites cover the same core through dist/index.js.
 */
const SECRET = 'sk-cli-secret-value-42';

/** The key and the integration from the environment, as a CI system's masked variables give them. */
const ENV = {
  LANGSMITH_API_KEY: EMULATOR_API_KEY,
  LANGGRAPH_DEPLOY_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
  LANGGRAPH_DEPLOY_SECRETS: `OPENAI_API_KEY=${SECRET}`,
};
const ESC = '\u001b';

/** What a test body gets: an emulator of its own, and the helpers that read it. */
interface Scenario {
  emulator: Emulator;
  /** `deploy --name agent` against this emulator, with `extra` flags. */
  deploy: (...extra: string[]) => string[];
  /** How many requests this emulator has taken on `route`. */
  count: (route: string) => number;
}

/**
 * `test` whose every body gets an emulator of its own, started as the body starts and closed as it
 * ends, pass or fail: bodies run at once (`atOnce`) share no deployment, script or request log.
 */
function withEmulator(test: (name: string, body: () => Promise<unknown>) => void) {
  const scenarioTest = (name: string, body: (scenario: Scenario) => Promise<unknown>): void =>
    test(name, () =>
      withOwnEmulator((emulator) =>
        body({
          emulator,
          deploy: (...extra) => ['deploy', '--name', 'agent', ...emulatorFlags(emulator.url, extra)],
          count: (route) => emulator.requests.filter((r) => r.route === route).length,
        }),
      ),
    );
  /** As jest's `test.each` over single values: one test a value, named by `format(name, value)`. */
  scenarioTest.each =
    <Value>(table: readonly Value[]) =>
    (name: string, body: (scenario: Scenario, value: Value) => Promise<unknown>): void => {
      for (const value of table) scenarioTest(format(name, value), (scenario) => body(scenario, value));
    };
  return scenarioTest;
}

/** The bodies of the file run at once, each with its own emulator; but see `alone` and `result files`. */
const test = withEmulator(atOnce(60_000));
/**
 * Jest's own test, run on its own once the bodies above have ended: for the timeout test, whose CLI
 * must reach the wait for the revision within its 2 s, of which over a dozen CLIs starting beside it
 * would take much (the test's point, not just its speed, would be left to chance).
 */
const alone = withEmulator(jestTest);

describe('the CLI, spawned as a shell spawns it', () => {
  test('deploy → DEPLOYED: exit 0; --output-file, --json and --summary-file hold the outputs; plain log on stderr; nothing leaked', async ({
    emulator,
    deploy,
  }) => {
    const r = await runCli([...deploy(), '--json'], ENV);
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual(createdAndDeployedOutputs(emulator));
    // One line per output, in the action's order: a dotenv report GitLab takes as it is.
    expect(r.outputFile.split('\n').filter(Boolean)).toHaveLength(Object.keys(r.outputs).length);
    expect(JSON.parse(r.stdout)).toEqual(r.outputs);
    expect(r.summary).toMatch(/^## ✅ Created `agent`\n\nRevision `[0-9a-f-]{36}` \(commit `[0-9a-f]{7}`\)/);
    expect(r.stderr).toContain('Revision status: DEPLOYED');
    expect(r.stderr).toContain('▸ Create deployment agent');
    // Not GitHub, not a terminal: no workflow command, no mask line, no colour.
    expect(r.stderr).not.toMatch(/^::/m);
    expect(r.stderr).not.toContain(ESC);
    const body = emulator.requests.find((q) => q.route === 'create-deployment')!.body as {
      secrets?: unknown;
    };
    expect(JSON.stringify(body.secrets)).toContain(SECRET);
    expect(
      leakedLines([r.stdout, r.stderr, r.summary, r.outputFile].join('\n'), [SECRET, EMULATOR_API_KEY]),
    ).toEqual([]);
  });

  test('BUILD_FAILED: exit 1, an error that says what to do, outputs written', async ({
    emulator,
    deploy,
  }) => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runCli(deploy(), ENV);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^error: Revision BUILD_FAILED\n {2}The image build failed: check langgraph.json/m,
    );
    expect(r.outputs).toMatchObject({ status: 'BUILD_FAILED', created: 'true' });
    expect(r.outputs.revision_id).not.toBe('');
    expect(r.summary).toMatch(/^## ❌ Revision BUILD_FAILED: `agent`/);
  });

  alone('timeout: exit 3, the revision named as going on, outputs written', async ({ emulator, deploy }) => {
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const r = await runCli(deploy('--timeout', '2s'), ENV);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^error: Timed out\n {2}Timed out \(timeout: 2s\) waiting for the revision/m);
    expect(r.outputs).toMatchObject({ status: 'BUILDING', created: 'true' });
    expect(r.summary).toMatch(/^## ⏱️ Timed out: `agent`/);
  });

  test('rollback: the newest DEPLOYED revision before the one serving is redeployed; exit 0, rolled_back=true', async ({
    emulator,
  }) => {
    const d = emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    const [newer, older] = [d.revisions[0]!, d.revisions[1]!];
    const r = await runCli(
      ['rollback', '--name', 'agent', '--api-url', emulator.url, '--poll-interval', '100ms', '--json'],
      { LANGSMITH_API_KEY: EMULATOR_API_KEY },
    );
    expect(r.code).toBe(0);
    expect(emulator.requests.filter((q) => q.route === 'redeploy-revision').map((q) => q.path)).toEqual([
      `/v2/deployments/${d.id}/revisions/${older.id}/redeploy`,
    ]);
    expect(r.outputs).toMatchObject({
      rolled_back: 'true',
      status: 'DEPLOYED',
      previous_revision_id: newer.id,
    });
    expect(r.summary).toContain('## ↩️ Rolled back `agent`');
  });

  test.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while waiting: exit 4 within moments, outputs written, nothing deleted',
    async ({ emulator, deploy, count }, signal) => {
      if (process.platform === 'win32') return; // Windows has no such signals (a kill ends the process).
      emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
      const run = startCli(deploy('--poll-interval', '30s', '--poll-max-interval', '30s'), ENV);
      await until(() => count('get-revision') >= 1 && emulator.requests.at(-1)!.status !== undefined);
      run.signal(signal);
      const r = await run.done;
      expect(r.code).toBe(4);
      expect(r.exitAfterSignalMs).toBeLessThan(10_000);
      expect(r.stderr).toMatch(/^error: Cancelled\n {2}The workflow was cancelled \(last status BUILDING\)/m);
      expect(r.outputs).toMatchObject({ status: 'BUILDING' });
      expect(r.outputs.revision_id).not.toBe('');
      expect(count('delete-deployment')).toBe(0);
    },
  );

  test('bad input: exit 2 before any request, each problem naming its flag or variable; outputs still written; no secret echoed', async ({
    emulator,
  }) => {
    const r = await runCli(
      [
        'deploy',
        '--api-url',
        emulator.url,
        '--timeout',
        'soon',
        '--graph-config-pth',
        'x.json',
        '--revision-id',
        'abc',
        '--wait',
        'false',
        // A mistyped secret flag: its value must not be repeated in the problem list.
        '--api_key',
        SECRET,
        '--json',
      ],
      {
        LANGSMITH_API_KEY: EMULATOR_API_KEY,
        LANGGRAPH_DEPLOY_SECRETS: `bad-name=${SECRET}`,
        LANGGRAPH_DEPLOY_REGION: 'mars',
      },
    );
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toMatch(/^error: Invalid inputs\n {2}Nothing was sent; fix these and run again:/m);
    for (const problem of [
      '- --timeout: "soon" is not a duration',
      '- --graph-config-pth: is not a flag of langgraph-deploy deploy; did you mean --graph-config-path?',
      '- --revision-id: does not apply to deploy; it is for rollback',
      '- --wait: is a switch and takes no separate value; write --wait=false (or --no-wait)',
      '- --api_key: is not a flag of langgraph-deploy deploy; did you mean --api-key?',
      '- LANGGRAPH_DEPLOY_REGION: "mars" is not accepted; use one of us, eu',
      '- LANGGRAPH_DEPLOY_SECRETS: line 1: the text before the first "=" is not a valid environment variable name',
      '- --name: is empty and GITHUB_REPOSITORY is not set to derive it; set --name or --deployment-id',
    ])
      expect(r.stderr).toContain(problem);
    expect(r.outputs).toMatchObject({ status: 'INVALID_INPUTS', deployment_id: '', created: 'false' });
    expect(JSON.parse(r.stdout)).toEqual(r.outputs);
    expect(r.summary).toMatch(/^## ❌ Invalid inputs: nothing was sent\n/);
    expect(leakedLines([r.stdout, r.stderr, r.summary].join('\n'), [SECRET, EMULATOR_API_KEY])).toEqual([]);
  });

  test('--api-key on the command line works, and warns that the shell keeps it', async ({ deploy }) => {
    const r = await runCli([...deploy(), '--api-key', EMULATOR_API_KEY], {
      LANGGRAPH_DEPLOY_INTEGRATION_ID: EMULATOR_INTEGRATION_ID,
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "warning: --api-key was given on the command line, where the shell's history and the process list keep it; set LANGGRAPH_DEPLOY_API_KEY (or LANGSMITH_API_KEY) instead.",
    );
    expect(leakedLines(r.stderr + r.summary, [EMULATOR_API_KEY])).toEqual([]);
  });

  test('GitHub Deployments and PR comments outside GitHub Actions are refused as bad input (exit 2)', async ({
    emulator,
    deploy,
  }) => {
    const r = await runCli([...deploy(), '--github-environment', 'production', '--pr-comment'], ENV);
    expect(r.code).toBe(2);
    expect(emulator.requests).toEqual([]);
    expect(r.stderr).toContain(
      '- --github-environment: GitHub Deployments are recorded only inside GitHub Actions; leave it empty here',
    );
    expect(r.stderr).toContain('- --pr-comment: pull-request comments are made only inside GitHub Actions');
  });
});

describe('agent checks through the CLI', () => {
  test('the file and the JUnit path are the current folder’s; a failed case exits 1, checks_fail_on never exits 0', async ({
    emulator,
    deploy,
  }) => {
    const agent = await startFakeAgentServer((input) =>
      input === 'Refunds?'
        ? {
            values: {
              messages: [
                { type: 'human', content: input },
                { type: 'ai', content: 'Returns are accepted for a lifetime.' },
              ],
            },
          }
        : {},
    );
    emulator.options.customUrl = () => agent.url;
    try {
      const work = tempDir('cli-checks');
      writeFileSync(
        join(work, 'checks.yaml'),
        [
          'assistant_id: agent',
          'cases:',
          '  - {name: greets, input: Hi, expect: {contains: "ok: Hi"}}',
          '  - {name: refund policy, input: Refunds?, expect: {contains: 30 days}}',
        ].join('\n'),
      );
      const checks = ['--checks', 'checks.yaml', '--checks-junit', 'agent-checks.xml'];
      const failed = await runCli(deploy(...checks), ENV, { cwd: work });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/^✗ refund policy — \d[\d.]*m?s: contains "30 days": not found/m);
      expect(failed.stderr).toContain('error: Agent checks failed');
      expect(failed.outputs.checks).toBe('failed');
      expect(failed.summary).toContain('### Agent checks: ❌ 1 of 2 cases failed');
      expect(readFileSync(join(work, 'agent-checks.xml'), 'utf8')).toMatch(
        /<testsuites name="agent checks" tests="2" failures="1"/,
      );

      const warned = await runCli(deploy(...checks, '--checks-fail-on', 'never'), ENV, { cwd: work });
      expect(warned.code).toBe(0);
      expect(warned.stderr).toMatch(
        /^warning: Agent checks did not pass\n {2}1 of 2 agent check cases did not pass/m,
      );
      expect(warned.outputs.checks).toBe('failed');
    } finally {
      await agent.close();
    }
  });
});

describe('stdout and stderr that fail', () => {
  test('the log’s reader going away (`2>&1 | head`) does not stop the run: it deploys and writes its outputs, exit 0', async ({
    emulator,
    deploy,
  }) => {
    const run = startCli(deploy(), ENV);
    // The first line read, the pipe is closed: every later write of the log fails (EPIPE).
    run.child.stderr!.once('data', () => run.child.stderr!.destroy());
    const r = await run.done;
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual(createdAndDeployedOutputs(emulator));
    expect(r.summary).toMatch(/^## ✅ Created `agent`/);
  });

  test('--json into a full disk: the run ends with its files written, exit 1, and says the JSON is lost', async ({
    emulator,
    deploy,
  }) => {
    if (!existsSync('/dev/full')) return; // Linux's always-full device.
    const full = openSync('/dev/full', 'w');
    const run = startCli([...deploy(), '--json'], ENV, { stdout: full });
    const r = await run.done;
    closeSync(full);
    expect(r.code).toBe(1);
    expect(r.outputs).toEqual(createdAndDeployedOutputs(emulator));
    expect(r.stderr).toContain('error: stdout could not be written (ENOSPC); its output is lost');
    expect(r.stderr).not.toContain('Unhandled');
  });
});

describe('result files', () => {
  /**
   * A pool of its own, after the file's: besides its 5 s wait for a reader, the FIFO nobody reads
   * has 8 s to start, deploy and end, and the file's other CLIs starting beside it would take much
   * of those 8 s.
   */
  const test = withEmulator(atOnce(30_000));

  test('--output-file a FIFO nobody reads: given up after a few seconds, the rest written, exit 1 (not a hang past timeout)', async ({
    deploy,
  }) => {
    if (process.platform === 'win32') return; // No mkfifo.
    const dir = tempDir('cli-fifo');
    const fifo = join(dir, 'outputs.env');
    execFileSync('mkfifo', [fifo]);
    const summary = join(dir, 'summary.md');
    const started = Date.now();
    const run = startCli([...deploy(), '--output-file', fifo, '--summary-file', summary, '--json'], ENV, {
      files: false,
    });
    // Before the fix the process blocked in open(2), deaf to SIGINT/SIGTERM: end it for good.
    const kill = setTimeout(() => run.child.kill('SIGKILL'), RESULT_FILE_WRITE_MS + 10_000);
    const r = await run.done;
    clearTimeout(kill);
    expect(r.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(RESULT_FILE_WRITE_MS + 8_000);
    expect(r.stderr).toContain(
      `--output-file ${fifo} could not be written (not read within ${RESULT_FILE_WRITE_MS / 1_000}s: a FIFO nobody reads?)`,
    );
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'DEPLOYED' });
    expect(readFileSync(summary, 'utf8')).toMatch(/^## ✅ Created `agent`/);
  });

  test('--output-file /dev/stdout, a link to the process’s own stdout (here a file): written through it, exit 0', async ({
    emulator,
    deploy,
  }) => {
    if (process.platform === 'win32') return; // No /dev/stdout.
    // A file as stdout: Node's own pipes to a child are sockets, which /dev/stdout cannot reopen.
    const into = join(tempDir('cli-stdout'), 'stdout.txt');
    const fd = openSync(into, 'w');
    const r = await startCli([...deploy(), '--output-file', '/dev/stdout'], ENV, { files: false, stdout: fd })
      .done;
    closeSync(fd);
    expect(r.code).toBe(0);
    expect(parseDotenv(readFileSync(into, 'utf8'))).toEqual(createdAndDeployedOutputs(emulator));
  });

  test('--output-file a FIFO someone reads (`>(…)`, mkfifo): written through it, exit 0', async ({
    emulator,
    deploy,
  }) => {
    if (process.platform === 'win32') return;
    const fifo = join(tempDir('cli-fifo'), 'outputs.env');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'inherit'] });
    let read = '';
    reader.stdout.on('data', (d: Buffer) => (read += d.toString()));
    const closed = new Promise((resolve) => reader.on('close', resolve));
    const r = await runCli([...deploy(), '--output-file', fifo], ENV, { files: false });
    await closed;
    expect(r.code).toBe(0);
    expect(parseDotenv(read)).toEqual(createdAndDeployedOutputs(emulator));
  });
});

describe('CI-aware, never CI-dependent', () => {
  test('GitLab CI: each group is a collapsible section, opened and closed', async ({ deploy }) => {
    const r = await runCli(deploy(), { ...ENV, GITLAB_CI: 'true' });
    expect(r.code).toBe(0);
    const starts = [
      ...r.stderr.matchAll(
        /\u001b\[0Ksection_start:(\d+):(langgraph_deploy_\d+)\[collapsed=true\]\r\u001b\[0K(.*)/g,
      ),
    ];
    const ends = [...r.stderr.matchAll(/\u001b\[0Ksection_end:(\d+):(langgraph_deploy_\d+)\r\u001b\[0K/g)];
    expect(starts.map((m) => m[3])).toContain('Create deployment agent');
    expect(ends.map((m) => m[2])).toEqual(starts.map((m) => m[2]));
    for (const m of starts) expect(Number(m[1])).toBeGreaterThan(1.7e9);
  });

  test('inside GitHub Actions: workflow commands and masks, and the name defaults to the repository as in the action', async ({
    emulator,
  }) => {
    const r = await runCli(['deploy', ...emulatorFlags(emulator.url)], {
      ...ENV,
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/agent',
      GITHUB_REF: 'refs/heads/main',
    });
    expect(r.code).toBe(0);
    expect(r.outputs.deployment_url).toMatch(/^https:\/\/agent-/);
    expect(r.stderr).toContain(`::add-mask::${SECRET}`);
    expect(r.stderr).toMatch(/^::group::Create deployment agent$/m);
    expect(
      leakedLines(
        r.stderr
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::'))
          .join('\n'),
        [SECRET],
      ),
    ).toEqual([]);
  });

  test('outside GitHub Actions a stray GITHUB_REPOSITORY names nothing: the name must be given', async ({
    emulator,
  }) => {
    const r = await runCli(['deploy', ...emulatorFlags(emulator.url)], {
      ...ENV,
      GITHUB_REPOSITORY: 'acme/agent',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('- --name: is empty');
  });
});
