import {
  createCallerFor,
  type Call,
  type CallerOptions,
  type EndpointTable,
} from '../control-plane/caller.ts';
import { checkBaseUrl } from '../inputs/endpoint.ts';

/**
 * The LangSmith API endpoints the agent checks use (datasets to read cases from, experiments to
 * upload results to), relative to the API's base (`…/api/v1`, inputs/endpoint.ts): the one place
 * their methods and paths are written. The emulator serves them from this table, and checks them
 * against the published reference (emulator/spec/langsmith/).
 */
export const LANGSMITH_ENDPOINTS = {
  'langsmith-read-datasets': { method: 'GET', path: '/datasets' },
  'langsmith-list-examples': { method: 'GET', path: '/examples' },
  'langsmith-upload-experiment': { method: 'POST', path: '/datasets/upload-experiment' },
} as const satisfies EndpointTable<string>;

export type LangSmithEndpoint = keyof typeof LANGSMITH_ENDPOINTS;

/**
 * The caller of the LangSmith API: the control plane's caller (headers, timeouts, retries within
 * the budget, bounded replies) over this endpoint table. The API key goes to `baseUrl` only, and
 * only when it is https or plain http on this machine's loopback (as `api_url`): anything else
 * is a programming error here, since the inputs refuse it first.
 */
export function createLangSmithCall(options: CallerOptions): Call<LangSmithEndpoint> {
  const checked = checkBaseUrl(options.baseUrl);
  if (typeof checked === 'string') throw new Error(`the LangSmith API URL ${checked}`);
  return createCallerFor(LANGSMITH_ENDPOINTS, options);
}
