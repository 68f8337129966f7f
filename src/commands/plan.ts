import { Git } from '../fleet/git.ts';
import { forcedPlan, planFleet, type Serving } from '../fleet/fleet-plan.ts';
import { listFleet, servingOf } from '../fleet/serving.ts';
import { openGitHubApi } from '../github/api.ts';
import { eachLimited, recordedCommit } from '../github/fleet-records.ts';
import type { FleetEntry } from '../inputs/types.ts';
import type { RunContext } from '../run/context.ts';

/**
 * `command: plan`: which deployments of the manifest to deploy (output `matrix`), and for every
 * one of them why (output `plan`). Reads only: one paged list of the workspace's deployments,
 * the serving revision of a deployment whose latest revision is not the one serving, GitHub's
 * records of uploads, and git.
 */
export async function planCommand(ctx: RunContext): Promise<void> {
  const { inputs, state, log } = ctx;
  const fleet = inputs.fleet!;
  const requests = { controlPlane: 0, github: 0, git: 0 };
  state.fleet = { manifest: fleet.manifest, requests };
  const head = inputs.deployment.workflowSha;
  if (fleet.force) {
    state.fleet.plan = forcedPlan(fleet.entries, head);
    log.info(`force: true: all ${fleet.entries.length} deployments of ${fleet.manifest} are deployed.`);
    return;
  }

  const listed = await listFleet(ctx.cp, fleet.entries);
  requests.controlPlane += listed.requests;
  const serving = new Map<string, Serving>();
  const uploads: Array<{ entry: FleetEntry; deploymentId: string; revision: string }> = [];
  for (const entry of fleet.entries) {
    const deployment = listed.found.get(entry.name);
    if (!deployment) {
      serving.set(entry.name, { kind: listed.unknown.has(entry.name) ? 'unlisted' : 'absent' });
      continue;
    }
    const answer = await servingOf(ctx.cp, deployment);
    requests.controlPlane += answer.requests;
    const s = answer.serving;
    if (s.kind === 'none') serving.set(entry.name, { kind: 'none' });
    else if (s.kind === 'commit')
      serving.set(entry.name, {
        kind: 'commit',
        revision: s.revision,
        commit: s.commit,
        from: 'control-plane',
        where: 'the control plane',
      });
    else if (deployment.source === 'external_docker')
      serving.set(entry.name, {
        kind: 'unknown',
        revision: s.revision,
        why: 'it runs an image, which is not built from a commit of this repository: it is deployed every time',
      });
    else uploads.push({ entry, deploymentId: deployment.id, revision: s.revision });
  }

  // Revisions the control plane names no commit for (uploads): the commit this action recorded
  // in the GitHub Deployment it made for that revision, in the deployment's own environment.
  if (uploads.length) {
    const api = await openGitHubApi(inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
    const answers = await eachLimited(uploads, async ({ entry, deploymentId, revision }) => {
      const environment = entry.inputs.github.environment;
      if (!environment)
        return {
          why: `the control plane names no commit for its serving revision ${revision}, and without github_environment no GitHub Deployment records one`,
        };
      if ('why' in api) return { why: `its GitHub Deployments could not be read: ${api.why}` };
      return recordedCommit(api, environment, deploymentId, revision);
    });
    // A request the run's end cut short is not GitHub's answer: the plan ends with the run.
    ctx.budget.check("reading the uploads' GitHub Deployments");
    uploads.forEach(({ entry, revision }, i) => {
      const answer = answers[i]!;
      serving.set(
        entry.name,
        'commit' in answer
          ? {
              kind: 'commit',
              revision,
              commit: answer.commit,
              from: 'github-deployment',
              where: `the GitHub Deployment in ${entry.inputs.github.environment}`,
            }
          : { kind: 'unknown', revision, why: answer.why },
      );
    });
    if (!('why' in api)) requests.github += api.requests;
  }

  const git = new Git(inputs.workflow.workspace ?? process.cwd(), ctx.budget);
  try {
    state.fleet.plan = await planFleet({
      entries: fleet.entries,
      serving,
      git,
      workspace: inputs.workflow.workspace ?? process.cwd(),
      head,
      log,
      redact: ctx.redact,
    });
  } finally {
    requests.git = git.calls;
  }
  const planned = state.fleet.plan.deployments;
  for (const d of planned)
    log.info(`${d.action === 'deploy' ? 'deploy' : 'skip  '} ${d.deployment}: ${d.why}`);
  const deploying = planned.filter((d) => d.action === 'deploy').length;
  log.info(
    `${deploying} of ${planned.length} deployments to deploy (${requests.controlPlane} control-plane requests, ${requests.github} to GitHub, ${requests.git} git calls).`,
  );
}
