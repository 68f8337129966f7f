import { describe, expect, test } from '@jest/globals';
import { exponentialSchedule } from '../../src/wait/schedule.ts';

describe('exponential poll schedule', () => {
  test('pauses grow from poll_interval by poll_backoff up to poll_max_interval', () => {
    const schedule = exponentialSchedule({ initialMs: 5_000, maxMs: 30_000, backoff: 1.5 });
    const pauses = [1, 2, 3, 4, 5, 6, 7].map((polls) =>
      schedule({ status: 'BUILDING', polls, pollsInStatus: polls, msInStatus: 0 }),
    );
    expect(pauses).toEqual([5_000, 7_500, 11_250, 16_875, 25_313, 30_000, 30_000]);
  });

  test('a backoff of 1 polls at a fixed interval', () => {
    const schedule = exponentialSchedule({ initialMs: 2_000, maxMs: 30_000, backoff: 1 });
    expect(schedule({ status: 'QUEUED', polls: 9, pollsInStatus: 9, msInStatus: 0 })).toBe(2_000);
  });
});
