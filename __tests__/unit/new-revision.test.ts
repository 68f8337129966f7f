import { describe, expect, test } from '@jest/globals';
import { NEW_REVISION_LOOK_MS } from '../../src/base/policy.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport, type Answer, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * A create or update whose reply names no new revision: the revision list is read on the poll
 * schedule for at least NEW_REVISION_LOOK_MS (30 s), within `timeout`, until the new revision is
 * listed. In process, on a virtual clock, against a scripted control plane whose list shows the
 * revision only some time after the reply.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const OLD = 'a0000000-0000-4000-8000-000000000001';
const NEW = 'b0000000-0000-4000-8000-000000000002';
const T0 = Date.parse('2026-11-22T12:00:00Z');

const LIST = 'GET /v2/deployments?name_contains=agent&limit=100&offset=0';
const CREATE = 'POST /v2/deployments';
const GET = `GET /v2/deployments/${ID}`;
const PATCH = `PATCH /v2/deployments/${ID}`;
const REVISIONS = `GET /v2/deployments/${ID}/revisions?limit=1`;
const POLL_NEW = `GET /v2/deployments/${ID}/revisions/${NEW}`;

const deployment = (latest: string | null) => ({
  status: 200,
  json: { id: ID, name: 'agent', latest_revision_id: latest },
});
const listing = (...ids: string[]): Answer => ({
  status: 200,
  json: { resources: ids.map((id) => ({ id, status: 'QUEUED' })), offset: ids.length },
});
const queued = { status: 200, json: { id: NEW, status: 'QUEUED' } };

/** The write's reply arrives `replyAt` (virtual ms); the list shows NEW from `listedAfterMs` later. */
function revisionList(listedAfterMs: number, before: string[]): (now: number) => Answer {
  return (now) => (now - T0 >= listedAfterMs ? listing(NEW, ...before) : listing(...before));
}
const reads = (n: number, answer: (now: number) => Answer): ScriptStep[] =>
  Array.from({ length: n }, () => ({ expect: REVISIONS, answer }));

const update = (listed: (now: number) => Answer, n: number, found: boolean): ScriptStep[] => [
  { expect: GET, answer: deployment(OLD) },
  // The reply still names the old revision: the new one is not in it.
  { expect: PATCH, answer: deployment(OLD) },
  ...reads(n, listed),
  ...(found ? [{ expect: POLL_NEW, answer: queued }] : []),
];

async function play(steps: ScriptStep[], inputs: Record<string, string> = {}, signal?: AbortSignal) {
  const clock = new VirtualClock(T0);
  const transport = new ScriptedTransport(clock, steps);
  const r = await runInProcess(
    { api_key: 'lsv2_key', integration_id: OLD, wait: 'false', ...inputs },
    { clock, transport, signal },
  );
  const readTimes = transport.sent.filter((s) => s.request === REVISIONS).map((s) => s.at - T0);
  return { ...r, transport, readTimes };
}

describe('a reply that names no new revision', () => {
  test('an update whose revision is listed 1.5 s later is followed: read again after poll_interval', async () => {
    const r = await play(update(revisionList(1_500, [OLD]), 2, true), { deployment_id: ID });
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure).toBeUndefined();
    expect(r.state.revision.id).toBe(NEW);
    expect(r.readTimes).toEqual([0, 5_000]);
  });

  test('a create whose revision is listed 29 s later is followed: the reads go on past 29 s', async () => {
    const r = await play([
      { expect: LIST, answer: { status: 200, json: { resources: [], offset: 0 } } },
      { expect: CREATE, answer: { ...deployment(null), status: 201 } },
      ...reads(4, revisionList(29_000, [])),
      { expect: POLL_NEW, answer: queued },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure).toBeUndefined();
    expect(r.state.revision.id).toBe(NEW);
    // poll_interval 5s doubling (poll_backoff 2), the last pause cut to end at 30 s.
    expect(r.readTimes).toEqual([0, 5_000, 15_000, 30_000]);
  });

  test('a revision never listed fails after at least 30 s, saying what was sent and how long it looked', async () => {
    const r = await play(update(revisionList(Infinity, [OLD]), 4, false), { deployment_id: ID });
    expect(r.transport.unused).toEqual([]);
    expect(r.readTimes.at(-1)).toBeGreaterThanOrEqual(NEW_REVISION_LOOK_MS);
    expect(r.state.failure?.title).toBe('No new revision');
    expect(r.state.failure?.message).toMatch(
      /update of deployment d0000000-.* was accepted, but the revision list named no new revision in 30s \(4 reads; latest is still a0000000-/,
    );
    // The PATCH was answered: nothing is said to be in flight.
    expect(r.state.failure?.message).not.toMatch(/may have happened/);
  });

  test('poll_interval and poll_backoff set the pauses: 1s doubling reads six times in 30 s', async () => {
    const r = await play(update(revisionList(Infinity, [OLD]), 6, false), {
      deployment_id: ID,
      poll_interval: '1s',
    });
    expect(r.transport.unused).toEqual([]);
    expect(r.readTimes).toEqual([0, 1_000, 3_000, 7_000, 15_000, 30_000]);
  });

  test('a timeout shorter than 30 s bounds the look: a timeout, its last read a moment before it', async () => {
    const r = await play(update(revisionList(Infinity, [OLD]), 3, false), {
      deployment_id: ID,
      timeout: '12s',
    });
    expect(r.transport.unused).toEqual([]);
    // The last read is made while a read still has time to be answered (a second before the end).
    expect(r.readTimes).toEqual([0, 5_000, 11_000]);
    expect(r.state.failure?.title).toBe('Timed out');
    expect(r.state.failure?.message).toMatch(
      /timeout: 12s\) looking for the revision the update of deployment d0000000-.* made: none was listed in 11s \(3 reads\)/,
    );
    expect(r.clock.now() - T0).toBeLessThanOrEqual(12_000);
  });

  test('a cancellation while looking ends the look at once', async () => {
    const cancel = new AbortController();
    const clock = new VirtualClock(T0);
    const transport = new ScriptedTransport(clock, update(revisionList(Infinity, [OLD]), 2, false));
    let pauses = 0;
    clock.onSleep = () => {
      if (++pauses === 2) cancel.abort();
    };
    const r = await runInProcess(
      { api_key: 'lsv2_key', integration_id: OLD, wait: 'false', deployment_id: ID },
      { clock, transport, signal: cancel.signal },
    );
    expect(transport.unused).toEqual([]);
    expect(r.state.failure?.title).toBe('Cancelled');
    expect(clock.now() - T0).toBe(5_000);
  });
});
