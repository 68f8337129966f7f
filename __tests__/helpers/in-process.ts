import { run } from '../../src/main.ts';
import { readInputs } from '../../src/inputs/read.ts';
import type { RunState } from '../../src/report/run-state.ts';
import { VirtualClock } from '../../src/time/clock.ts';
import { GITHUB_ENV, inputEnv, parseOutputFile, runnerFiles } from './runner-files.ts';

export interface InProcessResult {
  state: RunState;
  outputs: Record<string, string>;
  stdout: string;
  exitCode: number;
  clock: VirtualClock;
}

/**
 * Runs the action in this process against real HTTP servers, with the real @actions/core
 * writing to temp runner files, on a virtual clock (pauses are recorded, not slept).
 */
export async function runInProcess(
  inputs: Record<string, string>,
  options: { env?: Record<string, string>; signal?: AbortSignal; clock?: VirtualClock } = {},
): Promise<InProcessResult> {
  const files = runnerFiles();
  const env = { ...GITHUB_ENV, ...inputEnv(inputs), ...options.env };
  const read = readInputs(env);
  if (!read.ok) throw new Error(`inputs rejected: ${read.problems.join('; ')}`);
  const saved = { ...process.env };
  Object.assign(process.env, {
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    ...options.env,
  });
  const clock = options.clock ?? new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  let stdout = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
  try {
    const state = await run(read.inputs, {
      clock,
      random: () => 0.5,
      signal: options.signal ?? new AbortController().signal,
    });
    return {
      state,
      outputs: parseOutputFile(files.output),
      stdout,
      exitCode: Number(process.exitCode ?? 0),
      clock,
    };
  } finally {
    process.stdout.write = write;
    process.exitCode = 0;
    process.env = saved;
  }
}
