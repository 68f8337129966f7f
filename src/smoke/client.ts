import type { Client } from '@langchain/langgraph-sdk';

/**
 * The official run-interface client, loaded on first use so deploys without a smoke test do
 * not pay for it. Its requests go through undici with the proxy settings (HTTPS_PROXY,
 * NO_PROXY) and carry X-Api-Key when a key is given.
 */
export async function createAgentClient(url: string, apiKey: string | undefined): Promise<Client> {
  const [{ Client }, { fetch, EnvHttpProxyAgent }] = await Promise.all([
    import('@langchain/langgraph-sdk'),
    import('undici'),
  ]);
  const dispatcher = new EnvHttpProxyAgent();
  const proxiedFetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    fetch(input, { ...init, dispatcher })) as unknown as typeof globalThis.fetch;
  return new Client({
    apiUrl: url,
    // null: never fall back to LANGSMITH_API_KEY & co. from the environment.
    apiKey: apiKey ?? null,
    callerOptions: { maxRetries: 2, fetch: proxiedFetch },
  });
}
