import type { RunState } from '../report/run-state.ts';
import { readFileSync } from 'node:fs';
import { stripSlash } from '../inputs/endpoint.ts';
import { workflowCommit } from '../inputs/github-env.ts';

/** The workflow run as GitHub's API needs it, from the runner's variables and event payload. */
export interface GitHubRun {
  owner: string;
  repo: string;
  /** Commit the deployment is for: the PR head for pull requests, else GITHUB_SHA. */
  sha?: string;
  apiUrl: string;
  runUrl?: string;
  prNumber?: number;
  /** What started the run (`push`, `pull_request`, `workflow_dispatch`, …) and who. */
  eventName?: string;
  actor?: string;
  /** The ref that triggered it (`refs/heads/main`). */
  ref?: string;
}

interface EventPayload {
  number?: number;
  pull_request?: { number?: number };
}

export function readGitHubRun(env: NodeJS.ProcessEnv): GitHubRun | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) return undefined;
  const event = readEvent(env.GITHUB_EVENT_PATH);
  const refPr = /^refs\/pull\/(\d+)\//.exec(env.GITHUB_REF ?? '')?.[1];
  const server = stripSlash(env.GITHUB_SERVER_URL ?? 'https://github.com');
  return {
    owner,
    repo,
    sha: workflowCommit(env),
    // GitHub Enterprise Server sets GITHUB_API_URL to its own API.
    apiUrl: stripSlash(env.GITHUB_API_URL ?? 'https://api.github.com'),
    runUrl: env.GITHUB_RUN_ID ? `${server}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
    prNumber: event.pull_request?.number ?? (refPr ? Number(refPr) : undefined),
    eventName: env.GITHUB_EVENT_NAME || undefined,
    actor: env.GITHUB_ACTOR || undefined,
    ref: env.GITHUB_REF || undefined,
  };
}

/** What started the run, for the summary; nothing when the variables are not set. */
export function triggerOf(env: NodeJS.ProcessEnv): RunState['trigger'] {
  const run = readGitHubRun(env);
  if (!run) return undefined;
  const server = stripSlash(env.GITHUB_SERVER_URL ?? 'https://github.com');
  return {
    event: run.eventName,
    actor: run.actor,
    ref: run.ref,
    sha: run.sha,
    runUrl: run.runUrl,
    ...(run.prNumber === undefined
      ? {}
      : {
          pullRequest: {
            number: run.prNumber,
            url: `${server}/${run.owner}/${run.repo}/pull/${run.prNumber}`,
            head: env.GITHUB_HEAD_REF || undefined,
          },
        }),
  };
}

function readEvent(path: string | undefined): EventPayload {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as EventPayload;
  } catch {
    return {};
  }
}
