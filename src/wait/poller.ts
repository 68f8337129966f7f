import { DeadlineError } from '../errors.ts';
import { sleepUnlessCancelled, type Clock } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { classifyStatus, type StatusMeaning } from './revision-status.ts';
import type { PollSchedule } from './schedule.ts';
import type { StatusChange, StatusHistory } from './status-history.ts';

export interface WaitOptions {
  /** One poll: the revision's current status. */
  fetchStatus: () => Promise<string>;
  schedule: PollSchedule;
  clock: Clock;
  signal: AbortSignal;
  deadline: number;
  timeoutMs: number;
  /** Filled as statuses are seen, so whoever reports a timeout or cancellation has it. */
  history: StatusHistory;
  onChange?: (change: StatusChange) => void;
}

/**
 * Polls until the revision reaches a terminal status and returns it. Throws DeadlineError when
 * the timeout runs out first and CancelledError when the workflow is cancelled.
 */
export async function waitForRevision(options: WaitOptions): Promise<{ status: string } & StatusMeaning> {
  const { clock, history } = options;
  let pollsInStatus = 0;
  for (let polls = 1; ; polls++) {
    const status = await options.fetchStatus();
    const change = history.observe(status, clock.now());
    if (change) options.onChange?.(change);
    const meaning = classifyStatus(status);
    if (meaning.verdict !== 'in-progress') return { status, ...meaning };

    pollsInStatus = change ? 1 : pollsInStatus + 1;
    const span = history.current!;
    const pause = options.schedule({ status, polls, pollsInStatus, msInStatus: clock.now() - span.since });
    const left = options.deadline - clock.now();
    if (left > 0) await sleepUnlessCancelled(clock, Math.min(pause, left), options.signal);
    if (clock.now() >= options.deadline) {
      throw new DeadlineError({
        timeoutMs: options.timeoutMs,
        during: `waiting for the revision (last status ${status})`,
      });
    }
  }
}

/** The log line for a status change: the new status, and how long the previous one lasted. */
export function describeChange(change: StatusChange): string {
  const after = change.previous
    ? ` (after ${formatDuration(change.previousMs ?? 0)} in ${change.previous})`
    : '';
  return `Revision status: ${change.status}${after}`;
}
