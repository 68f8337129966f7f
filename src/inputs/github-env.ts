import { readFileSync } from 'node:fs';
import { stripSlash } from './endpoint.ts';

/**
 * The workflow run, from the runner's GITHUB_* variables and its event payload: the one place
 * they are read (values trimmed, blank as unset; the payload read once). Input defaults, the
 * summary's trigger and the GitHub side channels all take their facts from here.
 */
export interface GitHubEnv {
  /** `owner/name` */
  repository?: string;
  owner?: string;
  repo?: string;
  serverUrl: string;
  /** GitHub's API (GitHub Enterprise Server sets its own). */
  apiUrl: string;
  /** `refs/heads/main`, `refs/tags/v1.2.0`, `refs/pull/7/merge` */
  ref?: string;
  /** Source branch of a pull request. */
  headRef?: string;
  eventName?: string;
  actor?: string;
  runId?: string;
  /** GITHUB_RUN_ATTEMPT: 1, then 2, … each time the run is re-run (same runId). */
  runAttempt?: string;
  /** GITHUB_JOB: the job's id in the workflow (matrix legs of one job share it). */
  job?: string;
  /**
   * GITHUB_ACTION: the step, by its `id`, else a name GitHub makes (`__run`, `__owner_repo`) with
   * a number added for each further use in the job (`__run_2`).
   */
  step?: string;
  /** GITHUB_SHA: what actions/checkout checks out (on a pull request, the merge commit). */
  sha?: string;
  /** The commit the run is about: the pull request's head for pull-request events, else `sha`. */
  commit?: string;
  /** The pull request the run is for, from the event (or `refs/pull/N/…`). */
  prNumber?: number;
  /** GITHUB_WORKSPACE: the checked-out repository. */
  workspace?: string;
  /** RUNNER_TEMP: the runner's temporary folder, emptied after each job. */
  runnerTemp?: string;
  /** GITHUB_ACTION_REPOSITORY: where this action comes from (`owner/name`), for links to its README. */
  actionRepository?: string;
}

interface EventPayload {
  number?: unknown;
  pull_request?: { number?: unknown; head?: { sha?: unknown } };
}

export function readGitHubEnv(env: NodeJS.ProcessEnv): GitHubEnv {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const repository = value('GITHUB_REPOSITORY');
  const [owner, repo] = repository?.split('/') ?? [];
  const event = readEvent(value('GITHUB_EVENT_PATH'));
  const ref = value('GITHUB_REF');
  const refPr = /^refs\/pull\/(\d+)\//.exec(ref ?? '')?.[1];
  const prFromEvent = event.pull_request?.number;
  const sha = commitSha(value('GITHUB_SHA'));
  return {
    repository,
    owner: owner || undefined,
    repo: repo || undefined,
    serverUrl: stripSlash(value('GITHUB_SERVER_URL') ?? 'https://github.com'),
    apiUrl: stripSlash(value('GITHUB_API_URL') ?? 'https://api.github.com'),
    ref,
    headRef: value('GITHUB_HEAD_REF'),
    eventName: value('GITHUB_EVENT_NAME'),
    actor: value('GITHUB_ACTOR'),
    runId: value('GITHUB_RUN_ID'),
    runAttempt: value('GITHUB_RUN_ATTEMPT'),
    job: value('GITHUB_JOB'),
    step: value('GITHUB_ACTION'),
    sha,
    // A pull request's GITHUB_SHA is a merge commit that is never built: its head is what it is about.
    commit: commitSha(event.pull_request?.head?.sha) ?? sha,
    prNumber: typeof prFromEvent === 'number' ? prFromEvent : refPr ? Number(refPr) : undefined,
    workspace: value('GITHUB_WORKSPACE'),
    runnerTemp: value('RUNNER_TEMP'),
    actionRepository: value('GITHUB_ACTION_REPOSITORY'),
  };
}

function readEvent(path: string | undefined): EventPayload {
  if (!path) return {};
  try {
    const payload: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return payload && typeof payload === 'object' ? (payload as EventPayload) : {};
  } catch {
    return {};
  }
}

/**
 * The ref the control plane should build: a branch by its name, a tag by its full ref (the
 * API's convention), and for pull requests the head branch (refs/pull/N/merge is not a branch).
 */
export function defaultRepoRef(gh: GitHubEnv): string | undefined {
  if (gh.headRef) return gh.headRef;
  if (!gh.ref) return undefined;
  if (gh.ref.startsWith('refs/heads/')) return gh.ref.slice('refs/heads/'.length);
  if (gh.ref.startsWith('refs/tags/')) return gh.ref;
  return undefined;
}

/** A full commit SHA (lower case), or undefined for anything else. */
export function commitSha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value.toLowerCase() : undefined;
}
