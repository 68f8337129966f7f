import { expect, test } from '@jest/globals';
import { MAX_BODY_BYTES } from '../../src/base/policy.ts';
import { LOG_LIMITS } from '../../src/base/policy.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * Log pages larger than a reply may be (MAX_BODY_BYTES): a few multi-MiB lines, in process,
 * against a scripted control plane on a virtual clock.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const REV = 'e0000000-0000-4000-8000-000000000001';
const GET = `GET /v2/deployments/${ID}`;
const POLL = `GET /v2/deployments/${ID}/revisions/${REV}`;
const LOGS = `POST /v1/projects/${ID}/revisions/${REV}/build_logs`;
const KEY = 'lsv2_pt_split_secret_0123456789';
const deployment = { status: 200, json: { id: ID, name: 'agent', latest_revision_id: REV } };
const status = (s: string) => ({ status: 200, json: { id: REV, status: s } });

const MiB = 1_048_576;
interface Line {
  id: string;
  timestamp: number;
  level: string;
  message: string;
}
/** Line `n` of the log; `bytes` long when given, saying so at its start. */
const line = (n: number, bytes = 0, level = 'INFO'): Line => {
  const head = `line ${n}${bytes ? ` of ${bytes} bytes` : ''}: `;
  return {
    id: `l${n}`,
    timestamp: 1_763_000_000_000 + n * 1_000,
    level,
    message: head + 'x'.repeat(Math.max(0, bytes - head.length)),
  };
};
const page = (lines: Line[], next: string) => ({ status: 200, json: { logs: lines, next_offset: next } });
const desc = (limit: number, offset?: string) => ({ order: 'desc', limit, ...(offset ? { offset } : {}) });
const asc = (limit: number, offset?: string) => ({ order: 'asc', limit, ...(offset ? { offset } : {}) });

/** A run of `command: status` following REV on the scripted transport. */
async function follow(steps: ScriptStep[], inputs: Record<string, string> = {}) {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [{ expect: GET, answer: deployment }, ...steps]);
  const r = await runInProcess(
    { api_key: KEY, deployment_id: ID, command: 'status', ...inputs },
    { clock, transport },
  );
  const reads = transport.sent.filter((s) => s.request === LOGS).map((s) => s.body);
  return { ...r, transport, reads };
}

/** The lines printed in the failure tail's group. */
const tail = (stdout: string): string[] => {
  const lines = stdout.split('\n');
  const start = lines.findIndex((l) => l.startsWith('::group::') && l.includes('of the build log'));
  return start < 0 ? [] : lines.slice(start + 1, lines.indexOf('::endgroup::', start));
};
/** A shown line cut to the line limit: its head, then x up to the limit, then the marker. */
const cutAt = (head: string) =>
  new RegExp(`${head}x{${LOG_LIMITS.lineChars - head.length - 20},}… \\[line cut\\]$`);

test('a failed build whose newest lines are a few MiB each still shows its tail and its last ERROR line: fewer lines a read, from where the whole ones end', async () => {
  const [n1, n2, n3] = [line(1), line(2), line(3, 0, 'ERROR')];
  const [h4, h5, h6] = [line(4, 2.5 * MiB), line(5, 2.5 * MiB), line(6, 2.5 * MiB)];
  const error = { ...line(7, 0, 'ERROR'), message: 'pip install failed: exit code 1' };
  const r = await follow([
    { expect: POLL, answer: status('BUILD_FAILED') },
    // 7.5 MiB: the reply's first 4 MiB hold the ERROR line and line 6 whole.
    { expect: LOGS, answer: page([error, h6, h5, h4, n3, n2, n1], '7') },
    { expect: LOGS, answer: page([error, h6], '2') },
    { expect: LOGS, answer: page([h5, h4, n3, n2, n1], '7') },
    { expect: LOGS, answer: page([h5], '3') },
    { expect: LOGS, answer: page([h4, n3, n2, n1], '7') },
    { expect: GET, answer: deployment },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.reads).toEqual([desc(50), desc(2), desc(48, '2'), desc(1, '2'), desc(47, '3')]);
  const shown = tail(r.stdout);
  expect(shown).toHaveLength(7);
  expect(shown.map((l) => /line (\d)|pip/.exec(l)![0])).toEqual([
    'line 1',
    'line 2',
    'line 3',
    'line 4',
    'line 5',
    'line 6',
    'pip',
  ]);
  for (const huge of shown.slice(3, 6)) expect(huge).toMatch(cutAt(`line \\d of ${2.5 * MiB} bytes: `));
  expect(shown[6]).toMatch(/^✖ \S+ ERROR pip install failed: exit code 1$/);
  expect(r.state.logs.failure?.lines).toHaveLength(7);
  expect(r.state.failure?.message).toContain(
    'First error in the build log: 2025-11-13T02:13:23Z ERROR line 3',
  );
});

test('a newest line larger than a whole reply shows its start, cut, and the ERROR it is quoted as', async () => {
  const huge = { ...line(3, 5 * MiB, 'ERROR'), message: `Traceback: ${'x'.repeat(5 * MiB)}` };
  const r = await follow([
    { expect: POLL, answer: status('BUILD_FAILED') },
    { expect: LOGS, answer: page([huge, line(2), line(1)], '3') },
    { expect: GET, answer: deployment },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(r.reads).toEqual([desc(50)]);
  const shown = tail(r.stdout);
  expect(shown[0]).toBe(
    `(a reply was larger than ${MAX_BODY_BYTES / MiB} MiB with a single line: that line is shown cut, and older lines are not read)`,
  );
  expect(shown[1]).toMatch(/^✖ \S+ ERROR Traceback: x+… \[line cut\]$/);
  expect(shown[1]).toMatch(cutAt('Traceback: '));
  expect(r.state.failure?.message).toMatch(
    /First error in the build log: \S+ ERROR Traceback: x+… \[line cut\]/,
  );
});

test('the start of a line whose message a reply cut never shows the end of what came: a secret cut there cannot show', async () => {
  // Fields before the message fill the reply, so the cut falls in the key, 12 characters on.
  const before = '{"logs":[{"id":"l1","junk":"';
  const after = '","level":"ERROR","message":"token=';
  const filler = 'f'.repeat(MAX_BODY_BYTES - before.length - after.length - 12);
  const text = `${before}${filler}${after}${KEY} and more"}]}`;
  expect(text.slice(0, MAX_BODY_BYTES).endsWith(`token=${KEY.slice(0, 12)}`)).toBe(true);
  const r = await follow([
    { expect: POLL, answer: status('BUILD_FAILED') },
    { expect: LOGS, answer: { status: 200, text } },
    { expect: GET, answer: deployment },
  ]);
  expect(r.transport.unused).toEqual([]);
  expect(tail(r.stdout)[1]).toMatch(/^✖ \S+ ERROR … \[line cut\]$/);
  const shown = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
  expect(shown.filter((l) => l.includes('lsv2_pt_split') || l.includes('token='))).toEqual([]);
});

test('a streamed build log with a few multi-MiB lines shows every line once, in order: the next read asks for as many lines as the cut reply held whole', async () => {
  const [n1, n2, n5] = [line(1), line(2), line(5)];
  const [h3, h4] = [line(3, 2.5 * MiB), line(4, 2.5 * MiB)];
  const r = await follow(
    [
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: page([n1, n2, h3, h4, n5], '5') },
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: page([n1, n2, h3], '3') },
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: page([h4, n5], '5') },
      { expect: POLL, answer: status('DEPLOYED') },
      { expect: LOGS, answer: page([], '5') },
      { expect: GET, answer: deployment },
      { expect: GET, answer: deployment },
    ],
    { logs: 'stream' },
  );
  expect(r.transport.unused).toEqual([]);
  expect(r.state.failure).toBeUndefined();
  expect(r.reads).toEqual([asc(200), asc(3), asc(200, '3'), asc(200, '5')]);
  const printed = r.stdout.split('\n').filter((l) => /line \d/.test(l));
  expect(printed.map((l) => /line (\d)/.exec(l)![1])).toEqual(['1', '2', '3', '4', '5']);
  expect(printed[2]).toMatch(cutAt(`line 3 of ${2.5 * MiB} bytes: `));
  expect(r.stdout).not.toContain('could not be read');
});

test('a streamed line larger than a whole reply is shown cut and ends the stream; the deploy goes on', async () => {
  const r = await follow(
    [
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: page([line(1), line(2, 5 * MiB)], '2') },
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: page([line(1)], '1') },
      { expect: POLL, answer: status('BUILDING') },
      { expect: LOGS, answer: page([line(2, 5 * MiB), line(3)], '3') },
      { expect: POLL, answer: status('BUILDING') },
      { expect: POLL, answer: status('DEPLOYED') },
      { expect: GET, answer: deployment },
      { expect: GET, answer: deployment },
    ],
    { logs: 'stream' },
  );
  expect(r.transport.unused).toEqual([]);
  expect(r.state.failure).toBeUndefined();
  expect(r.reads).toEqual([asc(200), asc(1), asc(200, '1')]);
  const printed = r.stdout.split('\n').filter((l) => /line \d/.test(l));
  expect(printed).toHaveLength(2);
  expect(printed[1]).toMatch(cutAt(`line 2 of ${5 * MiB} bytes: `));
  expect(r.stdout).toContain(
    `… the build log of revision ${REV} is not streamed further: a reply was larger than 4 MiB with a single line. It is in LangSmith.`,
  );
});
