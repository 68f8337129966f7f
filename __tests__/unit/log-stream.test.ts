import { expect, test } from '@jest/globals';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/** `logs: stream` in process, against a scripted control plane on a virtual clock. */
const ID = 'd0000000-0000-4000-8000-000000000001';
const OLD = 'e0000000-0000-4000-8000-000000000000';
const REV = 'e0000000-0000-4000-8000-000000000001';
const GET = `GET /v2/deployments/${ID}`;
const POLL = `GET /v2/deployments/${ID}/revisions/${REV}`;
const LOGS = `POST /v1/projects/${ID}/revisions/${REV}/build_logs`;
const deployment = (latest: string) => ({
  status: 200,
  json: { id: ID, name: 'agent', latest_revision_id: latest },
});
const status = (s: string) => ({ status: 200, json: { id: REV, status: s } });
const line = (n: number) => ({
  id: `l${n}`,
  timestamp: 1_763_000_000_000 + n * 1_000,
  level: 'INFO',
  message: `step ${n}`,
});
const page = (lines: number[], next: string) => ({
  status: 200,
  json: { logs: lines.map(line), next_offset: next },
});

test('each line once and in order, from where the last read ended, one read a poll; the rest read once the build is over', async () => {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [
    { expect: GET, answer: deployment(OLD) },
    { expect: `PATCH /v2/deployments/${ID}`, answer: deployment(REV) },
    { expect: POLL, answer: status('BUILDING') },
    { expect: LOGS, answer: page([1, 2], '2') },
    { expect: POLL, answer: status('BUILDING') },
    // A server repeating a line across pages: shown once.
    { expect: LOGS, answer: page([2, 3], '3') },
    { expect: POLL, answer: status('DEPLOYED') },
    // The build is over: what is left of its log, read once.
    { expect: LOGS, answer: page([4], '4') },
    { expect: GET, answer: deployment(REV) },
    { expect: GET, answer: deployment(REV) },
  ]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, logs: 'stream' },
    { clock, transport },
  );
  expect(transport.unused).toEqual([]);
  expect(r.state.failure).toBeUndefined();
  expect(r.stdout.match(/step \d/g)).toEqual(['step 1', 'step 2', 'step 3', 'step 4']);
  const reads = transport.sent.filter((s) => s.request === LOGS).map((s) => s.body);
  expect(reads).toEqual([
    { order: 'asc', limit: 200 },
    { order: 'asc', limit: 200, offset: '2' },
    { order: 'asc', limit: 200, offset: '3' },
  ]);
  // Each line is printed after the status line of the poll that revealed it.
  expect(r.stdout.indexOf('Revision status: BUILDING')).toBeLessThan(r.stdout.indexOf('step 1'));
});
