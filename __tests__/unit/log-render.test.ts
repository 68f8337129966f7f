import { describe, expect, test } from '@jest/globals';
import { LogLine } from '../../src/control-plane/schemas.ts';
import { boundedBlock, formatLine, shownLine } from '../../src/logs/render.ts';
import { LOG_LIMITS, SHOWN_JSON_DEPTH } from '../../src/base/policy.ts';
import { Redactor } from '../../src/runner/redact.ts';

const SECRET = 'sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34';
const redactor = new Redactor();
redactor.add(SECRET);
const redact = (text: string): string => redactor.apply(text);
/** A line as a server sends it, through the reply schema and the renderer. */
const show = (raw: Record<string, unknown>) => shownLine(LogLine.parse(raw), redact);

describe('a log line as it is shown', () => {
  test('times: epoch milliseconds, epoch seconds, digits, ISO with and without a zone', () => {
    const at = Date.parse('2026-11-23T06:28:13Z');
    expect(show({ timestamp: at }).time).toBe('2026-11-23T06:28:13Z');
    expect(show({ timestamp: at / 1000 }).time).toBe('2026-11-23T06:28:13Z');
    expect(show({ timestamp: String(at) }).time).toBe('2026-11-23T06:28:13Z');
    expect(show({ timestamp: '2026-11-23T06:28:13.512+00:00' }).time).toBe('2026-11-23T06:28:13Z');
    expect(show({ timestamp: '2026-11-23 06:28:13' }).time).toBe('2026-11-23T06:28:13Z');
  });

  test('epoch microseconds and nanoseconds are told apart by size', () => {
    const at = Date.parse('2026-11-23T06:28:13Z');
    expect(show({ timestamp: at * 1_000 }).time).toBe('2026-11-23T06:28:13Z');
    expect(show({ timestamp: String(at * 1_000_000) }).time).toBe('2026-11-23T06:28:13Z');
  });

  test('a coloured level is read as its word: an ERROR stands out', () => {
    expect(show({ level: '\u001b[31merror\u001b[0m', message: 'x' })).toMatchObject({
      level: 'ERROR',
      error: true,
    });
  });

  test('a time that is not one is shown as given, never guessed into a date', () => {
    expect(show({ timestamp: 'step 2/6' }).time).toBe('step 2/6');
    expect(show({ timestamp: 'not a date 1' }).at).toBeUndefined();
  });

  test('a secret is redacted from the time and the level before either is cut or upper-cased', () => {
    const line = show({ timestamp: `t=${SECRET}`, level: `key=${SECRET}`, message: 'x' });
    expect(line.time).toBe('t=***');
    expect(line.level).toBe('KEY=***');
  });

  test('a secret in base64, at any alignment, is redacted from the message', () => {
    for (const before of ['', 'a', 'ab', 'OPENAI_API_KEY: ']) {
      const message = Buffer.from(`${before}${SECRET}\n`).toString('base64');
      expect(show({ message }).message).toContain('***');
    }
  });

  test('a huge level is cut, so one line can never crowd the others out of a block', () => {
    const huge = show({ level: 'X'.repeat(100_000), message: 'boom' });
    expect(huge.level).toHaveLength(LOG_LIMITS.levelChars);
    const lines = [show({ message: 'first' }), huge, show({ message: 'last' })];
    expect(boundedBlock(lines)).toEqual({ lines, dropped: 0 });
  });

  test('numeric levels of Python loggers are named, and 40 and above stand out as errors', () => {
    expect(show({ level: 40, message: 'x' })).toMatchObject({ level: 'ERROR', error: true });
    expect(show({ level: '20', message: 'x' })).toMatchObject({ level: 'INFO', error: false });
  });

  test('structured and numeric messages are shown as JSON text, not as empty lines', () => {
    expect(show({ message: { event: 'start', port: 8000 } }).message).toBe('{"event":"start","port":8000}');
    expect(show({ message: 42 }).message).toBe('42');
  });

  test('terminal colours and cursor moves leave no debris; breaks become ↵', () => {
    expect(
      show({ message: 'ansi \u001b[31mred\u001b[0m\u001b[1A\u001b]0;title\u0007 done\r\nnext' }).message,
    ).toBe('ansi red done ↵ next');
  });

  test('the formatted line marks errors at its start', () => {
    expect(formatLine(show({ timestamp: 0, level: 'error', message: 'x' }))).toBe(
      '✖ 1970-01-01T00:00:00Z ERROR x',
    );
  });
});

describe('a message sent as JSON', () => {
  test('is shown as JSON text, as JSON.stringify writes it', () => {
    const message = { event: 'request', n: 2, ok: true, tags: ['a', null], nested: { empty: {}, list: [] } };
    expect(show({ message }).message).toBe(JSON.stringify(message));
  });

  test('nested deeper than a line can show is cut to a depth, however deep it goes', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    const shown = show({ message: { a: deep } }).message;
    expect(shown).toBe(`{"a":${'['.repeat(SHOWN_JSON_DEPTH - 1)}[…]${']'.repeat(SHOWN_JSON_DEPTH - 1)}}`);
  });
});
