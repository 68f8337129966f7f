import { GITHUB_MAX_PAGES } from '../base/policy.ts';

/**
 * GitHub's API client from @actions/github, loaded only when a GitHub side channel is on. It
 * gets the run's fetch, so the proxy settings apply to it exactly as to every other call.
 */
export async function createOctokit(token: string, apiUrl: string, fetch: typeof globalThis.fetch) {
  const { getOctokit } = await import('@actions/github');
  return getOctokit(token, { baseUrl: apiUrl, request: { fetch } });
}

export type Octokit = Awaited<ReturnType<typeof createOctokit>>;

/**
 * The rows of at most GITHUB_MAX_PAGES pages of a list: an API that paginates forever can neither
 * hold the run nor fill its memory.
 */
export async function takePages<T>(pages: AsyncIterable<{ data: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  let read = 0;
  for await (const page of pages) {
    rows.push(...page.data);
    if (++read >= GITHUB_MAX_PAGES) break;
  }
  return rows;
}
