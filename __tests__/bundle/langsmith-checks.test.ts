import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { EMULATOR_TENANT, startEmulator, type Emulator } from '../../emulator/server.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * Datasets and experiments through the bundle as the runner runs it (INPUT_* env, GITHUB_OUTPUT):
 * cases read from a LangSmith dataset on the emulator run against the real agent server, and
 * both checks runs (before, after) are uploaded as experiments.
 */
let agent: LocalAgentServer;
let emulator: Emulator;
beforeAll(async () => {
  agent = await startAgentServer({ workers: 4 });
}, 60_000);
afterAll(() => agent?.close());
beforeEach(async () => {
  emulator = await startEmulator();
  emulator.options.customUrl = () => agent.url;
});
afterEach(() => emulator.close());

const question = (content: string) => ({ messages: [{ role: 'human', content }] });

function workspace(): string {
  const dir = tempDir('ls-bundle');
  writeFileSync(
    join(dir, 'checks.yaml'),
    stringify({
      assistant_id: 'agent',
      dataset: {
        name: 'support-agent-regressions',
        split: 'ci',
        expect: { contains: '{{reference.window}}', tools: ['lookup_policy'] },
      },
    }),
  );
  return dir;
}

function seed(): void {
  emulator.langsmith.seedDataset(
    'support-agent-regressions',
    [
      {
        inputs: question('What is your refund policy?'),
        outputs: { window: '30 days' },
        metadata: { name: 'refunds' },
      },
      { inputs: question('Refunds?'), outputs: { window: '30 days' }, metadata: { name: 'refunds' } },
      { inputs: question('Can I return it?'), outputs: {}, metadata: { name: 'no reference' } },
      { inputs: question('Not in the split'), outputs: { window: 'x' } },
    ],
    { ci: [0, 1, 2] },
  );
}

describe('agent checks from a LangSmith dataset, uploaded as experiments', () => {
  test('dataset cases run against the real agent server; before and after are two experiments', async () => {
    seed();
    const d = emulator.store.seedDeployed('support-agent');
    const before = d.revisions[0]!;
    const dir = workspace();
    const r = await runBundle(
      emulatorInputs(emulator, {
        name: 'support-agent',
        checks: 'checks.yaml',
        checks_baseline: 'true',
        checks_experiment: 'true',
        checks_fail_on: 'regression',
        checks_junit: 'junit.xml',
      }),
      { GITHUB_WORKSPACE: dir, GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2' },
    );
    const report = JSON.parse(r.outputs.checks_report!) as {
      cases: Array<{ name: string; result: string; failure?: string }>;
    };
    // In the API's order (latest first), names from metadata.name, suffixed when shared.
    expect(report.cases.map((c) => [c.name, c.result])).toEqual([
      ['no reference', 'not-judged'],
      ['refunds', 'passed'],
      ['refunds (2)', 'passed'],
    ]);
    expect(report.cases[0]!.failure).toContain(
      "the example's reference outputs have no {{reference.window}}",
    );
    const after = d.revisions.find((x) => x.id !== before.id)!;
    const experiments = emulator.langsmith.experiments;
    expect(experiments.map((e) => e.name)).toEqual([
      `support-agent ${before.id.slice(0, 8)} before run 4242.2`,
      `support-agent ${after.id.slice(0, 8)} after run 4242.2`,
    ]);
    expect(new Set(experiments.map((e) => e.datasetName))).toEqual(new Set(['support-agent agent checks']));
    const rows = experiments[1]!.rows;
    expect(rows).toHaveLength(3);
    const passed = rows.find((row) => row.run_name === 'refunds #1')!;
    expect(passed.inputs).toEqual(question('Refunds?'));
    expect(passed.expected_outputs).toEqual({ window: '30 days' });
    expect(String(passed.actual_outputs?.reply)).toContain('30 days');
    expect(passed.evaluation_scores).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'passed', score: 1 }),
        expect.objectContaining({ key: 'contains "30 days"', score: 1 }),
      ]),
    );
    expect(passed.run_metadata).toMatchObject({ case: 'refunds', result: 'passed' });
    // The user's dataset is never written.
    const own = [...emulator.langsmith.datasets.values()].find(
      (x) => x.name === 'support-agent-regressions',
    )!;
    expect(own.examples).toHaveLength(4);
    const url = r.outputs.checks_experiment_url!;
    const dataset = experiments[1]!.datasetId;
    expect(url).toBe(
      `${emulator.origin}/o/${EMULATOR_TENANT}/datasets/${dataset}/compare?selectedSessions=${experiments[1]!.id}`,
    );
    expect(r.summary).toContain(`[the experiment](${url})`);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain(
      `<property name="experiment_url" value="${url.replaceAll('&', '&amp;')}"/>`,
    );
  }, 120_000);

  test('an upload that fails is a warning: the checks pass, no experiment URL', async () => {
    seed();
    emulator.store.seedDeployed('support-agent');
    emulator.faults.add({
      route: 'langsmith-upload-experiment',
      fault: { kind: 'status', status: 503 },
      times: 9,
    });
    const r = await runBundle(
      emulatorInputs(emulator, {
        name: 'support-agent',
        checks: 'checks.yaml',
        checks_experiment: 'true',
        checks_fail_on: 'never',
      }),
      { GITHUB_WORKSPACE: workspace() },
    );
    expect(r.code).toBe(0);
    expect(r.outputs.checks_experiment_url).toBe('');
    expect(r.stdout).toMatch(
      /::warning title=Experiment not uploaded::The agent checks were not uploaded as LangSmith experiment "support-agent /,
    );
    expect(emulator.langsmith.experiments).toEqual([]);
  }, 120_000);
});
