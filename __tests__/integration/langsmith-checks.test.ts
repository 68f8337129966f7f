import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { RawJson } from '../../emulator/raw-json.ts';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { experimentBody } from '../../src/agent-checks/experiment.ts';
import { createUndiciTransport } from '../../src/http/transport.ts';
import { loadDispatchers } from '../../src/http/proxy.ts';
import { createDatasets } from '../../src/langsmith/datasets.ts';
import { createLangSmithCall } from '../../src/langsmith/endpoints.ts';
import { uploadExperiment } from '../../src/langsmith/experiments.ts';
import { UncertainOutcomeError } from '../../src/base/errors.ts';
import type { CheckCase } from '../../src/inputs/types.ts';
import type { ChecksReport } from '../../src/run/facts.ts';
import { MAX_BODY_BYTES } from '../../src/base/policy.ts';
import { Budget } from '../../src/time/budget.ts';
import { systemClock } from '../../src/time/clock.ts';
import { startFakeAgentServer, type FakeAgentServer } from '../helpers/fake-agent-server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * Datasets and experiments against the emulated LangSmith API: a dataset that cannot give cases
 * fails before anything is deployed, naming it; the dry run reads it with one request; an
 * experiment of 100 rows is one upload request (two with a retry).
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const langsmithRequests = (): string[] =>
  emulator.requests.map((r) => r.route ?? '').filter((r) => r.startsWith('langsmith-'));
const controlPlaneRequests = (): string[] =>
  emulator.requests.map((r) => r.route ?? '').filter((r) => r && !r.startsWith('langsmith-'));

function run(dataset: Record<string, unknown>, extra: Record<string, string> = {}) {
  const workspace = tempDir('ls-checks');
  writeFileSync(
    join(workspace, 'checks.yaml'),
    stringify({
      assistant_id: 'agent',
      dataset: { expect: { contains: '{{reference.answer}}' }, ...dataset },
    }),
  );
  return runInProcess(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      integration_id: EMULATOR_INTEGRATION_ID,
      name: 'support-agent',
      checks: 'checks.yaml',
      ...extra,
    },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
}

describe('cases from a LangSmith dataset, before the deploy', () => {
  test('a dataset that does not exist fails the run before any control-plane request, naming it', async () => {
    emulator.langsmith.seedDataset('support-agent-regression', [{ inputs: { q: 1 } }]);
    const r = await run({ name: 'support-agent-regressions' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.message).toContain(
      `LangSmith dataset "support-agent-regressions" (${emulator.origin}/api/v1) does not exist`,
    );
    expect(controlPlaneRequests()).toEqual([]);
    expect(langsmithRequests()).toEqual(['langsmith-read-datasets']);
  });

  test('a key that may not read it: the dataset and api_key are named, nothing is deployed', async () => {
    emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }]);
    emulator.faults.add({
      route: 'langsmith-read-datasets',
      fault: { kind: 'status', status: 403 },
      times: 1,
    });
    const r = await run({ name: 'regressions' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.message).toMatch(
      /^api_key may not read LangSmith dataset "regressions" .*answered 403/,
    );
    expect(leakedLines(r.stdout, [EMULATOR_API_KEY])).toEqual([]);
    expect(controlPlaneRequests()).toEqual([]);
  });

  test('an empty split fails before the deploy, naming the split and the dataset', async () => {
    emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }, { inputs: { q: 2 } }], { ci: [] });
    const r = await run({ name: 'regressions', split: 'ci' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.message).toContain('split "ci" of LangSmith dataset "regressions"');
    expect(r.state.failure?.message).toContain('is empty');
    expect(langsmithRequests()).toEqual(['langsmith-read-datasets', 'langsmith-list-examples']);
    expect(controlPlaneRequests()).toEqual([]);
  });

  test('as_of a tag the dataset lacks: the run fails as it starts, naming the dataset and the value', async () => {
    const dataset = emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }]);
    emulator.langsmith.tagVersion(dataset, 'prod');
    const r = await run({ name: 'regressions', as_of: 'Prod' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.message).toContain(
      `LangSmith dataset "regressions" as of "Prod" (${emulator.origin}/api/v1) has no examples. LangSmith lists no examples for a tag the dataset does not have`,
    );
    const [list] = emulator.requests.filter((q) => q.route === 'langsmith-list-examples');
    expect(list!.query.as_of).toBe('Prod');
    expect(controlPlaneRequests()).toEqual([]);
  });

  test('as_of refused by LangSmith (422): the run fails as it starts, naming the dataset, the value and the status', async () => {
    emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }]);
    emulator.faults.add({
      route: 'langsmith-list-examples',
      fault: { kind: 'status', status: 422 },
      times: 1,
    });
    const r = await run({ name: 'regressions', as_of: '2026-03-01T12:00:00+01:00' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.message).toContain(
      'LangSmith refused to read LangSmith dataset "regressions" as of "2026-03-01T12:00:00+01:00"',
    );
    expect(r.state.failure?.message).toContain('answered 422 to as_of "2026-03-01T12:00:00+01:00"');
    expect(controlPlaneRequests()).toEqual([]);
  });

  test('as_of answered with a 500, again and again: the run fails as it starts, naming the dataset and the value, nothing deployed', async () => {
    emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }]);
    emulator.faults.add({
      route: 'langsmith-list-examples',
      fault: { kind: 'status', status: 500, body: '{"detail":"boom"}' },
      times: 20,
    });
    const r = await run({ name: 'regressions', as_of: 'prod' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure?.message).toContain('LangSmith dataset "regressions" as of "prod"');
    expect(controlPlaneRequests()).toEqual([]);
  });

  test('the dry run names the version; the count it holds now is not the version`s', async () => {
    emulator.langsmith.seedDataset(
      'regressions',
      Array.from({ length: 7 }, (_, i) => ({ inputs: { q: i } })),
    );
    const r = await run({ name: 'regressions', limit: 5, as_of: 'v2' }, { dry_run: 'true' });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(
      'Then run up to 5 agent checks from LangSmith dataset "regressions" as of "v2" (named in checks.yaml; limit 5; it holds 7 examples now)',
    );
  });

  test('the dry run reads the dataset with one request and says how many cases would run', async () => {
    emulator.langsmith.seedDataset(
      'regressions',
      Array.from({ length: 7 }, (_, i) => ({ inputs: { q: i } })),
    );
    const r = await run({ name: 'regressions', limit: 5 }, { dry_run: 'true' });
    expect(r.exitCode).toBe(0);
    expect(langsmithRequests()).toEqual(['langsmith-read-datasets']);
    expect(r.stdout).toContain(
      'Then run 5 agent checks from LangSmith dataset "regressions" (named in checks.yaml; limit 5; it holds 7 examples)',
    );
  });

  test('langsmith_api_url ending in /api (the older self-hosted form) is its /api/v1, never /api/api/v1', async () => {
    emulator.langsmith.seedDataset('regressions', [{ inputs: { q: 1 } }, { inputs: { q: 2 } }]);
    const r = await run(
      { name: 'regressions' },
      { dry_run: 'true', langsmith_api_url: `${emulator.origin}/api` },
    );
    expect(r.exitCode).toBe(0);
    expect(langsmithRequests()).toEqual(['langsmith-read-datasets']);
    expect(emulator.requests.filter((q) => q.route === 'langsmith-read-datasets')[0]?.path).toMatch(
      /^\/api\/v1\/datasets/,
    );
    expect(r.stdout).toContain('Then run 2 agent checks from LangSmith dataset "regressions"');
  });
});

/** A checks report of `n` cases of one run each, with the cases it came from. */
function hundredRows(n: number): { report: ChecksReport; cases: CheckCase[] } {
  const cases: CheckCase[] = Array.from({ length: n }, (_, i) => ({
    name: `case ${i}`,
    input: { messages: [{ role: 'human', content: `question ${i}` }] },
    expect: { toolsInOrder: false, contains: ['30 days'] },
    runs: 1,
    minPasses: 1,
  }));
  const report: ChecksReport = {
    result: 'passed',
    url: 'http://127.0.0.1:1',
    file: 'checks.yaml',
    duration_ms: 4_000,
    cases: cases.map((c) => ({
      name: c.name,
      assistant_id: 'agent',
      result: 'passed',
      passes: 1,
      runs: 1,
      min_passes: 1,
      duration_ms: 40,
      run_results: [
        {
          result: 'passed',
          duration_ms: 40,
          expectations: [{ kind: 'contains', expectation: 'contains "30 days"', met: true }],
          reply: 'Refunds within 30 days.',
          tokens: { known: true, input: 10, output: 5, total: 15, unreported: 0 },
        },
      ],
    })),
  };
  return { report, cases };
}

describe('the upload of an experiment (benchmark: 100 rows in at most 2 requests)', () => {
  async function upload(): Promise<unknown> {
    const transport = await createUndiciTransport(await loadDispatchers({}));
    const call = createLangSmithCall({
      baseUrl: `${emulator.origin}/api/v1`,
      apiKey: EMULATOR_API_KEY,
      transport,
      random: () => 0,
      budget: Budget.start(systemClock, 60_000, new AbortController().signal),
      retry: { baseMs: 1, capMs: 2, maxAttempts: 5 },
      requestTimeoutMs: 30_000,
      urlFrom: { input: 'api_url', label: 'api_url' },
      log: { info: () => {}, warning: () => {}, debug: () => {}, notice: () => {} } as never,
    });
    const { report, cases } = hundredRows(100);
    const start = Date.parse('2026-11-22T12:00:00Z');
    return uploadExperiment(
      call,
      experimentBody(
        report,
        cases,
        {
          deployment: 'support-agent',
          revisionId: 'abcdef12-0000-4000-8000-000000000001',
          phase: 'after',
          runKey: 'run 42.1',
          startedAt: start,
          endedAt: start + 4_000,
        },
        (text) => text,
      ),
    );
  }
  const uploads = (): number => langsmithRequests().filter((r) => r === 'langsmith-upload-experiment').length;

  test('100 rows are one request; the emulator (checked against the published API) takes every row', async () => {
    await upload();
    expect(uploads()).toBe(1);
    const [experiment] = emulator.langsmith.experiments;
    expect(experiment!.name).toBe('support-agent abcdef12 after run 42.1');
    expect(experiment!.datasetName).toBe('support-agent agent checks');
    expect(experiment!.rows).toHaveLength(100);
    expect(new Set(experiment!.rows.map((r) => r.row_id)).size).toBe(100);
    expect(experiment!.rows[0]!.run_metadata).toMatchObject({ latency_ms: 40, tokens: { total: 15 } });
  });

  test('refused before it was processed (429): repeated once, two requests, one experiment', async () => {
    emulator.faults.add({
      route: 'langsmith-upload-experiment',
      fault: { kind: 'status', status: 429 },
      times: 1,
    });
    await upload();
    expect(uploads()).toBe(2);
    expect(emulator.langsmith.experiments).toHaveLength(1);
  });

  test('a failure that may have reached the server (503) is not repeated: one request, uncertain', async () => {
    emulator.faults.add({
      route: 'langsmith-upload-experiment',
      fault: { kind: 'status', status: 503 },
      times: 1,
    });
    await expect(upload()).rejects.toBeInstanceOf(UncertainOutcomeError);
    expect(uploads()).toBe(1);
  });
});

/** The emulated LangSmith API's caller, as a run builds it. */
async function langsmith() {
  const transport = await createUndiciTransport(await loadDispatchers({}));
  return createLangSmithCall({
    baseUrl: `${emulator.origin}/api/v1`,
    apiKey: EMULATOR_API_KEY,
    transport,
    random: () => 0,
    budget: Budget.start(systemClock, 120_000, new AbortController().signal),
    retry: { baseMs: 1, capMs: 2, maxAttempts: 5 },
    requestTimeoutMs: 30_000,
    urlFrom: { input: 'api_url', label: 'api_url' },
    log: { info: () => {}, warning: () => {}, debug: () => {}, notice: () => {} } as never,
  });
}

/** `{"a":{"a":…{}…}}`, `depth` levels: JSON text, as JSON.stringify could not write it. */
const nested = (depth: number, key = 'a'): RawJson =>
  new RawJson(`${`{"${key}":`.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`);

describe('a dataset with large examples', () => {
  test('100 examples of 300 KB are all read: a page cut at 4 MiB gives its whole examples, later pages ask for fewer', async () => {
    const dataset = emulator.langsmith.seedDataset(
      'large',
      Array.from({ length: 100 }, (_, i) => ({ inputs: { i, text: 'x'.repeat(300_000) } })),
    );
    const read = await createDatasets(await langsmith()).listExamples({ datasetId: dataset.id, limit: 100 });
    expect(read.complete).toBe(true);
    expect(new Set(read.examples.map((e) => e.inputs.i))).toEqual(
      new Set(Array.from({ length: 100 }, (_, i) => i)),
    );
    const pages = emulator.requests.filter((r) => r.route === 'langsmith-list-examples');
    expect(pages[0]!.query).toMatchObject({ offset: '0', limit: '100' });
    // The pages after the first ask for about 2 MiB of examples each: all fit in a reply.
    for (const page of pages.slice(1)) expect(Number(page.query.limit)).toBeLessThanOrEqual(7);
    const replyBytes = pages.slice(1).map((p) => Buffer.byteLength(JSON.stringify(p.response)));
    expect(Math.max(...replyBytes)).toBeLessThan(MAX_BODY_BYTES);
    expect(pages.length).toBeLessThanOrEqual(20);
  });
});

describe('dataset values nested too deep, in a whole deploy with rollback_on_failure', () => {
  let agent: FakeAgentServer | undefined;
  afterEach(async () => {
    await agent?.close();
    agent = undefined;
  });

  /**
   * A deploy of the seeded, healthy deployment `agent` (its URL serves a fake agent that answers
   * `ok: <message>`), with `rollback_on_failure`, checking the examples of `examples`.
   */
  async function deploy(
    examples: Parameters<Emulator['langsmith']['seedDataset']>[1],
    file: Record<string, unknown> = {},
  ) {
    agent = await startFakeAgentServer(() => ({}));
    const url = agent.url;
    await emulator.close();
    emulator = await startEmulator({ customUrl: () => url });
    emulator.store.seedDeployed('agent');
    emulator.langsmith.seedDataset('regressions', examples);
    const workspace = tempDir('ls-deep');
    writeFileSync(
      join(workspace, 'checks.yaml'),
      stringify({
        assistant_id: 'agent',
        dataset: { name: 'regressions', expect: { contains: '{{reference.answer}}' } },
        ...file,
      }),
    );
    return runInProcess(
      emulatorInputs(emulator, {
        name: 'agent',
        checks: 'checks.yaml',
        rollback_on_failure: 'true',
        smoke_timeout: '10s',
      }),
      { env: { GITHUB_WORKSPACE: workspace } },
    );
  }
  const redeploys = (): number =>
    [...emulator.store.deployments.values()].flatMap((d) => d.revisions).filter((r) => r.redeployOf).length;
  const ok = {
    inputs: { messages: [{ role: 'human', content: 'refunds?' }] },
    outputs: { answer: 'refunds' },
  };

  test('an example whose inputs nest 20,000 deep is not judged, naming it and its depth; the healthy revision is not rolled back', async () => {
    const deepId = '00000000-0000-4000-8000-00000000dee9';
    const r = await deploy(
      [
        ok,
        { id: deepId, inputs: nested(20_000) as never, outputs: { answer: 'x' }, metadata: { name: 'deep' } },
      ],
      // A case of the file nested past the bound (it would serialize) is not sent either.
      { cases: [{ name: 'deep in the file', input: nested70() }] },
    );
    // Not the revision's fault: nothing rolled back, nothing redeployed.
    expect(r.outputs.rolled_back).toBe('false');
    expect(redeploys()).toBe(0);
    expect(emulator.requests.map((q) => q.route)).not.toContain('redeploy-revision');
    expect(r.state.failure?.title).toBe('Agent checks not judged');
    const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
    const byName = (name: string) => report.cases.find((c) => c.name === name)!;
    expect(byName('deep')).toMatchObject({
      result: 'not-judged',
      failure: `not judged: example ${deepId}'s inputs nest 20000 levels deep, more than the 64 this action reads`,
    });
    expect(byName('deep in the file').result).toBe('not-judged');
    expect(byName('deep in the file').failure).toMatch(/input nests 72 levels deep, .* nothing was sent/);
    expect(report.cases.filter((c) => c.result === 'passed')).toHaveLength(1);
    expect(r.stdout).toContain(
      `nest deeper than the 64 levels this action reads and will not be judged: ${deepId} (inputs, 20000 levels)`,
    );
  }, 60_000);

  test('{{reference.PATH}} naming a value 20,000 deep: not judged, naming the example; no crash, no rollback', async () => {
    const deepId = '00000000-0000-4000-8000-00000000dee8';
    // {"answer": {"answer": …}}: the reference names the deep value.
    const r = await deploy([
      ok,
      { id: deepId, inputs: ok.inputs, outputs: nested(20_000, 'answer') as never },
    ]);
    expect(r.state.failure?.title).not.toBe('Unexpected error');
    const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
    expect(report.cases.find((c) => c.name === deepId)).toMatchObject({
      result: 'not-judged',
      failure: `not judged: example ${deepId}'s outputs nest 20000 levels deep, more than the 64 this action reads`,
    });
    expect(r.state.failure?.title).toBe('Agent checks not judged');
    expect(r.outputs.rolled_back).toBe('false');
    expect(redeploys()).toBe(0);
  }, 60_000);
});

describe('the judge of a dataset case', () => {
  test('sees the rubric with the reference filled in as a JSON string, and the reference outputs in their own block', async () => {
    const agent = await startFakeAgentServer(() => ({}));
    try {
      emulator.langsmith.seedDataset('regressions', [
        {
          inputs: { messages: [{ role: 'human', content: 'refunds?' }] },
          outputs: { answer: 'refunds within 30 days' },
        },
      ]);
      emulator.judge.script({ rules: [{ contains: 'Says "refunds within 30 days".', score: 1 }] });
      const workspace = tempDir('ls-judge');
      writeFileSync(
        join(workspace, 'checks.yaml'),
        stringify({
          assistant_id: 'agent',
          dataset: { name: 'regressions', expect: { judge: { rubric: 'Says {{reference.answer}}.' } } },
        }),
      );
      const r = await runInProcess(
        {
          command: 'smoke-test',
          api_key: EMULATOR_API_KEY,
          deployment_url: agent.url,
          assistant_id: 'agent',
          langsmith_api_url: emulator.origin,
          smoke_checks: 'run',
          checks: 'checks.yaml',
          judge_url: `${emulator.origin}/judge/v1`,
          judge_model: 'judge-1',
        },
        { env: { GITHUB_WORKSPACE: workspace } },
      );
      expect(r.outputs.checks).toBe('passed');
      const [asked] = emulator.judge.requests;
      const { messages } = asked!.body as { messages: Array<{ content: string }> };
      const nonce = /<rubric ([0-9a-f]+)>/.exec(messages[1]!.content)![1]!;
      expect(messages[1]!.content).toContain(
        `<rubric ${nonce}>\nSays "refunds within 30 days".\n</rubric ${nonce}>`,
      );
      expect(messages[1]!.content).toContain(
        `<reference_outputs ${nonce}>\n${JSON.stringify(JSON.stringify({ answer: 'refunds within 30 days' }))}\n</reference_outputs ${nonce}>`,
      );
    } finally {
      await agent.close();
    }
  }, 60_000);
});

/** A run's input nested 72 levels deep (70 wrappers around an object with a list). */
function nested70(): Record<string, unknown> {
  let input: Record<string, unknown> = { messages: ['deep'] };
  for (let i = 0; i < 70; i++) input = { a: input };
  return input;
}
