import { shortSha } from '../base/commit-sha.ts';
import { checksPlan } from '../agent-checks/cases-not-run.ts';
import { requestLine } from '../control-plane/client.ts';
import { describeSecretChanges, type SecretChanges } from '../control-plane/secret-changes.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { githubPlan } from '../deploy/dry-run-plan.ts';
import { describeRevision } from '../deploy/read-serving.ts';
import type { RunContext } from '../run/context.ts';
import { smokeCheckLabel } from '../smoke/checks/by-name.ts';
import { archivePlan } from '../source/prepare.ts';
import { formatDuration } from '../time/duration.ts';
import type { PromotionSource } from './find-source.ts';
import type { Proof } from './proof.ts';

/**
 * What a promote would do, line by line, for a dry run: what is promoted and from where, the
 * request, and what would be checked once it deployed. Secret values never appear.
 */
export function promotePlan(
  ctx: RunContext,
  target: Deployment,
  source: PromotionSource,
  proof: Proof,
  secrets: SecretChanges,
): string[] {
  const { inputs, state } = ctx;
  const p = state.promotion!;
  const from = `revision ${source.revision.id} of ${source.named}`;
  const patch = requestLine('patch-deployment', { deployment_id: target.id });
  const config = Object.entries(proof.config)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const to = `deployment ${target.id} (${target.name ?? inputs.target.name})`;
  const what: Record<Proof['kind'], () => string[]> = {
    github: () => [
      `Promote commit ${shortSha(p.commit!)} (${from}) to ${to}: ${patch} with ${config}. The platform rebuilds that commit: the same code, a new build.`,
    ],
    internal_source: () => [
      ...archivePlan(proof.upload!),
      `Promote commit ${shortSha(p.commit!)}, the archive whose tar has SHA-256 ${p.archiveDigest} (${from}) to ${to}: ask for an upload URL, upload the same archive, and ${patch} with it (${config}). The platform rebuilds it: the same files, a new build.`,
    ],
    external_docker: () => [
      `Promote image ${p.imageUri} (${from}) to ${to}: ${patch} with it. The same bytes run.`,
    ],
  };
  const lines = what[proof.kind]();
  lines.push(`Secrets: ${describeSecretChanges(secrets, ctx.redact)}.`);
  lines.push(`Then wait for the revision (timeout ${formatDuration(inputs.wait.timeoutMs)}).`);
  if (proof.kind === 'github')
    lines.push(`Then check it built commit ${shortSha(p.commit!)} (another commit fails the promote).`);
  if (inputs.smoke.enabled)
    lines.push(`Then smoke-test it: ${inputs.smoke.checks.map(smokeCheckLabel).join('; ')}.`);
  const previous = state.serving.previous;
  const restorable = previous && (previous.status === undefined || previous.status === 'DEPLOYED');
  if (inputs.checks) {
    const assistantId = inputs.checks.assistantId ?? inputs.smoke.assistantId;
    const baseline = inputs.checks.baseline && restorable ? describeRevision(previous) : undefined;
    lines.push(`Then ${checksPlan(inputs.checks, inputs.smoke.url, assistantId, { lead: 'run', baseline })}`);
  }
  if (inputs.rollback.onFailure)
    lines.push(
      restorable
        ? `If it fails its checks: roll back to revision ${describeRevision(previous)}, which serves now (rollback_on_failure).`
        : 'rollback_on_failure: nothing to roll back to (no revision that deployed serves the target).',
    );
  return [...lines, ...githubPlan(inputs)];
}
