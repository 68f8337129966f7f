import { checkBaseUrl } from '../inputs/endpoint.ts';
import { failedBeforeChecks } from '../smoke/smoke-report.ts';
import type { CheckResult, SmokeReport } from '../run/facts.ts';
import { formatDuration } from '../time/duration.ts';
import type { RunContext } from '../run/context.ts';
import { addToPlan } from '../deploy/target.ts';
import { smokeCheckLabel } from '../smoke/checks/by-name.ts';

const CHECK_MARK: Record<CheckResult, string> = { passed: '✓', failed: '✗', inconclusive: '?' };

/**
 * Runs the smoke test once against `url` and returns its report (undefined on a dry run, which
 * only plans it). The run-interface client is loaded only here, so deploys without a smoke test
 * never load it.
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
    const checks = inputs.smoke.checks.map(smokeCheckLabel).join('; ');
    addToPlan(ctx.state, `Smoke-test ${url} (assistant ${assistantId}): ${checks}.`);
    log.info(`Dry run — the smoke test would run ${checks} against ${url}.`);
    return undefined;
  }
  const { runSmokeSuite } = await import('./agent-suites.ts');
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
      log.info(
        `${CHECK_MARK[c.result]} ${smokeCheckLabel(c.name)} (${formatDuration(c.duration_ms)}): ${c.detail}`,
      );
    return result;
  });
  for (const c of report.checks.filter((c) => c.result === 'inconclusive'))
    log.warning(`${smokeCheckLabel(c.name)}: ${c.detail}`, `Smoke check ${c.name} inconclusive`);
  if (report.result === 'passed') {
    const passed = report.checks.filter((c) => c.result === 'passed').length;
    log.info(
      `Smoke test passed: ${passed} of ${report.checks.length} checks in ${formatDuration(report.duration_ms)}.`,
    );
  }
  return report;
}
