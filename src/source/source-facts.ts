import type { RunState, SourceCheckout } from '../run/run-state.ts';

/**
 * The one writer of the source facts in the run state: the commit uploaded, the archive's digest,
 * the repository it came from, and a built commit that was only a warning.
 */

/** `source: upload`: the commit checked out, which the uploaded revision builds. */
export function noteUploadedCommit(state: RunState, sha: string | undefined): void {
  state.revision.commitSha = sha;
}

/** `source: upload`: the SHA-256 of the archive uploaded. */
export function noteSourceDigest(state: RunState, sha256: string): void {
  state.source.digest = sha256;
}

/** `source: upload` from a checkout of another repository than the workflow's. */
export function noteCommitSource(state: RunState, source: SourceCheckout): void {
  state.source.checkout = source;
}

/** The built commit is not the workflow's, and that was only a warning: what it said. */
export function noteCommitWarning(state: RunState, message: string): void {
  state.source.warning = message;
}
