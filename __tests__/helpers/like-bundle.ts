import type { BundleResult } from './bundle.ts';
import { runInProcess } from './in-process.ts';
import type { VirtualClock } from './virtual-clock.ts';

/** How a run of the action ended, spawned (helpers/bundle.ts) or in process (no runner files there). */
export type ActionResult = Omit<BundleResult, 'files'> & Partial<Pick<BundleResult, 'files'>>;

/**
 * The action in this process on `clock`, its result in the shape of a spawned run's, so that one
 * test body checks either: `durationMs` is virtual time, stderr is empty (nothing prints there).
 * Start the emulator with `now: () => clock.now()` and its request stamps are virtual time too.
 */
export async function runLikeBundle(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  clock: VirtualClock,
): Promise<ActionResult> {
  const started = clock.now();
  const run = await runInProcess(inputs, { env, clock });
  return {
    code: run.exitCode,
    stdout: run.stdout,
    stderr: '',
    outputs: run.outputs,
    summary: run.summary,
    durationMs: clock.now() - started,
  };
}
