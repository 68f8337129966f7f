import { ActionError } from '../base/errors.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import { isReservedSecret } from '../inputs/reserved-secrets.ts';
import type { Inputs } from '../inputs/types.ts';
import type { Deployment } from './schemas.ts';

/**
 * What a create or update does to the deployment's secrets, by name. The control plane replaces
 * the whole list whenever `secrets` is sent, and lists a deployment's secrets with their values
 * masked: a secret the action did not get a value for can only be kept by not sending the list.
 * Values are never compared or shown: "changed" is a secret given that the deployment had.
 */
export interface SecretChanges {
  /** Whether the request carries `secrets` (the whole new list). */
  send: boolean;
  added: string[];
  changed: string[];
  kept: string[];
  removed: string[];
  /**
   * Names the deployment has that the platform reserves (inputs/reserved-secrets.ts): never sent
   * by the action, so not among those removed, whatever `secrets_mode` says.
   */
  platform: string[];
}

/**
 * The change `secrets` and `secrets_mode` make to `existing` (undefined: a new deployment). With
 * `merge`, an update that would delete a secret — or cannot tell, the deployment's list being
 * unknown — is refused before anything is sent: the API offers no way to keep a value it hides.
 */
export function secretChanges(
  d: Inputs['deployment'],
  existing: Deployment | undefined,
  selfHosted: boolean,
  redact: Redact,
): SecretChanges {
  const given = (d.secrets ?? []).map((s) => s.name);
  const listed = existing ? existing.secrets : [];
  const platform = (listed ?? []).filter((name) => isReservedSecret(name, selfHosted));
  const had = listed?.filter((name) => !platform.includes(name));
  if (!d.secrets)
    return { send: false, added: [], changed: [], kept: listed ?? [], removed: [], platform: [] };
  if (had === undefined) {
    if (d.secretsMode === 'merge')
      throw new ActionError({
        title: 'Secrets unknown',
        message: `The control plane did not list the secrets of deployment ${existing!.id}, so the action cannot tell whether sending secrets would delete some (the list sent replaces the deployment's whole list). Nothing was sent. If secrets lists every secret the deployment needs, set secrets_mode: replace; or leave secrets out to keep the deployment's as they are.`,
      });
    return { send: true, added: given, changed: [], kept: [], removed: [], platform };
  }
  const left = had.filter((name) => !given.includes(name));
  if (left.length && d.secretsMode === 'merge')
    throw new ActionError({
      title: 'Secrets would be deleted',
      message: `Deployment ${existing!.id} has ${names(left, redact)}, which secrets leaves out. The control plane replaces a deployment's whole list of secrets and never returns their values, so the action cannot keep ${left.length === 1 ? 'it' : 'them'} while sending the others: this update would delete ${left.length === 1 ? 'it' : 'them'}. Nothing was sent. Add ${left.length === 1 ? 'it' : 'them'} to secrets, or set secrets_mode: replace to delete ${left.length === 1 ? 'it' : 'them'}, or leave secrets out to keep every secret as it is.`,
    });
  return {
    send: true,
    added: given.filter((name) => !had.includes(name)),
    changed: given.filter((name) => had.includes(name)),
    kept: [],
    removed: left,
    platform,
  };
}

/** "added A, B; changed C; removed D (values hidden)", or what is kept when nothing is sent. */
export function describeSecretChanges(c: SecretChanges, redact: Redact): string {
  if (!c.send) return c.kept.length ? `not sent; the deployment keeps ${bounded(c.kept, redact)}` : 'none';
  const parts = (
    [
      ['added', c.added],
      ['changed', c.changed],
      ['kept', c.kept],
      ['removed', c.removed],
      ['left to the platform (names it reserves)', c.platform],
    ] as const
  )
    .filter(([, list]) => list.length)
    .map(([what, list]) => `${what} ${bounded(list, redact)}`);
  return `${parts.join('; ')} (values hidden)`;
}

/**
 * Names (some from the control plane), for a line: each bounded, at most 20 of them named;
 * redacted before they are cut (a server may list a value as a name).
 */
function bounded(list: string[], redact: Redact): string {
  const shown = list.slice(0, 20).map((name) => excerpt(name, 64, redact));
  return `${shown.join(', ')}${list.length > shown.length ? ` and ${list.length - shown.length} more` : ''}`;
}

function names(list: string[], redact: Redact): string {
  return `${list.length === 1 ? 'secret' : 'secrets'} ${bounded(list, redact)}`;
}
