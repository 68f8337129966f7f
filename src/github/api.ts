import type { Inputs } from '../inputs/types.ts';
import { createOctokit, type Octokit } from './octokit.ts';
import { readGitHubRun, type GitHubRun } from './run.ts';
import { boundedFetch } from './side-channels.ts';

/** GitHub's API for a command that reads it (a fleet's plan and report, prune), with the run it is about. */
export interface GitHubApi {
  octokit: Octokit;
  run: GitHubRun;
  /** Requests made. */
  requests: number;
}

/**
 * GitHub's API for a command, or why there is none (no token, no repository). Every request is
 * bounded (SIDE_CHANNEL_REQUEST_MS) and ends with `signal`, and goes nowhere but GitHub's API.
 */
export async function openGitHubApi(
  inputs: Inputs,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<GitHubApi | { why: string }> {
  const run = readGitHubRun(inputs.workflow);
  if (!inputs.github.token) return { why: 'github_token is empty' };
  if (!run) return { why: 'GITHUB_REPOSITORY is not set' };
  try {
    const api: GitHubApi = { octokit: undefined as unknown as Octokit, run, requests: 0 };
    const counted: typeof globalThis.fetch = (input, init) => {
      api.requests++;
      return fetch(input, init);
    };
    api.octokit = await createOctokit(
      inputs.github.token,
      run.apiUrl,
      boundedFetch(counted, signal, run.apiUrl),
    );
    return api;
  } catch (error) {
    return { why: `GitHub's API client could not start: ${(error as Error).message}` };
  }
}
