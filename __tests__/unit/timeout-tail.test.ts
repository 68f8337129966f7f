import { expect, test } from '@jest/globals';
import { diagnosticsReserveMs, LOG_READ } from '../../src/base/policy.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * A timeout waits the whole limit: the last status is read at the end of the wait, and the end of
 * `timeout` it kept (the diagnostics reserve) shows the log that says why the revision is stuck.
 * In process, on a virtual clock, against a scripted control plane.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const OLD = 'e0000000-0000-4000-8000-000000000000';
const REV = 'e0000000-0000-4000-8000-000000000001';
const GET = `GET /v2/deployments/${ID}`;
const POLL = `GET /v2/deployments/${ID}/revisions/${REV}`;
const BUILD_LOGS = `POST /v1/projects/${ID}/revisions/${REV}/build_logs`;
const SERVER_LOGS = `POST /v1/projects/${ID}/revisions/${REV}/deploy_logs`;
const T0 = Date.parse('2026-11-22T12:00:00Z');
const TIMEOUT_MS = 6_000;
const deployment = (latest: string) => ({
  status: 200,
  json: { id: ID, name: 'agent', latest_revision_id: latest, active_revision_id: OLD },
});
const status = (s: string) => ({ status: 200, json: { id: REV, status: s } });
const logs = (message: string) => ({
  status: 200,
  json: { logs: [{ timestamp: T0, level: 'ERROR', message }] },
});

function script(stuck: string, tail: ScriptStep): ScriptStep[] {
  return [
    { expect: GET, answer: deployment(OLD) },
    {
      expect: `GET /v2/deployments/${ID}/revisions/${OLD}`,
      answer: { status: 200, json: { id: OLD, status: 'DEPLOYED' } },
    },
    { expect: `PATCH /v2/deployments/${ID}`, answer: deployment(REV) },
    { expect: POLL, answer: status(stuck) },
    { expect: POLL, answer: status(stuck) },
    { expect: POLL, answer: status(stuck) },
    tail,
  ];
}

test.each([
  ['DEPLOYING', 'the server log', SERVER_LOGS, 'Readiness probe failed: connection refused'],
  ['BUILDING', 'the build log', BUILD_LOGS, 'ERROR: pip could not resolve langchain>=9'],
])(
  'timeout: 6s with a revision stuck %s: the last status is read at the end of the wait, then %s tail is shown',
  async (stuck, name, endpoint, line) => {
    const clock = new VirtualClock(T0);
    const transport = new ScriptedTransport(clock, script(stuck, { expect: endpoint, answer: logs(line) }));
    const r = await runInProcess(
      { api_key: 'lsv2_key', deployment_id: ID, timeout: `${TIMEOUT_MS / 1000}s` },
      { clock, transport },
    );
    expect(r.state.failure?.stopped).toBe('timeout');
    const polls = transport.sent.filter((s) => s.request === POLL).map((s) => s.at - T0);
    // Polls at the start, after the first pause (poll_interval, 5 s), and once more at the very end
    // of the wait: timeout less the diagnostics reserve — not before it.
    expect(polls).toEqual([0, 5_000, TIMEOUT_MS - diagnosticsReserveMs(TIMEOUT_MS)]);
    expect(r.stdout).toContain(line);
    expect(r.stdout).toMatch(new RegExp(`Last 1 line of ${name} of revision ${REV}`));
    expect(r.state.failure?.message).toContain(`First error in ${name}:`);
    expect(r.stdout).not.toMatch(/was not read: too little of timeout was left/);
    // Everything happened within timeout.
    expect(clock.now() - T0).toBeLessThanOrEqual(TIMEOUT_MS);
  },
);

test('the diagnostics reserve is small next to the limit: a tenth of timeout, at most 3 s, at least two log reads’ minimum', () => {
  expect(diagnosticsReserveMs(6_000)).toBe(600);
  expect(diagnosticsReserveMs(30 * 60_000)).toBe(3_000);
  // Never too small to start a log read in its second half.
  expect(diagnosticsReserveMs(1_000)).toBe(2 * LOG_READ.minTimeLeftMs);
});

test.each([1_000, 2_000])(
  'timeout: %ims with a revision stuck DEPLOYING: the reserve is large enough for the server log tail to be read',
  async (timeoutMs) => {
    const clock = new VirtualClock(T0);
    const reserve = diagnosticsReserveMs(timeoutMs);
    const transport = new ScriptedTransport(clock, [
      ...script('DEPLOYING', { expect: SERVER_LOGS, answer: logs('Readiness probe failed') }).slice(0, 4),
      { expect: POLL, answer: status('DEPLOYING') },
      { expect: SERVER_LOGS, answer: logs('Readiness probe failed') },
    ]);
    const r = await runInProcess(
      { api_key: 'lsv2_key', deployment_id: ID, timeout: `${timeoutMs}ms` },
      { clock, transport },
    );
    expect(transport.unused).toEqual([]);
    expect(r.state.failure?.stopped).toBe('timeout');
    expect(transport.sent.filter((s) => s.request === POLL).map((s) => s.at - T0)).toEqual([
      0,
      timeoutMs - reserve,
    ]);
    expect(r.stdout).toContain('Readiness probe failed');
    expect(r.stdout).not.toMatch(/was not read: too little of timeout was left/);
    expect(clock.now() - T0).toBeLessThanOrEqual(timeoutMs);
  },
);

/** The first three requests of every script: the deployment, what serves, the update. */
const update = (stuck: string): ScriptStep[] =>
  script(stuck, { expect: POLL, answer: status(stuck) }).slice(0, 4);

test('the last status read of the wait gets no reply: a timeout with the last status seen, and the server log tail still shows', async () => {
  const clock = new VirtualClock(T0);
  const timeoutMs = 30_000;
  const transport = new ScriptedTransport(clock, [
    ...update('DEPLOYING'),
    ...Array.from({ length: 4 }, () => ({ expect: POLL, answer: status('DEPLOYING') })),
    { expect: POLL, answer: { hang: true } },
    { expect: SERVER_LOGS, answer: logs('Readiness probe failed: connection refused') },
  ]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, timeout: '30s' },
    { clock, transport },
  );
  expect(transport.unused).toEqual([]);
  expect(r.state.failure?.stopped).toBe('timeout');
  expect(r.state.failure?.message).toMatch(
    /^Timed out \(timeout: 30s\) waiting for the revision \(last status DEPLOYING; the last status read failed: GET \S+: no reply within the request timeout \(\d+ms\)\)\. Revision \S+ keeps going on the server\./,
  );
  // The read that hung was the last one, at the end of the wait; it was cut at the first half of
  // the reserve, the second half was the log tail's.
  const reserve = diagnosticsReserveMs(timeoutMs);
  const polls = transport.sent.filter((s) => s.request === POLL);
  expect(polls.at(-1)!.at - T0).toBe(timeoutMs - reserve);
  expect(polls.at(-1)!.timeoutMs).toBe(reserve / 2);
  expect(r.stdout).toContain('Readiness probe failed: connection refused');
  expect(r.outputs.status).toBe('DEPLOYING');
  expect(clock.now() - T0).toBeLessThanOrEqual(timeoutMs);
});

test('a Retry-After reaching past the end of the wait ends it as a timeout with the log tail, not as the control plane failing', async () => {
  const clock = new VirtualClock(T0);
  const transport = new ScriptedTransport(clock, [
    ...update('DEPLOYING'),
    { expect: POLL, answer: { status: 503, retryAfter: '2', json: { detail: 'busy' } } },
    { expect: SERVER_LOGS, answer: logs('Readiness probe failed: connection refused') },
  ]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, timeout: '7s' },
    { clock, transport },
  );
  expect(transport.unused).toEqual([]);
  expect(r.state.failure?.stopped).toBe('timeout');
  expect(r.state.failure?.message).toContain(
    'waiting for the revision (last status DEPLOYING; the last status read failed: GET',
  );
  expect(r.state.failure?.message).toContain('answered 503: busy');
  expect(r.stdout).toContain('Readiness probe failed: connection refused');
});

test('a Retry-After of an hour early in a long wait still fails as the control plane’s refusal, at once', async () => {
  const clock = new VirtualClock(T0);
  const transport = new ScriptedTransport(clock, [
    ...update('BUILDING'),
    { expect: POLL, answer: { status: 503, retryAfter: '3600', json: { detail: 'maintenance' } } },
  ]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, timeout: '30m' },
    { clock, transport },
  );
  expect(transport.unused).toEqual([]);
  expect(r.state.failure?.title).toBe('HTTP 503');
  expect(clock.now() - T0).toBe(5_000);
});
