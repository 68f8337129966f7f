import { FLEET } from '../base/policy.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import { commitSha } from '../inputs/github-env.ts';
import type { JobResult } from '../run/fleet-state.ts';
import { recordedRevision, type RecordedRevision } from './deployment.ts';
import type { GitHubApi } from './api.ts';

/**
 * Why GitHub could not answer: a refusal names the permission it needs. GitHub's words (an error
 * page of HTML, many lines long) are one bounded line: they travel in the plan's JSON, which the
 * report reads back within its bounds. Redacted before they are cut.
 */
export function gitHubFailure(error: unknown, permission: string, redact: Redact): string {
  const status = (error as { status?: number }).status;
  return `GitHub's API answered ${status ?? 'nothing'}${status === 403 || status === 404 ? ` (does the job grant \`${permission}\`?)` : `: ${excerpt(String((error as Error).message), FLEET.githubWordsShown, redact)}`}`;
}

/**
 * The commit a revision was made from, as this action recorded it in the GitHub Deployment it
 * made for that revision (`source: upload`: the control plane keeps no commit), with what the
 * payload records of the upload (`record`). Looked for among the newest 100 GitHub Deployments
 * of the deployment's environment.
 */
export async function recordedCommit(
  api: GitHubApi,
  environment: string,
  deploymentId: string,
  revisionId: string,
): Promise<{ commit: string; record: RecordedRevision } | { why: string }> {
  let rows: Array<{ sha?: string; ref?: string; payload?: unknown }>;
  try {
    const { data } = await api.octokit.rest.repos.listDeployments({
      owner: api.run.owner,
      repo: api.run.repo,
      environment,
      per_page: 100,
    });
    rows = data as typeof rows;
  } catch (error) {
    return {
      why: `its GitHub Deployments could not be read: ${gitHubFailure(error, 'deployments: read', api.redact)}`,
    };
  }
  for (const row of rows) {
    const record = recordedRevision(row.payload);
    if (record?.deploymentId !== deploymentId || record.revisionId !== revisionId) continue;
    const commit = commitSha(row.sha) ?? commitSha(row.ref);
    if (commit) return { commit, record };
  }
  return {
    why: `no GitHub Deployment in ${environment} records revision ${revisionId} (was it deployed by another way, or by an older version of this action?)`,
  };
}

/**
 * What this workflow run's deploy job recorded for a deployment: the last status of the newest
 * GitHub Deployment of its environment, when this run wrote it (its `log_url` is this run's page).
 * Undefined when it did not (the job recorded nothing: no environment, or it ended before).
 */
export async function jobResult(
  api: GitHubApi,
  environment: string,
): Promise<JobResult | { why: string } | undefined> {
  const { owner, repo } = api.run;
  try {
    const { data: deployments } = await api.octokit.rest.repos.listDeployments({
      owner,
      repo,
      environment,
      per_page: 1,
    });
    const newest = deployments[0];
    if (!newest) return undefined;
    const { data: statuses } = await api.octokit.rest.repos.listDeploymentStatuses({
      owner,
      repo,
      deployment_id: newest.id,
      per_page: 1,
    });
    const status = statuses[0];
    if (!status || !api.run.runUrl || status.log_url !== api.run.runUrl) return undefined;
    // GitHub's words: one line, as long as GitHub allows a status's (shown escaped).
    return {
      environment,
      state: excerpt(String(status.state), 32, api.redact),
      description: excerpt(status.description ?? '', 140, api.redact),
    };
  } catch (error) {
    return { why: gitHubFailure(error, 'deployments: read', api.redact) };
  }
}

/** `work` for each item, at most FLEET.githubConcurrency at a time; results in order. */
export async function eachLimited<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FLEET.githubConcurrency, items.length) }, worker));
  return results;
}
