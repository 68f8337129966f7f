import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import type { StoredExperiment } from '../../emulator/langsmith.ts';
import { startFakeAgentServer, type FakeAgentServer } from '../helpers/fake-agent-server.ts';
import { runInProcess, type InProcessResult } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * What `checks_experiment` uploads, as the emulated LangSmith API stores it, after whole runs of
 * the action in process: rows redacted, row ids of the dataset they go to, names of the job and
 * step, a name taken uploaded once more as `#2`, the experiment's times around its rows', an upload
 * of at most 16 MiB. What is uploaded is the action's doing, not the agent's: the agent is a fake
 * run interface answering as the support agent of __tests__/agent-server/graphs/agent.mjs does
 * (the real server's runs are tested in __tests__/smoke/), so 80 runs cost milliseconds.
 */
let agent: FakeAgentServer;
let emulator: Emulator;
beforeAll(async () => {
  agent = await startFakeAgentServer((input) => ({
    values: {
      messages: [
        { type: 'human', content: input },
        { type: 'ai', content: 'You can return any item within 30 days for a full refund.' },
      ],
      answer: { status: 'ok', policy: '30 days' },
    },
  }));
});
afterAll(() => agent?.close());
beforeEach(async () => {
  emulator = await startEmulator();
  emulator.options.customUrl = () => agent.url;
});
afterEach(() => emulator.close());

const SECRET = 'sk-live-5e6f7a8b9c0d1e2f';
/** The workflow run, job and step every run here is in. */
const WORKFLOW = {
  GITHUB_RUN_ID: '4242',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_JOB: 'deploy',
  GITHUB_ACTION: 'gate',
};
const question = (content: string) => ({ messages: [{ role: 'human', content }] });

async function deploy(
  name: string,
  file: Record<string, unknown>,
  extra: Record<string, string> = {},
  workflow: Record<string, string> = WORKFLOW,
): Promise<InProcessResult> {
  const workspace = tempDir('experiment');
  writeFileSync(join(workspace, 'checks.yaml'), stringify({ assistant_id: 'agent', ...file }));
  return runInProcess(
    emulatorInputs(emulator, {
      name,
      checks: 'checks.yaml',
      checks_experiment: 'true',
      checks_fail_on: 'never',
      smoke_checks: 'run',
      ...extra,
    }),
    { env: { GITHUB_WORKSPACE: workspace, ...workflow } },
  );
}

const REFUNDS = {
  cases: [
    { name: 'refunds', input: 'What is your refund policy?', expect: { contains: ['30 days'] } },
    { name: 'returns', input: 'Can I return it?', runs: 2, expect: { contains: ['30 days'] } },
  ],
};

const experiment = (name: string): StoredExperiment => {
  const found = emulator.langsmith.experiments.find((e) => e.name === name);
  if (!found)
    throw new Error(
      `no experiment "${name}" in ${emulator.langsmith.experiments.map((e) => e.name).join(', ')}`,
    );
  return found;
};
const ids = (e: StoredExperiment): string[] => e.rows.map((r) => r.row_id);
const short = (id: string): string => id.slice(0, 8);
const KEY = 'run 4242.1 job deploy step gate';

describe('experiment uploads as LangSmith stores them', () => {
  test("a secret in a dataset's inputs or reference outputs is redacted in every stored row and example", async () => {
    emulator.langsmith.seedDataset('regressions', [
      {
        inputs: question(`Refunds? My key is ${SECRET}`),
        outputs: { window: '30 days', note: `issued with ${SECRET}` },
      },
    ]);
    const r = await deploy(
      'support-agent',
      { dataset: { name: 'regressions', expect: { contains: '{{reference.window}}' } } },
      { secrets: `OPENAI_API_KEY=${SECRET}` },
    );
    expect(r.exitCode).toBe(0);
    const [stored] = emulator.langsmith.experiments;
    expect(stored!.rows).toHaveLength(1);
    expect(stored!.rows[0]!.inputs).toEqual(question('Refunds? My key is ***'));
    expect(stored!.rows[0]!.expected_outputs).toEqual({ window: '30 days', note: 'issued with ***' });
    expect(JSON.stringify(stored!.body)).not.toContain(SECRET);
    // The rows become examples of the dataset the upload made: redacted there too.
    const made = emulator.langsmith.byName('support-agent agent checks')!;
    expect(JSON.stringify(made.examples)).not.toContain(SECRET);
    expect(leakedLines(r.stdout, [SECRET])).toEqual([]);
  }, 60_000);

  test('row ids: before and after of one deployment line up; two deployments sharing the file never share one', async () => {
    const support = emulator.store.seedDeployed('support-agent').revisions[0]!.id;
    const billing = emulator.store.seedDeployed('billing-agent').revisions[0]!.id;
    for (const name of ['support-agent', 'billing-agent'])
      expect((await deploy(name, REFUNDS, { checks_baseline: 'true' })).exitCode).toBe(0);
    const [supportBefore, supportAfter, billingBefore, billingAfter] = emulator.langsmith.experiments;
    expect(ids(supportBefore!)).toHaveLength(3);
    expect(ids(supportAfter!)).toEqual(ids(supportBefore!));
    expect(ids(billingAfter!)).toEqual(ids(billingBefore!));
    expect(ids(billingAfter!).filter((id) => ids(supportAfter!).includes(id))).toEqual([]);
    expect([supportAfter!.datasetName, billingAfter!.datasetName]).toEqual([
      'support-agent agent checks',
      'billing-agent agent checks',
    ]);
    // Named for the workflow run, its job and its step.
    expect(supportBefore!.name).toBe(`support-agent ${short(support)} before ${KEY}`);
    expect(billingBefore!.name).toBe(`billing-agent ${short(billing)} before ${KEY}`);
  }, 60_000);

  test('a name that exists (409) is uploaded once more with " #2" (matrix legs of one job share a name)', async () => {
    const before = emulator.store.seedDeployed('support-agent').revisions[0]!.id;
    const taken = `support-agent ${short(before)} before run 4242.1`;
    // Another leg made it first: the emulator answers 409, as LangSmith does.
    const first = await fetch(`${emulator.origin}/api/v1/datasets/upload-experiment`, {
      method: 'POST',
      headers: { 'x-api-key': EMULATOR_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        experiment_name: taken,
        dataset_name: 'support-agent agent checks',
        experiment_start_time: '2026-11-01T00:00:00Z',
        experiment_end_time: '2026-11-01T00:01:00Z',
        results: [],
      }),
    });
    expect(first.status).toBe(200);
    const r = await deploy(
      'support-agent',
      REFUNDS,
      { checks_baseline: 'true' },
      {
        GITHUB_RUN_ID: '4242',
        GITHUB_RUN_ATTEMPT: '1',
      },
    );
    expect(r.exitCode).toBe(0);
    const uploads = emulator.requests.filter((q) => q.route === 'langsmith-upload-experiment');
    expect(uploads.map((q) => (q.body as { experiment_name: string }).experiment_name)).toEqual([
      taken,
      taken,
      `${taken} #2`,
      expect.stringMatching(/^support-agent [0-9a-f]{8} after run 4242\.1$/),
    ]);
    expect(emulator.langsmith.experiments).toHaveLength(3);
    expect(experiment(`${taken} #2`).rows).toHaveLength(3);
    expect(r.stdout).toContain(
      `LangSmith experiment "${taken}" exists already: uploading it as "${taken} #2".`,
    );
    expect(r.stdout).toContain(`Agent checks uploaded as LangSmith experiment "${taken} #2": `);
    expect(r.stdout).not.toContain('Experiment not uploaded');
  }, 60_000);

  test('the experiment starts 1 ms before its first row and ends 1 ms after its checks: every row strictly within', async () => {
    expect((await deploy('support-agent', REFUNDS)).exitCode).toBe(0);
    const [e] = emulator.langsmith.experiments;
    const start = Date.parse(e!.body.experiment_start_time);
    const end = Date.parse(e!.body.experiment_end_time);
    expect(e!.rows).toHaveLength(3);
    expect(Date.parse(e!.rows[0]!.start_time) - start).toBe(1);
    expect(end - Math.max(...e!.rows.map((row) => Date.parse(row.end_time)))).toBeGreaterThanOrEqual(1);
    for (const row of e!.rows) {
      expect(Date.parse(row.start_time)).toBeGreaterThan(start);
      expect(Date.parse(row.end_time)).toBeLessThan(end);
    }
  }, 60_000);

  test('an upload stays within 16 MiB: large values clipped, the last rows left out, counted in its metadata and one warning', async () => {
    // 80 rows of ~480 KB of JSON each: ~38 MB as they are. Backslashes take two bytes each in
    // JSON, and a clipped text's two are four in the upload: ~260 KB a row once clipped.
    const pad = '\\'.repeat(120_000);
    emulator.langsmith.seedDataset(
      'large',
      Array.from({ length: 4 }, (_, i) => ({
        inputs: { ...question(`Refunds, case ${i}?`), answer: pad },
        outputs: { window: '30 days', pad },
      })),
    );
    const r = await deploy(
      'support-agent',
      { runs: 20, dataset: { name: 'large', expect: { contains: '{{reference.window}}' } } },
      { checks_concurrency: '16' },
    );
    expect(r.exitCode).toBe(0);
    const [upload] = emulator.requests.filter((q) => q.route === 'langsmith-upload-experiment');
    const bytes = Buffer.byteLength(JSON.stringify(upload!.body), 'utf8');
    expect(bytes).toBeLessThanOrEqual(16 * 1_048_576);
    expect(bytes).toBeGreaterThan(15 * 1_048_576);
    const [stored] = emulator.langsmith.experiments;
    const kept = stored!.rows.length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(80);
    expect(stored!.body.experiment_metadata).toMatchObject({ rows_left_out: 80 - kept });
    const row = stored!.rows[0]!;
    const whole = Buffer.byteLength(JSON.stringify({ ...question('Refunds, case 3?'), answer: pad }), 'utf8');
    expect(row.inputs).toEqual({ clipped: expect.any(String), bytes: whole });
    expect(Buffer.byteLength(String(row.inputs.clipped), 'utf8')).toBeLessThanOrEqual(64 * 1024);
    expect(row.expected_outputs).toEqual({ clipped: expect.any(String), bytes: expect.any(Number) });
    const warnings = r.stdout.split('\n').filter((line) => line.includes('Experiment rows left out'));
    expect(warnings).toEqual([
      `::warning title=Experiment rows left out::${80 - kept} of 80 rows were left out of LangSmith experiment "${stored!.name}" (the last ones; its metadata's rows_left_out says so): one upload is at most 16 MiB of JSON.`,
    ]);
  }, 120_000);
});
