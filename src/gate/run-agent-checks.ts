import type { ExperimentPhase } from '../agent-checks/experiment.ts';
import { checksPlan } from '../agent-checks/cases-plan.ts';
import { checkBaseUrl } from '../inputs/endpoint.ts';
import type { CaseReport, CaseResult, ChecksReport } from '../run/facts.ts';
import type { RunContext } from '../run/context.ts';
import { formatDuration } from '../time/duration.ts';
import { addToPlan } from '../deploy/target.ts';

const MARK: Record<CaseResult, string> = { passed: '✓', failed: '✗', 'not-judged': '?' };

/**
 * Runs the agent checks file against what serves `url` (`label` says which revision, for the log
 * group) and returns its report; undefined without a checks file, and on a dry run, which lists
 * the cases instead. `ready`: the smoke test has just seen the server answer.
 */
export async function agentChecks(
  ctx: RunContext,
  url: string | undefined,
  label: string,
  ready: boolean,
  phase: ExperimentPhase = 'after',
): Promise<ChecksReport | undefined> {
  const { inputs, log } = ctx;
  const settings = inputs.checks;
  if (!settings) return undefined;
  const assistantId = settings.assistantId ?? inputs.smoke.assistantId;
  if (inputs.dryRun) {
    addToPlan(ctx.state, checksPlan(settings, url, assistantId));
    log.info(`Dry run — ${checksPlan(settings, url, assistantId, { lead: 'would run' })}`);
    return undefined;
  }
  const base = { url: url ?? '', file: settings.file, duration_ms: 0 };
  const unchecked = (detail: string): ChecksReport => ({
    ...base,
    result: 'not-judged',
    detail,
    blame: 'setup',
    cases: settings.cases.map((c) => ({
      name: c.name,
      assistant_id: c.assistantId ?? assistantId ?? '',
      result: 'not-judged',
      passes: 0,
      runs: c.runs,
      min_passes: c.minPasses,
      duration_ms: 0,
      failure: detail,
      run_results: [],
    })),
  });
  if (!url) return unchecked('The deployment has no URL (source_config.custom_url) yet; set deployment_url.');
  const checked = checkBaseUrl(url);
  if (typeof checked === 'string') return unchecked(`The deployment URL ${url} ${checked}.`);
  const { runChecksSuite, uploadChecksExperiment } = await import('./agent-suites.ts');
  const started = ctx.clock.now();
  return log.group(`Agent checks of ${label} at ${url} (${settings.file})`, async () => {
    const report = await runChecksSuite({
      url,
      apiKey: inputs.controlPlane.apiKey || undefined,
      settings,
      assistantId,
      smokeTimeoutMs: inputs.smoke.checkTimeoutMs,
      budget: ctx.budget,
      transport: ctx.transport,
      fetch: ctx.fetch,
      redact: ctx.redact,
      ready,
      onCase: (c) => log.info(caseLine(c)),
    });
    if (report.detail) log.info(report.detail);
    const passed = report.cases.filter((c) => c.result === 'passed').length;
    log.info(
      `Agent checks: ${passed} of ${report.cases.length} cases passed in ${formatDuration(report.duration_ms)}.`,
    );
    const experimentUrl = await uploadChecksExperiment(ctx, report, phase, started);
    if (experimentUrl) report.experiment_url = experimentUrl;
    return report;
  });
}

/** One line per case: result, passes of runs, time, and what failed with the start of the reply. */
function caseLine(c: CaseReport): string {
  const runs = c.runs > 1 ? ` ${c.passes}/${c.runs} runs passed (${c.min_passes} needed),` : '';
  const why = c.failure ? `: ${c.failure}` : '';
  const reply = c.reply && !c.failure?.includes(c.reply.slice(0, 40)) ? ` — reply "${c.reply}"` : '';
  return `${MARK[c.result]} ${c.name} —${runs} ${formatDuration(c.duration_ms)}${why}${reply}`;
}
