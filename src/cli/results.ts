import { accessSync, constants, lstatSync, statSync } from 'node:fs';
import { fileKey, throughNothing } from '../fs/within.ts';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { DOTENV_MAX_BYTES, RESULT_FILE_RETRY_MS, RESULT_FILE_WRITE_MS } from '../base/policy.ts';
import { secondsOf } from '../time/duration.ts';

/**
 * Every output as `KEY=value` lines, GitLab's dotenv report (also GITHUB_OUTPUT's one-line form,
 * and a Java properties file for the simple values): one line each, so no value can add a line
 * of its own (a server's newline must not set another variable for later jobs). Values that would
 * take the file past DOTENV_MAX_BYTES are left empty, the largest first, and named.
 */
export function dotenvText(outputs: Record<string, string>): { text: string; leftOut: string[] } {
  const values = new Map(Object.entries(outputs).map(([k, v]) => [k, v.replace(/[\r\n]+/g, ' ')]));
  const leftOut: string[] = [];
  const render = (): string => [...values].map(([k, v]) => `${k}=${v}\n`).join('');
  while (Buffer.byteLength(render()) > DOTENV_MAX_BYTES) {
    const [largest] = [...values].sort((a, b) => b[1].length - a[1].length)[0]!;
    values.set(largest, '');
    leftOut.push(largest);
  }
  return { text: render(), leftOut };
}

export interface Results {
  outputs: Record<string, string>;
  summary: string;
}

interface ResultTargets {
  json: boolean;
  outputFile?: string;
  summaryFile?: string;
}

const FILE_FLAGS = { outputFile: '--output-file', summaryFile: '--summary-file' } as const;

/**
 * Why a result file could not be written, found before anything is sent: a run that deployed
 * must not then fail for a path (a folder, a missing folder, no permission, a symbolic link to
 * nothing). A FIFO or a device (`/dev/stdout`, `>(…)`) is taken as it is, and so is a link to one
 * or to a file. Paths are relative to `cwd`. Two of them — with any other file the run writes
 * (`also`: the JUnit report), named by its flag — that are one file (a link to it, a hard link, the
 * same name in a folder that links to its folder) are bad input: the last write would replace the
 * others.
 */
export function resultFileProblems(
  to: ResultTargets,
  cwd: string,
  also: ReadonlyArray<{ flag: string; path: string }> = [],
): string[] {
  const problems: string[] = [];
  const written: Array<{ flag: string; key: string }> = [];
  for (const [key, flag] of Object.entries(FILE_FLAGS) as Array<[keyof typeof FILE_FLAGS, string]>) {
    const path = to[key];
    if (!path) continue;
    const problem = pathProblem(resolve(cwd, path));
    if (problem) problems.push(`${flag} ${path}: ${problem}`);
    else written.push({ flag, key: fileKey(resolve(cwd, path)) ?? '' });
  }
  for (const { flag, path } of also) written.push({ flag, key: fileKey(resolve(cwd, path)) ?? '' });
  written.forEach(({ flag, key }, i) => {
    const first = written.findIndex((w) => w.key === key);
    if (key && first < i)
      problems.push(`${written[first]!.flag} and ${flag} name the same file; give each its own`);
  });
  return problems;
}

function pathProblem(path: string): string | undefined {
  // Written through, it would make a file wherever the link points (the user's or anyone's).
  const nothing = throughNothing(path);
  if (nothing) return `${nothing}; point it at a file or folder that exists`;
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return 'is a folder; give the path of a file in it';
  if (stat) return stat.isFile() && !writable(path) ? 'cannot be written (no permission)' : undefined;
  const folder = dirname(path);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    return `folder ${folder} does not exist; create it first`;
  return writable(folder) ? undefined : `cannot be created in ${folder} (no permission)`;
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the run's results where the command line asked: the files, then the JSON on stdout.
 * Returns what could not be written (a warning each); the JSON always goes out. A file write that
 * does not end within RESULT_FILE_WRITE_MS (a FIFO nobody reads) is given up.
 */
export async function writeResults(
  results: Results,
  to: ResultTargets,
  stdout: (text: string) => void,
  cwd: string,
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const write = async (path: string, text: string, flag: string): Promise<void> => {
    const problem = await boundedWrite(resolve(cwd, path), text);
    if (problem) problems.push(`${flag} ${path} could not be written (${problem})`);
  };
  if (to.outputFile) {
    const { text, leftOut } = dotenvText(results.outputs);
    if (leftOut.length)
      warnings.push(
        `${leftOut.join(', ')} left empty in ${to.outputFile}: the file would pass ${DOTENV_MAX_BYTES} bytes, more than GitLab's dotenv report takes; --json has every value.`,
      );
    await write(to.outputFile, text, FILE_FLAGS.outputFile);
  }
  if (to.summaryFile) await write(to.summaryFile, results.summary, FILE_FLAGS.summaryFile);
  if (to.json) stdout(`${JSON.stringify(results.outputs)}\n`);
  return { problems, warnings };
}

/** Flags that never wait for a reader: a FIFO nobody reads fails at once (ENXIO), not for ever. */
const WRITE_FLAGS = constants.O_WRONLY | constants.O_TRUNC | (constants.O_NONBLOCK ?? 0);
/** A file is made only where the path itself is: never through a link (to nothing, by then). */
const CREATE_FLAGS = WRITE_FLAGS | constants.O_CREAT | constants.O_EXCL;

/**
 * The write's error code, a sentence when it was given up, or undefined when it was written.
 * Never a blocking open: a FIFO nobody reads would block it for ever — in a worker thread that
 * even process.exit() waits for. A reader that comes within RESULT_FILE_WRITE_MS is waited for.
 */
async function boundedWrite(path: string, text: string): Promise<string | undefined> {
  const deadline = Date.now() + RESULT_FILE_WRITE_MS;
  const data = Buffer.from(text);
  const givenUp = `not read within ${secondsOf(RESULT_FILE_WRITE_MS)}s: a FIFO nobody reads?`;
  let file: FileHandle | undefined;
  try {
    for (;;) {
      try {
        file = await openOrCreate(path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
        if (Date.now() >= deadline) return givenUp;
        await pause(RESULT_FILE_RETRY_MS);
      }
    }
    for (let offset = 0; offset < data.length;) {
      try {
        offset += (await file.write(data, offset)).bytesWritten;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        if (Date.now() >= deadline) return givenUp;
        await pause(RESULT_FILE_RETRY_MS);
      }
    }
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  } finally {
    await file?.close().catch(() => undefined);
  }
}

/**
 * What is at the path (a file, a FIFO, a device, through a link the user made), else a new file:
 * O_EXCL fails on a link, so a link that points at nothing never makes a file where it points.
 */
async function openOrCreate(path: string): Promise<FileHandle> {
  try {
    return await open(path, WRITE_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    return await open(path, CREATE_FLAGS, 0o666);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' && lstatSync(path).isSymbolicLink())
      throw Object.assign(new Error('a symbolic link to nothing'), { code: 'a symbolic link to nothing' });
    throw error;
  }
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
