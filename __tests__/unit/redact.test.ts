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

test('the forms servers echo a secret in are redacted too: escaped by Python, Go and JavaScript, percent-encoded every way', () => {
  const r = new Redactor();
  const secret = 'ümlaut<p@ss>&(word)!';
  r.add(secret);
  const echoes = [
    JSON.stringify(secret).slice(1, -1),
    '\\u00fcmlaut<p@ss>&(word)!',
    '\\u00fcmlaut\\u003cp@ss\\u003e\\u0026(word)!',
    encodeURIComponent(secret),
    '%C3%BCmlaut%3Cp%40ss%3E%26%28word%29%21',
    '%c3%bcmlaut%3cp%40ss%3e%26%28word%29%21',
  ];
  for (const echo of echoes) expect(r.apply(`said: ${echo}.`)).toBe('said: ***.');
});

test('second encodings are redacted too: HTML-escaped, JSON-escaped twice, Python repr()', () => {
  const r = new Redactor();
  const secret = `Zq7\\mK9#vR2"pL&x'`;
  r.add(secret);
  const echoes = [
    'Zq7\\mK9#vR2&quot;pL&amp;x&#39;', // HTML
    'Zq7\\mK9#vR2&quot;pL&amp;x&#x27;', // HTML, hex entity
    JSON.stringify(JSON.stringify(secret).slice(1, -1)).slice(1, -1), // a JSON logger logging JSON
    `Zq7\\\\mK9#vR2"pL&x\\'`, // Python repr() with both quotes inside
  ];
  for (const echo of echoes) expect(r.apply(`said: ${echo}.`)).toBe('said: ***.');
});
