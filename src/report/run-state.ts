import type { Deployment } from '../control-plane/schemas.ts';
import type { Command } from '../inputs/types.ts';
import type { SmokeReport } from '../smoke/report.ts';
import { StatusHistory } from '../wait/status-history.ts';

export type Action = 'create' | 'update' | 'delete' | 'status' | 'wait-auth' | 'smoke-test';

/** What this run has learned so far. Outputs and the summary are made from it in every outcome. */
export interface RunState {
  command: Command;
  startedAt: number;
  finishedAt?: number;
  action?: Action;
  deploymentId?: string;
  deploymentName?: string;
  /** Workspace of the deployment, as the control plane reports it. */
  tenantId?: string;
  /** True when this run created the deployment. */
  created: boolean;
  revisionId?: string;
  /** The followed revision's last status. */
  revisionStatus?: string;
  /** `wait-auth`: the authentication's last status. */
  authStatus?: string;
  /** `delete`: whether the deployment was deleted or did not exist. */
  deleteResult?: 'DELETED' | 'NOT_FOUND';
  deploymentUrl?: string;
  token?: string;
  /** The statuses the revision went through, as observed. */
  history: StatusHistory;
  /** The deployment's page in the LangSmith UI, when it can be known. */
  langsmithUrl?: string;
  /** Dry run: what would have been done. */
  plan?: string[];
  /** Set when a smoke test ran (or could not start). */
  smoke?: SmokeReport;
  /** Set when the run ends badly: one readable sentence with the next step. */
  failure?: { title: string; message: string };
}

export function newRunState(command: Command, now: number): RunState {
  return { command, startedAt: now, created: false, history: new StatusHistory() };
}

/** The one status the `status` output reports: the revision's, the auth's, or the delete's. */
export function reportedStatus(state: RunState): string | undefined {
  return state.revisionStatus ?? state.authStatus ?? state.deleteResult;
}

/** What the run learned about the deployment it acts on. */
export function recordDeployment(state: RunState, deployment: Deployment, inputName?: string): void {
  state.deploymentId = deployment.id;
  state.deploymentName = deployment.name ?? inputName;
  state.deploymentUrl = deployment.source_config?.custom_url ?? state.deploymentUrl;
  state.tenantId = deployment.tenant_id ?? state.tenantId;
}
