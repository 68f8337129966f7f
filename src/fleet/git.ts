import { spawn, type ChildProcess } from 'node:child_process';
import { ActionError, CancelledError } from '../base/errors.ts';
import { FLEET } from '../base/policy.ts';
import type { Budget } from '../time/budget.ts';
import { secondsOf } from '../time/duration.ts';

/** What a finished command said. */
interface Finished {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a program (an argv array, never a shell string) bounded like every part of the run: it
 * is killed when the budget ends or the workflow is cancelled, after `maxMs`, or once it has
 * written more than `maxBytes`. Its environment is only what a program needs to run (never the
 * step's inputs: the API key is one of them).
 */
export function runBounded(argv: readonly string[], options: BoundedRun): Promise<Finished> {
  const { budget } = options;
  budget.check(`before running ${argv[0]}`);
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: options.cwd,
      env: { ...baseEnv(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    let stopped: Error | undefined;
    const stop = (why: Error): void => {
      if (stopped) return;
      stopped = why;
      child.kill('SIGKILL');
    };
    const limit = setTimeout(
      () => stop(overtime(argv, options)),
      Math.max(1, Math.min(options.maxMs, budget.left())),
    );
    const onCancel = (): void => stop(new CancelledError());
    budget.signal.addEventListener('abort', onCancel, { once: true });
    const output = boundedOutput(child, argv, options.maxBytes, stop);
    const done = (): void => {
      clearTimeout(limit);
      budget.signal.removeEventListener('abort', onCancel);
    };
    child.on('error', (error) => {
      done();
      reject(spawnFailure(argv, error));
    });
    child.on('close', (code) => {
      done();
      // A cancellation is the run's, whatever else ended the child.
      if (stopped) reject(budget.cancelled ? new CancelledError() : stopped);
      else resolve({ code, ...output() });
    });
  });
}

interface BoundedRun {
  cwd: string;
  budget: Budget;
  maxMs: number;
  maxBytes: number;
  env?: Record<string, string>;
}

/** Why a program still running at its limit is stopped: the run's time is up, or its own. */
function overtime(argv: readonly string[], { budget, maxMs }: BoundedRun): Error {
  return budget.left() <= maxMs
    ? budget.timedOut(`running ${argv[0]} ${argv[argv.length - 1] ?? ''}`.trim())
    : new ActionError({
        title: `${argv[0]} did not finish`,
        message: `${argv.join(' ').slice(0, 300)} did not finish within ${secondsOf(maxMs)} s; is the checkout on a slow or hung file system?`,
      });
}

/** Gathers stdout (stopping the program past `maxBytes`) and the start of stderr. */
function boundedOutput(
  child: ChildProcess,
  argv: readonly string[],
  maxBytes: number,
  stop: (why: Error) => void,
): () => Omit<Finished, 'code'> {
  const chunks: Buffer[] = [];
  let size = 0;
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) stop(new OutputTooLarge(`${argv[0]} wrote more than ${maxBytes} bytes`));
    else chunks.push(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < FLEET.gitErrorBytes) stderr += chunk.toString('utf8');
  });
  return () => ({ stdout: Buffer.concat(chunks), stderr });
}

function spawnFailure(argv: readonly string[], error: Error): Error {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? new ActionError({
        title: `${argv[0]} not found`,
        message: `${argv[0]} is not installed on this runner (or not on PATH); the plan needs it to compare commits.`,
      })
    : error;
}

/** Output beyond the bound: the caller decides what that means. */
export class OutputTooLarge extends Error {}

/** PATH and the few variables a program needs to start; nothing of the step's. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'SystemRoot', 'TEMP', 'TMP', 'TMPDIR', 'USERPROFILE'])
    if (process.env[name] !== undefined) env[name] = process.env[name]!;
  return env;
}

/** A commit as git names it; anything else (from a server) is never passed to git. */
const SHA = /^[0-9a-f]{7,64}$/i;

/**
 * git on the checkout, for the plan: the few questions it asks, each a fixed argv. Config that
 * could make git run a program (an external diff, a text conversion, an fsmonitor) is off.
 */
export class Git {
  private readonly cwd: string;
  private readonly budget: Budget;
  /** Calls made, for the benchmark. */
  calls = 0;

  constructor(cwd: string, budget: Budget) {
    this.cwd = cwd;
    this.budget = budget;
  }

  private async git(args: string[], maxBytes = FLEET.gitReadMaxBytes): Promise<Finished> {
    this.calls++;
    return runBounded(['git', '-c', 'core.fsmonitor=false', '-c', 'core.quotepath=false', ...args], {
      cwd: this.cwd,
      budget: this.budget,
      maxMs: FLEET.gitCallMaxMs,
      maxBytes,
      env: { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
    });
  }

  /** The repository's top folder (real path), or undefined when the folder is in none. */
  async topLevel(): Promise<string | undefined> {
    const r = await this.git(['rev-parse', '--show-toplevel']);
    if (r.code !== 0) {
      if (/dubious ownership/.test(r.stderr))
        throw new ActionError({
          title: 'git refuses the checkout',
          message: `git does not trust ${this.cwd} (it belongs to another user): ${firstLine(r.stderr)}. Run the plan as the user that checked it out.`,
        });
      return undefined;
    }
    return r.stdout.toString('utf8').trim();
  }

  /** The full SHA of a commit in the checkout, or undefined when it is not there. */
  async commit(rev: string): Promise<string | undefined> {
    if (!SHA.test(rev) && rev !== 'HEAD') return undefined;
    const r = await this.git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    const sha = r.stdout.toString('utf8').trim();
    return r.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
  }

  /** Whether the checkout is shallow (its history cut: older commits are not in it). */
  async shallow(): Promise<boolean> {
    const r = await this.git(['rev-parse', '--is-shallow-repository']);
    return r.stdout.toString('utf8').trim() === 'true';
  }

  /** Whether `older` is an ancestor of `newer` (git's answer; false when git cannot tell). */
  async isAncestor(older: string, newer: string): Promise<boolean> {
    if (!SHA.test(older) || !SHA.test(newer)) throw new Error('isAncestor takes two commit SHAs');
    const r = await this.git(['merge-base', '--is-ancestor', older, newer]);
    return r.code === 0;
  }

  /**
   * The files (repository-relative) that differ between two commits; renames as a deletion and
   * an addition, so a file moved out of a folder counts for that folder. `undefined` when more
   * changed than the plan reads (each watcher then counts as changed).
   */
  async changedFiles(from: string, to: string): Promise<string[] | undefined> {
    if (!SHA.test(from) || !SHA.test(to)) throw new Error('changedFiles takes two commit SHAs');
    try {
      const r = await this.git(
        ['diff', '--no-ext-diff', '--no-textconv', '--no-renames', '--name-only', '-z', from, to, '--'],
        FLEET.gitOutputMaxBytes,
      );
      if (r.code !== 0)
        throw new ActionError({
          title: 'git diff failed',
          message: `git diff ${from.slice(0, 12)} ${to.slice(0, 12)} failed: ${firstLine(r.stderr)}`,
        });
      return r.stdout.toString('utf8').split('\0').filter(Boolean);
    } catch (error) {
      if (error instanceof OutputTooLarge) return undefined;
      throw error;
    }
  }
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.slice(0, 300) ?? '';
}
