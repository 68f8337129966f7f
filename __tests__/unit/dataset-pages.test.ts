import { describe, expect, test } from '@jest/globals';
import { MAX_BODY_BYTES } from '../../src/base/policy.ts';
import type { HttpRequest, HttpResponse, Transport } from '../../src/http/transport.ts';
import { createDatasets } from '../../src/langsmith/datasets.ts';
import { createLangSmithCall } from '../../src/langsmith/endpoints.ts';
import { Budget } from '../../src/time/budget.ts';
import { linesLog } from '../helpers/lines-log.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * Reading a dataset whose examples are large or nested deep, page by page: pages ask for fewer
 * examples when they are large, a reply cut at the most a reply may be still gives the examples
 * it holds whole, the read stops at a stated total, and an example nested too deep to be written
 * again is kept without its values, marked.
 */
// The bounds as docs/checks.md states them (base/policy.ts: JSON_VALUE_MAX_DEPTH, DATASET_READ).
const JSON_VALUE_MAX_DEPTH = 64;
const DATASET_READ = { pageTargetBytes: 2 * 1_048_576, totalBytes: 64 * 1_048_576 };
const T0 = Date.parse('2026-11-22T12:00:00Z');
const DATASET = '5b0a1c2d-3e4f-4a5b-8c6d-7e8f90a1b2c3';
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The examples endpoint over a list of examples given as their JSON text: `offset` and `limit`
 * as the API reads them (limit 1 to 100), and, as the real transport, at most MAX_BODY_BYTES of
 * a reply. Keeps the `limit` and `offset` of every request and the size of every reply.
 */
class ExamplesServer implements Transport {
  readonly asked: Array<{ offset: number; limit: number; bytes: number }> = [];
  private readonly examples: readonly string[];

  constructor(examples: readonly string[]) {
    this.examples = examples;
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const query = new URL(request.url).searchParams;
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    if (!(limit >= 1 && limit <= 100)) return { status: 422, text: '{"detail":"limit"}' };
    const body = Buffer.from(`[${this.examples.slice(offset, offset + limit).join(',')}]`);
    this.asked.push({ offset, limit, bytes: body.length });
    return {
      status: 200,
      contentType: 'application/json',
      text: body.subarray(0, MAX_BODY_BYTES).toString('utf8'),
      ...(body.length > MAX_BODY_BYTES ? { truncated: true } : {}),
    };
  }
}

function read(examples: readonly string[], limit: number) {
  const clock = new VirtualClock(T0);
  const server = new ExamplesServer(examples);
  const call = createLangSmithCall({
    baseUrl: 'https://api.smith.langchain.com/api/v1',
    urlFrom: { input: 'region', label: 'region', shown: 'us' },
    apiKey: 'lsv2_key',
    transport: server,
    random: () => 0.5,
    budget: new Budget({
      clock,
      timeoutMs: 600_000,
      deadline: T0 + 600_000,
      signal: new AbortController().signal,
    }),
    retry: { baseMs: 1_000, capMs: 10_000, maxAttempts: 3 },
    requestTimeoutMs: 30_000,
    log: linesLog([]),
  });
  return { server, read: createDatasets(call).listExamples({ datasetId: DATASET, limit }) };
}

/** An example whose inputs hold `bytes` characters of text. */
const sized = (n: number, bytes: number): string =>
  JSON.stringify({ id: uuid(n), inputs: { text: 'x'.repeat(bytes) }, outputs: { n } });

/** An example whose `field` nests `depth` levels deep (`{"a":{"a":…}}`): text, as JSON.stringify could not write it. */
const nested = (n: number, field: 'inputs' | 'outputs', depth: number): string => {
  const deep = `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
  const other = field === 'inputs' ? '"outputs":{"answer":1}' : '"inputs":{"q":1}';
  return `{"id":"${uuid(n)}",${other},"${field}":${deep}}`;
};

describe('a dataset with large examples', () => {
  test('100 examples of 300 KB are all read: the cut first page gives those it holds whole, later pages ask for fewer', async () => {
    const examples = Array.from({ length: 100 }, (_, i) => sized(i, 300_000));
    const { server, read: reading } = read(examples, 100);
    const result = await reading;
    expect(result.complete).toBe(true);
    expect(result.examples.map((e) => e.id)).toEqual(examples.map((_, i) => uuid(i)));
    // The first page asked for 100 and was cut at 4 MiB: its 13 whole examples were kept.
    expect(server.asked[0]).toMatchObject({ offset: 0, limit: 100 });
    expect(server.asked[1]!.offset).toBe(13);
    // Every later page fits in a reply, and asks for the examples of about 2 MiB.
    for (const page of server.asked.slice(1)) {
      expect(page.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
      expect(page.limit).toBeLessThanOrEqual(Math.ceil(DATASET_READ.pageTargetBytes / 300_000));
    }
    expect(server.asked.length).toBeLessThanOrEqual(20);
  });

  test('small examples are read 100 a page, as the SDKs read them', async () => {
    const { server, read: reading } = read(
      Array.from({ length: 150 }, (_, i) => sized(i, 100)),
      150,
    );
    expect((await reading).examples).toHaveLength(150);
    expect(server.asked.map((p) => p.limit)).toEqual([100, 50]);
  });

  test(`at most ${DATASET_READ.totalBytes / 1_048_576} MiB of examples are read: the first ones, said to be only those (bytes)`, async () => {
    const size = 1_000_000;
    const { read: reading } = read(
      Array.from({ length: 200 }, (_, i) => sized(i, size)),
      200,
    );
    const result = await reading;
    expect(result).toMatchObject({ complete: false, stoppedBy: 'bytes' });
    expect(result.examples.length).toBe(Math.ceil(DATASET_READ.totalBytes / (size + 40)));
  });

  test('one example larger than a whole reply, even asked for alone: ExampleTooLarge naming its place', async () => {
    const examples = [sized(0, 1_000), sized(1, MAX_BODY_BYTES + 10), sized(2, 1_000)];
    const { server, read: reading } = read(examples, 3);
    const error = await reading.catch((e: unknown) => e);
    expect(error).toMatchObject({ position: 2, message: 'example 2 of the list is larger than 4 MiB' });
    // Asked once with the page that was cut, once alone: not again and again.
    expect(server.asked.map((p) => [p.offset, p.limit])).toEqual([
      [0, 3],
      [1, 1],
    ]);
  });
});

describe('an example nested deeper than JSON can be written again', () => {
  test(`inputs or outputs deeper than ${JSON_VALUE_MAX_DEPTH} levels: kept without their values, marked with the field and its depth; ${JSON_VALUE_MAX_DEPTH} levels pass`, async () => {
    const examples = [
      nested(0, 'inputs', 100_000),
      nested(1, 'outputs', 5_000),
      nested(2, 'inputs', JSON_VALUE_MAX_DEPTH),
      nested(3, 'outputs', JSON_VALUE_MAX_DEPTH + 1),
    ];
    const result = await read(examples, 10).read;
    expect(result.complete).toBe(true);
    const [a, b, c, d] = result.examples;
    expect(a).toMatchObject({
      id: uuid(0),
      inputs: {},
      outputs: null,
      tooDeep: { field: 'inputs', depth: 100_000 },
    });
    expect(b).toMatchObject({ inputs: {}, outputs: null, tooDeep: { field: 'outputs', depth: 5_000 } });
    expect(c!.tooDeep).toBeUndefined();
    expect(JSON.stringify(c!.inputs)).toHaveLength(
      5 * (JSON_VALUE_MAX_DEPTH - 1) + 2 + (JSON_VALUE_MAX_DEPTH - 1),
    );
    expect(d!.tooDeep).toEqual({ field: 'outputs', depth: JSON_VALUE_MAX_DEPTH + 1 });
    // Whatever is read can be written again: nothing downstream overflows the stack.
    expect(() => JSON.stringify(result.examples)).not.toThrow();
  });
});
