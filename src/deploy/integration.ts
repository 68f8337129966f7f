import { ActionError, HttpError } from '../base/errors.ts';
import type { RunContext } from '../run/context.ts';

/**
 * The GitHub integration a new `github` deployment is created with: `integration_id` when
 * given; else the workspace's only integration, provided it can see the repository. None or
 * several fail before anything is created, listing the candidates.
 */
export async function resolveIntegration(ctx: RunContext): Promise<string | undefined> {
  const { inputs, cp, log } = ctx;
  if (inputs.deployment.source !== 'github') return undefined;
  if (inputs.deployment.integrationId) return inputs.deployment.integrationId;

  const integrations = await cp.listGithubIntegrations();
  if (integrations.length === 0) {
    throw new ActionError({
      title: 'No GitHub integration',
      message:
        'integration_id is empty and the workspace has no GitHub integration: connect GitHub in LangSmith (Deployments → New Deployment → Import from GitHub), then rerun or set integration_id.',
    });
  }
  if (integrations.length > 1) {
    const list = integrations.map((i) => `  - ${i.id} (${i.name ?? 'unnamed'})`).join('\n');
    throw new ActionError({
      title: 'Several GitHub integrations',
      message: `integration_id is empty and the workspace has ${integrations.length} GitHub integrations; set integration_id to one of:\n${list}`,
    });
  }
  const only = integrations[0]!;
  const named = `${only.id} (${only.name ?? 'unnamed'})`;
  let repos;
  try {
    repos = await cp.listGithubRepositories(only.id);
  } catch (error) {
    // The user gave no id: the hint is about the integration this run chose, not integration_id.
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    throw new ActionError({
      title: 'Integration not usable',
      message: `The workspace's only GitHub integration, ${named}, cannot list its repositories (${error.method} ${error.path} answered 404): check the LangSmith GitHub app's installation and its access to ${inputs.deployment.repoUrl}, or set integration_id.`,
    });
  }
  const wanted = normalizeRepoUrl(inputs.deployment.repoUrl ?? '');
  if (!repos.some((r) => normalizeRepoUrl(r.url) === wanted)) {
    throw new ActionError({
      title: 'Repository not connected',
      message: `The only GitHub integration, ${named}, cannot see ${inputs.deployment.repoUrl}: grant the LangSmith GitHub app access to the repository, or set integration_id.`,
    });
  }
  log.info(`Using the GitHub integration ${named}, the workspace's only one.`);
  return only.id;
}

/** A repository URL as two spellings of one repository compare: lowercase, no trailing `/` or `.git`. */
export function normalizeRepoUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
}
