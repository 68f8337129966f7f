import { expect, test } from '@jest/globals';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * A control plane that ignores `order: desc` sends a log's oldest lines: the job log says so, and
 * the summary must not call them the last ones. In process, against a scripted control plane.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const REV = 'e0000000-0000-4000-8000-000000000001';
const GET = `GET /v2/deployments/${ID}`;
const deployment = { status: 200, json: { id: ID, name: 'agent', latest_revision_id: REV } };
const T = 1_763_000_000_000;

test('the oldest lines, sent although the newest were asked for, are "first" lines in the summary as in the job log', async () => {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [
    { expect: GET, answer: deployment },
    {
      expect: `GET /v2/deployments/${ID}/revisions/${REV}`,
      answer: { status: 200, json: { id: REV, status: 'BUILD_FAILED' } },
    },
    {
      expect: `POST /v1/projects/${ID}/revisions/${REV}/build_logs`,
      answer: {
        status: 200,
        json: {
          logs: [
            { timestamp: T, level: 'INFO', message: 'Step 1/6 : FROM langchain/langgraph-api' },
            { timestamp: T + 1_000, level: 'INFO', message: 'Step 2/6 : ADD . /deps/agent' },
          ],
        },
      },
    },
    { expect: GET, answer: deployment },
  ]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, command: 'status', log_lines: '2' },
    { clock, transport },
  );
  expect(transport.unused).toEqual([]);
  expect(r.stdout).toContain(`::group::First 2 lines of the build log of revision ${REV}`);
  expect(r.summary).toContain(
    `<summary>First 2 lines of the build log of revision <code>${REV}</code></summary>`,
  );
  expect(r.summary).not.toContain('Last 2 lines');
});

test('one line is "1 line" in the summary', async () => {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [
    { expect: GET, answer: deployment },
    {
      expect: `GET /v2/deployments/${ID}/revisions/${REV}`,
      answer: { status: 200, json: { id: REV, status: 'BUILD_FAILED' } },
    },
    {
      expect: `POST /v1/projects/${ID}/revisions/${REV}/build_logs`,
      answer: { status: 200, json: { logs: [{ timestamp: T, level: 'ERROR', message: 'pip failed' }] } },
    },
    { expect: GET, answer: deployment },
  ]);
  const r = await runInProcess(
    { api_key: 'lsv2_key', deployment_id: ID, command: 'status' },
    { clock, transport },
  );
  expect(r.summary).toContain(
    `<summary>Last 1 line of the build log of revision <code>${REV}</code></summary>`,
  );
});
