import type { Inputs } from '../inputs/types.ts';
import type { RunState } from '../report/run-state.ts';
import { classifyStatus } from '../wait/revision-status.ts';
import type { Octokit } from './octokit.ts';
import type { GitHubRun } from './run-context.ts';

type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

/** The GitHub Deployment state that matches how the run ended. */
export function finalState(state: RunState): DeploymentState {
  const status = state.revisionStatus;
  if (!state.failure)
    return status && classifyStatus(status).verdict === 'in-progress' ? 'in_progress' : 'success';
  return status && classifyStatus(status).verdict === 'failure' ? 'failure' : 'error';
}

/**
 * A GitHub Deployment kept in step with the real outcome: created `in_progress` when the deploy
 * starts, then `success` / `failure` with the agent server's URL as the environment URL.
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

  async start(inputs: Inputs): Promise<void> {
    const { owner, repo } = this.run;
    const created = await this.octokit.rest.repos.createDeployment({
      owner,
      repo,
      ref: this.run.sha ?? inputs.deployment.repoRef ?? 'HEAD',
      environment: this.environment,
      description: `LangGraph deployment ${inputs.target.name ?? inputs.target.deploymentId ?? ''}`.slice(
        0,
        140,
      ),
      auto_merge: false,
      required_contexts: [],
      transient_environment: this.run.prNumber !== undefined,
      production_environment: inputs.deployment.deploymentType === 'prod',
    });
    this.id = (created.data as { id?: number }).id;
    await this.status('in_progress', 'Deploying');
  }

  async finish(state: RunState): Promise<void> {
    if (this.id === undefined) return;
    const final = finalState(state);
    await this.status(
      final,
      state.failure?.title ?? `Revision ${state.revisionStatus ?? ''}`,
      state.deploymentUrl,
    );
  }

  /** After `command: delete`: the environment's latest deployment becomes inactive. */
  async deactivate(): Promise<void> {
    const { owner, repo } = this.run;
    const latest = await this.octokit.rest.repos.listDeployments({
      owner,
      repo,
      environment: this.environment,
      per_page: 1,
    });
    this.id = latest.data[0]?.id;
    if (this.id !== undefined) await this.status('inactive', 'Deployment deleted');
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
