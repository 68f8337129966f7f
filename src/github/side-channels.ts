import type { RunEvent } from '../run/context.ts';
import { targetWords } from '../deploy/find.ts';
import type { Inputs } from '../inputs/types.ts';
import type { RunState } from '../run/run-state.ts';
import { redactDeep } from '../runner/redact.ts';
import type { RunnerIO } from '../runner/runner-io.ts';
import { GitHubDeployment } from './deployment.ts';
import { openGitHubApi } from './api.ts';
import type { Octokit } from './octokit.ts';
import { upsertComment } from './pr-comment.ts';
import { commentBody } from '../report/preview-comment.ts';
import { startedDescription } from '../report/deployment-status.ts';
import type { GitHubRun } from './run.ts';

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
const COMMANDS = ['deploy', 'rollback', 'promote', 'delete'];

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
  const { environment, prComment } = inputs.github;
  if ((!environment && !prComment) || inputs.dryRun || !COMMANDS.includes(inputs.command)) return NONE;
  const api = await openGitHubApi(inputs, fetch, budget, io.redact);
  if ('why' in api) {
    io.log.warning(`${api.why}: no GitHub Deployment or pull-request comment.`, 'GitHub reporting skipped');
    return NONE;
  }
  return new GitHubChannels(inputs, io, budget, api.octokit, api.run);
}

/** The GitHub Deployment and the pull-request comment of one run, updated in order in the background. */
class GitHubChannels implements SideChannels {
  readonly active = true;
  private readonly deploying: boolean;
  private readonly name: string;
  private deployment?: GitHubDeployment;
  /** The commit the current GitHub Deployment records. */
  private startedFor?: string;
  private commentId?: number;
  /** One queue: the channels' calls happen in order, in the background. */
  private queue: Promise<void> = Promise.resolve();

  private readonly inputs: Inputs;
  private readonly io: Pick<RunnerIO, 'log' | 'redact'>;
  private readonly budget: AbortSignal;
  private readonly octokit: Octokit;
  private readonly run: GitHubRun;

  constructor(
    inputs: Inputs,
    io: Pick<RunnerIO, 'log' | 'redact'>,
    budget: AbortSignal,
    octokit: Octokit,
    run: GitHubRun,
  ) {
    this.inputs = inputs;
    this.io = io;
    this.budget = budget;
    this.octokit = octokit;
    this.run = run;
    const { environment } = inputs.github;
    this.deploying = inputs.command !== 'delete';
    this.name = targetWords(inputs.target) || 'deployment';
    // Not waited for, the outcome is unknown: a GitHub Deployment would stay in progress for good.
    if (environment && this.deploying && !inputs.wait.enabled)
      io.log.notice(
        `No GitHub Deployment in ${environment}: with wait: false this run does not know how the deploy ends.`,
        'GitHub Deployment skipped',
      );
    const recording = environment !== undefined && (!this.deploying || inputs.wait.enabled);
    if (recording) this.deployment = new GitHubDeployment(octokit, run, environment);
  }

  /** What GitHub is told is redacted first, as everything the run writes. */
  private safe(state: RunState): RunState {
    return redactDeep(state, this.io.redact);
  }

  private enqueue(what: string, body: () => Promise<void>): void {
    const { log } = this.io;
    this.queue = this.queue.then(async () => {
      if (this.budget.aborted) {
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
            : this.budget.aborted
              ? ' (no time was left for reporting to GitHub)'
              : '';
        log.warning(
          `${what} not updated: ${(error as Error).message}${hint}. The deployment itself is not affected.`,
          `${what} not updated`,
        );
      }
    });
  }

  notify(event: RunEvent, state: RunState): void {
    const started = startedDescription(event, state);
    if (started) {
      // A `command: rollback` records the commit of the revision it restores.
      const ref = event === 'rollback' ? started.ref : this.deployedRef(state);
      this.startDeployment(state, ref, started.description, started.supersededBy);
    }
    // The comment says what is being built as soon as it is known, and again with its commit.
    if ((event === 'revision' || event === 'commit') && !state.rollback) this.comment(state);
  }

  async end(state: RunState): Promise<void> {
    if (state.revision.id)
      this.startDeployment(state, this.deployedRef(state), startedDescription('end', state)!.description);
    const last = this.deployment;
    if (last) {
      this.enqueue('GitHub Deployment', async () => {
        if (!this.deploying) {
          const count = await last.deactivateAll();
          this.io.log.info(
            `GitHub environment ${this.inputs.github.environment}: ${count} deployment(s) marked inactive.`,
          );
        } else await last.finish(this.safe(state));
      });
    }
    if (this.inputs.github.prComment && this.run.prNumber === undefined)
      this.io.log.warning(
        'pr_comment is on but this run is not for a pull request; no comment.',
        'Pull-request comment skipped',
      );
    this.comment(state);
    await this.queue;
  }

  /**
   * The GitHub Deployment is created once the commit it records is known (built, or uploaded):
   * it never names a commit nothing was built from. Tried once: a refusal is one warning. When
   * the run follows a newer revision that builds another commit (its own was superseded), the
   * first record is closed and one is made for that commit.
   */
  private startDeployment(
    state: RunState,
    ref: string | undefined,
    description: string,
    supersededBy?: string,
  ): void {
    if (!this.deployment || !this.deploying || !ref || this.startedFor === ref) return;
    if (this.startedFor !== undefined) {
      if (!supersededBy) return;
      const previous = this.deployment;
      this.deployment = new GitHubDeployment(this.octokit, this.run, this.inputs.github.environment!);
      this.enqueue('GitHub Deployment', () => previous.supersede(supersededBy));
    }
    this.startedFor = ref;
    const current = this.deployment;
    // An upload's commit and archive, which the control plane keeps no trace of (a promote reads them).
    const { tarDigest, configPath } = state.source;
    const upload = tarDigest
      ? { commit: state.revision.commitSha, archiveDigest: tarDigest, configPath }
      : undefined;
    const revision = { deploymentId: state.target.deploymentId, revisionId: revisionOf(state), upload };
    this.enqueue('GitHub Deployment', () => current.start(this.inputs, ref, description, revision));
  }

  /**
   * The commit a GitHub Deployment is recorded for: one of this repository (an upload from
   * another's checkout records the workflow's, and so does a promoted image, built from no commit).
   */
  private deployedRef(state: RunState): string | undefined {
    if (state.source.checkout || state.promotion?.imageUri) return this.inputs.deployment.workflowSha;
    return state.revision.commitSha;
  }

  /** Posts or updates the pull-request comment with the state as it is now. */
  private comment(state: RunState): void {
    const { run, name, log } = { run: this.run, name: this.name, log: this.io.log };
    if (!this.inputs.github.prComment || run.prNumber === undefined) return;
    const body = commentBody(name, this.safe(state), run, state.target.langsmithUrl);
    // Nothing was deleted: say so on a comment there is, but do not start a new one for it.
    const create = state.target.deleteResult !== 'NOT_FOUND';
    this.enqueue('Pull-request comment', async () => {
      const { id, done } = await upsertComment(this.octokit, run, name, body, this.commentId, create);
      if (this.commentId === undefined && done !== 'none')
        log.info(`Pull request #${run.prNumber}: preview comment ${done}.`);
      this.commentId = id;
    });
  }
}

/** The revision a GitHub Deployment made now is for: a rollback's redeploy, else the run's. */
function revisionOf(state: RunState): string | undefined {
  return state.rollback?.reason === 'command'
    ? (state.rollback.revision.id ?? state.revision.id)
    : state.revision.id;
}
