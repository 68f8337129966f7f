import type { ControlPlane } from '../control-plane/client.ts';
import type { RetryTiming } from '../http/retry-policy.ts';
import type { Lookup } from '../http/lookup.ts';
import type { Transport } from '../http/transport.ts';
import type { Inputs } from '../inputs/types.ts';
import type { RunState } from './run-state.ts';
import type { Log } from '../runner/log.ts';
import type { Redact } from '../base/untrusted.ts';
import type { Budget } from '../time/budget.ts';
import type { Clock, Random } from '../time/clock.ts';

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
  /** What is left of `timeout` for the command (GitHub's reporting reserve kept), and cancellation. */
  budget: Budget;
  retry: RetryTiming;
  log: Log;
  /** Registers a value learned during the run (a token) as a secret before it is shown. */
  mask: (value: string) => void;
  /** Replaces every known secret (and its encoded forms) in server text before it is clipped. */
  redact: Redact;
  /** Raw HTTP, for calls outside the control plane (the agent server's health probe). */
  transport: Transport;
  /** What a host name resolves to (where the upload's signed URL leads). */
  lookup: Lookup;
  /** Files the run writes (outputs, summary, JUnit report; absolute paths): never its source. */
  ownFiles: readonly string[];
  /** fetch through the same dispatchers, for the run-interface client. */
  fetch: typeof globalThis.fetch;
  /** Facts learned so far; outputs and the summary are made from it in every outcome. */
  state: RunState;
  /** Tells the side channels something happened (they read the state). */
  notify: (event: RunEvent) => void;
}
