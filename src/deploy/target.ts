import type { Deployment } from '../control-plane/schemas.ts';
import type { Action, RevisionRef, RunState, Target } from '../run/run-state.ts';

/**
 * What the commands record of the deployment a run acts on and what they did to it, what served
 * before, and the dry run's plan: records `deploy/` owns (`scripts/record-owners.ts`).
 */

/** What the command does: set, or only when nothing set it before (a create it made, a dry run's). */
export function noteAction(state: RunState, action: Action, { unlessKnown = false } = {}): void {
  if (unlessKnown) state.target.action ??= action;
  else state.target.action = action;
}

/** The deployment's name as the inputs give it: set, or only when the deployment did not say it. */
export function noteName(state: RunState, name: string | undefined, { unlessKnown = false } = {}): void {
  if (unlessKnown) state.target.deploymentName ??= name;
  else state.target.deploymentName = name;
}

/** The deployment's id, when known: found, or (`unlessKnown`) the one the inputs named. */
export function noteId(state: RunState, id: string | undefined, { unlessKnown = false } = {}): void {
  if (unlessKnown) state.target.deploymentId ??= id;
  else if (id) state.target.deploymentId = id;
}

/** What the run learned about the deployment it acts on (and what serves, as last read). */
export function recordDeployment(state: RunState, deployment: Deployment, inputName?: string): void {
  const target = state.target;
  target.deploymentId = deployment.id;
  target.deploymentName = deployment.name ?? inputName;
  target.deploymentUrl = deployment.source_config?.custom_url ?? target.deploymentUrl;
  target.tenantId = deployment.tenant_id ?? target.tenantId;
  // What serves, as last read: the end of the run reads it again when it can.
  state.serving.active = deployment.active_revision_id ?? state.serving.active;
}

/** This run created the deployment. */
export function recordCreated(state: RunState, deployment: Deployment, name: string | undefined): void {
  state.target.created = true;
  recordDeployment(state, deployment, name);
}

/** `delete`: whether the deployment was deleted or did not exist. */
export function noteDeleteResult(state: RunState, result: NonNullable<Target['deleteResult']>): void {
  state.target.deleteResult = result;
}

/** `wait-auth`: the authentication's last status, and its token once completed (masked by the caller). */
export function noteAuth(state: RunState, status: string, token?: string): void {
  state.target.authStatus = status;
  if (token) state.target.token = token;
}

/** The deployment's page in the LangSmith UI, when it can be known. */
export function noteLangsmithUrl(state: RunState, url: string | undefined): void {
  state.target.langsmithUrl = url;
}

/** What served before this run changed anything. */
export function notePreviousRevision(state: RunState, revision: RevisionRef): void {
  state.serving.previous = revision;
}
