import { describeSecretChanges, type SecretChanges } from '../control-plane/secret-changes.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import type { Chosen } from '../control-plane/payloads.ts';
import type { Inputs } from '../inputs/types.ts';
import type { RunContext } from '../run/context.ts';
import { checksPlan } from '../agent-checks/cases-not-run.ts';
import { formatDuration } from '../time/duration.ts';
import type { Redact } from '../base/untrusted.ts';
import type { RevisionRef } from '../run/run-state.ts';
import { describeRevision } from './read-serving.ts';
import { targetWords } from './find.ts';
import { smokeCheckLabel } from '../smoke/checks/by-name.ts';

/**
 * What a deploy would do, line by line, for a dry run: `serving` is what serves the deployment
 * now, which the agent checks baseline runs against and `rollback_on_failure` would restore.
 * Secret values never appear.
 */
export function deployPlan(
  inputs: Inputs,
  existing: Deployment | undefined,
  serving: RevisionRef | undefined,
  chosen: Chosen,
  secrets: SecretChanges,
  redact: Redact,
): string[] {
  const d = inputs.deployment;
  const { integrationId, placement } = chosen;
  const revision = {
    github: `a new revision from ${d.repoRef} (${d.graphConfigPath})`,
    upload: 'a new revision from the uploaded archive',
    external_docker: `a new revision running ${d.imageUri}`,
  }[d.source];
  const lines = existing
    ? [`Update deployment ${existing.id} (${existing.name ?? inputs.target.name}): PATCH with ${revision}.`]
    : [
        `Create deployment ${newOne(inputs.target)}: POST, ${d.source} source, ${d.deploymentType ? `type ${d.deploymentType}` : "the platform's default type"}, then ${d.source === 'upload' ? 'ask for an upload URL, upload, and PATCH with ' : ''}${revision}.`,
        ...(d.source === 'github' ? [`Repository ${d.repoUrl}, GitHub integration ${integrationId}.`] : []),
        ...(placement ? [`Listener ${placement.listenerId}, namespace ${placement.namespace}.`] : []),
      ];
  // What the request sends: a new github deployment does not build on push unless asked.
  const buildOnPush = existing || d.source !== 'github' ? d.buildOnPush : (d.buildOnPush ?? false);
  if (buildOnPush !== undefined) lines.push(`build_on_push: ${buildOnPush}.`);
  if (d.resourceSpec) lines.push(`resource_spec: ${JSON.stringify(d.resourceSpec)}.`);
  lines.push(`Secrets: ${describeSecretChanges(secrets, redact)}.`);
  lines.push(
    inputs.wait.enabled
      ? `Then wait for the revision (timeout ${formatDuration(inputs.wait.timeoutMs)}).`
      : 'Then not wait (wait: false).',
  );
  if (d.deployRetries)
    lines.push(
      `If the revision ends DEPLOY_FAILED: would retry up to ${d.deployRetries} time${d.deployRetries > 1 ? 's' : ''}, redeploying it (or, if that is refused, making a new revision of the same source) (deploy_retries).`,
    );
  if (inputs.smoke.enabled)
    lines.push(`Then smoke-test it: ${inputs.smoke.checks.map(smokeCheckLabel).join('; ')}.`);
  // A baseline and a rollback need a revision that serves: a new deployment has none.
  const restorable = existing ? restorableProblem(serving) : 'this run creates the deployment';
  if (inputs.checks) {
    const baseline = inputs.checks.baseline && !restorable ? describeRevision(serving!) : undefined;
    const assistantId = inputs.checks.assistantId ?? inputs.smoke.assistantId;
    lines.push(`Then ${checksPlan(inputs.checks, inputs.smoke.url, assistantId, { lead: 'run', baseline })}`);
    if (inputs.checks.baseline && restorable) lines.push(`No agent checks baseline: ${restorable}.`);
  }
  const gate = [inputs.smoke.enabled && 'smoke test', inputs.checks && 'agent checks'].filter(Boolean);
  if (inputs.rollback.onFailure && gate.length)
    lines.push(
      restorable
        ? `rollback_on_failure: nothing to roll back to (${restorable}).`
        : `If the new revision fails its ${gate.join(' or ')}: roll back to revision ${describeRevision(serving!)}, which serves now (rollback_on_failure).`,
    );
  return [...lines, ...githubPlan(inputs)];
}

/** Why no earlier revision could be restored (or run a baseline against), or undefined. */
function restorableProblem(serving: RevisionRef | undefined): string | undefined {
  if (!serving) return 'no revision serves the deployment yet';
  if (serving.status !== undefined && serving.status !== 'DEPLOYED')
    return `revision ${serving.id}, named as serving, is ${serving.status}, not one that deployed`;
  return undefined;
}

/** What a run would report to GitHub, for a dry run's plan. */
export function githubPlan(inputs: Inputs): string[] {
  const { environment, prComment } = inputs.github;
  const deleting = inputs.command === 'delete';
  return [
    ...(environment
      ? [
          deleting
            ? `Mark every active GitHub Deployment of environment "${environment}" inactive.`
            : inputs.wait.enabled
              ? `GitHub Deployment in environment "${environment}".`
              : `No GitHub Deployment (wait: false: the outcome would not be known).`,
        ]
      : []),
    ...(prComment
      ? [
          deleting
            ? 'Update the pull-request comment: the preview is deleted.'
            : 'Pull-request comment with the preview URL.',
        ]
      : []),
  ];
}

/** Prints what would happen and stops before the first write. */
export function reportDryRun(ctx: RunContext, plan: string[]): void {
  ctx.state.dryRun.plan = plan;
  ctx.log.info(`Dry run — nothing is changed. The plan:\n${plan.map((line) => `  - ${line}`).join('\n')}`);
}

/** The deployment a create makes: its name, or (its name the platform's to give) its agent's environment. */
const newOne = (target: Inputs['target']): string =>
  target.agent ? `for ${targetWords(target)} (the platform names it)` : `"${target.name}"`;
