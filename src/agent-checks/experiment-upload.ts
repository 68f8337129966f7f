import { UncertainOutcomeError } from '../base/errors.ts';
import { experimentUrl, uploadExperiment } from '../langsmith/experiments.ts';
import type { RunContext } from '../run/context.ts';
import type { ChecksReport } from '../run/facts.ts';
import {
  checksDatasetName,
  experimentBody,
  experimentName,
  type ExperimentFacts,
  type ExperimentPhase,
} from './experiment.ts';
import { langsmithCall } from './langsmith-call.ts';

/**
 * `checks_experiment`: the checks run just ended, uploaded as one LangSmith experiment (one
 * request); its link is returned for the caller to set on the report. A failed upload is a warning, never a failed run; one that
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
  const name = experimentName(facts);
  try {
    const call = langsmithCall(ctx, settings.langsmith.apiUrl);
    const uploaded = await uploadExperiment(call, experimentBody(report, settings.cases, facts));
    const url = experimentUrl(settings.langsmith.uiUrl, uploaded);
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
  const workflow = inputs.workflow;
  const runKey = workflow.runId
    ? `run ${workflow.runId}${workflow.runAttempt ? `.${workflow.runAttempt}` : ''}`
    : new Date(startedAt).toISOString();
  const deployment =
    state.target.deploymentName ?? inputs.target.name ?? state.target.deploymentId ?? safeHost(report.url);
  return {
    deployment,
    ...(revisionId ? { revisionId } : {}),
    phase,
    runKey,
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
