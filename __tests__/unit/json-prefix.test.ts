import { describe, expect, test } from '@jest/globals';
import { arrayFromCutText, objectFromCutText } from '../../src/base/json-prefix.ts';
import { cutLogPage } from '../../src/control-plane/cut-log-page.ts';

/** Every cut of `text`: its first n characters, for each n. */
const cuts = (text: string): string[] => Array.from({ length: text.length + 1 }, (_, n) => text.slice(0, n));

describe('the start of a JSON text cut short', () => {
  const rows = [
    { id: 'a', message: 'brackets ] } and quotes " and \\ inside', n: -1.5e3, ok: true, x: null },
    { id: 'b', nested: { list: [1, [2, { three: '}' }]] }, message: '\u00e9\ud83d\ude00' },
    { id: 'c', message: 'last' },
  ];
  const text = JSON.stringify({ before: { skip: ['[', ']'] }, logs: rows, next_offset: '3' }, null, 1);

  test('holds the elements it has whole, in order, and the text of the one the cut fell in', () => {
    for (const cut of cuts(text)) {
      const found = arrayFromCutText(cut, 'logs');
      if (!cut.includes('"logs": [')) {
        expect(found).toBeUndefined();
        continue;
      }
      expect(found!.whole).toEqual(rows.slice(0, found!.whole.length));
      if (found!.cut !== undefined) expect(text.includes(found!.cut)).toBe(true);
    }
    expect(arrayFromCutText(text, 'logs')).toEqual({ whole: rows });
  });

  test('an element cut short gives the fields it holds whole, and the start of the string the cut fell in', () => {
    const line = JSON.stringify({
      id: 'x',
      level: 'ERROR',
      message: 'ab\\"c\u00e9\n\ud83d\ude00 end',
      after: 1,
    });
    let messages = 0;
    for (const cut of cuts(line)) {
      const found = objectFromCutText(cut);
      if (!cut.startsWith('{')) {
        expect(found).toBeUndefined();
        continue;
      }
      const { fields, cutField } = found!;
      // Only a string can be cut and kept; the number after the message never is.
      if (cutField !== undefined) expect(['id', 'level', 'message']).toContain(cutField);
      if (cutField === 'message') {
        messages++;
        const start = String(fields.message);
        expect('ab\\"c\u00e9\n\ud83d\ude00 end'.startsWith(start)).toBe(true);
        expect([fields.id, fields.level]).toEqual(['x', 'ERROR']);
      }
    }
    expect(messages).toBeGreaterThan(10);
  });

  test('a field named __proto__ is a field, not a prototype', () => {
    const found = objectFromCutText('{"__proto__": {"polluted": true}, "message": "ab');
    expect(Object.getPrototypeOf(found!.fields)).toBeNull();
    expect(found!.fields['__proto__']).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('is read in one pass: megabytes of backslashes, quotes or brackets take no time to speak of', () => {
    const hostile = [
      `{"logs":[{"message":"${'\\\\'.repeat(2_000_000)}`,
      `{"logs":[${'['.repeat(2_000_000)}`,
      `{"logs":[{"message":"${'\\"'.repeat(1_000_000)}`,
      `{"logs":[{"message":"${'\\'.repeat(3_000_001)}`,
    ];
    for (const text of hostile) {
      const started = performance.now();
      const found = arrayFromCutText(text, 'logs');
      if (found?.cut) objectFromCutText(found.cut);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});

describe('a log page cut short', () => {
  test('holds the whole lines; with none whole, the start of the first, and whether its message was cut', () => {
    const page = JSON.stringify({
      logs: [
        { id: '1', level: 'INFO', message: 'one' },
        'not a line',
        { id: '3', level: 'ERROR', message: 'three is long' },
      ],
    });
    const cut = cutLogPage(page.slice(0, page.indexOf('long')))!;
    expect(cut.logs.map((l) => l.message)).toEqual(['one']);
    expect(cut.rows).toBe(2);
    expect(cut.partial).toBeUndefined();
    const first = cutLogPage('{"logs":[{"id":"1","level":"ERROR","message":"huge start')!;
    expect(first.rows).toBe(0);
    expect(first.partial).toEqual({
      line: { id: '1', level: 'ERROR', message: 'huge start' },
      messageCut: true,
    });
    expect(cutLogPage('{"logs":[{"message":"whole","timestamp":17630')!.partial).toEqual({
      line: { message: 'whole' },
      messageCut: false,
    });
    expect(cutLogPage('<html><body>502')).toBeUndefined();
  });
});
