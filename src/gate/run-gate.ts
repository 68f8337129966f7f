import { checksPlan, notRunReport } from '../agent-checks/cases-not-run.ts';
import type { ExperimentPhase } from '../agent-checks/experiment.ts';
import { describeRevision } from '../deploy/read-serving.ts';
import { checkBaseUrl } from '../inputs/endpoint.ts';
import type { RunContext } from '../run/context.ts';
import type { CaseReport, CaseResult, CheckResult, ChecksReport, SmokeReport } from '../run/facts.ts';
import { smokeCheckLabel } from '../smoke/checks/by-name.ts';
import { failedBeforeChecks } from '../smoke/smoke-report.ts';
import { formatDuration } from '../time/duration.ts';
import { checksVerdict, compare, cutByTimeout, smokeVerdict, type Verdict } from './judge.ts';
import { tokenRegressions } from './token-growth.ts';

/*
 * The one runner of the gate: the smoke test and the agent checks against what serves the
 * deployment URL (checked once, here, where it is learned), each saying in the log how it went.
 * The run-interface client is loaded only here (agent-suites.ts), so runs without either never
 * load it. A dry run only plans them: its lines are returned for the caller to record.
 */

/** Where a gate's reports go: the run's state, or a rollback's record. */
export interface Judged {
  smoke?: SmokeReport;
  checks?: ChecksReport;
}

/** How a gate ended: its verdict, or on a dry run what it would do, line by line. */
type GateEnd = Verdict | { kind: 'dry-run'; plan: string[] };

/** The URL the gate judges and how to reach it; `problem` says why it cannot be used. */
interface Served {
  url: string;
  problem?: string;
}

const CHECK_MARK: Record<CheckResult, string> = { passed: '✓', failed: '✗', inconclusive: '?' };
const CASE_MARK: Record<CaseResult, string> = { passed: '✓', failed: '✗', 'not-judged': '?' };

/**
 * The gate of what serves the deployment URL now: the smoke test (when asked), then the agent
 * checks (when a file is given; not after a failed smoke test: the server misbehaves already),
 * their reports recorded `into` the run's gate or a rollback's record. `label` names the revision
 * for the log; `phase` says which it is (the new revision, or the one a rollback restored).
 */
export async function judgeServing(
  ctx: RunContext,
  into: Judged,
  label: string,
  phase: 'after' | 'restored',
): Promise<GateEnd> {
  const { inputs, state } = ctx;
  const served = servedUrl(ctx);
  const plan: string[] = [];
  if (inputs.smoke.enabled) {
    const smoke = await smokeTest(ctx, served);
    if (typeof smoke === 'string') plan.push(smoke);
    else if ((into.smoke = smoke).result !== 'passed') {
      if (inputs.checks) ctx.log.info('Agent checks skipped: the smoke test did not pass.');
      return smokeVerdict(smoke);
    }
  }
  const checks = await agentChecks(ctx, served, label, into.smoke?.result === 'passed', phase);
  if (typeof checks === 'string') plan.push(checks);
  else if (checks)
    into.checks = tokenRegressions(
      compare(checks, state.gate.baseline),
      state.gate.baseline,
      inputs.checks?.tokenGrowth,
    );
  // Cancelled while the cases ran: what they did is recorded (outputs, summary, JUnit); stop here.
  ctx.budget.checkCancelled();
  if (inputs.dryRun) return { kind: 'dry-run', plan };
  if (!inputs.checks || !checks) return { kind: 'passed', warned: false };
  return checksVerdict(into.checks!, inputs.checks.failOn);
}

/**
 * `checks_baseline`: before the update, the same agent checks against the revision serving now,
 * so the report shows each case before and after. Nothing serves a deployment yet to be made.
 */
export async function judgeBaseline(ctx: RunContext): Promise<void> {
  const { inputs, state, log } = ctx;
  const previous = state.serving.previous;
  if (!inputs.checks?.baseline) return;
  if (!previous)
    return log.notice(
      'No agent checks baseline: no revision serves this deployment yet, so every case is reported without a before.',
      'No baseline',
    );
  const revision = `the serving revision ${describeRevision(previous)}`;
  const report = await agentChecks(ctx, servedUrl(ctx), `${revision} (baseline)`, false, 'before');
  if (typeof report === 'object') state.gate.baseline = report;
  ctx.budget.checkCancelled();
  // No time left for the update: stop before it is sent, rather than send it with none to follow it.
  if (typeof report === 'object' && cutByTimeout(report))
    throw ctx.budget.timedOut(
      `while running the agent checks baseline against ${revision}; nothing was deployed`,
    );
}

/** The URL the gate judges: `deployment_url`, else the deployment's, checked as every base URL is. */
function servedUrl(ctx: RunContext): Served {
  const url = ctx.inputs.smoke.url ?? ctx.state.target.deploymentUrl;
  if (!url)
    return {
      url: '',
      problem: 'The deployment has no URL (source_config.custom_url) yet; set deployment_url.',
    };
  const checked = checkBaseUrl(url);
  return typeof checked === 'string' ? { url, problem: `The deployment URL ${url} ${checked}.` } : { url };
}

/** What both suites need to reach the agent server at `url`. */
function reaching(ctx: RunContext, url: string) {
  const { budget, transport, fetch, redact } = ctx;
  return { url, apiKey: ctx.inputs.controlPlane.apiKey || undefined, budget, transport, fetch, redact };
}

/** The smoke test once against the served URL: its report, or on a dry run its plan line. */
async function smokeTest(ctx: RunContext, served: Served): Promise<SmokeReport | string> {
  const { inputs, log } = ctx;
  const { url, problem } = served;
  const assistantId = inputs.smoke.assistantId;
  if (problem) return failedBeforeChecks(url, assistantId ?? '', problem);
  if (!assistantId)
    return failedBeforeChecks(
      url,
      '',
      `Set assistant_id: ${inputs.deployment.graphConfigPath} could not be read in the workspace to find its first graph.`,
    );
  const checks = inputs.smoke.checks.map(smokeCheckLabel).join('; ');
  if (inputs.dryRun) return `Smoke-test ${url} (assistant ${assistantId}): ${checks}.`;
  const { runSmokeSuite } = await import('./agent-suites.ts');
  const report = await log.group(`Smoke test of ${url} (assistant ${assistantId})`, async () => {
    const result = await runSmokeSuite({ ...reaching(ctx, url), assistantId, settings: inputs.smoke });
    for (const c of result.checks)
      log.info(
        `${CHECK_MARK[c.result]} ${smokeCheckLabel(c.name)} (${formatDuration(c.duration_ms)}): ${c.detail}`,
      );
    return result;
  });
  for (const c of report.checks.filter((c) => c.result === 'inconclusive'))
    log.warning(`${smokeCheckLabel(c.name)}: ${c.detail}`, `Smoke check ${c.name} inconclusive`);
  const passed = report.checks.filter((c) => c.result === 'passed').length;
  if (report.result === 'passed')
    log.info(
      `Smoke test passed: ${passed} of ${report.checks.length} checks in ${formatDuration(report.duration_ms)}.`,
    );
  return report;
}

/**
 * The agent checks file against the served URL (`label` says which revision, for the log group):
 * its report, on a dry run its plan line, nothing without a checks file. `ready`: the smoke test
 * has just seen the server answer.
 */
async function agentChecks(
  ctx: RunContext,
  served: Served,
  label: string,
  ready: boolean,
  phase: ExperimentPhase,
): Promise<ChecksReport | string | undefined> {
  const { inputs, log } = ctx;
  const { url, problem } = served;
  const settings = inputs.checks;
  if (!settings) return undefined;
  const assistantId = settings.assistantId ?? inputs.smoke.assistantId;
  if (inputs.dryRun) return checksPlan(settings, url || undefined, assistantId);
  if (problem)
    return notRunReport(settings, url, assistantId, { detail: problem, blame: 'setup' }, ctx.redact);
  const { runChecksSuite, uploadChecksExperiment } = await import('./agent-suites.ts');
  const started = ctx.clock.now();
  return log.group(`Agent checks of ${label} at ${url} (${settings.file})`, async () => {
    const report = await runChecksSuite({
      ...reaching(ctx, url),
      settings,
      assistantId,
      smokeTimeoutMs: inputs.smoke.checkTimeoutMs,
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
  return `${CASE_MARK[c.result]} ${c.name} —${runs} ${formatDuration(c.duration_ms)}${why}${reply}`;
}
