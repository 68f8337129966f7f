/**
 * A URL without the `user:password@` it may carry: a deployment's URL comes from the control plane
 * and is shown in the summary and set as an output, where credentials must never appear. Only the
 * userinfo is removed — the rest of the text is kept as it was (not re-serialised), so a URL
 * without credentials comes back unchanged. The authority ends at `/`, `?`, `#` or `\` (which
 * URL parsers read as `/`), so an `@` in a path is left alone. The slashes before it may be any
 * number of `/` or `\` (`https:/u:p@host`, `https:u:p@host` are read as `https://u:p@host`); a
 * URL that had credentials comes back with `//`.
 */
export function withoutCredentials(url: string): string {
  return url.replace(/^([A-Za-z][A-Za-z0-9+.-]*:)[/\\]*[^/?#\\]*@/, '$1//');
}
