import { DeadlineError } from '../base/errors.ts';
import { checkBaseUrl } from '../inputs/endpoint.ts';
import { failedBeforeChecks, smokeFailure, SmokeTestFailed } from '../smoke/report.ts';
import type { CheckResult, SmokeReport } from '../run/facts.ts';
import { firstErrorSentence, showFailureLog } from '../logs/show.ts';
import { formatDuration } from '../time/duration.ts';
import type { RunContext } from '../run/context.ts';

const CHECK_MARK: Record<CheckResult, string> = { passed: '✓', failed: '✗', inconclusive: '?' };

/**
 * Whether the revision this run followed can be smoke-tested: only a DEPLOYED one serves the URL
 * (with `wait: false` it may not be yet — the URL then still serves what came before). Says so
 * when it cannot.
 */
export function readyForSmokeTest(ctx: RunContext): boolean {
  const { state } = ctx;
  if (!ctx.inputs.smoke.enabled) return false;
  if (!state.revisionId || state.revisionStatus === 'DEPLOYED') return true;
  ctx.log.notice(
    `Not smoke-tested: revision ${state.revisionId} is ${state.revisionStatus ?? 'not deployed yet'} (wait: false), so its URL still serves what came before.`,
    'Smoke test skipped',
  );
  return false;
}

/**
 * The smoke test, its report recorded in the run state; throws SmokeTestFailed when it did not
 * pass, or DeadlineError when this run's `timeout` cut it short (that says nothing of the server).
 */
export async function smokeTestOnce(ctx: RunContext): Promise<void> {
  const { state } = ctx;
  state.action ??= 'smoke-test';
  const report = await smokeTest(ctx, ctx.inputs.smoke.url ?? state.deploymentUrl);
  if (!report) return;
  state.smoke = report;
  requirePassed(report, ctx.inputs.wait.timeoutMs);
}

/** A failed smoke test, ending with the first error of the revision's server log (what the server saw). */
export async function withServerLog(ctx: RunContext, error: unknown): Promise<unknown> {
  const { state } = ctx;
  if (!(error instanceof SmokeTestFailed) || !state.revisionId || !state.deploymentId) return error;
  const firstError = await showFailureLog(ctx, 'server', state.revisionId);
  return new SmokeTestFailed({
    title: error.title,
    message: `${error.message}${firstErrorSentence('server', firstError)}`,
    report: error.report,
  });
}

/**
 * Runs the smoke test once and returns its report (undefined on a dry run, which only plans it).
 * The run-interface client is loaded only here, so deploys without a smoke test never load it.
 */
export async function smokeTest(ctx: RunContext, url: string | undefined): Promise<SmokeReport | undefined> {
  const { inputs, log } = ctx;
  const assistantId = inputs.smoke.assistantId;
  if (!url)
    return failedBeforeChecks(
      '',
      assistantId ?? '',
      'The deployment has no URL (source_config.custom_url) yet; set deployment_url.',
    );
  const checked = checkBaseUrl(url);
  if (typeof checked === 'string')
    return failedBeforeChecks(url, assistantId ?? '', `The deployment URL ${url} ${checked}.`);
  if (!assistantId) {
    return failedBeforeChecks(
      url,
      '',
      `Set assistant_id: ${inputs.deployment.graphConfigPath} could not be read in the workspace to find its first graph.`,
    );
  }
  if (inputs.dryRun) {
    ctx.state.plan = [
      ...(ctx.state.plan ?? []),
      `Smoke-test ${url} (assistant ${assistantId}): ${inputs.smoke.checks.join(', ')}.`,
    ];
    log.info(`Dry run — the smoke test would run ${inputs.smoke.checks.join(', ')} against ${url}.`);
    return undefined;
  }
  const { runSmokeSuite } = await import('../smoke/suite.ts');
  const report = await log.group(`Smoke test of ${url} (assistant ${assistantId})`, async () => {
    const result = await runSmokeSuite({
      url,
      apiKey: inputs.controlPlane.apiKey || undefined,
      assistantId,
      settings: inputs.smoke,
      budget: ctx.budget,
      transport: ctx.transport,
      fetch: ctx.fetch,
      redact: ctx.redact,
    });
    for (const c of result.checks)
      log.info(`${CHECK_MARK[c.result]} ${c.name} (${formatDuration(c.duration_ms)}): ${c.detail}`);
    return result;
  });
  for (const c of report.checks.filter((c) => c.result === 'inconclusive'))
    log.warning(`${c.name}: ${c.detail}`, `Smoke check ${c.name} inconclusive`);
  if (report.result === 'passed') {
    const passed = report.checks.filter((c) => c.result === 'passed').length;
    log.info(
      `Smoke test passed: ${passed} of ${report.checks.length} checks in ${formatDuration(report.duration_ms)}.`,
    );
  }
  return report;
}

/**
 * Throws SmokeTestFailed, saying what failed, unless the report passed; DeadlineError when only
 * `timeout` made it fail.
 */
export function requirePassed(report: SmokeReport, timeoutMs: number): void {
  if (report.result === 'passed') return;
  if (report.blame === 'time')
    throw new DeadlineError({
      timeoutMs,
      during: `while smoke-testing ${report.url}: ${smokeFailure(report)}`,
    });
  throw new SmokeTestFailed({ title: 'Smoke test failed', message: smokeFailure(report), report });
}
