import { sameCommit } from '../base/commit-sha.ts';
import type { Revision } from '../control-plane/schemas.ts';

/** What a revision builds from, as far as the control plane says: its commit, archive or image. */
export type SourceIdentity = Partial<Record<'repo_commit_sha' | 'source_tarball_path' | 'image_uri', string>>;
const IDENTITY_FIELDS = ['repo_commit_sha', 'source_tarball_path', 'image_uri'] as const;

export function identityOf(revision: Revision): SourceIdentity {
  const config = (revision.source_revision_config ?? {}) as Record<string, unknown>;
  const identity: SourceIdentity = {};
  for (const field of IDENTITY_FIELDS)
    if (typeof config[field] === 'string' && config[field]) identity[field] = config[field];
  return identity;
}

/** Whether `candidate` builds what `target` built: yes, no, or not known (yet). */
export function sameSource(target: SourceIdentity, candidate: SourceIdentity): boolean | undefined {
  const field = IDENTITY_FIELDS.find((f) => target[f] !== undefined);
  if (!field || candidate[field] === undefined) return undefined;
  return field === 'repo_commit_sha'
    ? sameCommit(target[field]!, candidate[field])
    : target[field] === candidate[field];
}

/**
 * Whether two finished revisions built different code: other values of the same field, or
 * sources of different kinds (a commit and an uploaded archive or an image). Unlike sameSource,
 * which must wait while a new revision's commit is not chosen yet, a DEPLOYED revision names all
 * it will: a field it lacks is not coming.
 */
function builtOtherCode(a: SourceIdentity, b: SourceIdentity): boolean {
  // The first field both name decides, as in sameSource (a commit before an archive's path).
  const field = IDENTITY_FIELDS.find((f) => a[f] !== undefined && b[f] !== undefined);
  if (!field) return Object.keys(a).length > 0 && Object.keys(b).length > 0;
  return field === 'repo_commit_sha' ? !sameCommit(a[field]!, b[field]!) : a[field] !== b[field];
}

/** A revision passed over as the default rollback target, and why. */
export interface Skipped {
  id: string;
  why: string;
}

/**
 * The revision `command: rollback` goes back to by default, from the deployment's DEPLOYED
 * revisions (newest first): the newest one older than the serving revision — passing over
 *  - a revision that was rolled back from: a newer revision restored the source of an older one,
 *    so a rollback moved away from it (a second rollback must not go back to the known-bad code);
 *  - a revision the serving one restores (it builds the same source, with a revision of other
 *    source between them), however far down: going back to it changes nothing.
 * Undefined when none is left; `skipped` says what was passed over and why.
 */
export function chooseRollbackTarget(
  deployed: readonly Revision[],
  active: string,
): { target?: Revision; skipped: Skipped[]; activeListed: boolean } {
  const at = deployed.findIndex((r) => r.id === active);
  if (at < 0) return { skipped: [], activeListed: false };
  const ids = deployed.map(identityOf);
  /** The index of an older revision that revision `i` restores (same source, other source between), if any. */
  const restores = (i: number): number | undefined => {
    for (let j = i + 1; j < deployed.length; j++) {
      if (sameSource(ids[i]!, ids[j]!) !== true) continue;
      const between = ids.slice(i + 1, j).some((id) => builtOtherCode(ids[i]!, id));
      return between ? j : undefined;
    }
    return undefined;
  };
  const skipped: Skipped[] = [];
  for (let c = at + 1; c < deployed.length; c++) {
    const candidate = deployed[c]!;
    // Any revision of the serving one's source with other source between (not only the nearest):
    // after rollbacks in a row, the same code can sit several times further down.
    const servingRestores =
      sameSource(ids[at]!, ids[c]!) === true &&
      ids.slice(at + 1, c).some((id) => builtOtherCode(ids[at]!, id));
    if (servingRestores) {
      skipped.push({
        id: candidate.id,
        why: `the serving revision ${active} redeploys what it built, so going back to it changes nothing`,
      });
      continue;
    }
    // Rolled back from: a newer revision restored the source of an older one, other than this.
    const by = deployed.slice(0, c).findIndex((_, i) => {
      const restored = restores(i);
      return restored !== undefined && restored > c && builtOtherCode(ids[i]!, ids[c]!);
    });
    if (by >= 0) {
      skipped.push({
        id: candidate.id,
        why: `it was rolled back from: revision ${deployed[by]!.id} restored the earlier revision ${deployed[restores(by)!]!.id}`,
      });
      continue;
    }
    return { target: candidate, skipped, activeListed: true };
  }
  return { skipped, activeListed: true };
}
