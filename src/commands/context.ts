import type { ControlPlane } from '../control-plane/client.ts';
import type { RetryTiming } from '../http/retry-policy.ts';
import type { Transport } from '../http/transport.ts';
import type { Inputs } from '../inputs/types.ts';
import type { RunState } from '../report/run-state.ts';
import type { Log } from '../runner/log.ts';
import type { Clock, Random } from '../time/clock.ts';

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
  /** Raw HTTP, for calls outside the control plane (the agent server's health probe). */
  transport: Transport;
  /** fetch through the same dispatchers, for the run-interface client. */
  fetch: typeof globalThis.fetch;
  /** Facts learned so far; outputs and the summary are made from it in every outcome. */
  state: RunState;
}
