import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceLayout } from './layout.ts';
import { archivePath } from './layout.ts';
import { ActionError } from '../errors.ts';
import { UPLOAD } from '../policy.ts';

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
  why: 'symlink' | 'hard link' | 'not a regular file';
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
 * uploads are left out, and so is what `.gitignore` and `.dockerignore` in each folder exclude
 * (gitignore pattern semantics, by the `ignore` library). Symbolic links and hard links are
 * dropped and reported — a link pointing outside the workspace must never pull a file in.
 */
export async function collectFiles(
  layout: SourceLayout,
): Promise<{ files: SourceFile[]; skipped: Skipped[] }> {
  const { default: ignore } = await import('ignore');
  const files: SourceFile[] = [];
  const skipped: Skipped[] = [];
  for (const root of layout.roots) {
    const rules = ignore();
    for (const name of ['.gitignore', '.dockerignore']) rules.add(readIgnoreFile(root, name));
    const walk = (dir: string, rel: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      )) {
        const relPath = rel ? `${rel}/${entry.name}` : entry.name;
        const abs = join(dir, entry.name);
        const stat = lstatSync(abs);
        if (stat.isDirectory()) {
          if (ALWAYS_EXCLUDED.has(entry.name) || rules.ignores(`${relPath}/`)) continue;
          walk(abs, relPath);
          continue;
        }
        if (rules.ignores(relPath)) continue;
        const path = archivePath(root.rel, relPath);
        if (stat.isSymbolicLink()) skipped.push({ path, why: 'symlink' });
        else if (!stat.isFile()) skipped.push({ path, why: 'not a regular file' });
        else if (stat.nlink > 1) skipped.push({ path, why: 'hard link' });
        else files.push({ path, abs, size: stat.size, executable: (stat.mode & 0o111) !== 0 });
      }
    };
    walk(root.abs, '');
  }
  // One order, whatever the file system's: the same tree always gives the same archive.
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped };
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
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    return '';
  }
  if (!stat.isFile() || stat.size > UPLOAD.ignoreFileMaxBytes)
    throw new ActionError({
      title: 'Unreadable ignore file',
      message: `${path} is ${stat.isFile() ? `larger than ${UPLOAD.ignoreFileMaxBytes} bytes` : 'not a regular file (a link, a FIFO or a device)'}: source: upload cannot know what it leaves out, so nothing was uploaded.`,
    });
  return readFileSync(path, 'utf8');
}
