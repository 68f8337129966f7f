import type { Inputs } from '../inputs/types.ts';
import type { RunState } from '../report/run-state.ts';
import type { Log } from '../runner/log.ts';
import { GitHubDeployment } from './deployment.ts';
import { createOctokit, type Octokit } from './octokit.ts';
import { commentBody, upsertComment } from './pr-comment.ts';
import { readGitHubRun } from './run-context.ts';

/** What the run reports to GitHub besides its outputs: a GitHub Deployment, a PR comment. */
export interface SideChannels {
  /** Before the deploy: the GitHub Deployment goes `in_progress`. */
  begin(state: RunState): Promise<void>;
  /** After the run, whatever its outcome. */
  end(state: RunState): Promise<void>;
}

const NONE: SideChannels = { begin: async () => {}, end: async () => {} };

/**
 * Opens the GitHub side channels the inputs ask for. They are best effort: a failure is a
 * warning and never fails the deploy. No token, no channel; a dry run writes nothing.
 */
export async function openGitHubSideChannels(
  inputs: Inputs,
  log: Log,
  env: NodeJS.ProcessEnv,
  fetch: typeof globalThis.fetch,
): Promise<SideChannels> {
  const { environment, prComment, token } = inputs.github;
  if ((!environment && !prComment) || inputs.dryRun || !['deploy', 'delete'].includes(inputs.command))
    return NONE;
  const run = readGitHubRun(env);
  if (!token || !run) {
    log.warning(
      `${!token ? 'github_token is empty' : 'GITHUB_REPOSITORY is not set'}: no GitHub Deployment or pull-request comment.`,
      'GitHub reporting skipped',
    );
    return NONE;
  }
  let octokit: Octokit;
  try {
    octokit = await createOctokit(token, run.apiUrl, fetch);
  } catch (error) {
    log.warning(
      `GitHub's API client could not start: ${(error as Error).message}.`,
      'GitHub reporting skipped',
    );
    return NONE;
  }
  const deployment = environment ? new GitHubDeployment(octokit, run, environment) : undefined;
  const name = inputs.target.name ?? inputs.target.deploymentId ?? 'deployment';

  return {
    begin: async () => {
      if (deployment && inputs.command === 'deploy')
        await bestEffort(log, 'GitHub Deployment', () => deployment.start(inputs));
    },
    end: async (state) => {
      if (deployment) {
        await bestEffort(log, 'GitHub Deployment', () =>
          inputs.command === 'delete' ? deployment.deactivate() : deployment.finish(state),
        );
      }
      if (!prComment) return;
      if (run.prNumber === undefined) {
        log.warning(
          'pr_comment is on but this run is not for a pull request; no comment.',
          'Pull-request comment skipped',
        );
        return;
      }
      await bestEffort(log, 'Pull-request comment', async () => {
        const done = await upsertComment(
          octokit,
          run,
          name,
          commentBody(name, state, run, state.langsmithUrl),
        );
        log.info(`Pull request #${run.prNumber}: preview comment ${done}.`);
      });
    },
  };
}

async function bestEffort(log: Log, what: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const status = (error as { status?: number }).status;
    const hint =
      status === 403 || status === 404
        ? ' (does the workflow grant `deployments: write` / `pull-requests: write`?)'
        : '';
    log.warning(
      `${what} not updated: ${(error as Error).message}${hint}. The deployment itself is not affected.`,
      `${what} not updated`,
    );
  }
}
