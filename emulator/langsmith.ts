import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { LANGSMITH_API_PREFIX } from '../src/inputs/endpoint.ts';
import { LANGSMITH_ENDPOINTS, type LangSmithEndpoint } from '../src/langsmith/endpoints.ts';
import type { ExperimentRow, ExperimentUpload } from '../src/langsmith/experiments.ts';
import { OpenApiContract } from './openapi.ts';
import type { Handler, Reply, RouteRequest } from './routes.ts';

/**
 * The LangSmith API endpoints the agent checks use (src/langsmith/endpoints.ts), served at
 * `<origin>/api/v1` beside the emulated control plane, with the same key and workspace checks
 * (server.ts), requests checked against the published reference's fragment (spec/langsmith/),
 * and state a test seeds (`seedDataset`) and reads (`experiments`).
 *
 * Where the reference is silent, this is what the emulator assumes (spec/langsmith/README.md):
 * - `order=recent`, the default, lists the most recently modified examples first (ties: the
 *   newest created first): seeded examples come back newest first, the reverse of their seeding;
 * - an example's splits are its `metadata.dataset_split`; one without any is in the split `base`;
 * - examples of a dataset id it does not know: an empty list; and as of a tag the dataset lacks;
 * - an upload naming no dataset, with a row outside the experiment's times, or into a dataset it
 *   did not create (the docs forbid all three) answers 400; an experiment name already used, 409;
 * - "between the start and end time of your experiment" is read strictly: a row starting at the
 *   experiment's very start (or ending at its end) is outside.
 */
export const LANGSMITH_SPEC_PATH = join(
  import.meta.dirname,
  'spec',
  'langsmith',
  'langsmith-openapi-fragment.json',
);

/** An example as a test seeds it; ids, names and times are made up when left out. */
export interface SeededExample {
  id?: string;
  name?: string;
  inputs: Record<string, unknown>;
  outputs?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
  /** ISO time of its last change: the default order lists the latest first. */
  modified_at?: string;
}

interface StoredExample {
  id: string;
  name: string;
  dataset_id: string;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  modified_at: string;
  source_run_id: null;
}

interface StoredDataset {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  modified_at: string;
  /** Made by upload-experiment: the only datasets it may write to. */
  externally_managed: boolean;
  examples: StoredExample[];
  /** Version tags (`prod`, `v1`): the ISO time of the version each names. */
  tags: Map<string, string>;
}

/** An experiment as uploaded: what the request said, and what the emulator made of it. */
export interface StoredExperiment {
  id: string;
  name: string;
  datasetId: string;
  datasetName: string;
  body: ExperimentUpload;
  rows: ExperimentRow[];
}

/** The datasets, examples and uploaded experiments of the emulated LangSmith workspace. */
export class LangSmithStore {
  readonly datasets = new Map<string, StoredDataset>();
  /** Every experiment uploaded, in order. */
  readonly experiments: StoredExperiment[] = [];
  readonly tenantId: string;
  private readonly now: () => number;

  constructor(tenantId: string, now: () => number) {
    this.tenantId = tenantId;
    this.now = now;
  }

  /**
   * A dataset with these examples, as a user made it in LangSmith. `splits` names, by split, the
   * examples in it (by index or name); they are written into each example's
   * `metadata.dataset_split`, where LangSmith keeps them. Examples are created one millisecond
   * apart in the order given, so the API's default order lists the last one first.
   */
  seedDataset(
    name: string,
    examples: readonly SeededExample[],
    splits: Record<string, ReadonlyArray<number | string>> = {},
  ): StoredDataset {
    const start = this.now();
    const id = randomUUID();
    const stored: StoredExample[] = examples.map((e, i) => {
      const created = new Date(start + i).toISOString();
      const name_ = e.name ?? `#${i + 1}`;
      const inSplits = Object.entries(splits)
        .filter(([, members]) => members.includes(i) || members.includes(name_))
        .map(([split]) => split);
      const metadata = inSplits.length
        ? { ...(e.metadata ?? {}), dataset_split: inSplits }
        : (e.metadata ?? null);
      return {
        id: e.id ?? randomUUID(),
        name: name_,
        dataset_id: id,
        inputs: e.inputs,
        outputs: e.outputs ?? null,
        metadata,
        created_at: created,
        modified_at: e.modified_at ?? created,
        source_run_id: null,
      };
    });
    const at = new Date(start).toISOString();
    const dataset: StoredDataset = {
      id,
      name,
      description: null,
      created_at: at,
      modified_at: at,
      externally_managed: false,
      examples: stored,
      tags: new Map(),
    };
    this.datasets.set(id, dataset);
    return dataset;
  }

  datasetJson(d: StoredDataset): Record<string, unknown> {
    return {
      id: d.id,
      name: d.name,
      description: d.description,
      created_at: d.created_at,
      modified_at: d.modified_at,
      data_type: 'kv',
      externally_managed: d.externally_managed,
      tenant_id: this.tenantId,
      example_count: d.examples.length,
      session_count: this.experiments.filter((e) => e.datasetId === d.id).length,
      last_session_start_time: null,
      metadata: null,
    };
  }

  /** Tags the dataset's version as of `at` (an ISO time; now when left out), as the UI's "Tag this version" does. */
  tagVersion(dataset: StoredDataset, tag: string, at: string = this.isoNow()): void {
    dataset.tags.set(tag, at);
  }

  byName(name: string): StoredDataset | undefined {
    return [...this.datasets.values()].find((d) => d.name === name);
  }

  isoNow(): string {
    return new Date(this.now()).toISOString();
  }
}

/** The LangSmith endpoint a request is for, with its path template for the reference checks. */
export function matchLangSmith(
  method: string,
  pathname: string,
): { name: LangSmithEndpoint; template: string } | undefined {
  if (!pathname.startsWith(`${LANGSMITH_API_PREFIX}/`)) return undefined;
  const path = pathname.slice(LANGSMITH_API_PREFIX.length);
  for (const [name, endpoint] of Object.entries(LANGSMITH_ENDPOINTS) as Array<
    [LangSmithEndpoint, (typeof LANGSMITH_ENDPOINTS)[LangSmithEndpoint]]
  >)
    if (endpoint.method === method && endpoint.path === path)
      return { name, template: LANGSMITH_API_PREFIX + endpoint.path };
  return undefined;
}

let contract: OpenApiContract | undefined;

/** The published reference's fragment, read once: the emulator refuses what LangSmith would. */
export function langsmithContract(): OpenApiContract {
  return (contract ??= new OpenApiContract(LANGSMITH_SPEC_PATH, []));
}

/** One handler per LangSmith endpoint (a missing one is a compile error). */
export function createLangSmithRoutes(store: LangSmithStore): Record<LangSmithEndpoint, Handler> {
  return {
    'langsmith-read-datasets': ({ query }) => {
      const ids = query.getAll('id');
      const rows = [...store.datasets.values()]
        .filter((d) => !query.has('name') || d.name === query.get('name'))
        .filter((d) => !query.has('name_contains') || d.name.includes(query.get('name_contains')!))
        .filter((d) => ids.length === 0 || ids.includes(d.id))
        .sort((a, b) => b.modified_at.localeCompare(a.modified_at));
      return { status: 200, json: paged(rows, query).map((d) => store.datasetJson(d)) };
    },
    'langsmith-list-examples': ({ query }) => {
      const dataset = query.get('dataset');
      const splits = query.getAll('splits');
      const ids = query.getAll('id');
      const rows = [...store.datasets.values()]
        .filter((d) => dataset === null || d.id === dataset)
        .flatMap((d) => d.examples)
        .filter((e) => splits.length === 0 || splitsOf(e).some((s) => splits.includes(s)))
        .filter((e) => ids.length === 0 || ids.includes(e.id))
        .filter(asOf(store, query.get('as_of')));
      return { status: 200, json: paged(ordered(rows, query.get('order') ?? 'recent'), query) };
    },
    'langsmith-upload-experiment': (request) => upload(store, request),
  };
}

/**
 * `as_of`, a version of the dataset: `latest` (the default), a tag of the example's dataset, or a
 * time; the examples created by then (examples here are never changed or deleted, so a version is
 * its examples made by then). A tag the dataset lacks lists nothing, as LangSmith answers it (the
 * SDK's own tests, spec/langsmith/README.md): no error.
 */
function asOf(store: LangSmithStore, version: string | null): (e: StoredExample) => boolean {
  if (version === null || version === 'latest') return () => true;
  return (e) => {
    const tagged = store.datasets.get(e.dataset_id)?.tags.get(version);
    const time = Date.parse(tagged ?? (/^\d{4}-/.test(version) ? version : ''));
    return !Number.isNaN(time) && Date.parse(e.created_at) <= time;
  };
}

/** `offset`/`limit` as the reference defines them (limit 1–100, default 100). */
function paged<T>(rows: readonly T[], query: URLSearchParams): T[] {
  const offset = Number(query.get('offset') ?? 0);
  return rows.slice(offset, offset + Number(query.get('limit') ?? 100));
}

function splitsOf(e: StoredExample): string[] {
  const split = e.metadata?.dataset_split;
  const list = Array.isArray(split) ? split : typeof split === 'string' ? [split] : [];
  return list.length ? list.filter((s): s is string => typeof s === 'string') : ['base'];
}

/** The examples in the order `order` asks for (see the note at the top for `recent`). */
function ordered(rows: StoredExample[], order: string): StoredExample[] {
  const newest = (a: string, b: string): number => b.localeCompare(a);
  if (order === 'id') return [...rows].sort((a, b) => a.id.localeCompare(b.id));
  if (order === 'recently_created') return [...rows].sort((a, b) => newest(a.created_at, b.created_at));
  if (order === 'random') return [...rows].sort((a, b) => hash(a.id) - hash(b.id));
  return [...rows].sort((a, b) => newest(a.modified_at, b.modified_at) || newest(a.created_at, b.created_at));
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

const bad = (status: number, detail: string): Reply => ({ status, json: { detail } });

/**
 * An experiment upload: into the dataset of that name this endpoint made before, or a new one; a
 * user's own dataset is refused. Rows whose `row_id` is new become examples of the dataset (their
 * inputs and expected outputs), as the docs say; every row is kept for the test to read.
 */
function upload(store: LangSmithStore, { body }: RouteRequest): Reply {
  const up = body as ExperimentUpload & { dataset_id?: string | null };
  const name = up.dataset_name ?? undefined;
  if (!name && !up.dataset_id) return bad(400, 'Must provide either dataset_id or dataset_name');
  const times = [Date.parse(up.experiment_start_time), Date.parse(up.experiment_end_time)] as const;
  const outside = up.results.findIndex(
    (r) => Date.parse(r.start_time) <= times[0] || Date.parse(r.end_time) >= times[1],
  );
  if (outside >= 0)
    return bad(400, `results[${outside}]: its start and end times must lie within the experiment's`);
  let dataset = up.dataset_id ? store.datasets.get(up.dataset_id) : name ? store.byName(name) : undefined;
  if (dataset && !dataset.externally_managed)
    return bad(
      400,
      `Dataset ${dataset.name} was not created by upload-experiment; experiments cannot be uploaded to it`,
    );
  if (store.experiments.some((e) => e.name === up.experiment_name))
    return bad(409, `An experiment named ${up.experiment_name} already exists`);
  if (!dataset) {
    dataset = store.seedDataset(name ?? `dataset ${up.dataset_id}`, []);
    dataset.externally_managed = true;
    dataset.description = up.dataset_description ?? null;
    if (up.dataset_id) {
      store.datasets.delete(dataset.id);
      dataset.id = up.dataset_id;
      store.datasets.set(dataset.id, dataset);
    }
  }
  const target = dataset;
  for (const row of up.results) {
    const id = row.row_id ?? randomUUID();
    if (target.examples.some((e) => e.id === id)) continue;
    target.examples.push({
      id,
      name: `#${target.examples.length + 1}`,
      dataset_id: target.id,
      inputs: row.inputs,
      outputs: row.expected_outputs ?? null,
      metadata: null,
      created_at: store.isoNow(),
      modified_at: store.isoNow(),
      source_run_id: null,
    });
  }
  const experiment = {
    id: randomUUID(),
    name: up.experiment_name,
    datasetId: target.id,
    datasetName: target.name,
    body: up,
    rows: up.results,
  };
  store.experiments.push(experiment);
  return {
    status: 200,
    json: {
      dataset: store.datasetJson(target),
      experiment: {
        id: experiment.id,
        name: experiment.name,
        description: up.experiment_description ?? null,
        start_time: up.experiment_start_time,
        end_time: up.experiment_end_time,
        reference_dataset_id: target.id,
        tenant_id: store.tenantId,
        run_count: up.results.length,
        extra: { metadata: up.experiment_metadata ?? {} },
      },
    },
  };
}
