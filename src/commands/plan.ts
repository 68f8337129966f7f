import { countFleetRequests, recordFleetPlan, startFleetRecord } from '../fleet/fleet-record.ts';
import { Git } from '../fleet/git.ts';
import { forcedPlan, planFleet, type Serving } from '../fleet/fleet-plan.ts';
import { listFleet, servingOf } from '../fleet/serving.ts';
import { openGitHubApi } from '../github/api.ts';
import { eachLimited, recordedCommit } from '../github/fleet-records.ts';
import type { FleetPlan } from '../inputs/plan-json.ts';
import type { FleetEntry } from '../inputs/types.ts';
import type { RunContext } from '../run/context.ts';

/**
 * `command: plan`: which deployments of the manifest to deploy (output `matrix`), and for every
 * one of them why (output `plan`). Reads only: one paged list of the workspace's deployments,
 * the serving revision of a deployment whose latest revision is not the one serving, GitHub's
 * records of uploads, and git.
 */
export async function planCommand(ctx: RunContext): Promise<void> {
  const { inputs, state, log, redact } = ctx;
  const { entries, manifest, force } = inputs.fleet!;
  const { frontEnd } = inputs;
  startFleetRecord(state, manifest);
  const head = inputs.deployment.workflowSha;
  if (force) {
    recordFleetPlan(state, forcedPlan(entries, head));
    log.info(`force: true: all ${entries.length} deployments of ${manifest} are deployed.`);
    return;
  }
  const { serving, uploads } = await servingOnControlPlane(ctx, entries);
  // Revisions the control plane names no commit for (uploads): the commit this action recorded
  // in the GitHub Deployment it made for that revision, in the deployment's own environment.
  if (uploads.length) await servingOfUploads(ctx, uploads, serving);
  // The plan, from what serves each entry and git's answer of what changed since.
  const workspace = inputs.workflow.workspace ?? process.cwd();
  const git = new Git(workspace, ctx.budget);
  let plan: FleetPlan;
  try {
    plan = await planFleet({ entries, serving, git, workspace, head, log, redact, frontEnd });
    recordFleetPlan(state, plan);
  } finally {
    countFleetRequests(state, { git: git.calls });
  }
  // Each deployment's decision and why, then the count and the requests made.
  for (const d of plan.deployments)
    log.info(`${d.action === 'deploy' ? 'deploy' : 'skip  '} ${d.deployment}: ${d.why}`);
  const deploying = plan.deployments.filter((d) => d.action === 'deploy').length;
  const requests = state.fleet!.requests;
  log.info(
    `${deploying} of ${plan.deployments.length} deployments to deploy (${requests.controlPlane} control-plane requests, ${requests.github} to GitHub, ${requests.git} git calls).`,
  );
}

/** A deployment serving an upload: its commit is read from GitHub. */
type Upload = { entry: FleetEntry; deploymentId: string; revision: string };

/** What serves each entry as the control plane says, and the uploads it names no commit for. */
async function servingOnControlPlane(ctx: RunContext, entries: FleetEntry[]) {
  const listed = await listFleet(ctx.cp, entries);
  countFleetRequests(ctx.state, { controlPlane: listed.requests });
  const serving = new Map<string, Serving>();
  const uploads: Upload[] = [];
  for (const entry of entries) {
    const deployment = listed.found.get(entry.name);
    if (!deployment) {
      serving.set(entry.name, { kind: listed.unknown.has(entry.name) ? 'unlisted' : 'absent' });
      continue;
    }
    const answer = await servingOf(ctx.cp, deployment);
    countFleetRequests(ctx.state, { controlPlane: answer.requests });
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
  return { serving, uploads };
}

/** The commit each upload serves, from the GitHub Deployment this action recorded for it. */
async function servingOfUploads(ctx: RunContext, uploads: Upload[], serving: Map<string, Serving>) {
  const api = await openGitHubApi(ctx.inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
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
  if (!('why' in api)) countFleetRequests(ctx.state, { github: api.requests });
}
