import type { PollSettings } from '../inputs/types.ts';
import { DEPLOYING_QUIET_MS } from '../base/policy.ts';

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
 * Phases the schedule treats apart (any other status is a long phase):
 * - `maxShare`: a phase that may end in a failure at any moment, the run's end (a build ends in
 *   BUILD_FAILED), grows its pauses only to this share of `poll_max_interval`: the failure is
 *   noticed in half the time. (The queue's end only leads to the next phase.)
 * - `quietMs`: the last phase before a revision ends, and how long it stays quiet before the end
 *   can come: a first deployment provisions its database and server while DEPLOYING (minutes); an
 *   update is a rolling restart (seconds).
 */
const PHASES: Readonly<Record<string, { maxShare?: number; quietMs?: { first: number; update: number } }>> = {
  BUILDING: { maxShare: 1 / 2 },
  DEPLOYING: { quietMs: DEPLOYING_QUIET_MS },
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
 * 2. In the long phases (queue, statuses unknown today) pauses grow by `poll_backoff` up to
 *    `poll_max_interval`; while building, up to half of it.
 * 3. In the final phase, once its quiet time has passed, the poller checks every
 *    `poll_interval`, so the end is noticed within seconds and not a minute later.
 */
export function statusAwareSchedule(poll: PollSettings, firstDeployment: boolean): PollSchedule {
  return ({ status, pollsInStatus, msInStatus }) => {
    const phase = Object.hasOwn(PHASES, status) ? PHASES[status] : undefined;
    const maxMs = Math.max(poll.initialMs, poll.maxMs * (phase?.maxShare ?? 1));
    const backoff = backoffPauseMs({ ...poll, maxMs }, pollsInStatus);
    if (!phase?.quietMs) return backoff;
    const quietMs = firstDeployment ? phase.quietMs.first : phase.quietMs.update;
    if (msInStatus >= quietMs) return poll.initialMs;
    return Math.round(Math.max(poll.initialMs, Math.min(backoff, quietMs - msInStatus)));
  };
}
