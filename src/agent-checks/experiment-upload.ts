import { EXPERIMENT_UPLOAD, MIB } from '../base/policy.ts';
import { HttpError, UncertainOutcomeError } from '../base/errors.ts';
import type { Call } from '../control-plane/caller.ts';
import type { LangSmithEndpoint } from '../langsmith/endpoints.ts';
import { experimentUrl, uploadExperiment, type ExperimentUpload } from '../langsmith/experiments.ts';
import type { UploadedExperiment } from '../langsmith/replies.ts';
import type { RunContext } from '../run/context.ts';
import type { ChecksReport } from '../run/facts.ts';
import {
  checksDatasetName,
  experimentBody,
  runKeyOf,
  type ExperimentFacts,
  type ExperimentPhase,
} from './experiment.ts';
import { fitUpload } from './experiment-size.ts';
import { langsmithCall } from './langsmith-call.ts';

/** What a name already taken gets once: the upload refused made nothing, so a second is no duplicate. */
const TAKEN_NAME_SUFFIX = ' #2';

/**
 * `checks_experiment`: the checks run just ended, uploaded as one LangSmith experiment (one
 * request, at most EXPERIMENT_UPLOAD.uploadBytes: rows that do not fit are left out, with one
 * warning); its link is returned for the caller to set on the report. A name already taken (409)
 * is uploaded once more as `<name> #2`. A failed upload is a warning, never a failed run; one that
 * may have reached the server is not repeated (it may exist: a second would be a duplicate).
 */
export async function uploadChecksExperiment(
  ctx: RunContext,
  report: ChecksReport,
  phase: ExperimentPhase,
  startedAt: number,
): Promise<string | undefined> {
  const settings = ctx.inputs.checks;
  if (!settings?.experiment || !settings.langsmith) return undefined;
  const facts = experimentFacts(ctx, report, phase, startedAt);
  const full = experimentBody(report, settings.cases, facts, ctx.redact);
  let name = full.experiment_name;
  try {
    const call = langsmithCall(ctx, settings.langsmith.apiUrl);
    let sent: Sent;
    try {
      sent = await send(call, full);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 409)) throw error;
      const taken = name;
      name = `${taken}${TAKEN_NAME_SUFFIX}`;
      ctx.log.info(`LangSmith experiment "${taken}" exists already: uploading it as "${name}".`);
      sent = await send(call, { ...full, experiment_name: name });
    }
    if (sent.leftOut > 0)
      ctx.log.warning(
        `${sent.leftOut} of ${full.results.length} rows were left out of LangSmith experiment "${name}" (the last ones; its metadata's rows_left_out says so): one upload is at most ${EXPERIMENT_UPLOAD.uploadBytes / MIB} MiB of JSON.`,
        'Experiment rows left out',
      );
    const url = experimentUrl(settings.langsmith.uiUrl, sent.uploaded);
    ctx.log.info(`Agent checks uploaded as LangSmith experiment "${name}": ${url}`);
    return url;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const maybe =
      error instanceof UncertainOutcomeError
        ? ` It may have been made all the same: look for it in dataset "${checksDatasetName(facts.deployment)}".`
        : '';
    ctx.log.warning(
      `The agent checks were not uploaded as LangSmith experiment "${name}" (${settings.langsmith.apiUrl}): ${ctx.redact(why).slice(0, 500)}.${maybe} The checks' verdict stands.`,
      'Experiment not uploaded',
    );
    return undefined;
  }
}

interface Sent {
  uploaded: UploadedExperiment;
  leftOut: number;
}

/** One upload request, of as many rows as fit. */
async function send(call: Call<LangSmithEndpoint>, body: ExperimentUpload): Promise<Sent> {
  const fitted = fitUpload(body, EXPERIMENT_UPLOAD.uploadBytes);
  return { uploaded: await uploadExperiment(call, fitted.body), leftOut: fitted.leftOut };
}

/** The deployment, the revision the phase checked, and the workflow run (else the time). */
function experimentFacts(
  ctx: RunContext,
  report: ChecksReport,
  phase: ExperimentPhase,
  startedAt: number,
): ExperimentFacts {
  const { state, inputs } = ctx;
  const revisionId =
    phase === 'before'
      ? state.serving.previous?.id
      : phase === 'restored'
        ? state.rollback?.to.id
        : state.revision.id;
  const deployment =
    state.target.deploymentName ?? inputs.target.name ?? state.target.deploymentId ?? safeHost(report.url);
  const source = inputs.checks?.dataset;
  return {
    deployment,
    ...(revisionId ? { revisionId } : {}),
    ...(source ? { source: { name: source.name, split: source.split, asOf: source.asOf } } : {}),
    phase,
    runKey: runKeyOf(inputs.workflow, startedAt),
    startedAt,
    endedAt: ctx.clock.now(),
  };
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'agent server';
  }
}
