import { problemText } from '../../src/inputs/problem.ts';
import type { Lookup } from '../../src/http/lookup.ts';
import type { Transport } from '../../src/http/transport.ts';
import { loadInputs } from '../../src/inputs/load.ts';
import { run } from '../../src/main.ts';
import type { RunState } from '../../src/run/run-state.ts';
import { RecordingPort } from './recording-port.ts';
import { GITHUB_ENV, inputEnv } from './runner-files.ts';
import { VirtualClock } from './virtual-clock.ts';

export interface InProcessResult {
  state: RunState;
  outputs: Record<string, string>;
  stdout: string;
  summary: string;
  exitCode: number;
  clock: VirtualClock;
  port: RecordingPort;
}

/**
 * Runs the action in this process against real HTTP servers, through a recording runner port,
 * on a virtual clock (pauses are recorded, not slept). Nothing global is patched.
 */
export async function runInProcess(
  inputs: Record<string, string>,
  options: {
    env?: Record<string, string>;
    signal?: AbortSignal;
    clock?: VirtualClock;
    debug?: boolean;
    /** A scripted transport instead of real HTTP. */
    transport?: Transport;
    /** Scripted name resolution instead of the system's. */
    lookup?: Lookup;
  } = {},
): Promise<InProcessResult> {
  const env = { ...GITHUB_ENV, ...inputEnv(inputs), ...options.env };
  // As src/index.ts reads them: a manifest's entries (or the step alone), then the files they name.
  const read = await loadInputs(env);
  if (!read.ok) throw new Error(`inputs rejected: ${read.problems.map((p) => problemText(p)).join('; ')}`);
  const clock = options.clock ?? new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const port = new RecordingPort({ debug: options.debug });
  const state = await run(read.inputs, {
    clock,
    random: () => 0.5,
    signal: options.signal ?? new AbortController().signal,
    reporting: new AbortController().signal,
    port,
    env,
    transport: options.transport,
    lookup: options.lookup,
  });
  return {
    state,
    outputs: port.outputs,
    stdout: port.stdout,
    summary: port.summary,
    exitCode: state.failure ? 1 : 0,
    clock,
    port,
  };
}
