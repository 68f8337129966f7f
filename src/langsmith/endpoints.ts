import type { EndpointTable } from '../control-plane/caller.ts';

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
