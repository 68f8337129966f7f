import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAction } from '../../scripts/action-docs.ts';
import { GITHUB_ENV, inputEnv, parseOutputFile, runnerFiles } from './runner-files.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
const BUNDLE = join(ROOT, 'dist', 'index.js');

/**
 * What the runner passes for an input the step did not set: its `default:` from action.yml (one
 * the runner works out, `${{ github.token }}`, is left to each test).
 */
const RUNNER_DEFAULTS = Object.fromEntries(
  Object.entries(readAction(ROOT).inputs)
    .filter(([, i]) => i.default !== undefined && !String(i.default).includes('${{'))
    .map(([name, i]) => [name, String(i.default)]),
);

export interface BundleResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Milliseconds from the signal (if one was sent) to the exit. */
  exitAfterSignalMs?: number;
  /** Milliseconds from the spawn to the exit. */
  durationMs: number;
  /** Where the runner files are, to watch them while the action runs. */
  files: { output: string; summary: string };
}

export interface BundleRun {
  child: ChildProcess;
  /** GITHUB_OUTPUT and GITHUB_STEP_SUMMARY of this run. */
  files: { output: string; summary: string };
  /** Sends a signal; the result then records how long the exit took. */
  signal(name: NodeJS.Signals): void;
  done: Promise<BundleResult>;
}

/**
 * Spawns `node dist/index.js` the way the runner does: inputs as INPUT_* variables, outputs and
 * summary through files, the GitHub context in GITHUB_* variables. Uses the Node that runs the
 * tests (Node 24, as the runner).
 */
export function startBundle(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  bundle = BUNDLE,
): BundleRun {
  const files = runnerFiles();
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...GITHUB_ENV,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      ...inputEnv({ ...RUNNER_DEFAULTS, ...inputs }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let signalledAt: number | undefined;
  const spawnedAt = Date.now();
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<BundleResult>((resolve) => {
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputFile(files.output),
        summary: readFileSync(files.summary, 'utf8'),
        exitAfterSignalMs: signalledAt === undefined ? undefined : Date.now() - signalledAt,
        durationMs: Date.now() - spawnedAt,
        files,
      }),
    );
  });
  return {
    child,
    files,
    signal: (name) => {
      signalledAt = Date.now();
      child.kill(name);
    },
    done,
  };
}

export function runBundle(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<BundleResult> {
  return startBundle(inputs, env).done;
}

/** The action's log, line by line (the runner writes os.EOL: `\r\n` on Windows). */
export function logLines(stdout: string): string[] {
  return stdout.split(/\r?\n/);
}

/** The first `::error` annotation of a run's log ('' when there is none). */
export function errorLine(stdout: string): string {
  return logLines(stdout).find((l) => l.startsWith('::error')) ?? '';
}

/**
 * What a spawned run may take beyond the limit a test checks: Node's start-up, loading the bundle
 * and exiting, on a machine busy with other test files. A run that outlived its `timeout` by
 * seconds of its own doing would still fail.
 */
export const START_AND_EXIT_MS = 5_000;
