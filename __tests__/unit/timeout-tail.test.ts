import { expect, test } from '@jest/globals';
import { diagnosticsReserveMs } from '../../src/base/policy.ts';
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
    expect(r.state.failure?.title).toBe('Timed out');
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

test('the diagnostics reserve is small next to the limit: a tenth of timeout, at most 3 s', () => {
  expect(diagnosticsReserveMs(6_000)).toBe(600);
  expect(diagnosticsReserveMs(30 * 60_000)).toBe(3_000);
});
