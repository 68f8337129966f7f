/**
 * GitHub's API client from @actions/github, loaded only when a GitHub side channel is on. Its
 * requests go through the same undici proxy agent as every other call of the action, so
 * HTTPS_PROXY / NO_PROXY apply the same way everywhere.
 */
export async function createOctokit(token: string, apiUrl: string) {
  const [{ getOctokit }, { fetch, EnvHttpProxyAgent }] = await Promise.all([
    import('@actions/github'),
    import('undici'),
  ]);
  const dispatcher = new EnvHttpProxyAgent();
  const proxiedFetch = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    fetch(input, { ...init, dispatcher });
  return getOctokit(token, { baseUrl: apiUrl, request: { fetch: proxiedFetch } });
}

export type Octokit = Awaited<ReturnType<typeof createOctokit>>;
