import type { PollSettings } from '../inputs/types.ts';

/** What the poller knows when it picks the next pause. */
export interface PollState {
  status: string;
  /** Polls made so far in the whole wait. */
  polls: number;
  /** Polls made since the status last changed (1 right after a change). */
  pollsInStatus: number;
  msInStatus: number;
}

/** Milliseconds to pause before the next poll. */
export type PollSchedule = (state: PollState) => number;

/**
 * The last phase before a revision ends, and how long it stays quiet before the end can come:
 * a first deployment provisions its database and server while DEPLOYING (minutes); an update
 * is a rolling restart (seconds).
 */
const FINAL_PHASES: Readonly<Record<string, { quietMs: { first: number; update: number } }>> = {
  DEPLOYING: { quietMs: { first: 4 * 60_000, update: 20_000 } },
};

/**
 * The pause after the `n`th poll of one phase (1: right after it began): `poll_interval`, grown
 * by `poll_backoff` each poll, at most `poll_max_interval`.
 */
export function backoffPauseMs(poll: PollSettings, n: number): number {
  return Math.round(Math.min(poll.maxMs, poll.initialMs * poll.backoff ** Math.max(0, n - 1)));
}

/**
 * Status-aware polling (measured in BENCHMARKS.md):
 * 1. Whenever the status changes, pauses restart at `poll_interval`: a new phase may be short.
 * 2. In the long phases (queue, build, statuses unknown today) pauses grow by `poll_backoff`
 *    up to `poll_max_interval`.
 * 3. In the final phase, once its quiet time has passed, the poller checks every
 *    `poll_interval`, so the end is noticed within seconds and not a minute later.
 */
export function statusAwareSchedule(poll: PollSettings, firstDeployment: boolean): PollSchedule {
  return ({ status, pollsInStatus, msInStatus }) => {
    const backoff = backoffPauseMs(poll, pollsInStatus);
    const final = Object.hasOwn(FINAL_PHASES, status) ? FINAL_PHASES[status] : undefined;
    if (!final) return backoff;
    const quietMs = firstDeployment ? final.quietMs.first : final.quietMs.update;
    if (msInStatus >= quietMs) return poll.initialMs;
    return Math.round(Math.max(poll.initialMs, Math.min(backoff, quietMs - msInStatus)));
  };
}
