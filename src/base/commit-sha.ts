/** A commit as people read it: its first 7 characters. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** The same commit, whatever the length or case each side reports. */
export function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
}
