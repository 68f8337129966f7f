/**
 * The platform allows lowercase letters, digits and hyphens in a deployment's name. The three
 * official deploy clients (Python `normalize_name`, JS `normalizeName`, Go
 * `normalizeDeploymentName`) rewrite every name to that form before they create or find a
 * deployment; docs/platform-compatibility.md names the lines.
 */
export const DEPLOYMENT_NAME_PATTERN = /^[a-z0-9-]+$/;

/**
 * The name the clients would send for `name`: lowercased, every run of other characters made
 * one hyphen, hyphens trimmed from both ends. Pure. Where the clients fall back to `app` for a
 * name that leaves nothing, this returns '' and the caller refuses it: in CI a guessed name is
 * worse than an error.
 */
export function normalizeDeploymentName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
