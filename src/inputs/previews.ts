import { normalizeDeploymentName } from './deployment-name.ts';
import * as field from './fields.ts';
import { LIMITS } from './limits.ts';

/** The digits a preview's name ends with: a pull request's number as GitHub writes it. */
export const PR_NUMBER_DIGITS = 10;

/**
 * The prefix as a deployment name begins with it: normalized as a whole name `<prefix><number>`
 * is (the number's digits keep a trailing hyphen, which a name alone would lose).
 */
export function normalizePreviewPrefix(prefix: string): string {
  return normalizeDeploymentName(`${prefix}0`).slice(0, -1);
}

/**
 * `preview_prefix` (default `<name>-pr-`, `name` itself defaulting to the repository's), read for
 * `command: prune`: what its previews are named before their pull request's number. Checked
 * before anything is sent: it must keep something once normalized, and end with a hyphen, so that
 * `<prefix><number>` is not the name of some other deployment whose name ends in digits
 * (`my-agent2`).
 */
export function readPreviewPrefix(
  p: field.Problems,
  raw: (name: string) => string,
  name: string,
  command: string,
): { prefix?: string; written?: string } {
  const limit = LIMITS.nameLength - PR_NUMBER_DIGITS;
  if (command !== 'prune') {
    field.text(p, 'preview_prefix', raw('preview_prefix'), limit);
    return {};
  }
  const written = raw('preview_prefix') || (name ? `${name}-pr-` : '');
  // Neither given nor derived: refused with the rules across inputs (combinations.ts).
  if (!written) return {};
  if (field.text(p, 'preview_prefix', written, limit) === undefined) return {};
  const prefix = normalizePreviewPrefix(written);
  if (!/[a-z0-9]/.test(prefix))
    return {
      prefix: p.add('preview_prefix', `"${written}" keeps no letter or digit once normalized (a-z, 0-9, -)`),
    };
  if (!prefix.endsWith('-'))
    return {
      prefix: p.add(
        'preview_prefix',
        `must end with a hyphen ("${prefix}-"): <preview_prefix><number> must not be the name of another deployment that ends in digits`,
      ),
    };
  return { prefix, written };
}
