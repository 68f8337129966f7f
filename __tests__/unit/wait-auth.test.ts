import { expect, test } from '@jest/globals';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/** `command: wait-auth` in process, against a scripted control plane on a virtual clock. */
const ask = (seconds: number) => `GET /v2/auth/wait/auth-1?timeout=${seconds}`;
const pending = { status: 200, json: { status: 'pending' } };

async function play(steps: ConstructorParameters<typeof ScriptedTransport>[1], timeout: string) {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, steps);
  const r = await runInProcess(
    { api_key: 'lsv2_key', command: 'wait-auth', auth_id: 'auth-1', timeout },
    { clock, transport },
  );
  return { ...r, transport };
}

test('a server that holds each ask as long as asked: asked again while time allows, never once it cannot answer in time', async () => {
  const r = await play(
    [
      { expect: ask(20), answer: pending, takesMs: 10_000 },
      { expect: ask(10), answer: pending, takesMs: 10_000 },
    ],
    '20s',
  );
  expect(r.transport.unused).toEqual([]);
  expect(r.state.failure?.stopped).toBe('timeout');
  expect(r.state.failure?.message).toContain(
    'run the action again with command: wait-auth and auth_id: auth-1',
  );
});

test('a server answering pending at once is paced, the last pause cut so the last ask comes just before the deadline', async () => {
  const r = await play(
    [
      { expect: ask(10), answer: pending },
      { expect: ask(9), answer: pending },
      { expect: ask(7), answer: pending },
      { expect: ask(3), answer: pending },
      { expect: ask(1), answer: pending },
    ],
    '10s',
  );
  expect(r.transport.unused).toEqual([]);
  // Asks at 0, 1, 3, 7 and 9 s: the fourth pause is cut to what is left, and none after the last.
  expect(r.clock.pauses).toEqual([1_000, 2_000, 4_000, 2_000]);
  expect(r.state.failure?.stopped).toBe('timeout');
});

test('completed: the token is an output, masked', async () => {
  const r = await play(
    [{ expect: ask(10), answer: { status: 200, json: { status: 'completed', token: 'tok-secret-123' } } }],
    '10s',
  );
  expect(r.state.failure).toBeUndefined();
  expect(r.outputs.token).toBe('tok-secret-123');
  expect(r.port.masks).toContain('tok-secret-123');
});
