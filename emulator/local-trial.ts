import { EMULATOR_INTEGRATION_ID } from './store.ts';

/**
 * What `npm run emulator` starts with when its flags do not say otherwise, so that the action
 * deploys against it out of the box (docs/try-locally.md): one GitHub integration, which sees one
 * repository, and — with `--agent-server` — a real agent server behind every deployment URL.
 */
export const LOCAL_INTEGRATION = { id: EMULATOR_INTEGRATION_ID, name: 'local', installation_id: 1 };
/** The repository the default integration sees: `GITHUB_REPOSITORY=local/agent` deploys it. */
export const LOCAL_REPO = { url: 'https://github.com/local/agent', owner: 'local', name: 'agent' };

type Integration = typeof LOCAL_INTEGRATION;
type Repository = typeof LOCAL_REPO;

/**
 * The integrations and what each sees: those given (`--integration`, `--repo`), else the local
 * one, seeing the repositories `--repo` gives it, else `local/agent`.
 */
export function withLocalIntegration(
  integrations: Integration[],
  repositories: Record<string, Repository[]>,
): { integrations: Integration[]; repositories: Record<string, Repository[]> } {
  if (integrations.length) return { integrations, repositories };
  return {
    integrations: [LOCAL_INTEGRATION],
    repositories: {
      ...repositories,
      [LOCAL_INTEGRATION.id]: repositories[LOCAL_INTEGRATION.id] ?? [LOCAL_REPO],
    },
  };
}

/**
 * The real open-source agent server with the test suite's graphs (`agent`, a support agent that
 * examples/checks.yaml is written for; `echo`; `fail`; …), in a child process on a free loopback
 * port. Loaded only when asked for: it needs the dev dependencies of a clone.
 */
export async function startLocalAgentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const { startAgentServer } = await import('../__tests__/agent-server/local.ts');
  // Each graph answers after 1 s, as a model would take a while: the smoke test's double-texting
  // checks then overlap a running run for certain, even on a busy machine (as in `npm run demo`).
  return startAgentServer({ workers: 4, echoDelayMs: 1_000 });
}
