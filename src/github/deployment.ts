import type { Inputs } from '../inputs/types.ts';
import { targetWords } from '../deploy/find.ts';
import { commitSha } from '../inputs/github-env.ts';
import { LIMITS } from '../inputs/limits.ts';
import { printable } from '../base/untrusted.ts';
import { deploymentStatus, type DeploymentState } from '../report/deployment-status.ts';
import type { RunState } from '../run/run-state.ts';
import { takePages, type Octokit } from './octokit.ts';
import type { GitHubRun } from './run.ts';

/** The key of a GitHub Deployment's payload under which this action records its revision. */
const RECORD_KEY = 'langgraph_deploy';

/**
 * What an upload's GitHub Deployment records besides its revision, which the control plane keeps
 * no trace of: the commit archived, the SHA-256 of the uncompressed tar, and the config's path in
 * the workspace (a promote archives the same files again and compares).
 */
interface RecordedUpload {
  commit?: string;
  archiveDigest?: string;
  configPath?: string;
}

/** A revision as a GitHub Deployment's payload records it. */
export type RecordedRevision = { deploymentId: string; revisionId: string } & RecordedUpload;

/** What a GitHub Deployment records: the control plane's deployment and revision it is for. */
export function recordPayload(
  deploymentId: string,
  revisionId: string,
  upload: RecordedUpload = {},
): Record<string, unknown> {
  const { commit, archiveDigest, configPath } = upload;
  return {
    [RECORD_KEY]: {
      deployment_id: deploymentId,
      revision_id: revisionId,
      ...(commit ? { commit } : {}),
      ...(archiveDigest ? { archive_digest: archiveDigest } : {}),
      ...(configPath ? { config_path: configPath } : {}),
    },
  };
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The deployment and revision a GitHub Deployment's payload records, if it is one of ours; with
 * an upload's commit, digest and config path when it records them in their form (a payload of an
 * older version of this action has none). Untrusted: a field in another form is not taken.
 */
export function recordedRevision(payload: unknown): RecordedRevision | undefined {
  const record = (payload as Record<string, unknown> | null | undefined)?.[RECORD_KEY] as
    Record<string, unknown> | undefined;
  if (typeof record?.deployment_id !== 'string' || typeof record.revision_id !== 'string') return undefined;
  const { commit, archive_digest: digest, config_path: path } = record;
  return {
    deploymentId: record.deployment_id,
    revisionId: record.revision_id,
    ...(commitSha(commit) ? { commit: commitSha(commit) } : {}),
    ...(typeof digest === 'string' && SHA256.test(digest) ? { archiveDigest: digest } : {}),
    ...(typeof path === 'string' && path.length <= LIMITS.pathLength && path === printable(path)
      ? { configPath: path }
      : {}),
  };
}

/**
 * A GitHub Deployment kept in step with the real outcome: created `in_progress` for the commit
 * the platform builds (known once the build starts, or uploaded), then `success` / `failure` with
 * the agent server's URL as the environment URL when something serves there.
 */
export class GitHubDeployment {
  private id?: number;
  private readonly octokit: Octokit;
  private readonly run: GitHubRun;
  private readonly environment: string;

  constructor(octokit: Octokit, run: GitHubRun, environment: string) {
    this.octokit = octokit;
    this.run = run;
    this.environment = environment;
  }

  /**
   * Creates the deployment for `ref` (the commit built) and marks it `in_progress`. It records
   * which revision of which deployment it is for: a fleet's plan finds the commit an upload was
   * made of by the revision that serves (docs/fleet.md).
   */
  async start(
    inputs: Inputs,
    ref: string,
    description: string,
    revision?: { deploymentId?: string; revisionId?: string; upload?: RecordedUpload },
  ): Promise<void> {
    const { owner, repo } = this.run;
    const created = await this.octokit.rest.repos.createDeployment({
      owner,
      repo,
      ref,
      environment: this.environment,
      ...(revision?.deploymentId && revision.revisionId
        ? { payload: recordPayload(revision.deploymentId, revision.revisionId, revision.upload) }
        : {}),
      description: `LangGraph deployment ${targetWords(inputs.target)}`.slice(0, 140),
      auto_merge: false,
      required_contexts: [],
      transient_environment: this.run.prNumber !== undefined,
      production_environment: inputs.deployment.deploymentType === 'prod',
    });
    // A reply cut short can parse as an empty body: without an id there is nothing to update.
    const id = (created.data as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'number') throw new Error('GitHub answered without a deployment id');
    this.id = id;
    await this.status('in_progress', description);
  }

  async finish(state: RunState): Promise<void> {
    if (this.id === undefined) return;
    const { state: final, description, url } = deploymentStatus(state);
    // Not waited for: the Deployment stays as it started, in progress, without a second status.
    if (final === 'in_progress') return;
    await this.status(final, description, url);
  }

  /** This run followed a newer revision instead: the record for the first commit is closed. */
  async supersede(description: string): Promise<void> {
    if (this.id === undefined) return;
    await this.status('inactive', description);
  }

  /**
   * After `command: delete`: every deployment of the environment that is still active becomes
   * `inactive` — not only the latest, or an earlier success would keep pointing at a deleted server.
   */
  async deactivateAll(): Promise<number> {
    const { owner, repo } = this.run;
    const deployments = await takePages(
      this.octokit.paginate.iterator(this.octokit.rest.repos.listDeployments, {
        owner,
        repo,
        environment: this.environment,
        per_page: 100,
      }),
    );
    let deactivated = 0;
    for (const deployment of deployments.slice(0, 100)) {
      const { data } = await this.octokit.rest.repos.listDeploymentStatuses({
        owner,
        repo,
        deployment_id: deployment.id,
        per_page: 1,
      });
      if (data[0]?.state === 'inactive') continue;
      this.id = deployment.id;
      await this.status('inactive', 'Deployment deleted');
      deactivated++;
    }
    return deactivated;
  }

  private async status(state: DeploymentState, description: string, environmentUrl?: string): Promise<void> {
    await this.octokit.rest.repos.createDeploymentStatus({
      owner: this.run.owner,
      repo: this.run.repo,
      deployment_id: this.id!,
      state,
      description: description.slice(0, 140),
      ...(environmentUrl ? { environment_url: environmentUrl } : {}),
      ...(this.run.runUrl ? { log_url: this.run.runUrl } : {}),
      auto_inactive: state === 'success',
    });
  }
}
