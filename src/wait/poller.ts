import { RequestError } from '../base/errors.ts';
import type { Budget } from '../time/budget.ts';
import { sleepUnlessCancelled } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { classifyStatus, type StatusMeaning } from '../control-plane/revision-status.ts';
import type { PollSchedule } from './schedule.ts';
import { passedUnseenBuild, type StatusChange, type StatusHistory } from '../run/status-history.ts';

interface WaitOptions {
  /** One poll: the revision's current status. */
  fetchStatus: () => Promise<string>;
  schedule: PollSchedule;
  /** The wait's time and cancellation: its end is when the last status is read. */
  budget: Budget;
  /** Filled as statuses are seen, so whoever reports a timeout or cancellation has it. */
  history: StatusHistory;
  onChange?: (change: StatusChange) => void;
  /** After each poll and its status line: what the poll revealed beyond the status (a log). */
  afterPoll?: (status: string) => Promise<void>;
  /**
   * Called every `heartbeatMs` without a line about the revision, during the pauses between
   * polls: the log shows the wait is alive without asking the control plane more often.
   */
  onHeartbeat?: (beat: Heartbeat) => void;
  heartbeatMs?: number;
}

interface Heartbeat {
  status: string;
  /** Time in the status so far, as seen. */
  inStatusMs: number;
  /** Time since the last poll. */
  sinceCheckMs: number;
}

/**
 * Polls until the revision reaches a terminal status and returns it. A pause that would end past
 * the budget is cut to end at it, and the status is read once more then: the wait lasts its whole
 * budget. Throws DeadlineError when the budget is spent with the revision still in progress, and
 * CancelledError when the workflow is cancelled.
 */
export async function waitForRevision(options: WaitOptions): Promise<{ status: string } & StatusMeaning> {
  const { budget, history } = options;
  const clock = budget.clock;
  let pollsInStatus = 0;
  let lastLine = clock.now();
  // The pause before the latest poll: what "the next poll" means near the end of the wait.
  let interval = 0;
  for (let polls = 1; ; polls++) {
    const status = await options.fetchStatus().catch((error: unknown) => {
      // A read that failed for good when less was left than a pause: the next poll would have been
      // the last. Over as a timeout with the last status seen, not as the control plane's failure.
      const last = history.current?.status;
      if (last === undefined || !(error instanceof RequestError) || !error.retryable) throw error;
      if (budget.cancelled || budget.left() >= interval) throw error;
      throw budget.timedOut(
        `waiting for the revision (last status ${last}; the last status read failed: ${error.message})`,
      );
    });
    const checkedAt = clock.now();
    const change = history.observe(status, checkedAt);
    if (change) {
      options.onChange?.(change);
      lastLine = checkedAt;
    }
    await options.afterPoll?.(status);
    const meaning = classifyStatus(status);
    if (meaning.verdict !== 'in-progress') return { status, ...meaning };

    pollsInStatus = change ? 1 : pollsInStatus + 1;
    const span = history.current!;
    // The last status was read at the end of the budget: the wait is over.
    if (budget.left() <= 0) throw budget.timedOut(`waiting for the revision (last status ${status})`);
    const pause = options.schedule({ status, polls, pollsInStatus, msInStatus: clock.now() - span.since });
    interval = pause;
    const wakeAt = clock.now() + budget.cap(pause);
    lastLine = await pauseUntil(options, wakeAt, { status, since: span.since, checkedAt, lastLine });
  }
}

/**
 * Sleeps until `wakeAt`, saying a heartbeat line whenever `heartbeatMs` has passed since the last
 * line. Returns when the last line was said.
 */
async function pauseUntil(
  options: WaitOptions,
  wakeAt: number,
  at: { status: string; since: number; checkedAt: number; lastLine: number },
): Promise<number> {
  const { clock, signal } = options.budget;
  let { lastLine } = at;
  while (clock.now() < wakeAt) {
    const beatAt = lastLine + (options.heartbeatMs ?? Infinity);
    if (!options.onHeartbeat || beatAt >= wakeAt) {
      await sleepUnlessCancelled(clock, wakeAt - clock.now(), signal);
      break;
    }
    if (beatAt > clock.now()) await sleepUnlessCancelled(clock, beatAt - clock.now(), signal);
    options.onHeartbeat({
      status: at.status,
      inStatusMs: clock.now() - at.since,
      sinceCheckMs: clock.now() - at.checkedAt,
    });
    lastLine = clock.now();
  }
  return lastLine;
}

/** The log line of a heartbeat: "Still BUILDING: 4m 10s so far, last checked 3s ago." */
export function describeHeartbeat(beat: Heartbeat): string {
  return `Still ${beat.status}: ${formatDuration(beat.inStatusMs)} so far, last checked ${formatDuration(beat.sinceCheckMs)} ago.`;
}

/**
 * The log line for a status change: the new status, and how long the previous one lasted — or, for
 * a revision that `builds` and went past its build between two checks, how long since the previous
 * one began: that time holds the build too.
 */
export function describeChange(change: StatusChange, builds: boolean): string {
  const { previous, status } = change;
  const ms = formatDuration(change.previousMs ?? 0);
  const after = !previous
    ? ''
    : builds && passedUnseenBuild(previous, status)
      ? ` (${ms} after ${previous}; BUILDING began and ended between two checks)`
      : ` (after ${ms} in ${previous})`;
  return `Revision status: ${status}${after}`;
}
