import type { Client } from '@langchain/langgraph-sdk';

/**
 * The official run-interface client, loaded on first use so deploys without a smoke test do
 * not pay for it. Its requests use the run's fetch (undici, through the configured proxy) and
 * carry X-Api-Key when a key is given.
 */
export async function createAgentClient(
  url: string,
  apiKey: string | undefined,
  fetch: typeof globalThis.fetch,
): Promise<Client> {
  const { Client } = await import('@langchain/langgraph-sdk');
  return new Client({
    apiUrl: url,
    // null: never fall back to LANGSMITH_API_KEY & co. from the environment.
    apiKey: apiKey ?? null,
    callerOptions: { maxRetries: 2, fetch },
  });
}
