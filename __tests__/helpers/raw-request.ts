import { EMULATOR_API_KEY, type Emulator } from '../../emulator/server.ts';

/** A request to the emulator as another client would send it (with the key), and its reply. */
export async function rawRequest(
  emulator: Emulator,
  method: 'POST' | 'PATCH',
  path: string,
  body: object,
): Promise<{ status: number; detail: unknown }> {
  const reply = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { 'X-Api-Key': EMULATOR_API_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: reply.status, detail: ((await reply.json()) as { detail?: unknown }).detail };
}

/** A create body for an uploaded-source deployment, with what a test varies. */
export const uploadCreate = (extra: object): object => ({
  name: 'agent',
  source: 'internal_source',
  source_config: {},
  source_revision_config: { langgraph_config_path: 'langgraph.json' },
  secrets: [],
  ...extra,
});
