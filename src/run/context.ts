import type { ControlPlane } from '../control-plane/client.ts';
import type { RetryTiming } from '../http/retry-policy.ts';
import type { Transport } from '../http/transport.ts';
import type { Inputs } from '../inputs/types.ts';
import type { RunState } from './run-state.ts';
import type { Log } from '../runner/log.ts';
import { DeadlineError } from '../base/errors.ts';
import type { Redact } from '../base/untrusted.ts';
import { sleepUnlessCancelled, type Clock, type Random } from '../time/clock.ts';

/**
 * Moments the GitHub side channels act on: a revision to follow is known, its built commit is
 * known, a rollback started.
 */
export type RunEvent = 'revision' | 'commit' | 'rollback';

/** What every command works with. */
export interface RunContext {
  inputs: Inputs;
  cp: ControlPlane;
  clock: Clock;
  random: Random;
  signal: AbortSignal;
  /** Epoch ms by which the command must be done (`timeout`). */
  deadline: number;
  retry: RetryTiming;
  log: Log;
  /** Registers a value learned during the run (a token) as a secret before it is shown. */
  mask: (value: string) => void;
  /** Replaces every known secret (and its encoded forms) in server text before it is clipped. */
  redact: Redact;
  /** Raw HTTP, for calls outside the control plane (the agent server's health probe). */
  transport: Transport;
  /** fetch through the same dispatchers, for the run-interface client. */
  fetch: typeof globalThis.fetch;
  /** Facts learned so far; outputs and the summary are made from it in every outcome. */
  state: RunState;
  /** Tells the side channels something happened (they read the state). */
  notify: (event: RunEvent) => void;
}

/**
 * A pause that never outlives `timeout`: cut to the time left (the next request then reports the
 * deadline), and ended at once by cancellation.
 */
export async function pauseWithin(ctx: RunContext, ms: number): Promise<void> {
  const left = ctx.deadline - ctx.clock.now();
  if (left <= 0)
    throw new DeadlineError({ timeoutMs: ctx.inputs.wait.timeoutMs, during: 'before the next check' });
  await sleepUnlessCancelled(ctx.clock, Math.min(ms, left), ctx.signal);
}
