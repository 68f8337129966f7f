import { countFleetRequests, recordFleetRows, startFleetRecord } from '../fleet/fleet-record.ts';
import { fleetRows, judge } from '../fleet/fleet-rows.ts';
import { listFleet } from '../fleet/serving.ts';
import { openGitHubApi, type GitHubApi } from '../github/api.ts';
import { eachLimited, jobResult } from '../github/fleet-records.ts';
import { upsertComment } from '../github/pr-comment.ts';
import { fleetCommentBody, fleetMarker } from '../report/fleet.ts';
import type { FleetEntry } from '../inputs/types.ts';
import type { JobResult } from '../run/fleet-state.ts';
import type { RunContext } from '../run/context.ts';
import { redactDeep } from '../runner/redact.ts';

/**
 * `command: report`, after the matrix: every deployment of the manifest as the control plane has
 * it, with what its deploy job recorded (its GitHub Deployment's last status in this workflow
 * run) and what the plan skipped; one job summary and, on a pull request with `pr_comment`, one
 * comment for the fleet. A deployment that failed is named in output `failed`; the report itself
 * does not fail for it.
 */
export async function reportCommand(ctx: RunContext): Promise<void> {
  const { inputs, state, log } = ctx;
  const fleet = inputs.fleet!;
  startFleetRecord(state, fleet.manifest);
  const listed = await listFleet(ctx.cp, fleet.entries);
  const { rows, requests: reads } = await fleetRows(ctx.cp, fleet.entries, listed, fleet.plan);
  countFleetRequests(state, { controlPlane: listed.requests + reads });

  // What the deploy jobs recorded: only a deployment's own job knows its smoke test.
  const recording = fleet.entries.filter(
    (e, i) => e.inputs.github.environment && rows[i]!.planned?.action !== 'skip',
  );
  const github =
    recording.length || inputs.github.prComment
      ? await openGitHubApi(inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact)
      : undefined;
  const results = await jobResults(ctx, github, recording);
  for (const row of rows) {
    row.result = results.get(row.deployment);
    Object.assign(row, judge(row, row.result));
  }
  recordFleetRows(state, rows);
  const failed = rows.filter((r) => r.failed);
  for (const row of failed) log.warning(`${row.deployment}: ${row.why ?? 'failed'}.`, 'Deployment failed');
  log.info(`${rows.length} deployments reported; ${failed.length} failed.`);

  if (github && !('why' in github)) {
    await comment(ctx, github);
    countFleetRequests(state, { github: github.requests });
  }
}

/** What each deploy job recorded in its GitHub Deployment; a result not read is a warning. */
async function jobResults(
  { log, budget }: RunContext,
  github: Awaited<ReturnType<typeof openGitHubApi>> | undefined,
  recording: FleetEntry[],
): Promise<Map<string, JobResult>> {
  const results = new Map<string, JobResult>();
  if (github && 'why' in github) {
    if (recording.length)
      log.warning(`${github.why}: the report cannot read what the deploy jobs recorded.`, 'GitHub not read');
  } else if (github) {
    const answers = await eachLimited(recording, (e) => jobResult(github, e.inputs.github.environment!));
    // A request the run's end cut short is not GitHub's answer: the report ends with the run.
    budget.check('reading what the deploy jobs recorded');
    recording.forEach((e, i) => {
      const answer = answers[i];
      if (answer && 'why' in answer) log.warning(`${e.name}: ${answer.why}.`, 'Deploy result not read');
      else if (answer) results.set(e.name, answer);
    });
  }
  return results;
}

/** The fleet's pull-request comment, best effort: a refusal is a warning, never the report's failure. */
async function comment(ctx: RunContext, github: GitHubApi): Promise<void> {
  const { inputs, state, log } = ctx;
  if (!inputs.github.prComment || inputs.dryRun) return;
  if (github.run.prNumber === undefined) {
    log.info('pr_comment is on but this run is not for a pull request; no comment.');
    return;
  }
  const body = fleetCommentBody(redactDeep(state, ctx.redact), github.run);
  try {
    const { done } = await upsertComment(
      github.octokit,
      github.run,
      fleetMarker(state.fleet!.manifest),
      body,
      undefined,
      true,
      fleetMarker(state.fleet!.manifest),
    );
    log.info(`Pull request #${github.run.prNumber}: fleet comment ${done}.`);
  } catch (error) {
    const status = (error as { status?: number }).status;
    log.warning(
      `Pull-request comment not updated: ${(error as Error).message}${status === 403 || status === 404 ? ' (does the workflow grant `pull-requests: write`?)' : ''}.`,
      'Pull-request comment not updated',
    );
  }
}
