/**
 * A deployment name as the platform takes it: lowercase letters, digits and hyphens (the official
 * deploy clients rewrite every name so before creating or finding a deployment). Lowercased; any
 * run of other characters becomes one hyphen; hyphens at either end are dropped. Empty when
 * nothing of the name is left.
 */
export function normalizeDeploymentName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
