import type { GitHubEnv } from '../inputs/github-env.ts';
import type { RunState } from '../run/run-state.ts';

/** The workflow run as GitHub's API needs it (from the runner's variables, inputs/github-env.ts). */
export interface GitHubRun {
  owner: string;
  repo: string;
  /** Commit the run is about: the PR head for pull requests, else GITHUB_SHA. */
  sha?: string;
  apiUrl: string;
  runUrl?: string;
  prNumber?: number;
}

/** The run, when the repository is known (GitHub's API needs it); else undefined. */
export function readGitHubRun(gh: GitHubEnv): GitHubRun | undefined {
  const { owner, repo } = gh;
  if (!owner || !repo) return undefined;
  return {
    owner,
    repo,
    sha: gh.commit,
    apiUrl: gh.apiUrl,
    runUrl: gh.runId ? `${gh.serverUrl}/${owner}/${repo}/actions/runs/${gh.runId}` : undefined,
    prNumber: gh.prNumber,
  };
}

/** What started the run, for the summary; nothing when the variables are not set. */
export function triggerOf(gh: GitHubEnv): RunState['trigger'] {
  const run = readGitHubRun(gh);
  if (!run) return undefined;
  return {
    event: gh.eventName,
    actor: gh.actor,
    ref: gh.ref,
    sha: run.sha,
    runUrl: run.runUrl,
    ...(run.prNumber === undefined
      ? {}
      : {
          pullRequest: {
            number: run.prNumber,
            url: `${gh.serverUrl}/${run.owner}/${run.repo}/pull/${run.prNumber}`,
            head: gh.headRef,
          },
        }),
  };
}
