import { elementsFromCutText } from '../base/json-prefix.ts';
import { jsonShape } from '../base/json-shape.ts';
import { DATASET_READ, JSON_VALUE_MAX_DEPTH, LIST_PAGE_SIZE, MAX_BODY_BYTES, MIB } from '../base/policy.ts';
import type { Call } from '../control-plane/caller.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { LangSmithEndpoint } from './endpoints.ts';
import { DatasetList, ExampleList, type Dataset, type Example } from './replies.ts';

/**
 * An example as read. One whose `inputs` or `outputs` nest deeper than JSON_VALUE_MAX_DEPTH has
 * both left out (empty), and `tooDeep` says which was too deep and how deep: nothing downstream
 * can write it (JSON.stringify would overflow the stack), so it can be neither run nor judged.
 */
export type ReadExample = Example & { tooDeep?: { field: 'inputs' | 'outputs'; depth: number } };

/** The examples read: up to the limit, and whether that is all the split holds (or the limit). */
export interface ExampleRead {
  examples: ReadExample[];
  /**
   * False when the list could not be read to its end or limit, the examples being only the first
   * ones; `stoppedBy` says why: the server ignored `offset` (`repeated`: pages repeated), the most
   * pages were read (`pages`), or DATASET_READ.totalBytes of examples were (`bytes`).
   */
  complete: boolean;
  stoppedBy?: 'repeated' | 'pages' | 'bytes';
}

/**
 * One example larger than the most a reply may be (MAX_BODY_BYTES): asked for alone, it still
 * cannot be read. `position` is its place in the list (1 for the first), in the API's order.
 */
export class ExampleTooLarge extends Error {
  readonly position: number;

  constructor(position: number) {
    super(`example ${position} of the list is larger than ${MAX_BODY_BYTES / MIB} MiB`);
    this.position = position;
  }
}

/** Reading cases from LangSmith datasets: each request bounded and retried by the caller. */
export function createDatasets(call: Call<LangSmithEndpoint>) {
  return {
    findDataset: (name: string) => findDataset(call, name),
    listExamples: (query: ExampleQuery) => listExamples(call, query),
  };
}

interface ExampleQuery {
  datasetId: string;
  splits?: readonly string[];
  /** The dataset's version: a tag or a time, sent as `as_of` (the SDKs' `list_examples(as_of=…)`). */
  asOf?: string;
  limit: number;
}

/**
 * The dataset with exactly this name, or undefined: the API answers an empty list, not a 404,
 * for a name it does not know. A row with another name (a server that ignored the filter), or one
 * that shows this name only once cleaned for display, is never taken for it: its examples would
 * be another dataset's cases.
 */
async function findDataset(call: Call<LangSmithEndpoint>, name: string): Promise<Dataset | undefined> {
  const rows = await call({
    endpoint: 'langsmith-read-datasets',
    query: { name, limit: 1 },
    schema: DatasetList,
    repeatable: true,
  });
  return rows.find((row) => row.nameIsExact && row.name === name);
}

/**
 * The dataset's examples in the order the API lists them (its default order; none is asked
 * for), of the given splits if any, at most `limit`, from offset 0, the next offset being the rows
 * read, until the limit or an empty page (the SDKs' paging: `limit` and `offset`; `as_of` when a
 * version is asked for).
 * The first page asks for LIST_PAGE_SIZE (the API's most); each later one for as many as should
 * make DATASET_READ.pageTargetBytes at the size of the examples read so far. A reply larger than
 * a reply may be gives the examples its start holds whole, and later pages ask for half as many;
 * one example larger than that alone is ExampleTooLarge. Each example is checked as its page is
 * read: nested too deep, it is kept without its values (ReadExample). At most
 * DATASET_READ.totalBytes of examples are read in all.
 */
async function listExamples(call: Call<LangSmithEndpoint>, query: ExampleQuery): Promise<ExampleRead> {
  const examples: ReadExample[] = [];
  if (query.limit <= 0) return { examples, complete: true };
  let bytes = 0;
  let pageLimit = LIST_PAGE_SIZE;
  // The most examples a cut reply held whole, halved: later pages never ask for more.
  let cutCap = LIST_PAGE_SIZE;
  const search = await searchPages(
    async ({ offset }) => {
      const rows = await call({
        endpoint: 'langsmith-list-examples',
        query: {
          dataset: query.datasetId,
          ...(query.splits?.length ? { splits: query.splits } : {}),
          ...(query.asOf ? { as_of: query.asOf } : {}),
          offset,
          limit: Math.min(pageLimit, query.limit - examples.length),
        },
        schema: ExampleList,
        repeatable: true,
        fromCutReply: (text) => {
          const whole = elementsFromCutText(text, LIST_PAGE_SIZE)?.whole;
          if (whole?.length === 0) throw new ExampleTooLarge(offset + 1);
          const parsed = ExampleList.safeParse(whole);
          if (!parsed.success) return undefined;
          cutCap = Math.max(1, Math.floor(parsed.data.length / 2));
          return parsed.data;
        },
      });
      return rows;
    },
    (row) => {
      const read = checked(row);
      examples.push(read.example);
      bytes += read.bytes;
      pageLimit = Math.min(cutCap, pageSizeFor(bytes / examples.length));
      if (examples.length >= query.limit) return 'limit';
      return bytes >= DATASET_READ.totalBytes ? 'bytes' : undefined;
    },
    // Every page but the last adds an example: the limit is never reached later than this.
    query.limit + 1,
  );
  if (search.found !== undefined)
    return search.found === 'limit'
      ? { examples, complete: true }
      : { examples, complete: false, stoppedBy: 'bytes' };
  if (search.end === 'end') return { examples, complete: true };
  return { examples, complete: false, stoppedBy: search.end === 'limit' ? 'pages' : 'repeated' };
}

/** How many examples of this average size make about a page of DATASET_READ.pageTargetBytes. */
function pageSizeFor(averageBytes: number): number {
  const fit = Math.floor(DATASET_READ.pageTargetBytes / Math.max(1, averageBytes));
  return Math.max(1, Math.min(LIST_PAGE_SIZE, fit));
}

/** An example as read, and about its size: without its values when they nest too deep. */
function checked(row: Example): { example: ReadExample; bytes: number } {
  const inputs = jsonShape(row.inputs);
  const outputs = jsonShape(row.outputs ?? null);
  const bytes = inputs.bytes + outputs.bytes;
  const deep =
    inputs.depth > JSON_VALUE_MAX_DEPTH
      ? { field: 'inputs' as const, depth: inputs.depth }
      : outputs.depth > JSON_VALUE_MAX_DEPTH
        ? { field: 'outputs' as const, depth: outputs.depth }
        : undefined;
  if (!deep) return { example: row, bytes };
  return { example: { ...row, inputs: {}, outputs: null, tooDeep: deep }, bytes };
}
