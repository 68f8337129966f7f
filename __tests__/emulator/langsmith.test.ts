import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { LANGSMITH_SPEC_PATH, langsmithContract } from '../../emulator/langsmith.ts';
import { EMULATOR_API_KEY, EMULATOR_TENANT, startEmulator, type Emulator } from '../../emulator/server.ts';
import { loadDispatchers } from '../../src/http/proxy.ts';
import { createUndiciTransport } from '../../src/http/transport.ts';
import { langsmithApiBaseUrl, langsmithUiBaseUrl, LANGSMITH_API_PREFIX } from '../../src/inputs/endpoint.ts';
import { createDatasets } from '../../src/langsmith/datasets.ts';
import { createLangSmithCall, LANGSMITH_ENDPOINTS } from '../../src/langsmith/endpoints.ts';
import {
  experimentUrl,
  rowId,
  uploadExperiment,
  type ExperimentUpload,
} from '../../src/langsmith/experiments.ts';
import { Budget } from '../../src/time/budget.ts';
import { systemClock } from '../../src/time/clock.ts';

const contract = langsmithContract();
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.langsmith.datasets.clear();
  emulator.langsmith.experiments.length = 0;
  emulator.requests.length = 0;
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { 'x-api-key': EMULATOR_API_KEY },
): Promise<{ status: number; json: unknown }> {
  const reply = await fetch(emulator.origin + LANGSMITH_API_PREFIX + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  return { status: reply.status, json: text ? JSON.parse(text) : undefined };
}

/** A reply checked against the fragment's response schema: the emulator answers as LangSmith documents. */
function documented(method: string, template: string, reply: { status: number; json: unknown }): unknown {
  expect(contract.checkResponse(method, LANGSMITH_API_PREFIX + template, reply.status, reply.json)).toEqual(
    [],
  );
  return reply.json;
}

const CASES = [
  {
    name: 'refunds',
    inputs: { messages: [{ role: 'user', content: 'refund?' }] },
    outputs: { answer: '30 days' },
  },
  { name: 'shipping', inputs: { messages: [{ role: 'user', content: 'ship?' }] } },
  { name: 'greeting', inputs: { messages: [{ role: 'user', content: 'hi' }] } },
];

describe('the emulated LangSmith API keeps to the published reference', () => {
  test('the fragment documents exactly the endpoints the action uses', () => {
    const doc = JSON.parse(readFileSync(LANGSMITH_SPEC_PATH, 'utf8')) as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      Object.values(LANGSMITH_ENDPOINTS)
        .map((e) => `${e.method} ${LANGSMITH_API_PREFIX}${e.path}`)
        .sort(),
    );
  });

  test('without the API key: 401, as on the control plane', async () => {
    expect((await call('GET', '/datasets?name=x', undefined, {})).status).toBe(401);
    expect((await call('GET', '/datasets?name=x', undefined, { 'x-api-key': 'lsv2_wrong' })).status).toBe(
      401,
    );
  });

  test('with another workspace than the configured one: 403', async () => {
    const scoped = await startEmulator({ tenantId: EMULATOR_TENANT });
    try {
      const reply = await fetch(`${scoped.origin}/api/v1/datasets?name=x`, {
        headers: { 'x-api-key': EMULATOR_API_KEY, 'x-tenant-id': '99999999-2222-4333-8444-555555555555' },
      });
      expect(reply.status).toBe(403);
    } finally {
      await scoped.close();
    }
  });

  test.each([
    ['a limit over 100', '/datasets?name=x&limit=101', ['query', 'limit']],
    ['an offset below 0', '/examples?offset=-1', ['query', 'offset']],
    ['a dataset that is not a UUID', '/examples?dataset=support-agent', ['query', 'dataset']],
    ['an order it does not know', '/examples?order=alphabetical', ['query', 'order']],
  ])("%s is refused with FastAPI's 422", async (_name, path, loc) => {
    const reply = await call('GET', path);
    expect(reply.status).toBe(422);
    expect((reply.json as { detail: Array<{ loc: unknown[] }> }).detail[0]!.loc).toEqual(loc);
  });

  test.each([
    [
      'no results',
      {
        experiment_name: 'e',
        experiment_start_time: '2026-01-01T00:00:00Z',
        experiment_end_time: '2026-01-01T00:01:00Z',
      },
      ['body', 'results'],
    ],
    [
      'a row id that is not a UUID',
      {
        experiment_name: 'e',
        dataset_name: 'd',
        experiment_start_time: '2026-01-01T00:00:00Z',
        experiment_end_time: '2026-01-01T00:01:00Z',
        results: [
          {
            row_id: 'refunds#0',
            inputs: {},
            start_time: '2026-01-01T00:00:01Z',
            end_time: '2026-01-01T00:00:02Z',
          },
        ],
      },
      ['body', 'results', 0, 'row_id'],
    ],
    [
      'a feedback key over 180 characters',
      {
        experiment_name: 'e',
        dataset_name: 'd',
        experiment_start_time: '2026-01-01T00:00:00Z',
        experiment_end_time: '2026-01-01T00:01:00Z',
        results: [
          {
            inputs: {},
            start_time: '2026-01-01T00:00:01Z',
            end_time: '2026-01-01T00:00:02Z',
            evaluation_scores: [{ key: 'k'.repeat(181), score: 1 }],
          },
        ],
      },
      ['body', 'results', 0, 'evaluation_scores', 0, 'key'],
    ],
  ])('an upload with %s is refused with 422', async (_name, body, loc) => {
    const reply = await call('POST', '/datasets/upload-experiment', body);
    expect(reply.status).toBe(422);
    expect((reply.json as { detail: Array<{ loc: unknown[] }> }).detail.map((d) => d.loc)).toContainEqual(
      loc,
    );
  });
});

describe('datasets and their examples', () => {
  test('a dataset is read by its exact name, with its example count; an unknown name is an empty list', async () => {
    const seeded = emulator.langsmith.seedDataset('support-agent', CASES);
    emulator.langsmith.seedDataset('support-agent-old', CASES.slice(0, 1));
    const found = documented('GET', '/datasets', await call('GET', '/datasets?name=support-agent&limit=1'));
    expect(found).toEqual([
      expect.objectContaining({ id: seeded.id, name: 'support-agent', example_count: 3 }),
    ]);
    expect((await call('GET', '/datasets?name=support')).json).toEqual([]);
  });

  test("examples come in the API's default order: the most recently changed first", async () => {
    const { id } = emulator.langsmith.seedDataset('d', CASES);
    const listed = documented('GET', '/examples', await call('GET', `/examples?dataset=${id}`)) as Array<{
      name: string;
    }>;
    expect(listed.map((e) => e.name)).toEqual(['greeting', 'shipping', 'refunds']);
    const created = (await call('GET', `/examples?dataset=${id}&order=recently_created`)).json as Array<{
      name: string;
    }>;
    expect(created.map((e) => e.name)).toEqual(['greeting', 'shipping', 'refunds']);
  });

  test('a seeded change time reorders them, as an edit in LangSmith would', async () => {
    const { id } = emulator.langsmith.seedDataset('d', [
      { ...CASES[0]!, modified_at: '2030-01-01T00:00:00Z' },
      CASES[1]!,
      CASES[2]!,
    ]);
    const listed = (await call('GET', `/examples?dataset=${id}`)).json as Array<{ name: string }>;
    expect(listed.map((e) => e.name)).toEqual(['refunds', 'greeting', 'shipping']);
  });

  test('splits filter the examples (any of the repeated `splits`); one without a split is in `base`', async () => {
    const { id } = emulator.langsmith.seedDataset('d', CASES, { ci: [0, 'greeting'], nightly: [1] });
    const names = async (query: string) =>
      ((await call('GET', `/examples?dataset=${id}${query}`)).json as Array<{ name: string }>).map(
        (e) => e.name,
      );
    expect(await names('&splits=ci')).toEqual(['greeting', 'refunds']);
    expect(await names('&splits=ci&splits=nightly')).toEqual(['greeting', 'shipping', 'refunds']);
    expect(await names('&splits=base')).toEqual([]);
    expect(await names('&splits=empty')).toEqual([]);
    const [refunds] = (await call('GET', `/examples?dataset=${id}&splits=ci&limit=1&offset=1`))
      .json as Array<{
      metadata: unknown;
    }>;
    expect(refunds!.metadata).toEqual({ dataset_split: ['ci'] });
    const plain = emulator.langsmith.seedDataset('plain', CASES.slice(0, 2));
    expect(((await call('GET', `/examples?dataset=${plain.id}&splits=base`)).json as unknown[]).length).toBe(
      2,
    );
  });

  test('as_of: latest, a tag or a time lists the examples of that version; a tag the dataset lacks, none (200)', async () => {
    const many = Array.from({ length: 4 }, (_, i) => ({ name: `c${i}`, inputs: { i } }));
    const dataset = emulator.langsmith.seedDataset('d', many);
    emulator.langsmith.tagVersion(dataset, 'v1', dataset.examples[1]!.created_at);
    const names = async (asOf: string) => {
      const reply = await call('GET', `/examples?dataset=${dataset.id}&as_of=${encodeURIComponent(asOf)}`);
      expect(reply.status).toBe(200);
      return (reply.json as Array<{ name: string }>).map((e) => e.name);
    };
    expect(await names('latest')).toEqual(['c3', 'c2', 'c1', 'c0']);
    expect(await names('v1')).toEqual(['c1', 'c0']);
    expect(await names(dataset.examples[2]!.created_at)).toEqual(['c2', 'c1', 'c0']);
    expect(await names('2000-01-01T00:00:00Z')).toEqual([]);
    expect(await names('V1')).toEqual([]);
  });

  test('limit and offset page through them', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ name: `c${i}`, inputs: { i } }));
    const { id } = emulator.langsmith.seedDataset('d', many);
    const page = async (offset: number, limit: number) =>
      (
        (await call('GET', `/examples?dataset=${id}&offset=${offset}&limit=${limit}`)).json as Array<{
          name: string;
        }>
      ).map((e) => e.name);
    expect(await page(0, 3)).toEqual(['c6', 'c5', 'c4']);
    expect(await page(3, 3)).toEqual(['c3', 'c2', 'c1']);
    expect(await page(6, 3)).toEqual(['c0']);
    expect(await page(9, 3)).toEqual([]);
  });
});

describe('uploading experiments', () => {
  const T = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s)).toISOString();
  const upload = (name: string, extra: Partial<ExperimentUpload> = {}): ExperimentUpload => ({
    experiment_name: name,
    dataset_name: 'support-agent agent checks',
    experiment_start_time: T(0),
    experiment_end_time: T(59),
    results: [0, 1].map((run) => ({
      row_id: rowId('support-agent agent checks', 'refunds', run),
      inputs: { messages: ['refund?'] },
      expected_outputs: { contains: ['30 days'] },
      actual_outputs: { reply: 'Within 30 days.' },
      evaluation_scores: [{ key: 'contains "30 days"', score: 1 }],
      start_time: T(1 + run),
      end_time: T(2 + run),
      run_metadata: { tokens: 150 },
    })),
    ...extra,
  });

  test('makes the dataset it owns, the experiment, and an example per new row; the test reads every row', async () => {
    const reply = await call('POST', '/datasets/upload-experiment', upload('agent r1 before 42'));
    expect(reply.status).toBe(200);
    const made = documented('POST', '/datasets/upload-experiment', reply) as {
      dataset: { id: string; name: string; tenant_id: string; externally_managed: boolean };
      experiment: { id: string; name: string; reference_dataset_id: string };
    };
    expect(made.dataset).toMatchObject({
      name: 'support-agent agent checks',
      tenant_id: EMULATOR_TENANT,
      externally_managed: true,
    });
    expect(made.experiment).toMatchObject({
      name: 'agent r1 before 42',
      reference_dataset_id: made.dataset.id,
    });
    const [stored] = emulator.langsmith.experiments;
    expect(stored!.rows.map((r) => r.row_id)).toEqual([
      rowId('support-agent agent checks', 'refunds', 0),
      rowId('support-agent agent checks', 'refunds', 1),
    ]);
    expect(stored!.rows[0]!.run_metadata).toEqual({ tokens: 150 });
    expect(emulator.langsmith.datasets.get(made.dataset.id)!.examples.map((e) => e.id)).toEqual([
      rowId('support-agent agent checks', 'refunds', 0),
      rowId('support-agent agent checks', 'refunds', 1),
    ]);
  });

  test('before and after share the dataset; its rows are not made twice', async () => {
    const before = (await call('POST', '/datasets/upload-experiment', upload('agent r1 before 42'))).json as {
      dataset: { id: string };
    };
    const after = (await call('POST', '/datasets/upload-experiment', upload('agent r2 after 42'))).json as {
      dataset: { id: string; session_count: number; example_count: number };
    };
    expect(after.dataset).toMatchObject({ id: before.dataset.id, session_count: 2, example_count: 2 });
  });

  test('the same experiment name twice is a conflict (a rerun needs a new name)', async () => {
    expect((await call('POST', '/datasets/upload-experiment', upload('agent r1 after 42'))).status).toBe(200);
    expect((await call('POST', '/datasets/upload-experiment', upload('agent r1 after 42'))).status).toBe(409);
  });

  test("a user's own dataset is never written", async () => {
    emulator.langsmith.seedDataset('support-agent agent checks', CASES);
    const reply = await call('POST', '/datasets/upload-experiment', upload('e1'));
    expect(reply.status).toBe(400);
    expect(emulator.langsmith.experiments).toEqual([]);
  });

  test("no dataset named, or a row outside the experiment's times: 400 as the docs say", async () => {
    const { dataset_name: _, ...nameless } = upload('e2');
    expect((await call('POST', '/datasets/upload-experiment', nameless)).status).toBe(400);
    const late = upload('e3', { experiment_end_time: T(1) });
    expect((await call('POST', '/datasets/upload-experiment', late)).json).toEqual({
      detail: "results[0]: its start and end times must lie within the experiment's",
    });
  });
});

describe("through the action's LangSmith client, over HTTP", () => {
  async function client(timeoutMs = 20_000) {
    const transport = await createUndiciTransport(await loadDispatchers({}));
    const choice = { region: 'us' as const, apiUrl: new URL(emulator.url) };
    const call = createLangSmithCall({
      baseUrl: langsmithApiBaseUrl(choice),
      urlFrom: { input: 'api_url', label: 'api_url' },
      apiKey: EMULATOR_API_KEY,
      transport,
      random: () => 0,
      budget: Budget.start(systemClock, timeoutMs, new AbortController().signal),
      retry: { baseMs: 10, capMs: 50, maxAttempts: 3 },
      requestTimeoutMs: 5_000,
      log: {
        info: () => {},
        notice: () => {},
        warning: () => {},
        error: () => {},
        debug: () => {},
        group: (_n, b) => b(),
      },
    });
    return { call, datasets: createDatasets(call), ui: langsmithUiBaseUrl(choice) };
  }

  test('reads the dataset and its split page by page in the API order, then uploads and links the experiment', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ name: `c${i}`, inputs: { i } }));
    emulator.langsmith.seedDataset('big', many, { ci: many.map((_, i) => i).filter((i) => i % 2 === 0) });
    const c = await client();
    const dataset = await c.datasets.findDataset('big');
    const read = await c.datasets.listExamples({ datasetId: dataset!.id, splits: ['ci'], limit: 50 });
    expect(read.complete).toBe(true);
    expect(read.examples.map((e) => e.name)).toEqual(Array.from({ length: 50 }, (_, k) => `c${128 - 2 * k}`));
    const listing = emulator.requests.filter((r) => r.route === 'langsmith-list-examples');
    expect(listing.map((r) => [r.query.offset, r.query.limit])).toEqual([['0', '50']]);

    const uploaded = await uploadExperiment(c.call, {
      experiment_name: 'big r1 after 7',
      dataset_name: 'big agent checks',
      experiment_start_time: new Date(0).toISOString(),
      experiment_end_time: new Date(60_000).toISOString(),
      results: [
        {
          row_id: rowId('big agent checks', 'c128', 0),
          inputs: { i: 128 },
          start_time: new Date(1).toISOString(),
          end_time: new Date(2).toISOString(),
        },
      ],
    });
    expect(experimentUrl(c.ui, uploaded)).toBe(
      `${emulator.origin}/o/${EMULATOR_TENANT}/datasets/${uploaded.dataset.id}/compare?selectedSessions=${uploaded.experiment.id}`,
    );
    expect(emulator.requests.filter((r) => r.route === 'langsmith-upload-experiment')).toHaveLength(1);
  });

  test("the experiment's link leads to the emulator's page of it: its rows and scores, every value escaped", async () => {
    const c = await client();
    const at = (ms: number) => new Date(ms).toISOString();
    const uploaded = await uploadExperiment(c.call, {
      experiment_name: 'agent r1 after <7>',
      dataset_name: 'agent agent checks',
      experiment_start_time: at(0),
      experiment_end_time: at(60_000),
      results: [
        {
          row_id: rowId('agent agent checks', 'refunds', 0),
          run_name: 'refunds #1',
          inputs: { messages: [{ role: 'human', content: 'Refunds?' }] },
          expected_outputs: { refund_window: '30 days' },
          actual_outputs: { reply: 'Within 30 days. <script>alert(1)</script>' },
          evaluation_scores: [
            { key: 'passed', score: 1 },
            { key: 'judge "30 days?" ≥ 0.7', score: 1 },
          ],
          start_time: at(1),
          end_time: at(2),
        },
      ],
    });
    const link = experimentUrl(c.ui, uploaded);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h2>agent r1 after &lt;7&gt;</h2>');
    expect(html).toContain('<td>refunds #1</td>');
    expect(html).toContain('Within 30 days. &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('judge &quot;30 days?&quot; ≥ 0.7: 1');
    expect(html).toContain('{&quot;refund_window&quot;:&quot;30 days&quot;}');
    expect(html).not.toContain('<script>');
    // A browser opening the link sends no key: none is asked for.
    expect(emulator.requests.filter((r) => r.status === 401)).toEqual([]);

    // What the emulator does not have is a 404 page saying so.
    const other = '00000000-0000-4000-8000-000000000000';
    for (const wrong of [
      link.replace(uploaded.dataset.id, other),
      link.replace(uploaded.experiment.id, other),
      link.replace(EMULATOR_TENANT, other),
    ]) {
      const missing = await fetch(wrong);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toMatch(/<h1>Not found<\/h1>\n<p>No (dataset|experiment) /);
    }
  });

  test('a listing read past its first page asks for the rest', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ name: `c${i}`, inputs: { i } }));
    const { id } = emulator.langsmith.seedDataset('big', many);
    const read = await (await client()).datasets.listExamples({ datasetId: id, limit: 120 });
    expect(read.examples).toHaveLength(120);
    const listing = emulator.requests.filter((r) => r.route === 'langsmith-list-examples');
    expect(listing.map((r) => [r.query.offset, r.query.limit])).toEqual([
      ['0', '100'],
      ['100', '20'],
    ]);
  });

  test('injected faults: a 503 on the listing is retried, a dropped upload is not repeated', async () => {
    const { id } = emulator.langsmith.seedDataset('d', CASES);
    emulator.faults.add(
      { route: 'langsmith-list-examples', fault: { kind: 'status', status: 503 } },
      { route: 'langsmith-upload-experiment', fault: { kind: 'drop-after' } },
    );
    const c = await client();
    await expect(c.datasets.listExamples({ datasetId: id, limit: 5 })).resolves.toMatchObject({
      complete: true,
    });
    await expect(
      uploadExperiment(c.call, {
        experiment_name: 'x',
        dataset_name: 'd checks',
        experiment_start_time: new Date(0).toISOString(),
        experiment_end_time: new Date(1).toISOString(),
        results: [],
      }),
    ).rejects.toThrow(/outcome unknown/);
    // It acted before the connection dropped: the experiment exists, and only once.
    expect(emulator.langsmith.experiments.map((e) => e.name)).toEqual(['x']);
    expect(emulator.requests.filter((r) => r.route === 'langsmith-upload-experiment')).toHaveLength(1);
  });
});
