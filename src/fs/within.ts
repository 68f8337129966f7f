import { lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Where a path lies, seen from the folders the action may read or write its files in (the
 * workspace, RUNNER_TEMP): inside one of them through real folders only, outside them all, or
 * through a symbolic link on the way (which a checkout can plant to carry a read or a write out).
 */
type Placement =
  | { kind: 'inside'; root: string }
  | { kind: 'outside' }
  /** `link`: the first link on the way, relative to its root (`reports`, `a/b`). */
  | { kind: 'link'; root: string; link: string };

/**
 * Where `path` lies among `roots` (the first root that holds it): every part of it below that
 * root that exists is looked at without following it, the file itself included. A part that does
 * not exist yet ends the walk: nothing below it exists either.
 */
export function placeOf(path: string, roots: readonly string[]): Placement {
  const target = resolve(path);
  for (const root of roots.map((r) => resolve(r))) {
    const rel = relative(root, target);
    // Not `root` or below it.
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) continue;
    let at = root;
    for (const part of rel ? rel.split(sep) : []) {
      at = join(at, part);
      const stat = lstatSync(at, { throwIfNoEntry: false });
      if (!stat) break;
      if (stat.isSymbolicLink()) return { kind: 'link', root, link: relative(root, at) };
    }
    return { kind: 'inside', root };
  }
  return { kind: 'outside' };
}

/**
 * The symbolic link to nothing a write to `path` would go through, if any: the path itself, or
 * the nearest part of it that exists (what does not exist below a link to nothing would be made
 * where the link points). Creating a file through such a link makes one wherever it points.
 */
export function linkToNothing(path: string): string | undefined {
  for (let at = resolve(path); ; at = dirname(at)) {
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (stat) return stat.isSymbolicLink() && !statSync(at, { throwIfNoEntry: false }) ? at : undefined;
    if (dirname(at) === at) return undefined;
  }
}

/** `is a symbolic link to nothing` / `goes through <link>, a symbolic link to nothing`, or undefined. */
export function throughNothing(path: string): string | undefined {
  const link = linkToNothing(path);
  if (!link) return undefined;
  return `${link === resolve(path) ? 'is' : `goes through ${link},`} a symbolic link to nothing`;
}

/**
 * What names the file a write to `path` would change, to tell when two paths are one file: a
 * regular file by its device and inode (through links, and hard links alike), one not made yet by
 * the real path of its folder. Undefined for what is no regular file (a FIFO, a device such as
 * `/dev/stdout`): a second write there overwrites nothing the first wrote.
 */
export function fileKey(path: string): string | undefined {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat) return stat.isFile() ? `${stat.dev}:${stat.ino}` : undefined;
  try {
    return join(realpathSync(dirname(path)), basename(path));
  } catch {
    return resolve(path);
  }
}
