/** A commit as people read it: its first 7 characters. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/**
 * An id (a revision's UUID) as people read it beside the full one, which the facts list keeps:
 * its first 8 characters, enough to tell a deployment's revisions apart.
 */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** The same commit, whatever the length or case each side reports. */
export function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
}
