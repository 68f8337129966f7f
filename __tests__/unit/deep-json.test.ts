import { expect, test } from '@jest/globals';
import { joinError } from '../../src/agent/messages.ts';
import { LogPage } from '../../src/control-plane/schemas.ts';

/** Replies nested far deeper than JSON.stringify can walk: JSON.parse reads them, nothing may crash. */
const deep = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

test('a log page whose message is JSON nested 100,000 deep parses: the message is cut to a depth', () => {
  const page = LogPage.parse({ logs: [{ level: 'INFO', message: deep(100_000) }], next_offset: '1' });
  expect(page.logs[0]!.message).toMatch(/^(\{"a":){32}\{…\}\}{32}$/);
});

test("an agent server's join error payload nested 100,000 deep is an error to report, not a crash", () => {
  expect(joinError({ __error__: { error: deep(100_000) } })).toMatch(/^\{"error":(\{"a":)+\{…\}\}+$/);
  expect(joinError({ __error__: undefined })).toBeUndefined();
  expect(joinError({ __error__: { message: 'boom' } })).toBe('boom');
});
