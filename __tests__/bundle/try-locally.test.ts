import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CLI_BUNDLE } from '../../scripts/build-cli.ts';
import { ROOT } from '../helpers/bundle.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';

/**
 * docs/try-locally.md, run as written: its first command block starts the emulator (with the
 * real agent server) in the background; the blocks of `export`s set up a shell; every other block
 * runs in a shell so set up, and must end well. The doc's port is swapped for a free one. The
 * commands run in a copy of this checkout that is a git repository on branch `main` of its own
 * (examples/ copied, everything else linked), as a fresh clone is: CI's checkout may be detached.
 */
const doc = readFileSync(join(ROOT, 'docs', 'try-locally.md'), 'utf8');
const blocks = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
const DOC_PORT = /127\.0\.0\.1:(\d+)/.exec(doc)![1]!;
/** docs/cli.md's section "Try it locally": the same emulator, then the CLI's commands. */
const cliDoc = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
const cliStart = cliDoc.indexOf('\n## Try it locally\n');
const cliBlocks = [
  ...cliDoc.slice(cliStart, cliDoc.indexOf('\n## ', cliStart + 1)).matchAll(/```sh\n([\s\S]*?)```/g),
].map((m) => m[1]!.trim());
const SKIP =
  process.platform === 'win32'
    ? 'the commands are for a POSIX shell'
    : !CAN_SYMLINK
      ? 'this machine cannot make symbolic links'
      : undefined;

let clone: string;
let emulator: ChildProcess;
let emulatorLog = '';
let port: number;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The environment of a new terminal: none of the runner's variables CI may have set. */
function terminalEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_|INIT_CWD$)/.test(entry[0]),
    ),
  );
}

/** Once the emulator's output so far matches (it is still being read): 10 s at most. */
function logged(pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, 10_000);
    function done(): void {
      clearTimeout(timer);
      emulator.stdout!.off('data', check);
      emulator.stderr!.off('data', check);
      resolve();
    }
    function check(): void {
      if (pattern.test(emulatorLog)) done();
    }
    emulator.stdout!.on('data', check);
    emulator.stderr!.on('data', check);
    check();
  });
}

const withPort = (block: string): string => block.replaceAll(DOC_PORT, String(port));

/** A checkout on branch main: examples/ copied (the action reads files there), the rest linked. */
function makeClone(): string {
  const dir = tempDir('try-locally');
  for (const entry of readdirSync(ROOT)) {
    if (entry === '.git') continue;
    if (entry === 'examples') cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
    else symlinkSync(join(ROOT, entry), join(dir, entry));
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...terminalEnv(),
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        GIT_CONFIG_NOSYSTEM: '1',
      },
    });
  git('init', '-q', '-b', 'main');
  // The doc's fleet step commits, as a user with an identity does.
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  git('add', '-A');
  git('commit', '-q', '-m', 'a clone');
  return dir;
}

/** One block in a shell set up by the doc's `export` blocks before it. */
function runBlock(
  index: number,
  from: readonly string[] = blocks,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const setUp = from.slice(0, index).filter((b) => b.split('\n').every((line) => line.startsWith('export ')));
  const script = ['set -e', ...setUp, from[index]!].map(withPort).join('\n');
  const child = spawn('bash', ['-c', script], {
    cwd: clone,
    env: { ...terminalEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  if (SKIP) return;
  clone = makeClone();
  port = await freePort();
  // In its own process group: npm, the emulator and the agent server stop together.
  emulator = spawn('bash', ['-c', withPort(blocks[0]!)], {
    cwd: clone,
    env: terminalEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  emulator.stderr!.on('data', (d: Buffer) => (emulatorLog += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the emulator did not start:\n${emulatorLog}`)), 60_000);
    emulator.stdout!.on('data', (d: Buffer) => {
      emulatorLog += d.toString();
      if (/^\{"url"/m.test(emulatorLog)) {
        clearTimeout(timer);
        resolve();
      }
    });
    emulator.on('exit', (code) => reject(new Error(`the emulator exited (${code}):\n${emulatorLog}`)));
  });
}, 90_000);

afterAll(async () => {
  if (!emulator || emulator.exitCode !== null) return;
  const exited = new Promise((resolve) => emulator.on('exit', resolve));
  process.kill(-emulator.pid!, 'SIGTERM');
  await exited;
});

/** A block as one line: the doc breaks long commands with `\` at a line's end. */
const oneLine = (block: string): string => block.replace(/\s*\\\n\s*/g, ' ');

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: clone, encoding: 'utf8', env: terminalEnv() }).trim();

describe('docs/try-locally.md, as written', () => {
  test('its blocks: the emulator with an agent server, a shell set up, then deploy, agent checks, a dataset and its judge, plan', () => {
    expect(blocks[0]).toBe(`npm run emulator -- --agent-server --port ${DOC_PORT}`);
    expect(blocks[1]).toMatch(/^export INPUT_API_URL=http:\/\/127\.0\.0\.1:\d+ INPUT_API_KEY=/);
    expect(blocks.slice(2).map((b) => /INPUT_(SMOKE_TEST|CHECKS|COMMAND)=\S+/.exec(b)?.[0])).toEqual([
      'INPUT_SMOKE_TEST=true',
      'INPUT_CHECKS=examples/checks.yaml',
      'INPUT_CHECKS=examples/local/dataset-checks.yaml',
      'INPUT_COMMAND=status',
      'INPUT_COMMAND=plan',
      'INPUT_COMMAND=plan',
    ]);
  });

  test("the emulator's start-up lines name the judge and LangSmith, and the command to paste is the doc's", async () => {
    if (SKIP) return void console.log(`Skipped: ${SKIP}.`);
    // Its lines on stderr may come after the JSON line on stdout that set-up waited for.
    await logged(/npm run --silent action\n/);
    const origin = `http://127.0.0.1:${port}`;
    expect(emulatorLog).toContain(`judge_url ${origin}/judge/v1`);
    expect(emulatorLog).toContain(`langsmith_api_url ${origin}/api/v1`);
    const pasted = emulatorLog
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim());
    // The set-up of step 2, then the dataset's checks with the judge, as the doc writes them.
    expect(pasted).toEqual([...withPort(blocks[1]!).split('\n'), oneLine(withPort(blocks[4]!))]);
  });

  // One after another: each acts on what the one before left on the emulator.
  const steps: Array<
    [string, number, { code?: number }, (output: string, head: string) => void | Promise<void>]
  > = [
    [
      'deploy and smoke-test: the revision builds the checked-out commit, the real agent server answers',
      2,
      {},
      (output, head) => {
        expect(output).toContain('Using the GitHub integration 0a1b2c3d-0000-4000-8000-00000000000a (local)');
        expect(output).toContain(`builds commit ${head.slice(0, 7)} of main`);
        expect(output).toMatch(/Smoke test passed: 5 of 5 checks/);
        expect(output).toContain('::set-output name=status::DEPLOYED');
      },
    ],
    [
      'agent checks: the baseline and the new revision pass examples/checks.yaml',
      3,
      {},
      (output) => {
        expect(output).toMatch(/Agent checks of the serving revision .* \(baseline\)/);
        expect(output.match(/Agent checks: 3 of 3 cases passed/g)).toHaveLength(2);
        expect(output).toContain('::set-output name=checks::passed');
      },
    ],
    [
      "agent checks from the emulator's dataset pass its judge, and the experiment's link opens a page of it",
      4,
      {},
      async (output) => {
        expect(output).toContain('3 agent check cases from LangSmith dataset "local-agent-examples"');
        for (const name of ['refund policy', 'gift return', 'shipping refund'])
          expect(output).toMatch(new RegExp(`^✓ ${name} — `, 'm'));
        expect(output).toContain('Agent checks: 3 of 3 cases passed');
        const link = /^::set-output name=checks_experiment_url::(\S+)$/m.exec(output)?.[1];
        expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/o/[^/]+/datasets/[^/]+/compare\\?`));
        const page = await fetch(link!);
        const html = await page.text();
        expect({ status: page.status, html: page.status === 200 ? '' : html }).toEqual({
          status: 200,
          html: '',
        });
        expect(html).toContain('<h1>local-agent agent checks</h1>');
        expect(html).toContain('<td>refund policy #1</td>');
        // One score per kind of expectation, the judge's its own 0–1 score.
        expect(html).toContain('passed: 1\ntools: 1\njudge: 1</td>');
      },
    ],
    [
      'a reply that misses: the judge fails every case with its reasoning, and status rolls nothing back',
      5,
      { code: 1 },
      (output) => {
        expect(
          output.match(
            /^✗ .* score 0\.6: The reply has 3 of the rubric's 5 key words \(local judge, no model\): full, refund, within; missing: 30, day\./gm,
          ),
        ).toHaveLength(3);
        expect(output).toContain('::set-output name=checks::failed');
        expect(output).toContain('::set-output name=rolled_back::false');
        expect(output).toMatch(/^::error title=Agent checks failed::3 of 3 agent check cases failed/m);
      },
    ],
    [
      'plan the fleet: the serving commit is in the history and nothing changed, so it is skipped',
      6,
      {},
      (output, head) => {
        expect(output).toContain(
          `skip   local-agent: nothing it is made of changed since commit ${head.slice(0, 7)}`,
        );
        expect(output).toContain('0 of 1 deployments to deploy');
      },
    ],
    [
      'plan after a commit, GITHUB_SHA exported again: the changed agent is planned for a deploy',
      7,
      {},
      (output) => {
        const served = git('rev-parse', 'HEAD~1');
        expect(output).toContain(`local-agent: 1 of its files changed since commit ${served.slice(0, 7)}`);
        expect(output).toContain('1 of 1 deployments to deploy');
      },
    ],
  ];
  test.each(steps)(
    '%s',
    async (_name, index, expected, check) => {
      if (SKIP) return void console.log(`Skipped: ${SKIP}.`);
      const { code, output } = await runBlock(index);
      const want = expected.code ?? 0;
      // On a failure, the whole output says why.
      expect({ code, output: code === want ? '' : output }).toEqual({ code: want, output: '' });
      // A clean local trial: nothing to warn about (no "Different commit built", no history gap,
      // no GITHUB_SHA that is not HEAD), and no error but the one a failing step ends with.
      // But for the double-texting smoke checks on a machine so busy that a run ended before the
      // second message reached it: that says how loaded the machine is, not how the doc reads.
      const warned = output
        .split('\n')
        .filter((line) => /^::(warning|error)/.test(line))
        .filter((line) => !/^::warning title=Smoke check \w+ inconclusive::/.test(line))
        .filter((line) => want === 0 || !line.startsWith('::error title=Agent checks failed::'));
      expect(warned).toEqual([]);
      await check(output, git('rev-parse', 'HEAD'));
    },
    120_000,
  );
});

describe('docs/cli.md, "Try it locally", as written (the CLI against the same emulator)', () => {
  /** `langgraph-deploy` on PATH, as the Install section leaves it: the built bundle. */
  function installed(): Record<string, string> {
    const bin = tempDir('cli-bin');
    writeFileSync(
      join(bin, 'langgraph-deploy'),
      `#!/bin/sh\nexec "${process.execPath}" "${CLI_BUNDLE}" "$@"\n`,
    );
    chmodSync(join(bin, 'langgraph-deploy'), 0o755);
    return { PATH: `${bin}:${process.env.PATH}` };
  }

  test('its blocks: the emulator as try-locally.md starts it, the key, a deploy, agent checks', () => {
    expect(cliBlocks[0]).toBe(blocks[0]);
    expect(cliBlocks[1]).toBe('export LANGSMITH_API_KEY=lsv2_emulator_key_0123456789');
    expect(oneLine(cliBlocks[2]!)).toMatch(/^langgraph-deploy deploy --api-url .* --poll-interval 250ms$/);
    expect(oneLine(cliBlocks[3]!)).toMatch(
      /^langgraph-deploy status --api-url .* --checks examples\/local\/dataset-checks\.yaml /,
    );
    expect(cliBlocks).toHaveLength(4);
  });

  test('the deploy, then the dataset checks graded by the judge, with a link that opens', async () => {
    if (SKIP) return void console.log(`Skipped: ${SKIP}.`);
    const env = installed();
    const deploy = await runBlock(2, cliBlocks, env);
    expect({ code: deploy.code, output: deploy.code === 0 ? '' : deploy.output }).toEqual({
      code: 0,
      output: '',
    });
    expect(deploy.output).toContain(`builds commit ${git('rev-parse', 'HEAD').slice(0, 7)} of main`);
    expect(deploy.output).toMatch(/Smoke test passed: 5 of 5 checks/);
    const checks = await runBlock(3, cliBlocks, env);
    expect({ code: checks.code, output: checks.code === 0 ? '' : checks.output }).toEqual({
      code: 0,
      output: '',
    });
    expect(checks.output).toContain('Agent checks: 3 of 3 cases passed');
    const link = /LangSmith experiment .*: (http:\/\/\S+)$/m.exec(checks.output)?.[1];
    expect(link).toContain(`http://127.0.0.1:${port}/o/`);
    expect((await fetch(link!)).status).toBe(200);
  }, 120_000);
});
