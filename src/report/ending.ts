import type { Stopped } from '../base/errors.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import {
  reportedStatus,
  rolledBack,
  type NoRollback,
  type RevisionRef,
  type Rollback,
  type RunState,
} from '../run/run-state.ts';

/**
 * How the run ended, worked out once from its facts. Every report renders this: the headline and
 * the summary, the PR comment, the GitHub Deployment's status and the command line's results.
 * Pure.
 */
export interface Ending {
  /** The revision this run followed (its own, or the redeploy of a `command: rollback`). */
  own?: RevisionRef;
  /** The one status the run reports: the revision's, the auth's, or the delete's. */
  status?: string;
  /** What that status means for the run, when it is a revision's. */
  verdict?: 'success' | 'failure' | 'in-progress';
  /**
   * What serves at the end, as best known: what the control plane last said, else — when it was
   * not read — the revision this run deployed, the one a rollback restored, or what served before
   * (a revision that never reached DEPLOYED did not replace it).
   */
  serving?: RevisionRef;
  /**
   * Whether something surely serves at the deployment's URL: the control plane named a revision,
   * or this run's revision reached DEPLOYED. Not after a first deployment that never deployed.
   */
  serves: boolean;
  /** What the control plane last named as serving, when this run read it. */
  servingSaid?: string;
  /** Whether `serving` is another revision than the run's own (an earlier one kept serving). */
  servingElse: boolean;
  /** What ended the run badly, when something did. */
  failure?: RunState['failure'];
  /** Set when the run was stopped (`timeout`, a cancellation) rather than failed. */
  stopped?: Stopped;
  /** The rollback this run made (or tried), and whether the earlier revision serves again. */
  rollback?: Rollback;
  rolledBack: boolean;
  /** Why a revision that did not pass its gate was not rolled back. */
  noRollback?: NoRollback;
}

export function endingOf(state: RunState): Ending {
  const status = reportedStatus(state);
  const own: RevisionRef | undefined = state.revision.id
    ? { id: state.revision.id, commit: state.revision.commitSha }
    : undefined;
  const serving = servingRef(state, own, status);
  return {
    own,
    status,
    verdict: status ? classifyStatus(status).verdict : undefined,
    serving,
    serves: state.revision.status === 'DEPLOYED' || state.serving.active !== undefined,
    servingSaid: state.serving.active,
    servingElse: serving !== undefined && serving.id !== state.revision.id,
    failure: state.failure,
    stopped: state.failure?.stopped,
    rollback: state.rollback,
    rolledBack: rolledBack(state),
    noRollback: state.gate.verdict?.noRollback,
  };
}

/** "Revision X is serving now." on a line of its own, unless `said` already names it. */
export function servingNow(serving: string | undefined, said: string): string {
  return serving && !said.includes(serving) ? `\nRevision ${serving} is serving now.` : '';
}

/** The one place "what serves now" is worked out; the commit comes with it when the run knows it. */
function servingRef(state: RunState, own: RevisionRef | undefined, status?: string): RevisionRef | undefined {
  const r = rolledBack(state) ? state.rollback : undefined;
  const fallback = r
    ? { id: r.revision.id ?? r.to.id }
    : own && status === 'DEPLOYED'
      ? own
      : state.serving.previous;
  const id = state.serving.active ?? fallback?.id;
  if (id === undefined) return undefined;
  const known = [own, state.serving.previous, r?.to].find((ref) => ref?.id === id && ref.commit);
  return known ? { id, commit: known.commit } : { id };
}
