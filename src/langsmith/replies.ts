import * as z from 'zod';
import { printable } from '../base/untrusted.ts';
import { REPLY_FIELD_MAX_CHARS } from '../base/policy.ts';

/**
 * Replies of the LangSmith API, checked at the edge. Objects accept extra fields (the API grows);
 * ids, which go into queries and links, must be UUIDs, as the API documents them; names are
 * stripped of control characters here and cut only where shown, after redaction.
 */
const Uuid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'not a UUID');
const Name = z.string().max(REPLY_FIELD_MAX_CHARS.datasetName).transform(printable);
const JsonObject = z.record(z.string(), z.unknown());

/**
 * A dataset: `name` shown cleaned; `nameIsExact`, whether that is the name as the server sent it.
 * A row whose name cleaning would change equals no name a lookup asks for (datasets.ts).
 */
const Dataset = z
  .looseObject({
    id: Uuid,
    name: z.string().max(REPLY_FIELD_MAX_CHARS.datasetName),
    tenant_id: Uuid.optional(),
    example_count: z.number().int().nonnegative().nullish().catch(undefined),
  })
  .transform(({ name, ...row }) => {
    const shown = printable(name);
    return { ...row, name: shown, nameIsExact: shown === name };
  });
export type Dataset = z.infer<typeof Dataset>;
export const DatasetList = z.array(Dataset);

/** An example of a dataset: its inputs are a run's input as they are. */
export const Example = z.looseObject({
  id: Uuid,
  /** Not used (cases are named by `metadata.name`): a name past the bound is dropped, not refused. */
  name: Name.optional().catch(undefined),
  inputs: JsonObject,
  outputs: JsonObject.nullish(),
  metadata: JsonObject.nullish(),
});
export type Example = z.infer<typeof Example>;
export const ExampleList = z.array(Example);

/** What an upload made: the dataset it wrote to and the experiment, with the workspace of both. */
export const UploadedExperiment = z.looseObject({
  dataset: z.looseObject({ id: Uuid, name: Name, tenant_id: Uuid }),
  experiment: z.looseObject({ id: Uuid, name: Name.optional(), tenant_id: Uuid }),
});
export type UploadedExperiment = z.infer<typeof UploadedExperiment>;
