import { ActionError, HttpError, RequestError } from '../base/errors.ts';
import type { ChecksSettings, DatasetSource } from '../inputs/types.ts';
import { createDatasets } from '../langsmith/datasets.ts';
import type { RunContext } from '../run/context.ts';
import { casesFromExamples } from './dataset-cases.ts';
import { langsmithCall } from './langsmith-call.ts';

/**
 * The checks file's `dataset:`, read once as the run starts, before anything is deployed: its
 * examples become cases after the file's own. A dataset that does not exist, an empty split or a
 * key that may not read it fails the run here, naming the dataset. A dry run makes one request
 * (the dataset, with its example count) and reads no example.
 */
export async function readDatasetCases(ctx: RunContext): Promise<void> {
  const settings = ctx.inputs.checks;
  const source = settings?.dataset;
  if (!settings?.langsmith || !source) return;
  const where = `LangSmith dataset "${source.name}" (${settings.langsmith.apiUrl})`;
  const datasets = createDatasets(langsmithCall(ctx, settings.langsmith.apiUrl));
  const dataset = await asking(where, () => datasets.findDataset(source.name));
  if (!dataset)
    throw datasetError(
      `${where} does not exist: no dataset has exactly this name in the workspace of api_key (names are case-sensitive).`,
    );
  if (ctx.inputs.dryRun) {
    if (typeof dataset.example_count === 'number') source.exampleCount = dataset.example_count;
    return;
  }
  const read = await asking(where, () =>
    datasets.listExamples({
      datasetId: dataset.id,
      ...(source.split ? { splits: [source.split] } : {}),
      limit: source.limit,
    }),
  );
  if (read.examples.length === 0)
    throw datasetError(
      source.split
        ? `split "${source.split}" of ${where} is empty: no example is in it.`
        : `${where} has no examples.`,
    );
  if (!read.complete)
    ctx.log.warning(
      `Only the first ${read.examples.length} examples of ${where} could be read (the API repeated its pages); the checks run those.`,
      'Dataset read in part',
    );
  addCases(settings, source, read.examples);
  ctx.log.info(
    `${read.examples.length} agent check case${read.examples.length === 1 ? '' : 's'} from ${where}${source.split ? `, split "${source.split}"` : ''}.`,
  );
}

function addCases(
  settings: ChecksSettings,
  source: DatasetSource,
  examples: Parameters<typeof casesFromExamples>[1],
): void {
  const taken = new Set(settings.cases.map((c) => c.name));
  settings.cases = [...settings.cases, ...casesFromExamples(source, examples, taken)];
}

/** A request for the dataset, its failures said as the dataset's. */
async function asking<T>(where: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403))
      throw datasetError(
        `api_key may not read ${where}: the LangSmith API answered ${error.status}. The key must belong to the dataset's workspace (with tenant_id when it spans several).`,
      );
    if (error instanceof RequestError) throw datasetError(`${where} could not be read: ${error.message}`);
    throw error;
  }
}

function datasetError(message: string): ActionError {
  return new ActionError({ title: 'Agent checks dataset', message });
}
