import type { RunState } from '../run/run-state.ts';
/** The commit's page on the repository host (GitHub's URL layout), when the repository URL is known. */
export function commitUrl(repoUrl: string | undefined, sha: string): string | undefined {
  if (!repoUrl) return undefined;
  return `${repoUrl.replace(/\/+$/, '').replace(/\.git$/, '')}/commit/${sha}`;
}

/**
 * The page of a commit a run names: the repository's (`repo_url`), except the commit of an
 * upload from another repository's checkout, which links to that repository (or nowhere).
 */
export function commitPage(
  state: Pick<RunState, 'repoUrl' | 'revision' | 'source'>,
  sha: string,
): string | undefined {
  return commitUrl(
    state.source.checkout && state.revision.commitSha === sha ? state.source.checkout.url : state.repoUrl,
    sha,
  );
}
