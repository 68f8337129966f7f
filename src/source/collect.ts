import { lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { SourceLayout } from './layout.ts';
import { archivePath } from './layout.ts';
import { ActionError } from '../base/errors.ts';
import { UPLOAD, WORKSPACE_FILES } from '../base/policy.ts';
import { errorCode, readSmallFile, RefusedFile, unreadableBecause } from '../fs/small-file.ts';

/** A file that goes into the archive. */
export interface SourceFile {
  /** Path inside the archive (posix). */
  path: string;
  abs: string;
  size: number;
  executable: boolean;
}

/** What was left out, and why, for the log. */
export interface Skipped {
  path: string;
  why: 'symlink' | 'hard link' | 'special file (not a regular one)' | 'name that is not UTF-8';
}

/** Folders never uploaded, wherever they are (as the platform's CLI excludes them). */
const ALWAYS_EXCLUDED = new Set([
  '.git',
  'node_modules',
  '__pycache__',
  '.venv',
  'venv',
  '.tox',
  '.mypy_cache',
]);

/**
 * Every file of the layout's folders that the archive should hold, sorted: folders the CLI never
 * uploads are left out, and so is what `.dockerignore` and `.gitignore` at the top of each folder
 * exclude — in that order, as the CLI reads them, so `.gitignore` has the last word — with
 * gitignore pattern semantics (the `ignore` library; case-sensitive, as git is). Symbolic links,
 * hard links, special files and names that are not UTF-8 are dropped and reported — a link
 * pointing outside the workspace must never pull a file in. The walk yields now and then, so
 * `timeout` and cancellation (`stop`) end it too.
 */
export async function collectFiles(
  layout: SourceLayout,
  stop: () => void = () => {},
): Promise<{ files: SourceFile[]; skipped: Skipped[] }> {
  const { default: ignore } = await import('ignore');
  const files: SourceFile[] = [];
  const skipped: Skipped[] = [];
  // Matching one path against many rules can be slow: the walk yields (and checks `stop`) by time.
  let lastYield = performance.now();
  for (const root of layout.roots) {
    const rules = ignore({ ignorecase: false });
    for (const name of ['.dockerignore', '.gitignore']) rules.add(readIgnoreFile(root, name));
    const walk = async (dir: string, rel: string, depth = 0): Promise<void> => {
      if (depth > UPLOAD.walkMaxDepth)
        throw new ActionError({
          title: 'Archive failed',
          message: `${archivePath(root.rel, rel)} is more than ${UPLOAD.walkMaxDepth} folders deep: source: upload does not go that deep (no source tree does, and matching ignore rules there can take minutes); nothing was uploaded. Exclude it in .dockerignore or .gitignore.`,
        });
      for (const entry of readFolder(dir, rel)) {
        if (performance.now() - lastYield >= UPLOAD.walkYieldMs) {
          await new Promise((resolve) => setImmediate(resolve));
          stop();
          lastYield = performance.now();
        }
        const name = entry.toString('utf8');
        const relPath = rel ? `${rel}/${name}` : name;
        if (!Buffer.from(name, 'utf8').equals(entry)) {
          skipped.push({ path: archivePath(root.rel, relPath), why: 'name that is not UTF-8' });
          continue;
        }
        const abs = join(dir, name);
        const stat = statOf(abs, relPath);
        if (stat.isDirectory()) {
          if (ALWAYS_EXCLUDED.has(name) || rules.ignores(`${relPath}/`)) continue;
          await walk(abs, relPath, depth + 1);
          continue;
        }
        if (rules.ignores(relPath)) continue;
        const path = archivePath(root.rel, relPath);
        if (stat.isSymbolicLink()) skipped.push({ path, why: 'symlink' });
        else if (!stat.isFile()) skipped.push({ path, why: 'special file (not a regular one)' });
        else if (stat.nlink > 1) skipped.push({ path, why: 'hard link' });
        else files.push({ path, abs, size: stat.size, executable: (stat.mode & 0o111) !== 0 });
      }
    };
    await walk(root.abs, '');
  }
  // One order, whatever the file system's: the same tree always gives the same archive.
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped };
}

/** A folder's entry names as bytes (a name need not be UTF-8), sorted; a folder that cannot be read fails the run, named. */
function readFolder(dir: string, rel: string): Buffer[] {
  try {
    return readdirSync(dir, { encoding: 'buffer' }).sort(Buffer.compare);
  } catch (error) {
    throw unreadable(rel || '.', error);
  }
}

function statOf(abs: string, rel: string): Stats {
  try {
    return lstatSync(abs);
  } catch (error) {
    throw unreadable(rel, error);
  }
}

/** What the walk could not read: what it leaves out cannot be known, so nothing is uploaded. */
function unreadable(rel: string, error: unknown): ActionError {
  const gone = errorCode(error) === 'ENOENT' ? ': it was removed while the action ran' : '';
  return new ActionError({
    title: 'Archive failed',
    message: `${rel} could not be read (${unreadableBecause(error)}${gone}); nothing was uploaded.`,
  });
}

/** The largest files and folders (by the size of what they hold), for a size warning. */
export function largest(
  files: SourceFile[],
  count = 5,
): { files: SourceFile[]; folders: Array<[string, number]> } {
  const folders = new Map<string, number>();
  for (const file of files) {
    const parts = file.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      folders.set(folder, (folders.get(folder) ?? 0) + file.size);
    }
  }
  return {
    files: [...files].sort((a, b) => b.size - a.size).slice(0, count),
    folders: [...folders].sort((a, b) => b[1] - a[1]).slice(0, count),
  };
}

/**
 * An ignore file's rules ('' when there is none). It must be a regular file of a sane size: a
 * link to /dev/zero or a FIFO would hang the run, and rules that cannot be read would let files
 * through that were meant to stay out, so either fails the run.
 */
function readIgnoreFile(root: SourceLayout['roots'][number], name: string): string {
  const path = join(root.abs, name);
  let text: string;
  try {
    text = readSmallFile(path, WORKSPACE_FILES.ignoreFileMaxBytes);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return '';
    const what =
      error instanceof RefusedFile
        ? `is ${error.message}`
        : `could not be read (${unreadableBecause(error)})`;
    throw new ActionError({
      title: 'Unreadable ignore file',
      message: `${path} ${what}: source: upload cannot know what it leaves out, so nothing was uploaded.`,
    });
  }
  // Each `**` multiplies the ways a deep path can match: a few in one rule take minutes.
  const lines = text.split(/\r?\n/);
  const complex = lines.findIndex(
    (line) =>
      !line.startsWith('#') && (line.match(/\*\*/g)?.length ?? 0) > WORKSPACE_FILES.ignoreRuleMaxGlobstars,
  );
  if (complex >= 0)
    throw new ActionError({
      title: 'Ignore rule refused',
      message: `${path} line ${complex + 1} has more than ${WORKSPACE_FILES.ignoreRuleMaxGlobstars} \`**\` in one pattern: matching it against deep folders can take minutes, so nothing was uploaded. Split it, or use fewer \`**\`.`,
    });
  return text;
}
