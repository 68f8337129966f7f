import type { ExperimentRow, Feedback } from '../src/langsmith/experiments.ts';
import type { LangSmithStore, StoredExperiment } from './langsmith.ts';

/**
 * The emulator's stand-in for LangSmith's comparison view, where the link of an uploaded
 * experiment leads (`experimentUrl` in src/langsmith/experiments.ts:
 * `<ui>/o/<tenant>/datasets/<dataset>/compare?selectedSessions=<experiment>`; the UI of the
 * emulator is its origin): a plain HTML page of the experiments selected, each row's input,
 * reply and scores. No key is asked for, as a browser opening the link sends none; it serves
 * only loopback, and every value is escaped.
 */
const COMPARE_PATH = /^\/o\/([^/]+)\/datasets\/([^/]+)\/compare\/?$/;

/** The most characters of one value (an input, a reply) the page shows. */
const SHOWN_CHARS = 2_000;

/** Whether a path is the comparison view's. */
export function isExperimentPage(pathname: string): boolean {
  return COMPARE_PATH.test(pathname);
}

/** The page for a comparison view's URL: 200 with the experiments, or 404 saying what is unknown. */
export function experimentPage(store: LangSmithStore, url: URL): { status: number; html: string } {
  const [, tenant = '', datasetId = ''] = COMPARE_PATH.exec(url.pathname) ?? [];
  const dataset = store.datasets.get(decodeURIComponent(datasetId));
  if (decodeURIComponent(tenant) !== store.tenantId || !dataset)
    return notFound(`No dataset ${datasetId} in workspace ${tenant} on this emulator.`);
  const ofDataset = store.experiments.filter((e) => e.datasetId === dataset.id);
  const wanted = (url.searchParams.get('selectedSessions') ?? '').split(',').filter(Boolean);
  const shown = wanted.length ? ofDataset.filter((e) => wanted.includes(e.id)) : ofDataset;
  if (wanted.length && shown.length === 0)
    return notFound(`No experiment ${wanted.join(', ')} in the dataset ${dataset.name}.`);
  const body = [
    `<h1>${escape(dataset.name)}</h1>`,
    `<p>The local emulator's page of the experiments uploaded to this dataset (LangSmith shows them in its comparison view). ${ofDataset.length} experiment${ofDataset.length === 1 ? '' : 's'} in the dataset; ${shown.length} shown.</p>`,
    ...shown.map(section),
  ];
  return { status: 200, html: page(`${shown.map((e) => e.name).join(', ')} · ${dataset.name}`, body) };
}

function section(e: StoredExperiment): string {
  const scores = e.body.summary_experiment_scores ?? [];
  return [
    `<h2>${escape(e.name)}</h2>`,
    `<p>${escape(e.body.experiment_start_time)} to ${escape(e.body.experiment_end_time)}; ${e.rows.length} row${e.rows.length === 1 ? '' : 's'}${scores.length ? `; ${scores.map(scoreText).map(escape).join(', ')}` : ''}.</p>`,
    e.body.experiment_description ? `<p>${escape(e.body.experiment_description)}</p>` : '',
    '<table>',
    '<tr><th>Run</th><th>Input</th><th>Reference outputs</th><th>Reply</th><th>Scores</th></tr>',
    ...e.rows.map(rowHtml),
    '</table>',
  ].join('\n');
}

function rowHtml(row: ExperimentRow): string {
  const cells = [
    row.run_name ?? row.row_id,
    shown(row.inputs),
    row.expected_outputs ? shown(row.expected_outputs) : '',
    row.error ? `error: ${row.error}` : shown(row.actual_outputs?.reply ?? row.actual_outputs ?? null),
    (row.evaluation_scores ?? []).map(scoreText).join('\n'),
  ];
  return `<tr>${cells.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`;
}

function scoreText(f: Feedback): string {
  const score = f.score === undefined || f.score === null ? '—' : String(f.score);
  return `${f.key}: ${score}${f.comment ? ` (${f.comment})` : ''}`;
}

/** A value as text: a string as it is, anything else as JSON; cut. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

function notFound(message: string): { status: number; html: string } {
  return { status: 404, html: page('Not found', [`<h1>Not found</h1>`, `<p>${escape(message)}</p>`]) };
}

function page(title: string, body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escape(title)}</title>`,
    '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top;text-align:left;white-space:pre-wrap;max-width:40em}</style>',
    '</head><body>',
    ...body,
    '</body></html>',
    '',
  ].join('\n');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
