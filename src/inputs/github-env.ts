import { readFileSync } from 'node:fs';
import { stripSlash } from './endpoint.ts';

/** Defaults that come from the workflow run (the runner's GITHUB_* variables). */
export interface GitHubEnv {
  /** `owner/name` */
  repository?: string;
  serverUrl: string;
  /** `refs/heads/main`, `refs/tags/v1.2.0`, `refs/pull/7/merge` */
  ref?: string;
  /** Source branch of a pull request. */
  headRef?: string;
  eventName?: string;
}

export function readGitHubEnv(env: NodeJS.ProcessEnv): GitHubEnv {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  return {
    repository: value('GITHUB_REPOSITORY'),
    serverUrl: value('GITHUB_SERVER_URL') ?? 'https://github.com',
    ref: value('GITHUB_REF'),
    headRef: value('GITHUB_HEAD_REF'),
    eventName: value('GITHUB_EVENT_NAME'),
  };
}

export function defaultDeploymentName(gh: GitHubEnv): string | undefined {
  return gh.repository?.split('/')[1] || undefined;
}

export function defaultRepoUrl(gh: GitHubEnv): string | undefined {
  return gh.repository ? `${stripSlash(gh.serverUrl)}/${gh.repository}` : undefined;
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

/**
 * The commit the workflow run is about: the head of the pull request for pull-request events
 * (GITHUB_SHA is then a merge commit that is never built), else GITHUB_SHA.
 */
export function workflowCommit(env: NodeJS.ProcessEnv): string | undefined {
  let head: unknown;
  if (env.GITHUB_EVENT_PATH) {
    try {
      head = (
        JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as {
          pull_request?: { head?: { sha?: unknown } };
        }
      ).pull_request?.head?.sha;
    } catch {
      head = undefined;
    }
  }
  return commitSha(head) ?? commitSha(env.GITHUB_SHA?.trim());
}

/** A full commit SHA (lower case), or undefined for anything else. */
export function commitSha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value.toLowerCase() : undefined;
}
