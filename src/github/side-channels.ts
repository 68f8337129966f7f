import type { Inputs } from '../inputs/types.ts';
import { SIDE_CHANNEL_REQUEST_MS } from '../policy.ts';
import type { RunState } from '../report/run-state.ts';
import type { Log } from '../runner/log.ts';
import { GitHubDeployment } from './deployment.ts';
import { createOctokit, type Octokit } from './octokit.ts';
import { commentBody, upsertComment } from './pr-comment.ts';
import { readGitHubRun } from './run-context.ts';

/** What the run reports to GitHub besides its outputs: a GitHub Deployment, a PR comment. */
export interface SideChannels {
  /** Whether any channel is on (the run then keeps a little of `timeout` for reporting). */
  readonly active: boolean;
  /** When the deploy starts. Runs in the background: it never delays the deploy. */
  begin(state: RunState): void;
  /** After the run, whatever its outcome; waits for `begin` first. */
  end(state: RunState): Promise<void>;
}

const NONE: SideChannels = { active: false, begin: () => {}, end: async () => {} };

/**
 * Opens the GitHub side channels the inputs ask for. They are best effort: a failure is a
 * warning and never fails the deploy. Every request is bounded (SIDE_CHANNEL_REQUEST_MS) and
 * aborted when `budget` ends — the run's `timeout`, or the grace after a cancellation — so a
 * hung GitHub API can neither stretch the run nor hold up a cancelled one. No token, no
 * channel; a dry run writes nothing.
 */
export async function openGitHubSideChannels(
  inputs: Inputs,
  log: Log,
  env: NodeJS.ProcessEnv,
  fetch: typeof globalThis.fetch,
  budget: AbortSignal,
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
    octokit = await createOctokit(token, run.apiUrl, boundedFetch(fetch, budget));
  } catch (error) {
    log.warning(
      `GitHub's API client could not start: ${(error as Error).message}.`,
      'GitHub reporting skipped',
    );
    return NONE;
  }
  const deployment = environment ? new GitHubDeployment(octokit, run, environment) : undefined;
  const name = inputs.target.name ?? inputs.target.deploymentId ?? 'deployment';
  const attempt = (what: string, body: () => Promise<void>): Promise<void> =>
    bestEffort(log, budget, what, body);
  let started: Promise<void> = Promise.resolve();

  return {
    active: true,
    begin: () => {
      if (deployment && inputs.command === 'deploy')
        started = attempt('GitHub Deployment', () => deployment.start(inputs));
    },
    end: async (state) => {
      await started;
      if (deployment) {
        await attempt('GitHub Deployment', () =>
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
      await attempt('Pull-request comment', async () => {
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

/** fetch whose every request ends after SIDE_CHANNEL_REQUEST_MS, or when the budget does. */
function boundedFetch(fetch: typeof globalThis.fetch, budget: AbortSignal): typeof globalThis.fetch {
  return (input, init) => {
    const signals = [budget, AbortSignal.timeout(SIDE_CHANNEL_REQUEST_MS)];
    if (init?.signal) signals.push(init.signal);
    return fetch(input, { ...init, signal: AbortSignal.any(signals) });
  };
}

async function bestEffort(
  log: Log,
  budget: AbortSignal,
  what: string,
  body: () => Promise<void>,
): Promise<void> {
  if (budget.aborted) {
    log.warning(`${what} not updated: no time was left for reporting to GitHub.`, `${what} not updated`);
    return;
  }
  try {
    await body();
  } catch (error) {
    const status = (error as { status?: number }).status;
    const hint =
      status === 403 || status === 404
        ? ' (does the workflow grant `deployments: write` / `pull-requests: write`?)'
        : budget.aborted
          ? ' (no time was left for reporting to GitHub)'
          : '';
    log.warning(
      `${what} not updated: ${(error as Error).message}${hint}. The deployment itself is not affected.`,
      `${what} not updated`,
    );
  }
}
