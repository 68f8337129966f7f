import { describeRevision } from '../deploy/read-serving.ts';
import { safeHref } from './markdown.ts';
import type { RunState } from '../run/run-state.ts';
import { GATE_NAMES } from '../run/run-state.ts';
import { endingOf, type Ending } from './ending.ts';
import { promotedDescription } from './promotion-words.ts';

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

/**
 * The last status of the run's GitHub Deployment, rendered from its ending: the state, the one
 * line (≤ 140 characters) it carries, and the agent server's URL as the environment URL when
 * something serves there.
 */
export function deploymentStatus(state: RunState): {
  state: DeploymentState;
  description: string;
  url?: string;
} {
  const ending = endingOf(state);
  // The environment URL is a link GitHub shows: only one that may be a link (markdown.ts), and
  // only when something serves there — not after a first deployment that never deployed.
  const url = ending.serves && state.target.deploymentUrl ? safeHref(state.target.deploymentUrl) : undefined;
  return { state: finalState(state, ending), description: finalDescription(state, ending), url };
}

/** The GitHub Deployment state that matches how the run ended. */
export function finalState(state: RunState, ending: Ending = endingOf(state)): DeploymentState {
  const status = state.revision.status;
  if (!ending.failure) return status && ending.verdict === 'in-progress' ? 'in_progress' : 'success';
  // `error`: the run was stopped before it knew (timeout, cancellation, a control plane that
  // failed); `failure`: it knows the deploy is bad (a failed revision, a failed smoke test).
  return ending.stopped || !(status && ending.verdict !== 'in-progress') ? 'error' : 'failure';
}

/** The one line (≤ 140 characters) a GitHub Deployment status carries. */
function finalDescription(state: RunState, ending: Ending): string {
  const rollback = ending.rollback;
  if (ending.rolledBack && rollback?.reason === 'gate')
    return `${capitalised(GATE_NAMES[rollback.cause ?? 'smoke'])} failed; rolled back to revision ${describeRevision(rollback.to)}`;
  if (ending.rolledBack && rollback?.reason === 'command' && !ending.failure)
    return `Rolled back to revision ${describeRevision(rollback.to)}`;
  if (ending.failure) return ending.failure.title;
  if (state.promotion && state.revision.status === 'DEPLOYED') return promotedDescription(state.promotion);
  // What a fleet's report shows for this deployment: the smoke test's verdict included.
  return `Revision ${state.revision.status ?? ''}${state.revision.commitSha ? ` (commit ${state.revision.commitSha.slice(0, 7)})` : ''}${state.gate.smoke ? `; smoke test ${state.gate.smoke.result}` : ''}`;
}

const capitalised = (words: string): string => `${words[0]!.toUpperCase()}${words.slice(1)}`;

/**
 * The first status of a GitHub Deployment, once the commit it records is known: on `commit` the
 * run's own revision (or a rollback's), on `rollback` a `command: rollback`'s target, at the end
 * the run's revision. `ref` when it records another commit than the built one.
 */
export function startedDescription(
  event: string,
  state: RunState,
): { description: string; ref?: string; supersededBy?: string } | undefined {
  const rollingBack = state.rollback?.reason === 'command';
  if (event === 'end') return { description: `Deploying revision ${state.revision.id}` };
  if (event === 'rollback' && rollingBack)
    return {
      description: `Rolling back to revision ${state.rollback!.to.id}`,
      ref: state.rollback!.to.commit,
    };
  if (event !== 'commit' || !state.revision.commitSha) return undefined;
  const superseding = state.serving.superseded.at(-1);
  return {
    description: rollingBack
      ? `Rolling back to revision ${state.rollback!.to.id}`
      : `Deploying revision ${state.revision.id} (commit ${state.revision.commitSha.slice(0, 7)})`,
    supersededBy: superseding && `Superseded by revision ${superseding.by.id}`,
  };
}
