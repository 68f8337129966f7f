import { createHash } from 'node:crypto';
import type { Call } from '../control-plane/caller.ts';
import type { LangSmithEndpoint } from './endpoints.ts';
import { UploadedExperiment } from './replies.ts';

/** One score of a row (LangSmith feedback): an expectation met (1) or not (0), a judge's score. */
export interface Feedback {
  /** At most 180 characters (the API's limit). */
  key: string;
  score?: number | boolean | null;
  value?: number | boolean | string | Record<string, unknown> | null;
  comment?: string | null;
}

/** One run of a case, as a row of the experiment (`ExperimentResultRow`). */
export interface ExperimentRow {
  /** A UUID: `rowId(dataset, case, run)`, the same in every experiment of the dataset, so runs of a case line up. */
  row_id: string;
  inputs: Record<string, unknown>;
  expected_outputs?: Record<string, unknown> | null;
  actual_outputs?: Record<string, unknown> | null;
  evaluation_scores?: Feedback[] | null;
  /** ISO date-times within the experiment's. */
  start_time: string;
  end_time: string;
  run_name?: string | null;
  error?: string | null;
  run_metadata?: Record<string, unknown> | null;
}

/** The body of `POST /datasets/upload-experiment` (`ExperimentResultsUpload`). */
export interface ExperimentUpload {
  experiment_name: string;
  experiment_description?: string | null;
  /** The dataset the endpoint creates and owns (never a user's own: it may not write those). */
  dataset_name: string;
  dataset_description?: string | null;
  experiment_start_time: string;
  experiment_end_time: string;
  experiment_metadata?: Record<string, unknown> | null;
  summary_experiment_scores?: Feedback[] | null;
  results: ExperimentRow[];
}

/** The longest feedback key the API takes. */
export const FEEDBACK_KEY_MAX_CHARS = 180;

/**
 * Uploads one experiment in one request. Not repeated after a failure that may have reached the
 * server: the experiment may exist then, and a second upload would make a second one; the caller
 * throws UncertainOutcomeError instead, for a warning.
 */
export function uploadExperiment(
  call: Call<LangSmithEndpoint>,
  body: ExperimentUpload,
): Promise<UploadedExperiment> {
  return call({
    endpoint: 'langsmith-upload-experiment',
    body,
    schema: UploadedExperiment,
    repeatable: false,
  });
}

/** The namespace of row ids (a UUID of this action's own). */
const ROW_NAMESPACE = 'c2f4e0a6-5b1d-4f3e-9a7c-8d2b6e1f0a94';

/**
 * The row id of a run of a case in a dataset: a name-based UUID (version 5, RFC 9562) of the
 * dataset's name, the case's name and the run's index (as the JSON array `[dataset, case, run]`),
 * so the same run of the same case has the same row in every experiment of that dataset, and
 * never the id of a row in another one (a row becomes an example of the dataset, by that id).
 */
export function rowId(datasetName: string, caseName: string, runIndex: number): string {
  const namespace = Buffer.from(ROW_NAMESPACE.replaceAll('-', ''), 'hex');
  const name = JSON.stringify([datasetName, caseName, runIndex]);
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The experiment's page in the LangSmith UI, as the SDK links it: the comparison view of the
 * dataset with this experiment selected. The ids are UUIDs (checked when the reply was read).
 */
export function experimentUrl(uiBaseUrl: string, uploaded: UploadedExperiment): string {
  const { dataset, experiment } = uploaded;
  return `${uiBaseUrl}/o/${dataset.tenant_id}/datasets/${dataset.id}/compare?selectedSessions=${experiment.id}`;
}
