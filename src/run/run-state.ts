import type { FleetState } from './fleet-state.ts';
import type { PruneState } from './prune-state.ts';
import type { Command } from '../inputs/types.ts';
import type { FrontEnd } from '../inputs/front-end.ts';
import type { LogKind } from '../control-plane/schemas.ts';
import type { ChecksReport, ShownLine, SmokeReport } from './facts.ts';
import { StatusHistory } from './status-history.ts';
import type { Stopped } from '../base/errors.ts';

export type Action =
  'create' | 'update' | 'rollback' | 'promote' | 'delete' | 'status' | 'wait-auth' | 'smoke-test';

/** A revision as the reports name it: its id and, once known, the commit it built. */
export interface RevisionRef {
  id: string;
  commit?: string;
  /** Its status when read (a revision named as serving may not have deployed at all). */
  status?: string;
}

/** A revision this run follows and how it went: the run's own, or a rollback's redeploy. */
export interface RevisionStatus {
  id?: string;
  /** Its last status. */
  status?: string;
  /** The ref it builds (`repo_ref`), as the control plane reports it. */
  ref?: string;
  /** The commit the platform built for it (with `source: upload`, the one uploaded). */
  commitSha?: string;
  /** The statuses it went through, as observed. */
  history: StatusHistory;
}

/**
 * One attempt at deploying the run's revision: the first, and each `deploy_retries` retry after
 * one that ended `DEPLOY_FAILED`.
 */
export interface DeployAttempt {
  /** The revision it followed (the newer one, when it followed one that superseded its own). */
  revisionId: string;
  /** How its revision was made: the run's create or update, a redeploy, a new revision of the same source. */
  made: 'first' | 'redeploy' | 'new-revision';
  /** Its last status, once followed. */
  status?: string;
  /** The commit it built, when known. */
  commit?: string;
  /** The tail of its log shown when it failed. */
  log?: FailureLog;
}

/** A revision not known yet: nothing observed. */
export function newRevisionStatus(): RevisionStatus {
  return { history: new StatusHistory() };
}

/**
 * What serves the deployment: before this run changed anything, at its end, and the revisions a
 * newer one superseded.
 */
export interface Serving {
  /** What served before this run changed anything. */
  previous?: RevisionRef;
  /** What serves at the run's end, as the control plane names it. */
  active?: string;
  /** Revisions this run followed that a newer one superseded, oldest first. */
  superseded: Array<{
    revisionId: string;
    status: string;
    by: RevisionRef & { createdAt?: string; ref?: string };
  }>;
}

/** A dry run: what would have been done. */
export interface DryRun {
  /** The steps a real run would take, in order. */
  plan?: string[];
}

/** What this run learned of the source it deployed. */
export interface SourceFacts {
  /**
   * `source: upload` from a checkout of another repository than the workflow's (a submodule, a
   * second actions/checkout): which one, and its page when it is on this GitHub server.
   */
  checkout?: SourceCheckout;
  /** Set when the built commit is not the workflow's and that was only a warning: what it said. */
  warning?: string;
  /** `source: upload`: the SHA-256 of the archive uploaded. */
  digest?: string;
  /** `source: upload`: the SHA-256 of the uncompressed tar (recorded for a promote to compare). */
  tarDigest?: string;
  /** `source: upload`: the config's path in the workspace the archive was laid out from. */
  configPath?: string;
}

/** The repository a checkout uploaded came from, and its page when it is on this GitHub server. */
export interface SourceCheckout {
  repository: string;
  url?: string;
}

/** The logs' facts: the one shown on a failure, and those not to ask for. */
export interface Logs {
  /**
   * The log shown on a failure (the tail of a build or server log), for the summary and comment,
   * with its first ERROR line — the one most likely to say what broke.
   */
  failure?: FailureLog;
  /** Logs this control plane does not offer or refuses: not asked for again. */
  unavailable: LogKind[];
  /** Logs a notice was given about (one a run for each kind). */
  noticed: LogKind[];
}

/** A log shown on a failure: its last lines (or first, see `first`) and its first ERROR line. */
export interface FailureLog {
  kind: LogKind;
  revisionId: string;
  lines: ShownLine[];
  dropped: number;
  /** The log's first lines: a server that ignored `order: desc` sent them instead of its last. */
  first?: boolean;
  firstError?: string;
}

/** The deployment a run acts on, and what the command did to it. */
export interface Target {
  action?: Action;
  deploymentId?: string;
  deploymentName?: string;
  /** Workspace of the deployment, as the control plane reports it. */
  tenantId?: string;
  /** True when this run created the deployment. */
  created: boolean;
  /** `wait-auth`: the authentication's last status. */
  authStatus?: string;
  /** `delete`: whether the deployment was deleted or did not exist. */
  deleteResult?: 'DELETED' | 'NOT_FOUND';
  deploymentUrl?: string;
  token?: string;
  /** The deployment's page in the LangSmith UI, when it can be known. */
  langsmithUrl?: string;
}

/**
 * What this run has learned so far. Outputs and the summary are made from it in every outcome.
 * Each record is written only by the folders `scripts/record-owners.ts` names for it.
 */
export interface RunState {
  command: Command;
  startedAt: number;
  finishedAt?: number;
  /** The deployment this run acts on, and what the command did to it. */
  target: Target;
  /** The revision this run follows, and how it went. */
  revision: RevisionStatus;
  /** The repository, for links to commits (from `repo_url`). */
  repoUrl?: string;
  /** The front end that runs it (the action unless set): the next steps are said in its words. */
  frontEnd?: FrontEnd;
  /** The source's facts: the archive uploaded, its checkout. */
  source: SourceFacts;
  /** What served before this run, what serves at its end, what was superseded. */
  serving: Serving;
  /** A rollback this run made: `command: rollback`, or `rollback_on_failure` after a failed gate. */
  rollback?: Rollback;
  /** `command: promote`: what was promoted, from where, once the source was read. */
  promotion?: Promotion;
  /** Dry run: what would have been done. */
  dryRun: DryRun;
  /** What the gate found: the smoke test, the agent checks and how the revision fared. */
  gate: Gate;
  /** The log shown on a failure, and the logs not to ask for. */
  logs: Logs;
  /** `command: deploy` once it follows its revision: each attempt at deploying it, oldest first. */
  attempts?: DeployAttempt[];
  /** A write sent and not answered yet ("create of deployment agent"), while it is. */
  inFlight?: string;
  /** What started this run (GitHub's variables): event, actor, ref, commit, the run's page. */
  trigger?: {
    event?: string;
    actor?: string;
    ref?: string;
    sha?: string;
    runUrl?: string;
    pullRequest?: { number: number; url: string; head?: string };
  };
  /** `command: plan` or `report`: the fleet's plan, or its rows. */
  fleet?: FleetState;
  /** `command: prune`: the previews found, and what became of each. */
  prune?: PruneState;
  /**
   * Set when the run ends badly: one readable sentence with the next step; `stopped` when it was
   * stopped (timed out, cancelled) rather than failed; `internal` when a bug of ours ended it (an
   * error no part of the run expected).
   */
  failure?: {
    title: string;
    message: string;
    stopped?: Stopped;
    internal?: true;
    /** The message without how the run ended, where a headline says that (after a rollback). */
    why?: string;
  };
}

/**
 * What judged a deployed revision: its smoke test, its agent checks, or (a promote of a GitHub
 * source) the commit it built.
 */
export type GateCause = 'smoke' | 'checks' | 'commit';

/** What each part of the gate is called, in the log and every report. */
export const GATE_NAMES: Record<GateCause, string> = {
  smoke: 'smoke test',
  checks: 'agent checks',
  commit: 'commit check',
};

/** The kinds of source a promote moves, by the API's name of the deployment's `source`. */
export type PromotedKind = 'github' | 'internal_source' | 'external_docker';

/** `command: promote`: the revision promoted and what it is made of, as far as the run learned it. */
export interface Promotion {
  /** The source deployment: its id, and its name when known. */
  deploymentId: string;
  deploymentName?: string;
  /** The revision promoted (once known). */
  revisionId?: string;
  kind?: PromotedKind;
  /** The commit the source revision built (`github`), or its deploy recorded (`internal_source`). */
  commit?: string;
  /** `internal_source`: the SHA-256 of the uncompressed tar its deploy recorded. */
  archiveDigest?: string;
  /** `external_docker`: the image, pinned by digest. */
  imageUri?: string;
  /** `github`: the ref the platform builds (a tag, or a branch whose head was the commit). */
  ref?: string;
  /** The target already served it: nothing was written. */
  unchanged?: boolean;
}

/**
 * Why a revision that did not pass its gate was not rolled back: it was the deployment's first;
 * nothing else served; what the control plane named as serving never deployed; the gate could not judge it (no rollback on a non-verdict); rollback was
 * not asked for (`rollback_on_failure`).
 */
export type NoRollback = 'first-revision' | 'nothing-served' | 'not-deployed' | 'not-judged' | 'not-asked';

export interface GateFacts {
  cause: GateCause;
  /** `failed`: the agent misbehaved; `not-judged`: the gate could not tell. */
  verdict: 'failed' | 'not-judged';
  noRollback?: NoRollback;
}

/** What the gate found about the revision this run judged. */
export interface Gate {
  /** Set when a smoke test ran (or could not start). */
  smoke?: SmokeReport;
  /** Set when agent checks ran (or could not start), with the baseline's result per case. */
  checks?: ChecksReport;
  /** `checks_baseline`: the same cases against the revision that served before the update. */
  baseline?: ChecksReport;
  /** How the revision fared at the gate, when it did not pass. */
  verdict?: GateFacts;
  /** `rollback_on_failure` was on, but `timeout` ended the run before anything could be judged. */
  noRollbackOnTimeout?: boolean;
  /** `require_commit` failed, but something else ended the run: the problem, kept for the failure. */
  commitProblem?: { title: string; message: string; rule?: 'deploy_retries' };
  /** A promote's commit check: the commit it promoted, and the one the platform built (if it said). */
  builtCommit?: { expected: string; built?: string; ref?: string };
}

export interface Rollback {
  /** Why: the command, or the gate (smoke test or agent checks) of `from` failing. */
  reason: 'command' | 'gate';
  /** With `reason: gate`: what `from` failed. */
  cause?: GateCause;
  /** The revision rolled back from (rollback_on_failure). */
  from?: RevisionRef;
  /** The revision redeployed. */
  to: RevisionRef;
  /** The revision the redeploy made, and how it went (`command: rollback`: the run's own `revision`). */
  revision: RevisionStatus;
  smoke?: SmokeReport;
  checks?: ChecksReport;
  /** How the restored revision fared at its own gate, when it did not pass. */
  verdict?: 'failed' | 'not-judged';
  /** Why the rollback itself failed, when it did. */
  failure?: string;
  /** Set when the run was stopped (timed out, cancelled) while the rollback went on. */
  stopped?: Stopped;
  /**
   * True when this run rolled the deployment back: the redeploy of the earlier revision reached
   * DEPLOYED and serves (whether its own smoke test then passed is in `smoke`).
   */
  rolledBack: boolean;
}

/** Whether this run rolled the deployment back: its rollback's redeploy reached DEPLOYED and serves. */
export function rolledBack(state: RunState): boolean {
  return state.rollback?.rolledBack === true;
}

export function newRunState(command: Command, now: number): RunState {
  return {
    command,
    startedAt: now,
    target: { created: false },
    revision: newRevisionStatus(),
    gate: {},
    serving: { superseded: [] },
    dryRun: {},
    source: {},
    logs: { unavailable: [], noticed: [] },
  };
}

/** Whether the revision this run follows builds an image (a redeploy reuses one): a create or an update. */
export function buildsRevision(state: RunState): boolean {
  return ['create', 'update', 'promote'].includes(state.target.action ?? '');
}

/** The one status the `status` output reports: the revision's, the auth's, the delete's, or a promote's. */
export function reportedStatus(state: RunState): string | undefined {
  return (
    state.revision.status ??
    state.target.authStatus ??
    state.target.deleteResult ??
    (state.promotion?.unchanged ? UNCHANGED_STATUS : undefined)
  );
}

/** `status` of a promote that wrote nothing: the target already served what it promotes. */
const UNCHANGED_STATUS = 'unchanged';
