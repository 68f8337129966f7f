import { describe, expect, test } from '@jest/globals';
import { jitteredPause, parseRetryAfter, retrying, type Attempt } from '../../src/http/retry-policy.ts';
import { Budget } from '../../src/time/budget.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

const timing = { baseMs: 1_000, capMs: 8_000, maxAttempts: 8 };

describe('full jitter', () => {
  test('the ceiling doubles per retry up to the cap', () => {
    const top = (retry: number): number => jitteredPause(retry, timing, () => 0.999_999);
    expect([0, 1, 2, 3, 4, 5].map(top)).toEqual([999, 1_999, 3_999, 7_999, 7_999, 7_999]);
  });

  test('the pause is a uniform fraction of the ceiling', () => {
    expect(jitteredPause(2, timing, () => 0)).toBe(0);
    expect(jitteredPause(2, timing, () => 0.5)).toBe(2_000);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  test('seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
  });

  test('an HTTP date, relative to now; a past date means now', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  test('absent or unreadable means "use the backoff"', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('the retry loop every caller shares', () => {
  /** Attempts that fail with the given Retry-After values (undefined: none), then succeed. */
  const run = async (
    failures: Array<string | undefined>,
    loop: { timeoutMs?: number; longestPauseMs?: number; reserveMs?: number; maxAttempts?: number } = {},
  ) => {
    const clock = new VirtualClock(0);
    const controller = new AbortController();
    const attempts: number[] = [];
    const retried: string[] = [];
    const end = await retrying(
      async (n): Promise<Attempt<string, string>> => {
        attempts.push(clock.now());
        const retryAfter = failures[n - 1];
        return n > failures.length
          ? { ok: true, value: `answer ${n}` }
          : { ok: false, failure: `failure ${n}`, ...(retryAfter === undefined ? {} : { retryAfter }) };
      },
      {
        timing: { baseMs: 1_000, capMs: 8_000, maxAttempts: loop.maxAttempts ?? 4 },
        random: () => 0.5,
        budget: Budget.start(clock, loop.timeoutMs ?? 600_000, controller.signal),
        longestPauseMs: loop.longestPauseMs,
        reserveMs: loop.reserveMs,
        during: (failure) => `after ${failure}`,
        onRetry: (failure, pause, next, asked) =>
          retried.push(`${failure}: ${pause} ms, then ${next}${asked ? ' (asked)' : ''}`),
      },
    );
    return { end, attempts, retried, pauses: clock.pauses };
  };

  test('pauses with full jitter, or as Retry-After asks, until an attempt ends with a value', async () => {
    const { end, attempts, retried } = await run([undefined, '3']);
    expect(end).toEqual({ ok: true, value: 'answer 3' });
    expect(attempts).toEqual([0, 500, 3_500]);
    expect(retried).toEqual(['failure 1: 500 ms, then 2', 'failure 2: 3000 ms, then 3 (asked)']);
  });

  test('gives up with the last failure and why: attempts, a Retry-After too long, no time left', async () => {
    expect((await run(['1', '1', '1', '1'])).end).toEqual({
      ok: false,
      failure: 'failure 4',
      gaveUp: 'attempts',
      askedMs: 1_000,
    });
    const long = await run(['60'], { longestPauseMs: 30_000 });
    expect(long.end).toMatchObject({ ok: false, gaveUp: 'asked-too-long', askedMs: 60_000 });
    expect(long.pauses).toEqual([]);
    const short = await run([undefined], { timeoutMs: 1_200, reserveMs: 1_000 });
    expect(short.end).toMatchObject({ ok: false, failure: 'failure 1', gaveUp: 'no-time' });
    expect(short.attempts).toEqual([0]);
  });
});
