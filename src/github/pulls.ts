import type { GitHubApi } from './api.ts';

/** What GitHub says of a pull request: `open`, `closed` (merged or not), or `unknown` (404: no such pull request). */
export type PullState = 'open' | 'closed' | 'unknown';

/**
 * The state of pull request `number` of the run's repository (GitHub's REST pulls API; needs
 * `pull-requests: read`). GitHub's answer is checked: one about another pull request (its
 * `number` not the one asked for) or with a state that is neither `open` nor `closed` is an
 * error, never taken for closed. Other refusals are thrown as Octokit's errors (with `status`).
 */
export async function pullRequestState(api: GitHubApi, number: number): Promise<PullState> {
  let reply: { number?: unknown; state?: unknown } | null | undefined;
  try {
    const { data } = await api.octokit.rest.pulls.get({
      owner: api.run.owner,
      repo: api.run.repo,
      pull_number: number,
    });
    reply = data as typeof reply;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return 'unknown';
    throw error;
  }
  const about = reply?.number;
  if (about !== number)
    throw new Error(
      `${Number.isSafeInteger(about) ? `the answer is about #${String(about)}, not #${number}` : 'the answer names no pull request number'} (a malformed answer)`,
    );
  const state = reply?.state;
  if (state === 'open' || state === 'closed') return state;
  throw new Error(`GitHub answered pull request #${number} with a state that is neither open nor closed`);
}
