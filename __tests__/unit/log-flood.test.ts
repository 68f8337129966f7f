import { beforeAll, expect, test } from '@jest/globals';
import { LOG_LIMITS } from '../../src/base/policy.ts';
import { MAX_BODY_BYTES } from '../../src/base/policy.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * A log endpoint that ignores `limit` and floods every reply with short lines (hundreds of
 * thousands of them). Each line read costs its redaction against every secret the run holds: only
 * the lines a read can use are read, so a flood neither stalls the run (nor a SIGTERM: the work is
 * synchronous) nor shows more than `log_lines`. In process, on a virtual clock, against a scripted
 * control plane; the real time the run takes is what is measured.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const REV = 'e0000000-0000-4000-8000-000000000001';
const GET = `GET /v2/deployments/${ID}`;
const POLL = `GET /v2/deployments/${ID}/revisions/${REV}`;
const LOGS = `POST /v1/projects/${ID}/revisions/${REV}/build_logs`;
const deployment = { status: 200, json: { id: ID, name: 'agent', latest_revision_id: REV } };
const status = (s: string) => ({ status: 200, json: { id: REV, status: s } });
/** As many secrets as a run may hold: each line shown is redacted against all of them. */
const SECRETS = Array.from({ length: 100 }, (_, i) => `S${i}=secret-value-${i}-0123456789abcdef`).join('\n');
/** `n` short lines, numbered, newest first as asked for (`order: desc`). */
const flood = (n: number): string =>
  JSON.stringify({
    logs: Array.from({ length: n }, (_, i) => ({ message: `line ${n - i}` })),
    next_offset: String(n),
  });
/**
 * A stall, not a speed: the 8-read flood cost 78 s before only 1,000 rows of a reply were read,
 * and about 1 s after (8.5 s on a machine loaded five times over). A pass/fail test bounds only a
 * stall; the other two prove the cut by what they count, not by the clock.
 */
const STALL_MS = 30_000;

async function follow(steps: ScriptStep[], inputs: Record<string, string> = {}) {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [{ expect: GET, answer: deployment }, ...steps]);
  const started = Date.now();
  const r = await runInProcess(
    {
      api_key: 'lsv2_pt_flood_key_0123456789',
      deployment_id: ID,
      command: 'status',
      secrets: SECRETS,
      ...inputs,
    },
    { clock, transport },
  );
  return { ...r, transport, tookMs: Date.now() - started };
}

// A run loads some modules only when first needed: loaded before anything is timed.
beforeAll(async () => {
  await follow([
    { expect: POLL, answer: status('BUILD_FAILED') },
    { expect: LOGS, answer: { status: 200, text: flood(1) } },
    { expect: GET, answer: deployment },
  ]);
});

const tail = (stdout: string): string[] => {
  const lines = stdout.split('\n');
  const start = lines.findIndex((l) => l.startsWith('::group::') && l.includes('of the build log'));
  return start < 0
    ? []
    : lines.slice(start + 1, lines.indexOf('::endgroup::', start)).filter((l) => /line \d/.test(l));
};

test('a failure tail whose replies are all larger than a reply may be, each a flood of short lines, shows log_lines lines at most, without stalling', async () => {
  const text = flood(300_000);
  expect(text.length).toBeGreaterThan(MAX_BODY_BYTES);
  const r = await follow([
    { expect: POLL, answer: status('BUILD_FAILED') },
    ...Array.from({ length: LOG_LIMITS.tailReads }, () => ({ expect: LOGS, answer: { status: 200, text } })),
    { expect: GET, answer: deployment },
  ]);
  expect(r.transport.unused).toEqual([]);
  const shown = tail(r.stdout);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(50);
  expect(r.state.logs.failure!.lines.length).toBeLessThanOrEqual(50);
  expect(shown.at(-1)).toMatch(/INFO +line 300000$/);
  expect(r.tookMs).toBeLessThan(STALL_MS);
});

test('a failure tail whose reply holds 150,000 lines when 50 were asked for shows the newest 50', async () => {
  const text = flood(150_000);
  expect(text.length).toBeLessThan(MAX_BODY_BYTES);
  const r = await follow([
    { expect: POLL, answer: status('BUILD_FAILED') },
    { expect: LOGS, answer: { status: 200, text } },
    { expect: GET, answer: deployment },
  ]);
  expect(r.transport.unused).toEqual([]);
  const shown = tail(r.stdout);
  expect(shown).toHaveLength(50);
  expect(shown.at(-1)).toMatch(/INFO +line 150000$/);
});

test('a streamed read answered with 150,000 lines prints the 200 asked for and counts the rest', async () => {
  const lines = Array.from({ length: 150_000 }, (_, i) => ({ message: `line ${i + 1}` }));
  const r = await follow(
    [
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: { status: 200, json: { logs: lines, next_offset: '200' } } },
      { expect: POLL, answer: status('DEPLOYED') },
      { expect: LOGS, answer: { status: 200, json: { logs: [], next_offset: '200' } } },
      { expect: GET, answer: deployment },
      { expect: GET, answer: deployment },
    ],
    { logs: 'stream' },
  );
  expect(r.transport.unused).toEqual([]);
  const printed = r.stdout.split('\n').filter((l) => /INFO +line \d/.test(l));
  expect(printed).toHaveLength(LOG_LIMITS.streamPageLines);
  expect(r.stdout).toContain(`… 149800 lines more of this read not shown (more than the 200 asked for).`);
});
