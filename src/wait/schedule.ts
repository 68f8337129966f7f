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

/** Pauses start at `poll_interval` and grow by `poll_backoff` per poll up to `poll_max_interval`. */
export function exponentialSchedule(poll: PollSettings): PollSchedule {
  return ({ polls }) =>
    Math.round(Math.min(poll.maxMs, poll.initialMs * poll.backoff ** Math.max(0, polls - 1)));
}
