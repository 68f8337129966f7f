import { describe, expect, test } from '@jest/globals';
import { statusAwareSchedule, type PollState } from '../../src/wait/schedule.ts';

const poll = { initialMs: 5_000, maxMs: 30_000, backoff: 2 };
const at = (status: string, pollsInStatus: number, msInStatus = 0): PollState => ({
  status,
  polls: 99,
  pollsInStatus,
  msInStatus,
});

describe('status-aware poll schedule', () => {
  const update = statusAwareSchedule(poll, false);
  const first = statusAwareSchedule(poll, true);

  test('in long phases pauses grow by poll_backoff up to poll_max_interval', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => update(at('QUEUED', n)))).toEqual([
      5_000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  test('BUILDING, which may end in a failure at any moment, grows only to half of poll_max_interval', () => {
    for (const schedule of [update, first])
      expect([1, 2, 3, 4, 5].map((n) => schedule(at('BUILDING', n)))).toEqual([
        5_000, 10_000, 15_000, 15_000, 15_000,
      ]);
    // Never below poll_interval.
    const tight = statusAwareSchedule({ initialMs: 5_000, maxMs: 6_000, backoff: 2 }, false);
    expect(tight(at('BUILDING', 4))).toBe(5_000);
  });

  test('a status change restarts the pauses at poll_interval', () => {
    expect(update(at('QUEUED', 9))).toBe(30_000);
    expect(update(at('AWAITING_DEPLOY', 1))).toBe(5_000);
  });

  test('statuses unknown today are treated as long phases', () => {
    expect(update(at('WARMING_UP', 5))).toBe(30_000);
  });

  test('DEPLOYING of an update: after 20 s, a poll every poll_interval', () => {
    expect(update(at('DEPLOYING', 1, 0))).toBe(5_000);
    expect(update(at('DEPLOYING', 3, 15_000))).toBe(5_000);
    expect(update(at('DEPLOYING', 9, 200_000))).toBe(5_000);
  });

  test('DEPLOYING of a first deployment: slow for its first 5 minutes, never past them, then every poll_interval', () => {
    expect(first(at('DEPLOYING', 1, 0))).toBe(5_000);
    expect(first(at('DEPLOYING', 5, 60_000))).toBe(30_000);
    expect(first(at('DEPLOYING', 9, 240_000))).toBe(30_000);
    expect(first(at('DEPLOYING', 11, 285_000))).toBe(15_000);
    expect(first(at('DEPLOYING', 12, 300_000))).toBe(5_000);
  });

  test('a backoff of 1 keeps long phases at poll_interval', () => {
    expect(statusAwareSchedule({ ...poll, backoff: 1 }, false)(at('QUEUED', 9))).toBe(5_000);
    expect(statusAwareSchedule({ ...poll, backoff: 1 }, false)(at('BUILDING', 9))).toBe(5_000);
  });
});
