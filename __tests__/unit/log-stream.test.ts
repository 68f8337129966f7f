import { expect, test } from '@jest/globals';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
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

test('each line once and in order, from where the last read ended, one read a poll; the rest read to its end once the build is over', async () => {
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
    // The build is over: what is left of its log, read to its end (an empty page).
    { expect: LOGS, answer: page([4], '4') },
    { expect: LOGS, answer: page([], '4') },
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
    { order: 'asc', limit: 200, offset: '4' },
  ]);
  // Each line is printed after the status line of the poll that revealed it.
  expect(r.stdout.indexOf('Revision status: BUILDING')).toBeLessThan(r.stdout.indexOf('step 1'));
});

/** A run of `command: status` following REV on the scripted transport. */
async function follow(steps: ScriptStep[]) {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [{ expect: GET, answer: deployment(REV) }, ...steps]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, command: 'status', logs: 'stream' },
    { clock, transport },
  );
  return { ...r, transport };
}

test('a poll in a status the action cannot place (UNKNOWN) skips its read; the stream goes on', async () => {
  const r = await follow([
    { expect: POLL, answer: status('BUILDING') },
    { expect: LOGS, answer: page([1], '1') },
    { expect: POLL, answer: status('UNKNOWN') },
    { expect: POLL, answer: status('BUILDING') },
    { expect: LOGS, answer: page([2], '2') },
    { expect: POLL, answer: status('DEPLOYED') },
    { expect: LOGS, answer: page([], '2') },
    { expect: GET, answer: deployment(REV) },
    { expect: GET, answer: deployment(REV) },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.stdout.match(/step \d/g)).toEqual(['step 1', 'step 2']);
});

test('pages shorter than asked for are not the end: the rest is read while the revision deploys', async () => {
  const r = await follow([
    { expect: POLL, answer: status('BUILDING') },
    { expect: LOGS, answer: page([1, 2], '2') },
    { expect: POLL, answer: status('DEPLOYING') },
    { expect: LOGS, answer: page([3, 4], '4') },
    { expect: POLL, answer: status('DEPLOYING') },
    { expect: LOGS, answer: page([], '4') },
    { expect: POLL, answer: status('DEPLOYED') },
    { expect: GET, answer: deployment(REV) },
    { expect: GET, answer: deployment(REV) },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.stdout.match(/step \d/g)).toEqual(['step 1', 'step 2', 'step 3', 'step 4']);
});

test('a read that fails once the build has failed is not tried again at once: the failure tail gets its own read', async () => {
  const r = await follow([
    { expect: POLL, answer: status('BUILDING') },
    { expect: LOGS, answer: page([1], '1') },
    { expect: POLL, answer: status('BUILD_FAILED') },
    { expect: LOGS, answer: { status: 502 } },
    { expect: LOGS, answer: { status: 502 } },
    // The tail of the failed build.
    { expect: LOGS, answer: page([1], '1') },
    { expect: GET, answer: deployment(REV) },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.state.failure?.title).toBe('Revision BUILD_FAILED');
  // The build failed: no "the deploy goes on" in the notice.
  expect(r.stdout).not.toContain('The deploy goes on');
});

test('a revision that had already ended when the run looked: its old build log is not streamed', async () => {
  const r = await follow([
    { expect: POLL, answer: status('DEPLOYED') },
    { expect: GET, answer: deployment(REV) },
    { expect: GET, answer: deployment(REV) },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.stdout).not.toMatch(/step \d/);
});

/** A JSON object nested `depth` deep: `{"a":{"a":…1…}}`, as text (a value this deep cannot be stringified). */
const nestedJson = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

test('a log message that is JSON nested a hundred thousand deep neither fails the deploy nor is shown whole', async () => {
  const deep = `{"logs":[{"id":"l1","level":"INFO","message":${nestedJson(100_000)}},{"id":"l2","level":"INFO","message":"step 2"}],"next_offset":"2"}`;
  const r = await follow([
    { expect: POLL, answer: status('BUILDING') },
    { expect: LOGS, answer: { status: 200, text: deep } },
    { expect: POLL, answer: status('DEPLOYED') },
    { expect: LOGS, answer: page([], '2') },
    { expect: GET, answer: deployment(REV) },
    { expect: GET, answer: deployment(REV) },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.state.failure).toBeUndefined();
  expect(r.stdout).toMatch(/INFO {2}\{"a":\{"a":.*\{…\}.*\}\}\n/);
  expect(r.stdout).toContain('step 2');
});
