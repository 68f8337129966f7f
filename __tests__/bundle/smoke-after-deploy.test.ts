import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { startRecordingProxy, type RecordingProxy } from '../agent-server/proxy.ts';
import type { SmokeReport } from '../../src/run/facts.ts';
import { runBundle } from '../helpers/bundle.ts';
import { tempDir } from '../helpers/temp.ts';
import { leakedLines } from '../helpers/runner-files.ts';

let agent: LocalAgentServer;
let proxy: RecordingProxy;
let emulator: Emulator;

beforeAll(async () => {
  // The echo graph answers after 1 s, so the double-texting checks overlap run A for certain.
  agent = await startAgentServer({ workers: 4, echoDelayMs: 1_000 });
  proxy = await startRecordingProxy(agent.url);
  emulator = await startEmulator({ customUrl: () => proxy.url });
}, 60_000);
afterAll(async () => {
  await Promise.all([emulator?.close(), proxy?.close()]);
  await agent?.close();
});

test('deploy, then smoke_test: true with the default checks passes on the healthy open-source server; the report is in outputs and summary', async () => {
  const workspace = tempDir('ws');
  writeFileSync(
    join(workspace, 'langgraph.json'),
    JSON.stringify({ graphs: { echo: './graphs/echo.mjs:graph' } }),
  );
  const result = await runBundle(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      integration_id: EMULATOR_INTEGRATION_ID,
      poll_interval: '100ms',
      poll_max_interval: '200ms',
      smoke_test: 'true',
      // smoke_checks left at its default: all five, rollback included.
    },
    { GITHUB_WORKSPACE: workspace },
  );
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.outputs).toMatchObject({
    status: 'DEPLOYED',
    deployment_url: proxy.url,
    smoke_test: 'passed',
  });
  const report = JSON.parse(result.outputs.smoke_report!) as SmokeReport;
  expect(report).toMatchObject({ result: 'passed', url: proxy.url, assistant_id: 'echo' });
  // Every double-texting check really overlapped run A: passed, none inconclusive.
  expect(report.checks.map((c) => `${c.name}:${c.result}`)).toEqual([
    'run:passed',
    'enqueue:passed',
    'rollback:passed',
    'interrupt:passed',
    'stream:passed',
  ]);
  for (const name of ['enqueue', 'rollback', 'interrupt'])
    expect(report.checks.find((c) => c.name === name)!.observed).toMatchObject({
      a_status_when_b_sent: 'running',
    });
  for (const c of report.checks) expect(c.duration_ms).toBeGreaterThan(0);
  expect(result.summary).toContain('### Smoke test: ✅ passed');
  expect(result.summary).toMatch(
    /\| double-text, rollback strategy \| ✅ \| .* \| A was stopped and kept \(status error\), as the open-source server does with a running run; .*; B replied \|/,
  );
  expect(result.summary).toMatch(
    /\| double-text, interrupt strategy \| ✅ \| .* \| A was stopped and kept \(status error\); B replied \|/,
  );
  expect(result.stdout).not.toMatch(/::warning title=Smoke check/);
  expect(proxy.requests.every((r) => r.apiKey === EMULATOR_API_KEY)).toBe(true);
  expect(leakedLines(result.stdout + result.summary, [EMULATOR_API_KEY])).toEqual([]);
}, 60_000);
