import { shortSha } from '../base/commit-sha.ts';
import type { RevisionRef, RunState } from '../run/run-state.ts';
import { code, link } from './markdown.ts';

/**
 * A commit, short, linked to its page when known, on the repository host (GitHub's URL layout):
 * the repository's (`repo_url`), except the commit of an upload from another repository's
 * checkout, which links to that repository (or nowhere).
 */
export function commitLink(state: Pick<RunState, 'repoUrl' | 'revision' | 'source'>, sha: string): string {
  const repoUrl =
    state.source.checkout && state.revision.commitSha === sha ? state.source.checkout.url : state.repoUrl;
  return repoUrl
    ? link(shortSha(sha), `${repoUrl.replace(/\/+$/, '').replace(/\.git$/, '')}/commit/${sha}`)
    : code(shortSha(sha));
}

/** A revision, with the commit it built (linked) when known. */
export function revisionLink(
  state: Pick<RunState, 'repoUrl' | 'revision' | 'source'>,
  r: RevisionRef,
): string {
  return `${code(r.id)}${r.commit ? ` (commit ${commitLink(state, r.commit)})` : ''}`;
}
