import { describe, expect, test } from '@jest/globals';
import { Budget } from '../../src/time/budget.ts';
import { TIME_LEFT } from '../../src/time/limit.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

const START = Date.parse('2026-11-22T12:00:00Z');

/** A run's budget of `timeoutMs` on a clock whose timeouts tick in virtual time. */
function budgetOn(timeoutMs: number) {
  const clock = new VirtualClock(START, { virtual: true });
  const cancel = new AbortController();
  return { clock, cancel, budget: Budget.start(clock, timeoutMs, cancel.signal) };
}

describe("the run's limits tick on its clock", () => {
  test("a step's own limit ends when the run's clock reaches it, not before", () => {
    const { clock, budget } = budgetOn(4_000);
    const limit = budget.limit({ ms: 1_000, name: 'smoke_timeout' });
    expect(limit).toMatchObject({ ms: 1_000, name: 'smoke_timeout' });
    clock.advance(999);
    expect([limit.signal.aborted, limit.timedOut()]).toEqual([false, false]);
    clock.advance(1);
    expect([limit.signal.aborted, limit.timedOut()]).toEqual([true, true]);
  });

  test('what is left of timeout, and the signal of the whole budget, end at its deadline', () => {
    const { clock, budget } = budgetOn(4_000);
    clock.advance(1_000);
    const left = budget.limit({ ms: 60_000, name: 'max_seconds' });
    const whole = budget.abortSignal();
    expect(left).toMatchObject({ ms: 3_000, name: TIME_LEFT });
    clock.advance(2_999);
    expect([left.signal.aborted, whole.aborted]).toEqual([false, false]);
    clock.advance(1);
    expect([left.signal.aborted, left.timedOut(), whole.aborted]).toEqual([true, true, true]);
  });

  test('a cancellation ends a limit before its time, which is not a timeout', () => {
    const { cancel, budget } = budgetOn(4_000);
    const limit = budget.limit({ ms: 1_000, name: 'smoke_timeout' });
    cancel.abort();
    expect([limit.signal.aborted, limit.timedOut()]).toEqual([true, false]);
  });
});

describe('VirtualClock with virtual timeouts', () => {
  test('a pause a limit cuts ends at the limit, as a real one would, not at its own end', async () => {
    const { clock, budget } = budgetOn(4_000);
    const limit = budget.limit({ ms: 3_000, name: 'smoke_timeout' });
    await expect(clock.sleep(10_000, limit.signal)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(clock.now() - START).toBe(3_000);
    expect(limit.timedOut()).toBe(true);
  });

  test('the timeouts one move reaches end in the order of their times, each at its own time', () => {
    const clock = new VirtualClock(START, { virtual: true });
    const ended: Array<[string, number]> = [];
    for (const [name, ms] of [
      ['later', 4_000],
      ['sooner', 3_000],
    ] as const)
      clock.timeout(ms).addEventListener('abort', () => ended.push([name, clock.now() - START]));
    clock.advance(10_000);
    expect(ended).toEqual([
      ['sooner', 3_000],
      ['later', 4_000],
    ]);
    expect(clock.now() - START).toBe(10_000);
  });

  test('a delay the real AbortSignal.timeout refuses is refused, not silently taken', () => {
    const clock = new VirtualClock(START, { virtual: true });
    for (const ms of [1_100.0000000000002, -1, 2 ** 32]) {
      expect(() => AbortSignal.timeout(ms)).toThrow(/out of range/);
      expect(() => clock.timeout(ms)).toThrow(/out of range/);
    }
  });

  test('by default its timeouts are real ones: moving virtual time ends none', () => {
    const clock = new VirtualClock(START);
    const signal = clock.timeout(60_000);
    clock.advance(120_000);
    expect(signal.aborted).toBe(false);
  });
});
