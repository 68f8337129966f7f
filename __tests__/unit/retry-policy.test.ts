import { describe, expect, test } from '@jest/globals';
import { jitteredPause, parseRetryAfter } from '../../src/http/retry-policy.ts';

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
