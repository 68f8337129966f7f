import { afterEach, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { startFakeAgentServer, type FakeAgentServer } from '../helpers/fake-agent-server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * A LangSmith dataset's reference outputs are a server's text: `{{reference.PATH}}` fills them into
 * the expectations, whose labels (`contains "…"`) the log, the annotation, the summary, the
 * outputs and the experiment show. Whatever a value holds — a terminal escape, a bell, a line that
 * reads as a workflow command, a line separator, a bidirectional override, a secret, a megabyte —
 * what is shown of it is one line, redacted before it is cut, and bounded.
 */
let emulator: Emulator | undefined;
let agent: FakeAgentServer | undefined;
afterEach(async () => {
  await emulator?.close();
  await agent?.close();
  emulator = agent = undefined;
});

const SECRET = 'sk-proj-Zq81Wm3Rt5Yu7Io9Pa2Sd4Fg6Hj8Kl0';
/** Every character the action never shows as it is (base/untrusted.ts's CONTROL), tab and newline included. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('dataset values in expectation labels', () => {
  test('are shown one line, without control characters, redacted before they are cut, bounded', async () => {
    agent = await startFakeAgentServer(() => ({}));
    const url = agent.url;
    emulator = await startEmulator({ customUrl: () => url });
    emulator.store.seedDeployed('agent');
    const hostile = 'refund\u001b[31m red\u0007 \n::error::pwned\u2028x\u202ey';
    emulator.langsmith.seedDataset('regressions', [
      {
        inputs: { q: 'refunds?' },
        outputs: {
          answer: hostile,
          tool: `search\u001b]0;title\u0007\n::warning::x`,
          // The secret 60 characters in: a label cut at 80 before redaction would show its start.
          token: `${'x'.repeat(60)}${SECRET}`,
          huge: 'y'.repeat(300_000),
        },
        metadata: { name: 'hostile' },
      },
    ]);
    const workspace = tempDir('dataset-text');
    writeFileSync(
      join(workspace, 'checks.yaml'),
      stringify({
        assistant_id: 'agent',
        dataset: {
          name: 'regressions',
          expect: {
            contains: '{{reference.answer}}',
            not_contains: 'zz{{reference.huge}}',
            matches: '{{reference.answer}}',
            tools: ['{{reference.tool}}'],
            values: [{ path: 'token', equals: '{{reference.token}}' }],
          },
        },
      }),
    );
    const r = await runInProcess(
      emulatorInputs(emulator, {
        name: 'agent',
        checks: 'checks.yaml',
        secrets: `OPENAI_API_KEY=${SECRET}`,
      }),
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(r.outputs.checks).toBe('failed');
    const report = JSON.parse(r.outputs.checks_report!) as {
      cases: Array<{ run_results: Array<{ expectations: Array<{ expectation: string; detail?: string }> }> }>;
    };
    const labels = report.cases[0]!.run_results[0]!.expectations;
    expect(labels.map((e) => e.expectation)).toEqual([
      'contains "refund [31m red ::error::pwned x y"',
      `not_contains "zz${'y'.repeat(198)}…"`,
      'matches /refund \\[31m red ::error::pwned x y/',
      'tools [search ]0;title ::warning::x]',
      `values token = "${'x'.repeat(60)}***"`,
    ]);
    // Nothing of the dataset's reaches a report with a control character in it, the JSON of an
    // output read back included; no line of the log is a workflow command of its making.
    const outputs = Object.values(r.outputs);
    for (const text of [
      r.stdout,
      r.summary,
      ...outputs,
      ...labels.flatMap((e) => [e.expectation, e.detail ?? '']),
    ])
      expect(text).not.toMatch(RAW_CONTROL);
    expect(r.stdout).not.toMatch(/^\s*::(error|warning)::(pwned|x)/m);
    // Neither the secret nor its start.
    const everywhere = [r.stdout, r.summary, JSON.stringify(r.outputs)].join('\n');
    expect(leakedLines(everywhere, [SECRET, SECRET.slice(0, 10)])).toEqual([]);
    // A 300 KB reference is not a 300 KB report.
    expect(r.outputs.checks_report!.length).toBeLessThan(20_000);
    expect(Math.max(...r.stdout.split('\n').map((line) => line.length))).toBeLessThan(5_000);
  }, 60_000);

  test('an unmet label in an experiment`s feedback comment shows no part of a secret', async () => {
    agent = await startFakeAgentServer(() => ({}));
    const url = agent.url;
    emulator = await startEmulator({ customUrl: () => url });
    emulator.store.seedDeployed('agent');
    // 150 characters before the secret: a label cut at the 180 of a comment's line would end inside it.
    emulator.langsmith.seedDataset('regressions', [
      { inputs: { q: 'refunds?' }, outputs: { token: `${'x'.repeat(150)}${SECRET}` } },
    ]);
    const workspace = tempDir('dataset-text-experiment');
    writeFileSync(
      join(workspace, 'checks.yaml'),
      stringify({
        assistant_id: 'agent',
        dataset: { name: 'regressions', expect: { contains: '{{reference.token}}' } },
      }),
    );
    const r = await runInProcess(
      emulatorInputs(emulator, {
        name: 'agent',
        checks: 'checks.yaml',
        checks_experiment: 'true',
        secrets: `OPENAI_API_KEY=${SECRET}`,
      }),
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(r.outputs.checks).toBe('failed');
    expect(emulator.langsmith.experiments).toHaveLength(1);
    const uploaded = JSON.stringify(emulator.langsmith.experiments[0]!.body);
    expect(uploaded).toContain(`contains \\"${'x'.repeat(150)}***\\"`);
    const [, contains] = emulator.langsmith.experiments[0]!.rows[0]!.evaluation_scores!;
    expect(contains).toMatchObject({ key: 'contains', score: 0 });
    expect(uploaded).not.toContain(SECRET.slice(0, 8));
  }, 60_000);
});
