import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_BUNDLE } from '../../scripts/build-cli.ts';
import { tempDir } from './temp.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The --output-file the helper asked for, parsed (KEY=value lines). */
  outputs: Record<string, string>;
  /** The raw --output-file text. */
  outputFile: string;
  summary: string;
  exitAfterSignalMs?: number;
}

export interface CliRun {
  child: ChildProcess;
  signal(name: NodeJS.Signals): void;
  done: Promise<CliResult>;
}

/**
 * Spawns the CLI as a user's shell does: `node <bin> <command> --flags`, a clean environment
 * (no GITHUB_*: not inside GitHub Actions unless a test says so), --output-file and
 * --summary-file in a temp folder. `bin` is the built bundle unless a test installed it elsewhere;
 * `node` the Node that runs the tests unless a test brings another.
 */
export function startCli(
  args: readonly string[],
  env: Record<string, string> = {},
  options: {
    bin?: string;
    node?: string;
    cwd?: string;
    files?: boolean;
    /** A file descriptor for the CLI's stdout instead of a pipe (a full disk, a file). */
    stdout?: number;
  } = {},
): CliRun {
  const dir = tempDir('cli');
  const outputFile = join(dir, 'outputs.env');
  const summaryFile = join(dir, 'summary.md');
  const files = options.files === false ? [] : ['--output-file', outputFile, '--summary-file', summaryFile];
  const child = spawn(options.node ?? process.execPath, [options.bin ?? CLI_BUNDLE, ...args, ...files], {
    cwd: options.cwd ?? dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let signalledAt: number | undefined;
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const read = (path: string): string => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const done = new Promise<CliResult>((resolve) => {
    child.on('close', (code) => {
      const text = read(outputFile);
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseDotenv(text),
        outputFile: text,
        summary: read(summaryFile),
        exitAfterSignalMs: signalledAt === undefined ? undefined : Date.now() - signalledAt,
      });
    });
  });
  return {
    child,
    signal: (name) => {
      signalledAt = Date.now();
      child.kill(name);
    },
    done,
  };
}

export function runCli(
  args: readonly string[],
  env: Record<string, string> = {},
  options: Parameters<typeof startCli>[2] = {},
): Promise<CliResult> {
  return startCli(args, env, options).done;
}

/** KEY=value lines, as GitLab reads a dotenv report (the first `=` splits). */
export function parseDotenv(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) outputs[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return outputs;
}

/** How a spawned CLI polls the emulator: fast, as its pauses are real. */
const SPAWNED_PACING = ['--poll-interval', '100ms', '--poll-max-interval', '200ms'];

/**
 * Flags that point the CLI at the emulator, polling as `pacing` says (unless `extra` does): fast
 * by default, for a spawned CLI; `[]` (the CLI's own pace) for one in process on a virtual clock,
 * where fast polls only make more requests.
 */
export function emulatorFlags(
  apiUrl: string,
  extra: readonly string[] = [],
  pacing: readonly string[] = SPAWNED_PACING,
): string[] {
  const paced = extra.includes('--poll-interval') ? [] : pacing;
  return [
    '--api-url',
    apiUrl,
    '--repo-url',
    'https://github.com/acme/agent',
    '--repo-ref',
    'main',
    ...paced,
    ...extra,
  ];
}
