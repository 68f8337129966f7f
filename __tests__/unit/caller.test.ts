import { describe, expect, test } from '@jest/globals';
import { createCaller, type CallerOptions } from '../../src/control-plane/caller.ts';
import { Budget } from '../../src/time/budget.ts';
import { createControlPlane } from '../../src/control-plane/client.ts';
import {
  CancelledError,
  DeadlineError,
  HttpError,
  NetworkError,
  ResponseFormatError,
  UncertainOutcomeError,
} from '../../src/base/errors.ts';
import { linesLog } from '../helpers/lines-log.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

const T0 = Date.parse('2026-11-22T12:00:00Z');
const LIST = 'GET /v2/deployments?name_contains=agent&limit=100&offset=0';
const CREATE = 'POST /v2/deployments';
const DEPLOYMENT = { id: 'd-1', name: 'agent', latest_revision_id: 'r-1' };
const EMPTY = { status: 200, json: { resources: [], offset: 0 } };

/** A caller over a scripted transport on a virtual clock; random 0.5 makes jitter exact. */
function setup(
  steps: ScriptStep[],
  extra: Partial<CallerOptions> & { timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const clock = new VirtualClock(T0);
  const transport = new ScriptedTransport(clock, steps);
  const lines: string[] = [];
  const log = linesLog(lines);
  const { timeoutMs = 600_000, signal = new AbortController().signal, ...rest } = extra;
  const call = createCaller({
    baseUrl: 'https://cp.example',
    urlFrom: { input: 'api_url', label: 'api_url' },
    apiKey: 'lsv2_key',
    transport,
    random: () => 0.5,
    budget: new Budget({ clock, timeoutMs, deadline: T0 + timeoutMs, signal }),
    retry: { baseMs: 5_000, capMs: 30_000, maxAttempts: 8 },
    requestTimeoutMs: 30_000,
    log,
    ...rest,
  });
  const cp = createControlPlane(call);
  const find = () => cp.listDeployments({ nameContains: 'agent', limit: 100, offset: 0 });
  return { clock, transport, lines, cp, find };
}

describe('the control-plane caller', () => {
  test('a 429 with Retry-After in seconds pauses exactly that long, then repeats the request', async () => {
    const s = setup([
      { expect: LIST, answer: { status: 429, retryAfter: '7' } },
      { expect: LIST, answer: EMPTY },
    ]);
    await expect(s.find()).resolves.toEqual({ resources: [], offset: 0 });
    expect(s.transport.requests).toEqual([LIST, LIST]);
    expect(s.clock.pauses).toEqual([7_000]);
    expect(s.lines[0]).toMatch(/answered 429; retrying in 7s as Retry-After asks \(attempt 2 of 8\)/);
  });

  test('a 429 with Retry-After as an HTTP date pauses until that moment', async () => {
    const s = setup([
      { expect: CREATE, answer: { status: 429, retryAfter: new Date(T0 + 12_000).toUTCString() } },
      { expect: CREATE, answer: { status: 201, json: DEPLOYMENT } },
    ]);
    await expect(s.cp.createDeployment({ name: 'agent' })).resolves.toMatchObject({ id: 'd-1' });
    // A 429 means the server refused before acting: even a create is repeated.
    expect(s.transport.requests).toEqual([CREATE, CREATE]);
    expect(s.clock.pauses).toEqual([12_000]);
  });

  test('5xx flaps are retried with full jitter over an exponential ceiling', async () => {
    const s = setup([
      { expect: LIST, answer: { status: 503 } },
      { expect: LIST, answer: { status: 502, text: '<html><title>Bad Gateway</title></html>' } },
      { expect: LIST, answer: { status: 500 } },
      { expect: LIST, answer: { status: 504 } },
      { expect: LIST, answer: EMPTY },
    ]);
    await s.find();
    // random 0.5 × min(30 s, 5 s · 2^n): 2.5, 5, 10, 15 s.
    expect(s.clock.pauses).toEqual([2_500, 5_000, 10_000, 15_000]);
    expect(s.transport.requests).toHaveLength(5);
  });

  test('a read is retried after a dropped connection and after a hung one cut by the request timeout', async () => {
    const s = setup([
      { expect: LIST, answer: { network: 'dropped' } },
      { expect: LIST, answer: { hang: true } },
      { expect: LIST, answer: EMPTY },
    ]);
    await s.find();
    expect(s.transport.sent.map((r) => r.timeoutMs)).toEqual([30_000, 30_000, 30_000]);
    // The hang used 30 s of virtual time; the pauses are the jitter only.
    expect(s.clock.pauses).toEqual([2_500, 5_000]);
    expect(s.clock.now() - T0).toBe(2_500 + 30_000 + 5_000);
  });

  test('the request timeout shrinks to the time left', async () => {
    const s = setup([{ expect: LIST, answer: EMPTY }], { timeoutMs: 12_000 });
    s.clock.advance(10_000);
    await s.find();
    expect(s.transport.sent[0]!.timeoutMs).toBe(2_000);
  });

  test('a refused connection is safe to repeat, even for a create', async () => {
    const s = setup([
      { expect: CREATE, answer: { network: 'connect' } },
      { expect: CREATE, answer: { status: 201, json: DEPLOYMENT } },
    ]);
    await expect(s.cp.createDeployment({})).resolves.toMatchObject({ id: 'd-1' });
    expect(s.transport.requests).toEqual([CREATE, CREATE]);
  });

  test.each([
    ['a dropped connection', { network: 'dropped' as const }],
    ['a hung connection', { hang: true as const }],
    ['a 500', { status: 500 }],
    ['an unreadable 201', { status: 201, text: '{"id": "trunc' }],
  ])(
    '%s on a create is never repeated blindly: the outcome is reported as unknown',
    async (_what, answer) => {
      const s = setup([{ expect: CREATE, answer }]);
      const error = await s.cp.createDeployment({}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UncertainOutcomeError);
      expect(s.transport.requests).toEqual([CREATE]);
      expect(s.clock.pauses).toEqual([]);
    },
  );

  test('a Retry-After longer than the time left fails at once, saying so, without sleeping', async () => {
    const s = setup([{ expect: LIST, answer: { status: 503, retryAfter: '3600' } }], { timeoutMs: 5_000 });
    const error = await s.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(s.clock.pauses).toEqual([]);
    expect(s.lines.join('\n')).toMatch(/no time left within the timeout .*Retry-After 1h 00m/);
  });

  test('a jittered pause that would reach the deadline ends the call with the last failure', async () => {
    const s = setup(
      [
        { expect: LIST, answer: { status: 503 } },
        { expect: LIST, answer: { status: 503 } },
      ],
      { timeoutMs: 6_000 },
    );
    // First pause 2.5 s fits in 6 s; the second (5 s) does not fit in the 3.5 s left.
    const error = await s.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(s.clock.pauses).toEqual([2_500]);
    expect(s.transport.requests).toHaveLength(2);
  });

  test('once the deadline has passed no request is sent: DeadlineError names the call', async () => {
    const s = setup([], { timeoutMs: 1_000 });
    s.clock.advance(1_000);
    const error = await s.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as DeadlineError).during).toBe(`before ${LIST}`);
    expect(s.transport.requests).toEqual([]);
  });

  test('cancellation during a request ends the call at once, without a retry', async () => {
    const controller = new AbortController();
    const s = setup([{ expect: LIST, answer: { hangUntilCancelled: true } }], { signal: controller.signal });
    s.transport.onSend = () => setImmediate(() => controller.abort());
    await expect(s.find()).rejects.toBeInstanceOf(CancelledError);
    expect(s.transport.requests).toEqual([LIST]);
    expect(s.clock.pauses).toEqual([]);
  });

  test('cancellation during a pause between attempts ends the call', async () => {
    const controller = new AbortController();
    const s = setup([{ expect: LIST, answer: { status: 503 } }], { signal: controller.signal });
    s.clock.onSleep = () => controller.abort();
    await expect(s.find()).rejects.toBeInstanceOf(CancelledError);
    // The first attempt was made; the pause after it began and never completed.
    expect(s.transport.requests).toHaveLength(1);
    expect(s.clock.pauses).toEqual([]);
  });

  test('after 8 attempts the last failure is reported', async () => {
    const s = setup(
      Array.from({ length: 8 }, () => ({ expect: LIST, answer: { network: 'connect' as const } })),
    );
    const error = await s.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(s.transport.requests).toHaveLength(8);
    expect(s.clock.pauses).toHaveLength(7);
  });

  test.each([401, 403, 404, 409, 422])('a %s is not retried', async (status) => {
    const s = setup([{ expect: LIST, answer: { status, json: { detail: 'no' } } }]);
    const error = await s.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).detail).toBe('no');
    expect(s.transport.requests).toHaveLength(1);
  });

  test('a 200 whose body does not match the schema is a format error naming the field, retried on reads', async () => {
    const s = setup([
      { expect: LIST, answer: { status: 200, json: { resources: 'nope' } } },
      { expect: LIST, answer: EMPTY },
    ]);
    await s.find();
    expect(s.lines[0]).toMatch(/answered 200 with an unexpected body: resources: /);
    const only = setup([{ expect: CREATE, answer: { status: 201, json: { name: 'no id' } } }]);
    const error = await only.cp.createDeployment({}).catch((e: unknown) => e);
    expect((error as UncertainOutcomeError).failure).toBeInstanceOf(ResponseFormatError);
  });

  test('every request carries the key, the tenant when set, and JSON bodies with their content type', async () => {
    const s = setup([{ expect: CREATE, answer: { status: 201, json: DEPLOYMENT } }], { tenantId: 'ten-1' });
    await s.cp.createDeployment({ name: 'agent' });
    expect(s.transport.sent[0]).toMatchObject({
      body: { name: 'agent' },
      headers: { 'x-api-key': 'lsv2_key', 'x-tenant-id': 'ten-1', 'content-type': 'application/json' },
    });
  });

  describe('a side read (logs)', () => {
    const LOGS = 'POST /v1/projects/d-1/revisions/r-1/build_logs';
    const read = (s: ReturnType<typeof setup>) =>
      s.cp.readLogs('build', 'd-1', 'r-1', { order: 'asc', limit: 10 });

    test('a Retry-After longer than a side read waits ends it at once, quietly: the deploy is not held up', async () => {
      const s = setup([{ expect: LOGS, answer: { status: 503, retryAfter: '500' } }]);
      await expect(read(s)).rejects.toBeInstanceOf(HttpError);
      expect(s.transport.requests).toEqual([LOGS]);
      expect(s.clock.pauses).toEqual([]);
      expect(s.lines).toEqual([]);
    });

    test('a 5xx is tried once more after a short pause, never more than twice', async () => {
      const s = setup([
        { expect: LOGS, answer: { status: 502 } },
        { expect: LOGS, answer: { status: 502 } },
      ]);
      await expect(read(s)).rejects.toBeInstanceOf(HttpError);
      expect(s.transport.requests).toEqual([LOGS, LOGS]);
      // Jitter 0.5 of poll_interval 5s would be 2.5s: a side read waits at most 2s.
      expect(s.clock.pauses).toEqual([2_000]);
      expect(s.lines).toEqual([]);
    });
  });

  test('a reply larger than 4 MiB is refused, unless the call makes something of its start: a log page keeps its whole lines', async () => {
    const LOGS = 'POST /v1/projects/d-1/revisions/r-1/build_logs';
    const big = 'y'.repeat(5 * 1_048_576);
    const notAPage = { status: 200, json: { detail: big, logs: [] } };
    const s = setup([
      // A log read is a side read: two attempts.
      { expect: LOGS, answer: notAPage },
      { expect: LOGS, answer: notAPage },
      { expect: LOGS, answer: { status: 200, json: { logs: [{ message: 'kept' }, { message: big }] } } },
    ]);
    const read = () => s.cp.readLogs('build', 'd-1', 'r-1', { order: 'asc', limit: 2 });
    const refused = await read().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ResponseFormatError);
    expect((refused as Error).message).toContain('larger than 4 MiB');
    const page = await read();
    expect(page.logs).toEqual([{ message: 'kept' }]);
    expect(page).toMatchObject({ rows: 1 });
    expect(s.transport.unused).toEqual([]);
  });
});
