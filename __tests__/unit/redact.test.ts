import { expect, test } from '@jest/globals';
import { Redactor, redactDeep } from '../../src/runner/redact.ts';

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

test('a secret written with any mixture of per-character encodings is redacted: Python quote, encodeURI, \\/, entities, mixed case', () => {
  const r = new Redactor();
  const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  r.add(secret);
  const echoes = [
    'wJalrXUtnFEMI/K7MDENG%2BbPxRfiCYEXAMPLEKEY', // urllib.parse.quote: '/' kept
    encodeURI(secret),
    secret.replace('/', '\\/'), // PHP json_encode, some Java encoders
    'wJalrXUtnFEMI%2fK7MDENG%2bbPxRfiCYEXAMPLEKEY', // lower-case hex
    '&#119;JalrXUtnFEMI&#x2F;K7MDENG&#43;bPxRfiCYEXAMPLEKEY', // decimal and hex entities
    secret.toUpperCase(), // a logger that shouts
  ];
  for (const echo of echoes) expect(r.apply(`secret=${echo};`)).toBe('secret=***;');
  expect(r.apply('plain / text + signs & more')).toBe('plain / text + signs & more');
});

test('a secret inside base64 text is redacted at any alignment', () => {
  const r = new Redactor();
  const secret = 'sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34';
  r.add(secret);
  for (const before of ['', 'a', 'ab', 'user:']) {
    const encoded = Buffer.from(`${before}${secret}\n`).toString('base64');
    expect(r.apply(encoded)).toContain('***');
    expect(r.apply(encoded)).not.toContain(Buffer.from(secret).toString('base64').slice(4, 20));
  }
});

test('base64 wrapped as `base64` and PEM print it (every 76 or 64 characters) is redacted too', () => {
  const r = new Redactor();
  const secret = `ghp_${'A1b2C3d4'.repeat(19)}`;
  r.add(secret);
  for (const width of [76, 64]) {
    const wrapped = Buffer.from(`${secret}\n`)
      .toString('base64')
      .match(new RegExp(`.{1,${width}}`, 'g'))!
      .join('\n');
    const shown = r.apply(wrapped);
    expect(shown).toContain('***');
    // No line long enough to hold a piece of the secret is left.
    expect(shown.split('\n').filter((line) => line.length > 12 && !line.includes('***'))).toEqual([]);
  }
});

test('a value nested deeper than any state is copied without overflowing the stack, its depths never shown unredacted', () => {
  const r = new Redactor();
  r.add('sk-deep-secret');
  let deep: unknown = 'sk-deep-secret';
  for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
  const copy = redactDeep({ top: 'key sk-deep-secret', deep }, (t) => r.apply(t));
  expect(copy.top).toBe('key ***');
  expect(JSON.stringify(copy).length).toBeLessThan(1_000);
  expect(JSON.stringify(copy)).not.toContain('sk-deep');
});

test('a secret interrupted by line breaks, escape sequences or control characters is redacted with them', () => {
  const r = new Redactor();
  r.add('sk-split-secret-7Qx93LmW');
  const broken = [
    'sk-split-\nsecret-7Qx93LmW',
    'sk-spl\r\nit-secret-7Qx93LmW',
    'sk-split-secret\r-7Qx93LmW',
    'sk\n-split\r\n-secret\r-7Qx\n\n93LmW',
    'sk-split-\u001b[31msecret-7Qx93LmW',
    'sk-split-secret\u2028-7Qx93LmW',
    'sk-split-\tsecret-7Qx93LmW',
  ];
  for (const text of broken) expect(r.apply(`a ${text} b\nnext line`)).toBe('a *** b\nnext line');
  // Its encoded forms too, and two of them on one line, one whole.
  expect(r.apply('k=sk-split%2Dsec\nret-7Qx93LmW sk-split-secret-7Qx93LmW')).toBe('k=*** ***');
});

test('the breaks around a secret, and the text between two, are kept', () => {
  const r = new Redactor();
  r.add('sk-split-secret-7Qx93LmW');
  expect(r.apply('sk-split-secret-7Qx93LmW\n\nsk-split-\nsecret-7Qx93LmW\n')).toBe('***\n\n***\n');
  expect(r.apply('before\nsk-split-\u001b[1msecret-7Qx93LmW\u001b[0m\nafter')).toBe(
    'before\n***\u001b[0m\nafter',
  );
  expect(r.apply('ordinary\ntext\twith\u001b[0m breaks')).toBe('ordinary\ntext\twith\u001b[0m breaks');
});

test('a multi-line secret is redacted whole when its breaks differ from the ones it was given with', () => {
  const r = new Redactor();
  r.add('ab\ncd');
  expect(r.apply('x ab\r\ncd y')).toBe('x *** y');
});

test('outputs redact only long secrets: the same holds across breaks', () => {
  const r = new Redactor();
  r.add('true');
  r.add('sk-split-secret-7Qx93LmW');
  expect(r.apply('tr\nue sk-split-\nsecret-7Qx93LmW', 8)).toBe('tr\nue ***');
});
