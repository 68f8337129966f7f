import type { GitHubApi } from './api.ts';

/** What GitHub says of a pull request: `open`, `closed` (merged or not), or `unknown` (404: no such pull request). */
export type PullState = 'open' | 'closed' | 'unknown';

/**
 * The state of pull request `number` of the run's repository (GitHub's REST pulls API; needs
 * `pull-requests: read`). GitHub's answer is checked: a state that is neither `open` nor `closed`
 * is an error, never taken for closed. Other refusals are thrown as Octokit's errors (with `status`).
 */
export async function pullRequestState(api: GitHubApi, number: number): Promise<PullState> {
  let state: unknown;
  try {
    const { data } = await api.octokit.rest.pulls.get({
      owner: api.run.owner,
      repo: api.run.repo,
      pull_number: number,
    });
    state = (data as { state?: unknown }).state;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return 'unknown';
    throw error;
  }
  if (state === 'open' || state === 'closed') return state;
  throw new Error(`GitHub answered pull request #${number} with a state that is neither open nor closed`);
}
