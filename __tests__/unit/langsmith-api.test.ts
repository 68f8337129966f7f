import { describe, expect, test } from '@jest/globals';
import { HttpError, ResponseFormatError, UncertainOutcomeError } from '../../src/base/errors.ts';
import { langsmithApiBaseUrl, langsmithUiBaseUrl } from '../../src/inputs/endpoint.ts';
import { createDatasets } from '../../src/langsmith/datasets.ts';
import { createLangSmithCall } from '../../src/langsmith/endpoints.ts';
import {
  experimentUrl,
  rowId,
  uploadExperiment,
  type ExperimentUpload,
} from '../../src/langsmith/experiments.ts';
import { Budget } from '../../src/time/budget.ts';
import { linesLog } from '../helpers/lines-log.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

const T0 = Date.parse('2026-11-22T12:00:00Z');
const DATASET = '5b0a1c2d-3e4f-4a5b-8c6d-7e8f90a1b2c3';
const TENANT = '11111111-2222-4333-8444-555555555555';
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const example = (n: number) => ({
  id: uuid(n),
  name: `case ${n}`,
  inputs: { messages: [`q${n}`] },
  outputs: null,
});

/** The LangSmith client over a scripted transport on a virtual clock, as main.ts would build it. */
function setup(steps: ScriptStep[]) {
  const clock = new VirtualClock(T0);
  const transport = new ScriptedTransport(clock, steps);
  const lines: string[] = [];
  const log = linesLog(lines);
  const call = createLangSmithCall({
    baseUrl: 'https://api.smith.langchain.com/api/v1',
    urlFrom: { input: 'region', label: 'region', shown: 'us' },
    apiKey: 'lsv2_key',
    tenantId: TENANT,
    transport,
    random: () => 0.5,
    budget: new Budget({
      clock,
      timeoutMs: 600_000,
      deadline: T0 + 600_000,
      signal: new AbortController().signal,
    }),
    retry: { baseMs: 1_000, capMs: 10_000, maxAttempts: 3 },
    requestTimeoutMs: 30_000,
    log,
  });
  return { clock, transport, lines, call, datasets: createDatasets(call) };
}

const ok = (json: unknown) => ({ status: 200, json });

describe('reading a LangSmith dataset', () => {
  test('by its exact name, with the key and workspace headers, to the configured API only', async () => {
    const s = setup([
      {
        expect: 'GET /datasets?name=support+agent&limit=1',
        answer: ok([
          { id: DATASET, name: 'support agent', tenant_id: TENANT, example_count: 3, session_count: 0 },
        ]),
      },
    ]);
    await expect(s.datasets.findDataset('support agent')).resolves.toMatchObject({
      id: DATASET,
      example_count: 3,
    });
    expect(s.transport.sent[0]!.headers).toMatchObject({ 'x-api-key': 'lsv2_key', 'x-tenant-id': TENANT });
  });

  test('a name the API does not know is no dataset (an empty list, not an error)', async () => {
    const s = setup([{ expect: 'GET /datasets?name=nope&limit=1', answer: ok([]) }]);
    await expect(s.datasets.findDataset('nope')).resolves.toBeUndefined();
  });

  test('a row with another name (a server that ignored the filter) is never taken for it', async () => {
    const s = setup([
      { expect: 'GET /datasets?name=mine&limit=1', answer: ok([{ id: DATASET, name: 'someone else' }]) },
    ]);
    await expect(s.datasets.findDataset('mine')).resolves.toBeUndefined();
  });

  test.each(['mine\u0007', ' mine', 'mine\n', 'mine\u202e'])(
    'a row named %j (the name only once cleaned for display) is never taken for it',
    async (listed) => {
      const s = setup([
        { expect: 'GET /datasets?name=mine&limit=1', answer: ok([{ id: DATASET, name: listed }]) },
      ]);
      await expect(s.datasets.findDataset('mine')).resolves.toBeUndefined();
    },
  );

  test('an id that is not a UUID is a reply the API would not send', async () => {
    const bad = ok([{ id: '../../admin', name: 'mine' }]);
    const q = 'GET /datasets?name=mine&limit=1';
    const s = setup([
      { expect: q, answer: bad },
      { expect: q, answer: bad },
      { expect: q, answer: bad },
    ]);
    await expect(s.datasets.findDataset('mine')).rejects.toThrow(ResponseFormatError);
  });

  test('a 429 is waited out as Retry-After asks', async () => {
    const q = 'GET /datasets?name=mine&limit=1';
    const s = setup([
      { expect: q, answer: { status: 429, retryAfter: '3' } },
      { expect: q, answer: ok([{ id: DATASET, name: 'mine' }]) },
    ]);
    await expect(s.datasets.findDataset('mine')).resolves.toMatchObject({ id: DATASET });
    expect(s.clock.pauses).toEqual([3_000]);
  });

  test('a key that may not read it is an HttpError naming the request, not retried', async () => {
    const s = setup([
      { expect: 'GET /datasets?name=mine&limit=1', answer: { status: 403, json: { detail: 'Forbidden' } } },
    ]);
    const error = await s.datasets.findDataset('mine').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('GET /datasets?name=mine&limit=1 answered 403: Forbidden');
  });
});

describe("listing a dataset's examples", () => {
  const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => example(from + i));

  test('page by page up to the limit, each page asking only for what is left, splits as repeated keys', async () => {
    const s = setup([
      {
        expect: `GET /examples?dataset=${DATASET}&splits=ci&splits=smoke&offset=0&limit=100`,
        answer: ok(page(0, 100)),
      },
      {
        expect: `GET /examples?dataset=${DATASET}&splits=ci&splits=smoke&offset=100&limit=50`,
        answer: ok(page(100, 50)),
      },
    ]);
    const read = await s.datasets.listExamples({ datasetId: DATASET, splits: ['ci', 'smoke'], limit: 150 });
    expect(read.complete).toBe(true);
    expect(read.examples.map((e) => e.name)).toEqual(page(0, 150).map((e) => e.name));
  });

  test('in the order the API lists them, a short page not taken for the end', async () => {
    const s = setup([
      { expect: `GET /examples?dataset=${DATASET}&offset=0&limit=50`, answer: ok([example(7), example(3)]) },
      { expect: `GET /examples?dataset=${DATASET}&offset=2&limit=48`, answer: ok([example(5)]) },
      { expect: `GET /examples?dataset=${DATASET}&offset=3&limit=47`, answer: ok([]) },
    ]);
    const read = await s.datasets.listExamples({ datasetId: DATASET, limit: 50 });
    expect(read).toMatchObject({ complete: true });
    expect(read.examples.map((e) => e.name)).toEqual(['case 7', 'case 3', 'case 5']);
  });

  test('a server that sends more than asked gives no more than the limit', async () => {
    const s = setup([
      { expect: `GET /examples?dataset=${DATASET}&offset=0&limit=2`, answer: ok(page(0, 5)) },
    ]);
    const read = await s.datasets.listExamples({ datasetId: DATASET, limit: 2 });
    expect(read.examples).toHaveLength(2);
  });

  test('a server that ignores offset: the first examples, said to be incomplete', async () => {
    const s = setup([
      { expect: `GET /examples?dataset=${DATASET}&offset=0&limit=10`, answer: ok(page(0, 4)) },
      { expect: `GET /examples?dataset=${DATASET}&offset=4&limit=6`, answer: ok(page(0, 4)) },
    ]);
    await expect(s.datasets.listExamples({ datasetId: DATASET, limit: 10 })).resolves.toMatchObject({
      complete: false,
      examples: page(0, 4),
    });
  });

  test('a limit of none asks for nothing', async () => {
    const s = setup([]);
    await expect(s.datasets.listExamples({ datasetId: DATASET, limit: 0 })).resolves.toEqual({
      examples: [],
      complete: true,
    });
  });

  test('an example whose inputs are not an object is refused', async () => {
    const bad = ok([{ ...example(1), inputs: 'hi' }]);
    const q = `GET /examples?dataset=${DATASET}&offset=0&limit=5`;
    const s = setup([
      { expect: q, answer: bad },
      { expect: q, answer: bad },
      { expect: q, answer: bad },
    ]);
    await expect(s.datasets.listExamples({ datasetId: DATASET, limit: 5 })).rejects.toThrow(/inputs/);
  });
});

describe('uploading an experiment', () => {
  const upload: ExperimentUpload = {
    experiment_name: 'support-agent 1a2b3c4 after 1234',
    dataset_name: 'support-agent agent checks',
    experiment_start_time: '2026-11-22T12:00:00.000Z',
    experiment_end_time: '2026-11-22T12:01:00.000Z',
    results: [
      {
        row_id: rowId('support-agent agent checks', 'refunds', 0),
        inputs: { messages: ['refund?'] },
        actual_outputs: { reply: '30 days' },
        evaluation_scores: [{ key: 'contains "30 days"', score: 1 }],
        start_time: '2026-11-22T12:00:01.000Z',
        end_time: '2026-11-22T12:00:02.000Z',
      },
    ],
  };
  const uploaded = {
    dataset: { id: DATASET, name: 'support-agent agent checks', tenant_id: TENANT, session_count: 1 },
    experiment: { id: uuid(99), name: upload.experiment_name, tenant_id: TENANT },
  };

  test('one POST with the rows; the reply names the dataset and the experiment', async () => {
    const s = setup([{ expect: 'POST /datasets/upload-experiment', answer: ok(uploaded) }]);
    await expect(uploadExperiment(s.call, upload)).resolves.toMatchObject(uploaded);
    expect(s.transport.sent[0]!.body).toEqual(upload);
  });

  test('a failure that may have reached the server is not repeated: the experiment may exist', async () => {
    const s = setup([{ expect: 'POST /datasets/upload-experiment', answer: { status: 502 } }]);
    await expect(uploadExperiment(s.call, upload)).rejects.toThrow(UncertainOutcomeError);
    expect(s.transport.requests).toHaveLength(1);
  });

  test('a refused connection never reached it: tried again', async () => {
    const s = setup([
      { expect: 'POST /datasets/upload-experiment', answer: { network: 'connect' } },
      { expect: 'POST /datasets/upload-experiment', answer: ok(uploaded) },
    ]);
    await expect(uploadExperiment(s.call, upload)).resolves.toMatchObject({ experiment: { id: uuid(99) } });
  });

  test("a 422 carries the API's field errors", async () => {
    const detail = [
      { loc: ['body', 'results', 0, 'row_id'], msg: 'Input should be a valid UUID', type: 'uuid_parsing' },
    ];
    const s = setup([
      { expect: 'POST /datasets/upload-experiment', answer: { status: 422, json: { detail } } },
    ]);
    const error = (await uploadExperiment(s.call, upload).catch((e: unknown) => e)) as HttpError;
    expect(error.fieldErrors).toEqual([
      { loc: 'body.results.0.row_id', msg: 'Input should be a valid UUID' },
    ]);
  });

  test("the experiment's link is the dataset's comparison view with it selected", () => {
    expect(experimentUrl('https://smith.langchain.com', uploaded)).toBe(
      `https://smith.langchain.com/o/${TENANT}/datasets/${DATASET}/compare?selectedSessions=${uuid(99)}`,
    );
  });
});

describe('row ids', () => {
  test('a name-based UUID (v5) of the dataset, the case and the run, the same as other implementations make', () => {
    // Python: uuid.uuid5(uuid.UUID('c2f4e0a6-5b1d-4f3e-9a7c-8d2b6e1f0a94'),
    //   json.dumps([dataset, case, run], ensure_ascii=False, separators=(',', ':'))).
    expect(rowId('support-agent agent checks', 'refund window', 0)).toBe(
      'c74d817b-7521-5128-a1af-7110477b10e9',
    );
    expect(rowId('support-agent agent checks', 'refund window', 1)).toBe(
      'c2532bbe-b500-5af0-bd39-c41b149e54ff',
    );
    expect(rowId('support-agent agent checks', 'délai', 0)).toBe('3ef63b64-6b79-52b6-8a5a-7ae486980102');
  });

  test('another dataset, another id: two deployments sharing a checks file never send one id to two datasets', () => {
    expect(rowId('billing-agent agent checks', 'refund window', 0)).toBe(
      'bdd8039e-ccac-5d8a-b3fc-be7f61fdfa16',
    );
    expect(rowId('billing-agent agent checks', 'refund window', 0)).not.toBe(
      rowId('support-agent agent checks', 'refund window', 0),
    );
    // No name is read two ways: the parts are a JSON array.
    expect(rowId('a b', 'c', 0)).not.toBe(rowId('a', 'b c', 0));
  });
});

describe('the key goes only where it may', () => {
  const options = (baseUrl: string) => ({
    baseUrl,
    urlFrom: { input: 'api_url' as const, label: 'api_url' },
    apiKey: 'lsv2_key',
    transport: new ScriptedTransport(new VirtualClock(T0), []),
    random: () => 0.5,
    budget: new Budget({
      clock: new VirtualClock(T0),
      timeoutMs: 1,
      deadline: T0 + 1,
      signal: new AbortController().signal,
    }),
    retry: { baseMs: 1, capMs: 1, maxAttempts: 1 },
    requestTimeoutMs: 1,
    log: linesLog([]),
  });

  test.each([
    ['plain http to another machine', 'http://langsmith.example.com/api/v1', /only https is accepted/],
    [
      'credentials in the URL',
      'https://user:pass@langsmith.example.com/api/v1',
      /must not carry credentials/,
    ],
  ])('%s is refused before any request', (_name, url, why) => {
    expect(() => createLangSmithCall(options(url))).toThrow(why);
  });

  test('https, or http on loopback (the emulator), is taken', () => {
    expect(typeof createLangSmithCall(options('https://api.smith.langchain.com/api/v1'))).toBe('function');
    expect(typeof createLangSmithCall(options('http://127.0.0.1:4010/api/v1'))).toBe('function');
  });
});

describe('where the LangSmith API and UI are', () => {
  const url = (text: string) => new URL(text);
  test.each([
    [
      'region us',
      { region: 'us' as const },
      'https://api.smith.langchain.com/api/v1',
      'https://smith.langchain.com',
    ],
    [
      'region eu',
      { region: 'eu' as const },
      'https://eu.api.smith.langchain.com/api/v1',
      'https://eu.smith.langchain.com',
    ],
    [
      'a self-hosted instance',
      { region: 'us' as const, selfHostedUrl: url('https://ls.example.com/') },
      'https://ls.example.com/api/v1',
      'https://ls.example.com',
    ],
    [
      'a custom control plane (the emulator): its origin',
      { region: 'us' as const, apiUrl: url('http://127.0.0.1:4010/api-host') },
      'http://127.0.0.1:4010/api/v1',
      'http://127.0.0.1:4010',
    ],
    [
      'langsmith_api_url as the SDK takes LANGSMITH_ENDPOINT, without /api/v1',
      { region: 'eu' as const, langsmithApiUrl: url('https://eu.api.smith.langchain.com') },
      'https://eu.api.smith.langchain.com/api/v1',
      'https://eu.smith.langchain.com',
    ],
    [
      'langsmith_api_url of a self-hosted instance, with /api/v1',
      {
        region: 'us' as const,
        apiUrl: url('http://127.0.0.1:1'),
        langsmithApiUrl: url('https://ls.corp/api/v1/'),
      },
      'https://ls.corp/api/v1',
      'https://ls.corp',
    ],
  ])('%s', (_name, choice, api, ui) => {
    expect(langsmithApiBaseUrl(choice)).toBe(api);
    expect(langsmithUiBaseUrl(choice)).toBe(ui);
  });
});
