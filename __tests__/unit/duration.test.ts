import { describe, expect, test } from '@jest/globals';
import { formatDuration, parseDuration } from '../../src/time/duration.ts';

describe('parseDuration', () => {
  test.each([
    ['90', 90_000],
    ['2.5', 2_500],
    ['500ms', 500],
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['1m30s', 90_000],
    [' 15M ', 900_000],
  ])('reads %j as %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  test.each(['', 'abc', '15 minutes', '-5', '5d', '1h-30m', 's', '10s5'])('rejects %j', (text) =>
    expect(parseDuration(text)).toBeUndefined(),
  );
});

describe('formatDuration', () => {
  test.each([
    [850, '850ms'],
    [42_000, '42s'],
    [185_000, '3m 05s'],
    [3_720_000, '1h 02m'],
  ])('shows %d ms as %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});
