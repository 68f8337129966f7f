import { ActionError, HttpError, RequestError } from '../base/errors.ts';
import { DATASET_READ, JSON_VALUE_MAX_DEPTH, MIB } from '../base/policy.ts';
import { createDatasets, ExampleTooLarge, type ExampleRead } from '../langsmith/datasets.ts';
import type { DatasetSource } from '../inputs/types.ts';
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
  const version = source.asOf ? ` as of "${source.asOf}"` : '';
  const where = `LangSmith dataset "${source.name}"${version} (${settings.langsmith.apiUrl})`;
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
  const read = await asking(
    where,
    () =>
      datasets.listExamples({
        datasetId: dataset.id,
        ...(source.split ? { splits: [source.split] } : {}),
        ...(source.asOf ? { asOf: source.asOf } : {}),
        limit: source.limit,
      }),
    source.asOf,
  );
  if (read.examples.length === 0) throw noExamples(source, where);
  if (!read.complete)
    ctx.log.warning(
      `Only the first ${read.examples.length} examples of ${where} could be read (${STOPPED[read.stoppedBy ?? 'repeated']}); the checks run those.`,
      'Dataset read in part',
    );
  warnTooDeep(ctx, where, read);
  const taken = new Set(settings.cases.map((c) => c.name));
  settings.cases = [...settings.cases, ...casesFromExamples(source, read.examples, taken, ctx.redact)];
  ctx.log.info(
    `${read.examples.length} agent check case${read.examples.length === 1 ? '' : 's'} from ${where}${source.split ? `, split "${source.split}"` : ''}.`,
  );
}

/** Why a list was read in part, as said in the warning. */
const STOPPED: Record<NonNullable<ExampleRead['stoppedBy']>, string> = {
  repeated: 'the API repeated its pages',
  pages: 'the API gave them a few at a time, and the most pages this action reads were read',
  bytes: `their inputs and outputs passed the ${DATASET_READ.totalBytes / MIB} MiB this action reads of a dataset`,
};

/** One warning naming the examples not judged for nesting too deep (the first five, with their depth). */
function warnTooDeep(ctx: RunContext, where: string, read: ExampleRead): void {
  const deep = read.examples.flatMap((e) =>
    e.tooDeep ? [`${e.id} (${e.tooDeep.field}, ${e.tooDeep.depth} levels)`] : [],
  );
  if (!deep.length) return;
  const more = deep.length > 5 ? ` and ${deep.length - 5} more` : '';
  ctx.log.warning(
    `${deep.length} example${deep.length === 1 ? '' : 's'} of ${where} nest deeper than the ${JSON_VALUE_MAX_DEPTH} levels this action reads and will not be judged: ${deep.slice(0, 5).join(', ')}${more}.`,
    'Dataset examples not judged',
  );
}

/** A read that gave no example: of the split, or of the version (which may be a tag it lacks). */
function noExamples(source: DatasetSource, where: string): ActionError {
  const none = source.split
    ? `split "${source.split}" of ${where} is empty: no example is in it.`
    : `${where} has no examples.`;
  return datasetError(`${none}${source.asOf ? NO_VERSION : ''}`);
}

/** Why a dataset read as of a version may hold nothing: LangSmith answers an unknown tag so. */
const NO_VERSION =
  ' LangSmith lists no examples for a tag the dataset does not have, or a time before its first example: check as_of in the checks file (tags are case-sensitive).';

/** A request for the dataset, its failures said as the dataset's; `asOf` named when refused. */
async function asking<T>(where: string, request: () => Promise<T>, asOf?: string): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (asOf && error instanceof HttpError && [400, 404, 422].includes(error.status))
      throw datasetError(
        `LangSmith refused to read ${where}: it answered ${error.status} to as_of "${asOf}". Check as_of in the checks file: a version tag of the dataset, or an ISO 8601 time with its zone.`,
      );
    if (error instanceof HttpError && (error.status === 401 || error.status === 403))
      throw datasetError(
        `api_key may not read ${where}: the LangSmith API answered ${error.status}. The key must belong to the dataset's workspace (with tenant_id when it spans several).`,
      );
    if (error instanceof RequestError) throw datasetError(`${where} could not be read: ${error.message}`);
    if (error instanceof ExampleTooLarge)
      throw datasetError(
        `${where} could not be read: ${error.message} (in the API's order), the most this action reads of one reply, even asked for alone. Make the example smaller, or leave it out of the split the checks read.`,
      );
    throw error;
  }
}

function datasetError(message: string): ActionError {
  return new ActionError({ title: 'Agent checks dataset', message });
}
