import type { PageEnd } from '../control-plane/paging.ts';

/**
 * What became of one preview: deleted (`pruned`); gone before its delete (`gone`); what a dry run
 * would delete; left alone because its pull request is open, or unknown to GitHub; not deleted
 * for a reason (`failed`); or not reached before the run stopped.
 */
export type PreviewOutcome =
  'pruned' | 'gone' | 'would-prune' | 'open' | 'unknown' | 'failed' | 'not-reached';

/** A preview deployment `<prefix><number>` and what `command: prune` did with it. */
export interface PreviewRow {
  /** Matches `<prefix><digits>` exactly: safe to show. */
  name: string;
  deploymentId: string;
  /** Its pull request. */
  number: number;
  outcome: PreviewOutcome;
  /** With `failed`: why (a server's words: redacted and cut where shown). */
  why?: string;
}

/** What `command: prune` learned: the previews it found and what it did with each. */
export interface PruneState {
  /** Normalized (`my-agent-pr-`). */
  prefix: string;
  /** The repository's pull requests page (`https://github.com/acme/agent/pull/`), for links. */
  pulls?: string;
  /** Previews in the order of their numbers. */
  previews: PreviewRow[];
  /** Deployments whose names contain the prefix but are not `<prefix><number>`: never touched. */
  others: number;
  /** The platform's own Preview builds (`is_preview`) named `<prefix><number>`: not ours, never touched. */
  platformPreviews: number;
  /** Why the list was read only in part (`end` when whole): previews beyond it were not seen. */
  listEnd: PageEnd;
}

/** The names `command: prune` deleted: the output `pruned`. */
export function prunedNames(prune: PruneState): string[] {
  return prune.previews.filter((p) => p.outcome === 'pruned').map((p) => p.name);
}
