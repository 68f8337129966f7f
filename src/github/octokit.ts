/**
 * GitHub's API client from @actions/github, loaded only when a GitHub side channel is on. It
 * gets the run's fetch, so the proxy settings apply to it exactly as to every other call.
 */
export async function createOctokit(token: string, apiUrl: string, fetch: typeof globalThis.fetch) {
  const { getOctokit } = await import('@actions/github');
  return getOctokit(token, { baseUrl: apiUrl, request: { fetch } });
}

export type Octokit = Awaited<ReturnType<typeof createOctokit>>;
