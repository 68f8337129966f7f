import { EXPERIMENT_UPLOAD } from '../base/policy.ts';
import { clip, excerpt, printable, type Redact } from '../base/untrusted.ts';
import type { GitHubEnv } from '../inputs/github-env.ts';
import type { CheckCase, DatasetSource } from '../inputs/types.ts';
import {
  FEEDBACK_KEY_MAX_CHARS,
  rowId,
  type ExperimentRow,
  type ExperimentUpload,
  type Feedback,
} from '../langsmith/experiments.ts';
import type { CaseReport, CaseRun, ChecksReport, ExpectationResult } from '../run/facts.ts';
import { redactDeep } from '../runner/redact.ts';
import { clipValue } from './experiment-size.ts';

/** Which run of the checks an experiment holds: the baseline, the new revision, the one restored. */
export type ExperimentPhase = 'before' | 'after' | 'restored';

/** What names an experiment and places its rows in time. */
export interface ExperimentFacts {
  deployment: string;
  revisionId?: string;
  phase: ExperimentPhase;
  /** The workflow run, its job and step (`runKey`), else a timestamp. */
  runKey: string;
  startedAt: number;
  endedAt: number;
  /** The checks file's `dataset:`, whose examples were cases: named in the metadata. */
  source?: Pick<DatasetSource, 'name' | 'split' | 'asOf'>;
}

/** The dataset the upload endpoint creates and owns for a deployment, shared by its experiments. */
export function checksDatasetName(deployment: string): string {
  return `${deployment} agent checks`;
}

/** `<deployment> <revision short id> <before|after|restored> <workflow run>`. */
export function experimentName(f: ExperimentFacts): string {
  return [f.deployment, f.revisionId?.slice(0, 8), f.phase, f.runKey].filter(Boolean).join(' ');
}

/**
 * The most characters of each GITHUB_* value in a run key: GitHub's ids are at most 100 (a step's
 * made-up `__owner_repo` about as long); the variables, set by hand outside a runner, may be anything.
 */
const RUN_KEY_PART_CHARS = 100;

/**
 * Which run of the workflow made an experiment: `run <id>.<attempt> job <job> step <step>` (a
 * re-run, another job, another step of the job: another name; matrix legs of one job share
 * them), else the time the checks started. Each value is one line, at most RUN_KEY_PART_CHARS.
 */
export function runKeyOf(
  workflow: Pick<GitHubEnv, 'runId' | 'runAttempt' | 'job' | 'step'>,
  startedAt: number,
): string {
  if (!workflow.runId) return new Date(startedAt).toISOString();
  const part = (value: string | undefined): string => clip(printable(value ?? ''), RUN_KEY_PART_CHARS);
  const [runId, attempt, job, step] = [workflow.runId, workflow.runAttempt, workflow.job, workflow.step].map(
    part,
  );
  return [`run ${runId}${attempt ? `.${attempt}` : ''}`, job && `job ${job}`, step && `step ${step}`]
    .filter(Boolean)
    .join(' ');
}

/**
 * The upload of one checks run: one row per run of a case (a case that never ran: one row saying
 * why), in the dataset of the deployment's agent checks — never the user's own dataset. Every
 * text is redacted (in inputs and outputs, the names of fields too), then a row's inputs,
 * reference outputs or reply whose JSON is larger than EXPERIMENT_UPLOAD.valueBytes is clipped.
 * The experiment starts a millisecond before the checks did and ends one after they ended, so every
 * row lies strictly within it, whether the server's check is strict or not.
 */
export function experimentBody(
  report: ChecksReport,
  cases: readonly CheckCase[],
  f: ExperimentFacts,
  redact: Redact,
): ExperimentUpload {
  const byName = new Map(cases.map((c) => [c.name, c]));
  const passed = report.cases.filter((c) => c.result === 'passed').length;
  const dataset = redact(checksDatasetName(f.deployment));
  return {
    experiment_name: redact(experimentName(f)),
    experiment_description: redact(
      `Agent checks (${report.file}) of ${f.deployment}${f.revisionId ? ` revision ${f.revisionId}` : ''}, ${f.phase}, by langgraph-deploy-action.`,
    ),
    dataset_name: dataset,
    dataset_description: redact(
      `Agent checks of deployment ${f.deployment}, uploaded by langgraph-deploy-action.`,
    ),
    experiment_start_time: iso(f.startedAt - 1),
    experiment_end_time: iso(Math.max(f.endedAt, f.startedAt) + 1),
    experiment_metadata: redactDeep(
      {
        deployment: f.deployment,
        ...(f.revisionId ? { revision_id: f.revisionId } : {}),
        phase: f.phase,
        url: report.url,
        file: report.file,
        result: report.result,
        ...sourceMetadata(f.source),
      },
      redact,
    ),
    summary_experiment_scores: report.cases.length
      ? [{ key: 'cases passed', score: passed / report.cases.length }]
      : [],
    results: report.cases.flatMap((c) => rowsOf(c, byName.get(c.name), f, dataset, redact)),
  };
}

/**
 * The dataset the cases came from, its split and version (`as_of`): not `dataset_version`, which
 * the SDK writes of the experiment's own dataset (the one the upload makes).
 */
function sourceMetadata(source: ExperimentFacts['source']): Record<string, string> {
  if (!source) return {};
  return {
    source_dataset: source.name,
    ...(source.split ? { source_dataset_split: source.split } : {}),
    ...(source.asOf ? { source_dataset_as_of: source.asOf } : {}),
  };
}

/** Data of the user's or the agent's: every text and field name redacted, then bounded. */
function data(value: Record<string, unknown>, redact: Redact): Record<string, unknown> {
  return clipValue(redactDeep(value, redact, { keys: true }), EXPERIMENT_UPLOAD.valueBytes);
}

/**
 * The rows of a case, in `dataset` (their ids are of it): its runs one after another from the
 * start (their order is known, not when each began).
 */
function rowsOf(
  c: CaseReport,
  one: CheckCase | undefined,
  f: ExperimentFacts,
  dataset: string,
  redact: Redact,
): ExperimentRow[] {
  // What every row of the case carries: its input and reference outputs, redacted and bounded once.
  const inputs = data(one?.input ?? {}, redact);
  const expected = one?.reference ? { expected_outputs: data(one.reference, redact) } : {};
  const row = (index: number, run: CaseRun, start: number, end: number): ExperimentRow => ({
    row_id: rowId(dataset, c.name, index),
    run_name: redact(`${c.name} #${index + 1}`),
    inputs,
    ...expected,
    actual_outputs: data({ reply: run.reply ?? null, ...(run.tools ? { tools: run.tools } : {}) }, redact),
    evaluation_scores: scoresOf(run, redact),
    start_time: iso(start),
    end_time: iso(end),
    ...(run.error ? { error: redact(run.error) } : {}),
    run_metadata: runMetadata(c.name, index, run, redact),
  });
  if (c.run_results.length === 0)
    return [
      row(
        0,
        { result: c.result, duration_ms: 0, expectations: [], error: c.failure },
        f.startedAt,
        f.startedAt,
      ),
    ];
  const end = Math.max(f.endedAt, f.startedAt);
  let at = f.startedAt;
  return c.run_results.map((run, i) => {
    const start = Math.min(at, end);
    at += run.duration_ms;
    return row(i, run, start, Math.min(at, end));
  });
}

/** What a row says of its run besides its data: the case, the run's place, result and ids. */
function runMetadata(name: string, index: number, run: CaseRun, redact: Redact): Record<string, unknown> {
  return redactDeep(
    {
      case: name,
      run: index + 1,
      result: run.result,
      latency_ms: run.duration_ms,
      ...(run.blame ? { blame: run.blame } : {}),
      ...(run.thread_id ? { thread_id: run.thread_id } : {}),
      ...(run.run_id ? { run_id: run.run_id } : {}),
      ...(run.tokens ? { tokens: run.tokens } : {}),
    },
    redact,
  );
}

/**
 * The run's verdict (no score when not judged), then one feedback entry per kind of expectation it
 * was judged on, keyed by the kind: the share of that kind's expectations met (`judge`: the
 * judge's own score), the unmet ones listed in the comment. A kind's key is the same in every row,
 * so a dataset's hundred references make one column, not a hundred.
 */
function scoresOf(run: CaseRun, redact: Redact): Feedback[] {
  const byKind = new Map<string, ExpectationResult[]>();
  for (const e of run.expectations) byKind.set(e.kind, [...(byKind.get(e.kind) ?? []), e]);
  const passed: Feedback = {
    key: 'passed',
    score: run.result === 'not-judged' ? null : run.result === 'passed' ? 1 : 0,
    value: run.result,
    ...(run.error ? { comment: redact(run.error) } : {}),
  };
  return [passed, ...[...byKind].map(([kind, results]) => kindFeedback(kind, results, redact))];
}

/** One kind's feedback: its score, and its unmet expectations one a line (redacted, bounded). */
function kindFeedback(kind: string, results: ExpectationResult[], redact: Redact): Feedback {
  const { commentChars, unmetShown, unmetChars } = EXPERIMENT_UPLOAD;
  const unmet = results.filter((e) => !e.met);
  const graded = results.map((e) => e.score ?? (e.met ? 1 : 0));
  const score =
    kind === 'judge'
      ? graded.reduce((a, b) => a + b, 0) / results.length
      : (results.length - unmet.length) / results.length;
  const lines = unmet
    .slice(0, unmetShown)
    .map((e) => excerpt(e.detail ? `${e.expectation}: ${e.detail}` : e.expectation, unmetChars, redact));
  if (unmet.length > unmetShown) lines.push(`+ ${unmet.length - unmetShown} more`);
  return {
    key: clip(redact(kind), FEEDBACK_KEY_MAX_CHARS - 1),
    score,
    ...(lines.length ? { comment: clip(lines.join('\n'), commentChars) } : {}),
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
