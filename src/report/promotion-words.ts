import { shortId, shortSha } from '../base/commit-sha.ts';
import type { Promotion, RunState } from '../run/run-state.ts';

/*
 * A promote in words: what was promoted and from where, said honestly — a commit or an archive is
 * rebuilt (the same code, a new build), only an image runs the same bytes. The summary, the
 * headline and the GitHub Deployment take theirs from here.
 */

/** Plain text, or Markdown code (the caller's `show`). */
type Show = (value: string) => string;
const plain: Show = (value) => value;

/** What a promote moved: `commit abc1234`, or the image (its digest is its name). */
export function promotedThing(p: Promotion, show: Show = plain): string {
  if (p.imageUri) return `image ${show(p.imageUri)}`;
  return p.commit ? `commit ${show(shortSha(p.commit))}` : 'the revision';
}

/** Where it came from: "revision 1a2b3c4d of staging". */
export function promotedFrom(p: Promotion, show: Show = plain, short = false): string {
  const revision = p.revisionId ? `revision ${show(short ? shortId(p.revisionId) : p.revisionId)} of ` : '';
  return `${revision}${show(p.deploymentName ?? p.deploymentId)}`;
}

/**
 * "Promoted commit abc1234 (revision 1a2b3c4d) from staging", or "Promoted image sha256:0123456789ab
 * (…)": the GitHub Deployment's line, which has 140 characters (an image's whole name may not fit).
 */
export function promotedDescription(p: Promotion): string {
  const revision = p.revisionId ? ` (revision ${shortId(p.revisionId)})` : '';
  const digest = p.imageUri && /@(sha256:[0-9a-f]{12})[0-9a-f]*$/.exec(p.imageUri)?.[1];
  const thing = digest ? `image ${digest}` : promotedThing(p);
  return `Promoted ${thing}${revision} from ${p.deploymentName ?? p.deploymentId}`;
}

/** What the new revision is, next to what was promoted: rebuilt, or the same bytes. */
export function promotedHow(state: RunState, show: Show = plain): string {
  const p = state.promotion!;
  const from = promotedFrom(p, show);
  if (p.imageUri) return `runs the same image as ${from}: the same bytes`;
  if (p.archiveDigest)
    return `rebuilt the same archive as ${from} (commit ${show(shortSha(p.commit ?? ''))}, its tar's SHA-256 ${show(p.archiveDigest)}): the same files, a new build`;
  return `rebuilt commit ${show(shortSha(p.commit ?? ''))}${p.ref ? ` of ${show(p.ref)}` : ''}, which ${from} built: the same code, a new build`;
}

/** The facts list's line: where the promoted build came from, and what it is made of. */
export function promotedFact(p: Promotion, show: Show): string {
  const made = [
    p.commit && `commit ${show(shortSha(p.commit))}${p.ref ? ` of ${show(p.ref)}` : ''}`,
    p.archiveDigest && `its tar's SHA-256 ${show(p.archiveDigest)}`,
    p.imageUri && `image ${show(p.imageUri)}`,
  ].filter(Boolean);
  return `${promotedFrom(p, show)}${made.length ? ` (${made.join(', ')})` : ''}`;
}

/** `promoted_from`: what was promoted, as JSON, once the source was read ('' before). */
export function promotedFromOutput(state: RunState): string {
  const p = state.promotion;
  if (!p) return '';
  return JSON.stringify({
    deployment_id: p.deploymentId,
    revision_id: p.revisionId ?? '',
    ...(p.commit ? { commit: p.commit } : {}),
    ...(p.archiveDigest ? { archive_digest: p.archiveDigest } : {}),
    ...(p.imageUri ? { image_uri: p.imageUri } : {}),
  });
}
