import { LIST_PAGE_SIZE } from '../base/policy.ts';
import type { Call } from '../control-plane/caller.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { LangSmithEndpoint } from './endpoints.ts';
import { DatasetList, ExampleList, type Dataset, type Example } from './replies.ts';

/** The examples read: up to the limit, and whether that is all the split holds (or the limit). */
export interface ExampleRead {
  examples: Example[];
  /**
   * False when the list could not be read to its end or limit: the server ignored `offset`
   * (pages repeated) or the most pages were read; the examples are then only the first ones.
   */
  complete: boolean;
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
  limit: number;
}

/**
 * The dataset with exactly this name, or undefined: the API answers an empty list, not a 404,
 * for a name it does not know. A row with another name (a server that ignored the filter) is
 * never taken for it: its examples would be another dataset's cases.
 */
async function findDataset(call: Call<LangSmithEndpoint>, name: string): Promise<Dataset | undefined> {
  const rows = await call({
    endpoint: 'langsmith-read-datasets',
    query: { name, limit: 1 },
    expect: 200,
    schema: DatasetList,
    repeatable: true,
  });
  return rows.find((row) => row.name === name);
}

/**
 * The dataset's examples in the order the API lists them (its default order; none is asked
 * for), of the given splits if any, at most `limit`: pages of up to LIST_PAGE_SIZE (the API's
 * most) from offset 0, the next offset being the rows read, until the limit or an empty page.
 */
async function listExamples(call: Call<LangSmithEndpoint>, query: ExampleQuery): Promise<ExampleRead> {
  const examples: Example[] = [];
  if (query.limit <= 0) return { examples, complete: true };
  const search = await searchPages(
    ({ offset }) =>
      call({
        endpoint: 'langsmith-list-examples',
        query: {
          dataset: query.datasetId,
          ...(query.splits?.length ? { splits: query.splits } : {}),
          offset,
          limit: Math.min(LIST_PAGE_SIZE, query.limit - examples.length),
        },
        expect: 200,
        schema: ExampleList,
        repeatable: true,
      }),
    (row) => {
      examples.push(row);
      return examples.length >= query.limit ? true : undefined;
    },
  );
  return { examples, complete: search.found !== undefined || search.end === 'end' };
}
