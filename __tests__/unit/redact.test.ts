import { expect, test } from '@jest/globals';
import { Redactor } from '../../src/runner/redact.ts';

test('registered values and each of their lines are replaced, longest first', () => {
  const r = new Redactor();
  r.add('sk-abc');
  r.add('sk-abc-long');
  r.add('line-one\nline-two');
  expect(r.apply('a sk-abc-long b sk-abc c line-two')).toBe('a *** b *** c ***');
});

test('empty and tiny values are not registered (they would blank out ordinary text)', () => {
  const r = new Redactor();
  expect([r.add(''), r.add('ab'), r.add(undefined)]).toEqual([[], [], []]);
  expect(r.apply('ab ab')).toBe('ab ab');
});
