import type { RunState } from './run-state.ts';
/** A commit as people read it: its first 7 characters. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** The same commit, whatever the length or case each side reports. */
export function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
}

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
  state: Pick<RunState, 'repoUrl' | 'commitSha' | 'commitSource'>,
  sha: string,
): string | undefined {
  return commitUrl(
    state.commitSource && state.commitSha === sha ? state.commitSource.url : state.repoUrl,
    sha,
  );
}
