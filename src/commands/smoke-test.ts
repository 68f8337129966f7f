import { ActionError } from '../errors.ts';
import { checkBaseUrl } from '../inputs/endpoint.ts';
import { failedBeforeChecks } from '../smoke/report.ts';
import { formatDuration } from '../time/duration.ts';
import type { CheckResult } from '../smoke/report.ts';
import type { RunContext } from './context.ts';

const CHECK_MARK: Record<CheckResult, string> = { passed: '✓', failed: '✗', inconclusive: '?' };

/**
 * Runs the smoke test against `deployment_url`, else the deployment's URL. The run-interface
 * client is loaded only here, so deploys without a smoke test never load it.
 */
export async function smokeTestCommand(ctx: RunContext): Promise<void> {
  const { inputs, state, log } = ctx;
  const url = inputs.smoke.url ?? state.deploymentUrl;
  const refuse = (title: string, detail: string): never => {
    state.smoke = failedBeforeChecks(url ?? '', inputs.smoke.assistantId ?? '', detail);
    throw new ActionError({ title, message: detail });
  };
  if (!url)
    return refuse(
      'No URL to test',
      'The deployment has no URL (source_config.custom_url) yet; set deployment_url.',
    );
  const checked = checkBaseUrl(url);
  if (typeof checked === 'string') return refuse('Unsafe URL', `The deployment URL ${url} ${checked}.`);
  const assistantId = inputs.smoke.assistantId;
  if (!assistantId) {
    return refuse(
      'assistant_id missing',
      `Set assistant_id: ${inputs.deployment.graphConfigPath} could not be read in the workspace to find its first graph.`,
    );
  }

  if (inputs.dryRun) {
    ctx.state.plan = [
      ...(ctx.state.plan ?? []),
      `Smoke-test ${url} (assistant ${assistantId}): ${inputs.smoke.checks.join(', ')}.`,
    ];
    log.info(`Dry run — the smoke test would run ${inputs.smoke.checks.join(', ')} against ${url}.`);
    return;
  }
  const { runSmokeSuite } = await import('../smoke/suite.ts');
  const report = await log.group(`Smoke test of ${url} (assistant ${assistantId})`, async () => {
    const result = await runSmokeSuite({
      url,
      apiKey: inputs.controlPlane.apiKey || undefined,
      assistantId,
      settings: inputs.smoke,
      clock: ctx.clock,
      signal: ctx.signal,
      transport: ctx.transport,
      fetch: ctx.fetch,
      deadline: ctx.deadline,
      redact: ctx.redact,
    });
    for (const c of result.checks)
      log.info(`${CHECK_MARK[c.result]} ${c.name} (${formatDuration(c.duration_ms)}): ${c.detail}`);
    return result;
  });
  state.smoke = report;
  for (const c of report.checks.filter((c) => c.result === 'inconclusive'))
    log.warning(`${c.name}: ${c.detail}`, `Smoke check ${c.name} inconclusive`);
  if (report.detail) throw new ActionError({ title: 'Smoke test failed', message: report.detail });
  const failed = report.checks.filter((c) => c.result === 'failed');
  if (failed.length) {
    throw new ActionError({
      title: 'Smoke test failed',
      message: `${failed.length} of ${report.checks.length} checks failed:\n${failed.map((c) => `  - ${c.name}: ${c.detail}`).join('\n')}`,
    });
  }
  const passed = report.checks.filter((c) => c.result === 'passed').length;
  log.info(
    `Smoke test passed: ${passed} of ${report.checks.length} checks in ${formatDuration(report.duration_ms)}.`,
  );
}
