import { EOL } from 'node:os';
import { appendToRegularFile } from '../fs/report-file.ts';
import { RefusedFile } from '../fs/small-file.ts';

/** The files the runner has a step write its results to, by the variable naming each: what goes there. */
const RUNNER_FILES = {
  GITHUB_OUTPUT: "the step's outputs are",
  GITHUB_STEP_SUMMARY: 'the job summary is',
} as const;
export type RunnerFile = keyof typeof RUNNER_FILES;
export const RUNNER_FILE_NAMES = Object.keys(RUNNER_FILES) as RunnerFile[];

/** The title of the one warning a runner file that cannot be written gets. */
export const RUNNER_FILE_TITLE = 'Runner file not written';

/** Why the file a runner variable names cannot be written, as one warning naming both. */
export function runnerFileWarning(name: RunnerFile, path: string, error: unknown): string {
  const why =
    error instanceof RefusedFile
      ? `it is ${error.message}`
      : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
  return `${name} names ${path}, which cannot be written (${why}): ${RUNNER_FILES[name]} not written. Point ${name} at a file in a folder that exists, or leave it unset.`;
}

/**
 * The runner's file commands in their own format, for the start-up path (invalid inputs), where
 * @actions/core is not loaded (workflow-commands.ts says why): each output as
 * `name<<delimiter`, the value, the delimiter — a delimiter the value does not contain, so it
 * cannot end early. (Not node:crypto: loading it costs start-up ~10 ms, and the delimiter needs
 * only to be absent from the value, which is checked.) Returns the warning when the file cannot
 * be written.
 */
export function writeOutputFile(env: NodeJS.ProcessEnv, outputs: Record<string, string>): string | undefined {
  let text = '';
  for (const [name, value] of Object.entries(outputs)) {
    let delimiter: string;
    do delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    while (value.includes(delimiter));
    text += `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
  }
  return appendRunnerFile(env, 'GITHUB_OUTPUT', text);
}

/** Appends to the job summary; returns the warning when its file cannot be written. */
export function appendSummaryFile(env: NodeJS.ProcessEnv, markdown: string): string | undefined {
  return appendRunnerFile(env, 'GITHUB_STEP_SUMMARY', markdown);
}

/**
 * Appends to a runner file, made when missing (never through a link), and only a regular file:
 * not a link (whose target the write would change), a FIFO (whose open would hang the run) or a
 * folder. Nothing when its variable is unset. Returns the warning when it cannot be written; then
 * nothing is written there.
 */
export function appendRunnerFile(env: NodeJS.ProcessEnv, name: RunnerFile, text: string): string | undefined {
  const path = env[name];
  if (!path) return undefined;
  try {
    appendToRegularFile(path, text);
    return undefined;
  } catch (error) {
    return runnerFileWarning(name, path, error);
  }
}

/** The files the runner has a step write its results to (outputs, job summary), absolute. */
export function runnerFiles(env: NodeJS.ProcessEnv): string[] {
  return RUNNER_FILE_NAMES.map((name) => env[name]).filter((path): path is string => !!path);
}
