import type { RunEvent } from '../run/context.ts';
import type { Inputs } from '../inputs/types.ts';
import { SIDE_CHANNEL_REQUEST_MS } from '../base/policy.ts';
import { timedSignal } from '../time/limit.ts';
import type { RunState } from '../run/run-state.ts';
import type { Log } from '../runner/log.ts';
import { redactDeep } from '../runner/redact.ts';
import type { RunnerIO } from '../runner/runner-io.ts';
import { GitHubDeployment } from './deployment.ts';
import { createOctokit, type Octokit } from './octokit.ts';
import { commentBody, upsertComment } from './pr-comment.ts';
import { readGitHubRun } from './run.ts';

/** What the run reports to GitHub besides its outputs: a GitHub Deployment, a PR comment. */
export interface SideChannels {
  /** Whether any channel is on (the run then keeps a little of `timeout` for reporting). */
  readonly active: boolean;
  /** Something happened (run-state has the facts). Acted on in the background: never delays the run. */
  notify(event: RunEvent, state: RunState): void;
  /** After the run, whatever its outcome; waits for what `notify` started first. */
  end(state: RunState): Promise<void>;
}

const NONE: SideChannels = { active: false, notify: () => {}, end: async () => {} };
const COMMANDS = ['deploy', 'rollback', 'delete'];

/**
 * Opens the GitHub side channels the inputs ask for. They are best effort: a failure is a
 * warning and never fails the deploy. Every request is bounded (SIDE_CHANNEL_REQUEST_MS) and
 * aborted when `budget` ends — the run's `timeout`, or the grace after a cancellation — so a
 * hung GitHub API can neither stretch the run nor hold up a cancelled one. No token, no
 * channel; a dry run writes nothing.
 */
export async function openGitHubSideChannels(
  inputs: Inputs,
  io: Pick<RunnerIO, 'log' | 'redact'>,
  fetch: typeof globalThis.fetch,
  budget: AbortSignal,
): Promise<SideChannels> {
  const { environment, prComment, token } = inputs.github;
  const { log } = io;
  /** What GitHub is told is redacted first, as everything the run writes. */
  const safe = (state: RunState): RunState => redactDeep(state, io.redact);
  if ((!environment && !prComment) || inputs.dryRun || !COMMANDS.includes(inputs.command)) return NONE;
  const run = readGitHubRun(inputs.workflow);
  if (!token || !run) {
    log.warning(
      `${!token ? 'github_token is empty' : 'GITHUB_REPOSITORY is not set'}: no GitHub Deployment or pull-request comment.`,
      'GitHub reporting skipped',
    );
    return NONE;
  }
  let octokit: Octokit;
  try {
    octokit = await createOctokit(token, run.apiUrl, boundedFetch(fetch, budget, run.apiUrl));
  } catch (error) {
    log.warning(
      `GitHub's API client could not start: ${(error as Error).message}.`,
      'GitHub reporting skipped',
    );
    return NONE;
  }
  const deploying = inputs.command !== 'delete';
  // Not waited for, the outcome is unknown: a GitHub Deployment would stay in progress for good.
  if (environment && deploying && !inputs.wait.enabled)
    log.notice(
      `No GitHub Deployment in ${environment}: with wait: false this run does not know how the deploy ends.`,
      'GitHub Deployment skipped',
    );
  const recording = environment !== undefined && (!deploying || inputs.wait.enabled);
  let deployment = recording ? new GitHubDeployment(octokit, run, environment) : undefined;
  const name = inputs.target.name ?? inputs.target.deploymentId ?? 'deployment';
  // One queue: the channels' calls happen in order, in the background.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (what: string, body: () => Promise<void>): void => {
    queue = queue.then(() => bestEffort(log, budget, what, body));
  };
  /**
   * The GitHub Deployment is created once the commit it records is known (built, or uploaded):
   * it never names a commit nothing was built from. Tried once: a refusal is one warning. When
   * the run follows a newer revision that builds another commit (its own was superseded), the
   * first record is closed and one is made for that commit.
   */
  let startedFor: string | undefined;
  const startDeployment = (
    state: RunState,
    ref: string | undefined,
    description: string,
    supersededBy?: string,
  ): void => {
    if (!deployment || !deploying || !ref || startedFor === ref) return;
    if (startedFor !== undefined) {
      if (!supersededBy) return;
      const previous = deployment;
      deployment = new GitHubDeployment(octokit, run, environment!);
      enqueue('GitHub Deployment', () => previous.supersede(supersededBy));
    }
    startedFor = ref;
    const current = deployment;
    const revision = { deploymentId: state.deploymentId, revisionId: revisionOf(state) };
    enqueue('GitHub Deployment', () => current.start(inputs, ref, description, revision));
  };

  /** The commit a GitHub Deployment is recorded for: one of this repository (an upload from another's checkout records the workflow's). */
  const deployedRef = (state: RunState): string | undefined =>
    state.commitSource ? inputs.deployment.workflowSha : state.commitSha;

  let commentId: number | undefined;
  /** Posts or updates the pull-request comment with the state as it is now. */
  const comment = (state: RunState): void => {
    if (!prComment || run.prNumber === undefined) return;
    const body = commentBody(name, safe(state), run, state.langsmithUrl);
    // Nothing was deleted: say so on a comment there is, but do not start a new one for it.
    const create = state.deleteResult !== 'NOT_FOUND';
    enqueue('Pull-request comment', async () => {
      const { id, done } = await upsertComment(octokit, run, name, body, commentId, create);
      if (commentId === undefined && done !== 'none')
        log.info(`Pull request #${run.prNumber}: preview comment ${done}.`);
      commentId = id;
    });
  };

  return {
    active: true,
    notify: (event, state) => {
      const rollingBack = state.rollback?.reason === 'command';
      const superseding = state.superseded.at(-1);
      if (event === 'commit' && state.commitSha)
        startDeployment(
          state,
          deployedRef(state),
          rollingBack
            ? `Rolling back to revision ${state.rollback!.to.id}`
            : `Deploying revision ${state.revisionId} (commit ${state.commitSha.slice(0, 7)})`,
          superseding && `Superseded by revision ${superseding.by.id}`,
        );
      if (event === 'rollback' && rollingBack)
        startDeployment(
          state,
          state.rollback!.to.commit,
          `Rolling back to revision ${state.rollback!.to.id}`,
        );
      // The comment says what is being built as soon as it is known, and again with its commit.
      if ((event === 'revision' || event === 'commit') && !state.rollback) comment(state);
    },
    end: async (state) => {
      if (state.revisionId)
        startDeployment(state, deployedRef(state), `Deploying revision ${state.revisionId}`);
      const last = deployment;
      if (last) {
        enqueue('GitHub Deployment', async () => {
          if (!deploying) {
            const count = await last.deactivateAll();
            log.info(`GitHub environment ${environment}: ${count} deployment(s) marked inactive.`);
          } else await last.finish(safe(state));
        });
      }
      if (prComment && run.prNumber === undefined)
        log.warning(
          'pr_comment is on but this run is not for a pull request; no comment.',
          'Pull-request comment skipped',
        );
      comment(state);
      await queue;
    },
  };
}

/** The revision a GitHub Deployment made now is for: a rollback's redeploy, else the run's. */
function revisionOf(state: RunState): string | undefined {
  return state.rollback?.reason === 'command'
    ? (state.rollback.revisionId ?? state.revisionId)
    : state.revisionId;
}

/**
 * fetch whose every request ends after SIDE_CHANNEL_REQUEST_MS, or when the budget does, and
 * that goes nowhere but GitHub's API: a pagination link to another origin would carry the token.
 */
export function boundedFetch(
  fetch: typeof globalThis.fetch,
  budget: AbortSignal,
  apiUrl: string,
): typeof globalThis.fetch {
  const origin = new URL(apiUrl).origin;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).origin !== origin)
      return Promise.reject(
        new Error(`refused a request to ${new URL(url).origin}: the GitHub token only goes to ${origin}`),
      );
    const ends = init?.signal ? [budget, init.signal] : [budget];
    const { signal } = timedSignal(SIDE_CHANNEL_REQUEST_MS, ...ends);
    // A redirect would take the request (not the token, which fetch drops) to another origin.
    return fetch(input, { ...init, redirect: 'error', signal });
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
        ? ` (does the workflow grant \`${what === 'GitHub Deployment' ? 'deployments' : 'pull-requests'}: write\`?)`
        : budget.aborted
          ? ' (no time was left for reporting to GitHub)'
          : '';
    log.warning(
      `${what} not updated: ${(error as Error).message}${hint}. The deployment itself is not affected.`,
      `${what} not updated`,
    );
  }
}
