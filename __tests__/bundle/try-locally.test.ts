import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
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
  git('add', '-A');
  git('commit', '-q', '-m', 'a clone');
  return dir;
}

/** One block in a shell set up by the doc's `export` blocks before it. */
function runBlock(index: number): Promise<{ code: number | null; output: string }> {
  const setUp = blocks
    .slice(0, index)
    .filter((b) => b.split('\n').every((line) => line.startsWith('export ')));
  const script = ['set -e', ...setUp, blocks[index]!].map(withPort).join('\n');
  const child = spawn('bash', ['-c', script], {
    cwd: clone,
    env: terminalEnv(),
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

describe('docs/try-locally.md, as written', () => {
  test('its blocks: the emulator with an agent server, a shell set up, then deploy, agent checks, plan', () => {
    expect(blocks[0]).toBe(`npm run emulator -- --agent-server --port ${DOC_PORT}`);
    expect(blocks[1]).toMatch(/^export INPUT_API_URL=http:\/\/127\.0\.0\.1:\d+ INPUT_API_KEY=/);
    expect(blocks.slice(2).map((b) => /INPUT_(SMOKE_TEST|CHECKS|COMMAND)=\S+/.exec(b)?.[0])).toEqual([
      'INPUT_SMOKE_TEST=true',
      'INPUT_CHECKS=examples/checks.yaml',
      'INPUT_COMMAND=plan',
    ]);
  });

  // One after another: each acts on what the one before left on the emulator.
  const steps: Array<[string, number, (output: string, head: string) => void]> = [
    [
      'deploy and smoke-test: the revision builds the checked-out commit, the real agent server answers',
      2,
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
      (output) => {
        expect(output).toMatch(/Agent checks of the serving revision .* \(baseline\)/);
        expect(output.match(/Agent checks: 3 of 3 cases passed/g)).toHaveLength(2);
        expect(output).toContain('::set-output name=checks::passed');
      },
    ],
    [
      'plan the fleet: the serving commit is in the history and nothing changed, so it is skipped',
      4,
      (output, head) => {
        expect(output).toContain(
          `skip   local-agent: nothing it is made of changed since commit ${head.slice(0, 7)}`,
        );
        expect(output).toContain('0 of 1 deployments to deploy');
      },
    ],
  ];
  test.each(steps)(
    '%s',
    async (_name, index, check) => {
      if (SKIP) return void console.log(`Skipped: ${SKIP}.`);
      const { code, output } = await runBlock(index);
      // On a failure, the whole output says why.
      expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
      // A clean local trial: nothing to warn about (no "Different commit built", no history gap).
      // But for the double-texting smoke checks on a machine so busy that a run ended before the
      // second message reached it: that says how loaded the machine is, not how the doc reads.
      const warned = output
        .split('\n')
        .filter((line) => /^::(warning|error)/.test(line))
        .filter((line) => !/^::warning title=Smoke check \w+ inconclusive::/.test(line));
      expect(warned).toEqual([]);
      check(output, execFileSync('git', ['rev-parse', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim());
    },
    120_000,
  );
});
