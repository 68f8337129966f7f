import { describe, expect, test } from '@jest/globals';
import { scriptedStatus, timedSteps } from '../../emulator/scripted-revision.ts';
import { CancelledError, DeadlineError } from '../../src/base/errors.ts';
import { describeChange, describeHeartbeat, waitForRevision } from '../../src/wait/poller.ts';
import { Budget } from '../../src/time/budget.ts';
import { statusAwareSchedule } from '../../src/wait/schedule.ts';
import { StatusHistory, type StatusChange } from '../../src/run/status-history.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/** A revision whose status follows `steps` on a virtual clock: [status, seconds] pairs. */
function revision(
  clock: VirtualClock,
  steps: Array<[string, number]>,
): { fetch: () => Promise<string>; calls: number[] } {
  return scriptedStatus(timedSteps(steps), clock);
}

const poll = { initialMs: 5_000, maxMs: 30_000, backoff: 1.5 };
const update = false;

function wait(
  clock: VirtualClock,
  fetch: () => Promise<string>,
  extra: { timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const history = new StatusHistory();
  const changes: StatusChange[] = [];
  const timeoutMs = extra.timeoutMs ?? 3_600_000;
  const promise = waitForRevision({
    fetchStatus: fetch,
    schedule: statusAwareSchedule(poll, update),
    budget: new Budget({
      clock,
      timeoutMs,
      deadline: clock.now() + timeoutMs,
      signal: extra.signal ?? new AbortController().signal,
    }),
    history,
    onChange: (c) => changes.push(c),
  });
  return { promise, history, changes };
}

describe('waitForRevision', () => {
  test('polls until DEPLOYED with pauses that grow, restart on a status change, and records the timeline', async () => {
    const clock = new VirtualClock(0);
    const rev = revision(clock, [
      ['QUEUED', 10],
      ['BUILDING', 60],
      ['DEPLOYED', 0],
    ]);
    const { promise, history, changes } = wait(clock, rev.fetch);
    await expect(promise).resolves.toMatchObject({ status: 'DEPLOYED', verdict: 'success' });
    // Polls at 0, 5 (QUEUED), 12.5 (BUILDING: restart), 17.5, 25, 36.25, then every 15 s (half of
    // poll_max_interval while building): 51.25, 66.25 and 81.25 s (DEPLOYED).
    expect(clock.pauses).toEqual([5_000, 7_500, 5_000, 7_500, 11_250, 15_000, 15_000, 15_000]);
    expect(changes.map((c) => describeChange(c, true))).toEqual([
      'Revision status: QUEUED',
      'Revision status: BUILDING (after 13s in QUEUED)',
      'Revision status: DEPLOYED (after 1m 09s in BUILDING)',
    ]);
    expect(history.spans.map((s) => s.status)).toEqual(['QUEUED', 'BUILDING', 'DEPLOYED']);
  });

  test('each status change is reported once, however many polls see it', async () => {
    const clock = new VirtualClock(0);
    const rev = revision(clock, [
      ['BUILDING', 300],
      ['DEPLOYED', 0],
    ]);
    const { promise, changes } = wait(clock, rev.fetch);
    await promise;
    expect(rev.calls.length).toBeGreaterThan(5);
    expect(changes.map((c) => c.status)).toEqual(['BUILDING', 'DEPLOYED']);
  });

  test('a status containing FAILED ends the wait as a failure', async () => {
    const clock = new VirtualClock(0);
    const { promise } = wait(
      clock,
      revision(clock, [
        ['BUILDING', 20],
        ['BUILD_FAILED', 0],
      ]).fetch,
    );
    await expect(promise).resolves.toMatchObject({ status: 'BUILD_FAILED', verdict: 'failure' });
  });

  test('an unknown status keeps the poller going', async () => {
    const clock = new VirtualClock(0);
    const { promise, changes } = wait(
      clock,
      revision(clock, [
        ['WARMING_UP', 40],
        ['DEPLOYED', 0],
      ]).fetch,
    );
    await expect(promise).resolves.toMatchObject({ status: 'DEPLOYED' });
    expect(changes.map((c) => c.status)).toEqual(['WARMING_UP', 'DEPLOYED']);
  });

  test('the timeout ends the wait at the deadline, naming the last status', async () => {
    const clock = new VirtualClock(0);
    const { promise } = wait(clock, revision(clock, [['QUEUED', 10_000]]).fetch, { timeoutMs: 60_000 });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as DeadlineError).during).toBe('waiting for the revision (last status QUEUED)');
    expect(clock.now()).toBe(60_000);
  });

  test('cancellation stops the wait during a pause', async () => {
    const clock = new VirtualClock(0);
    const controller = new AbortController();
    let polls = 0;
    const fetch = async (): Promise<string> => {
      if (++polls === 3) controller.abort(new CancelledError());
      return 'BUILDING';
    };
    const { promise } = wait(clock, fetch, { signal: controller.signal });
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
    expect(polls).toBe(3);
  });
});

/** Waits for the revision with a heartbeat every minute; each beat with the virtual time it came at. */
async function waitWithBeats(clock: VirtualClock, fetch: () => Promise<string>) {
  const beats: Array<{ at: number; line: string; status: string }> = [];
  await waitForRevision({
    fetchStatus: fetch,
    schedule: statusAwareSchedule(poll, update),
    budget: new Budget({
      clock,
      timeoutMs: 3_600_000,
      deadline: 3_600_000,
      signal: new AbortController().signal,
    }),
    history: new StatusHistory(),
    onHeartbeat: (beat) =>
      beats.push({ at: clock.now(), line: describeHeartbeat(beat), status: beat.status }),
    heartbeatMs: 60_000,
  });
  return beats;
}

describe('heartbeat', () => {
  test('a long status prints a line at a steady cadence between polls, and asks the server no more often', async () => {
    const steps: Array<[string, number]> = [
      ['QUEUED', 300],
      ['DEPLOYED', 0],
    ];
    const quiet = new VirtualClock(0);
    const without = revision(quiet, steps);
    await wait(quiet, without.fetch).promise;

    const clock = new VirtualClock(0);
    const rev = revision(clock, steps);
    const beats = await waitWithBeats(clock, rev.fetch);
    // Polls at 0, 5, 12.5, 23.75, 40.6, 65.9, 95.9, 125.9 … s: a line every 60 s all the same.
    expect(beats.slice(0, 4).map((b) => `${b.at / 1000}s ${b.line}`)).toEqual([
      '60s Still QUEUED: 1m 00s so far, last checked 19s ago.',
      '120s Still QUEUED: 2m 00s so far, last checked 24s ago.',
      '180s Still QUEUED: 3m 00s so far, last checked 24s ago.',
      '240s Still QUEUED: 4m 00s so far, last checked 24s ago.',
    ]);
    expect(beats).toHaveLength(5);
    expect(rev.calls).toEqual(without.calls);
  });

  test('a status change resets the cadence: the next heartbeat comes a full interval after the change', async () => {
    const clock = new VirtualClock(0);
    const rev = revision(clock, [
      ['QUEUED', 50],
      ['BUILDING', 100],
      ['DEPLOYED', 0],
    ]);
    const beats = await waitWithBeats(clock, rev.fetch);
    const buildingSeenAt = rev.calls.find((t) => t >= 50_000)!;
    // A minute into QUEUED (as last seen), then a minute after BUILDING was first seen.
    expect(beats.map((b) => [b.status, b.at])).toEqual([
      ['QUEUED', 60_000],
      ['BUILDING', buildingSeenAt + 60_000],
    ]);
  });
});
