import { lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceLayout, SourceRoot } from './layout.ts';
import { archivePath, posix } from './layout.ts';
import { commonGitDir, repositoryOf } from './checkout.ts';
import { IgnoreRules, type IgnoreFactory, type IgnoreSource } from './ignore-rules.ts';
import { ActionError } from '../base/errors.ts';
import { UPLOAD, WORKSPACE_FILES } from '../base/policy.ts';
import { errorCode, readSmallFile, RefusedFile, unreadableBecause } from '../fs/small-file.ts';
import { formatSize } from './size.ts';

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

/** Names never uploaded, wherever they are and whatever they are (as the platform's CLI excludes these folders; a `.git` file points to a repository). */
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
 * How many entries the ignore rules left out (a folder counts once, however much it holds), and
 * how many files the run itself writes.
 */
export interface LeftOut {
  git: { files: number; folders: number };
  docker: { files: number; folders: number };
  own: { files: number; folders: number };
}

/**
 * Every file of the layout's folders that the archive should hold, sorted. Left out: the names
 * the CLI never uploads (whatever their type: a submodule's `.git` file too), what git would
 * ignore — every `.gitignore` from the repository's root down to the file, and
 * `.git/info/exclude` (ignore-rules.ts) — and what the `.dockerignore` at the top of each archived
 * folder excludes, below git's rules, so that `.gitignore` has the last word as with the CLI.
 * Symbolic links, hard links, special files and names that are not UTF-8 are dropped and
 * reported — a link pointing outside the workspace must never pull a file in. So are the files
 * the run itself writes (`own`, absolute paths: its outputs, summary and reports), whatever path
 * or link names them: an earlier run's results are not source. The walk yields now and then, so
 * `timeout` and cancellation (`stop`) end it too.
 */
export async function collectFiles(
  layout: SourceLayout,
  stop: () => void = () => {},
  own: readonly string[] = [],
): Promise<{ files: SourceFile[]; skipped: Skipped[]; leftOut: LeftOut; notes: string[] }> {
  const { default: ignore } = await import('ignore');
  const collector = new Collector(ignore, stop, own);
  const notes: string[] = [];
  for (const root of layout.roots) {
    const start = rootRules(ignore, layout.workspace, root);
    if (start.note) notes.push(start.note);
    await collector.walk({ root, docker: start.docker, prefix: start.prefix }, root.abs, '', start.rules);
  }
  const { files, skipped, leftOut } = collector;
  // One order, whatever the file system's: the same tree always gives the same archive.
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped, leftOut, notes };
}

const DOT_GIT = Buffer.from('.git');
const DOT_GITIGNORE = Buffer.from('.gitignore');

/** One archived folder's walk: where it lands, its `.dockerignore`, its path from the repository's top. */
interface WalkRoot {
  root: SourceRoot;
  docker: IgnoreSource;
  prefix: string;
}

/** What the walk of every archived folder has found so far. */
class Collector {
  readonly files: SourceFile[] = [];
  readonly skipped: Skipped[] = [];
  readonly leftOut: LeftOut = {
    git: { files: 0, folders: 0 },
    docker: { files: 0, folders: 0 },
    own: { files: 0, folders: 0 },
  };
  private readonly ignore: IgnoreFactory;
  private readonly stop: () => void;
  private readonly ownFiles: Set<string>;
  // Matching one path against many rules can be slow: the walk yields (and checks `stop`) by time.
  private lastYield = performance.now();

  constructor(ignore: IgnoreFactory, stop: () => void, own: readonly string[]) {
    this.ignore = ignore;
    this.stop = stop;
    this.ownFiles = new Set(
      own.flatMap((path) => {
        const stat = statsOf(path);
        return stat?.isFile() ? [identity(stat)] : [];
      }),
    );
  }

  async walk(at: WalkRoot, dir: string, rel: string, inherited: IgnoreRules, depth = 0): Promise<void> {
    if (depth > UPLOAD.walkMaxDepth)
      throw new ActionError({
        title: 'Archive failed',
        message: `${archivePath(at.root.rel, rel)} is more than ${UPLOAD.walkMaxDepth} folders deep: source: upload does not go that deep (no source tree does, and matching ignore rules there can take minutes); nothing was uploaded. Exclude it in .dockerignore or .gitignore.`,
      });
    const entries = readFolder(dir, rel);
    const fromTop = (name: string): string => [at.prefix, rel, name].filter(Boolean).join('/');
    const rules = this.folderRules(at, dir, fromTop(''), entries, inherited, depth);
    for (const entry of entries) {
      await this.yieldNowAndThen();
      const name = entry.toString('utf8');
      const relPath = rel ? `${rel}/${name}` : name;
      if (!Buffer.from(name, 'utf8').equals(entry)) {
        this.skipped.push({ path: archivePath(at.root.rel, relPath), why: 'name that is not UTF-8' });
        continue;
      }
      if (ALWAYS_EXCLUDED.has(name)) continue;
      const abs = join(dir, name);
      const stat = statOf(abs, relPath);
      const by = rules.excludes(fromTop(name), stat.isDirectory());
      if (by) this.leftOut[by][stat.isDirectory() ? 'folders' : 'files']++;
      else if (stat.isDirectory()) await this.walk(at, abs, relPath, rules, depth + 1);
      else this.place(archivePath(at.root.rel, relPath), abs, stat);
    }
  }

  /**
   * The rules of a folder: a repository inside the archived folder (a submodule, a nested
   * checkout) has rules of its own — git never reads the outer repository's in it — and a
   * folder's `.gitignore` adds to them.
   */
  private folderRules(
    at: WalkRoot,
    dir: string,
    folder: string,
    entries: Buffer[],
    inherited: IgnoreRules,
    depth: number,
  ): IgnoreRules {
    let rules = inherited;
    if (depth > 0 && entries.some((entry) => entry.equals(DOT_GIT)))
      rules = IgnoreRules.of(this.ignore, [at.docker, ...excludeOf(dir, folder)]);
    if (entries.some((entry) => entry.equals(DOT_GITIGNORE)))
      rules = rules.with({ text: readIgnoreFile(dir, '.gitignore'), folder, by: 'git' });
    return rules;
  }

  /** A file not ignored: archived if it is a regular file of its own, else counted or skipped. */
  private place(path: string, abs: string, stat: Stats): void {
    if (stat.isSymbolicLink()) this.skipped.push({ path, why: 'symlink' });
    else if (!stat.isFile()) this.skipped.push({ path, why: 'special file (not a regular one)' });
    else if (this.ownFiles.has(identity(stat))) this.leftOut.own.files++;
    else if (stat.nlink > 1) this.skipped.push({ path, why: 'hard link' });
    else this.files.push({ path, abs, size: stat.size, executable: (stat.mode & 0o111) !== 0 });
  }

  private async yieldNowAndThen(): Promise<void> {
    if (performance.now() - this.lastYield < UPLOAD.walkYieldMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.stop();
    this.lastYield = performance.now();
  }
}

/**
 * The rules an archived folder starts with, matched from the top of its repository (the
 * workspace when there is none): its `.dockerignore`, then `.git/info/exclude` and the
 * `.gitignore` of every folder above it up to the top. A folder git itself ignores (a build
 * output named as the config's folder) is still archived, as asked — by the rules from inside it
 * only, said in `note`.
 */
function rootRules(
  ignore: IgnoreFactory,
  workspace: string,
  root: SourceRoot,
): { rules: IgnoreRules; docker: IgnoreSource; prefix: string; note?: string } {
  const repository = repositoryOf(workspace, root.abs);
  const top = repository ?? workspace;
  const prefix = posix(relative(top, root.abs));
  const dockerText = readIgnoreFile(root.abs, '.dockerignore');
  const docker: IgnoreSource = { text: dockerText, folder: prefix, by: 'docker' };
  const sources = [docker, ...(repository ? excludeOf(repository, '') : [])];
  // The .gitignore of every folder above this one, from the top; its own is read by the walk.
  const parts = prefix === '' ? [] : prefix.split('/');
  for (let i = 0; i < parts.length; i++) {
    const folder = parts.slice(0, i).join('/');
    sources.push({ text: readIgnoreFile(join(top, folder), '.gitignore'), folder, by: 'git' });
  }
  const rules = IgnoreRules.of(ignore, sources);
  if (prefix === '' || !rules.excludes(prefix, true)) return { rules, docker, prefix };
  const own: IgnoreSource = { text: dockerText, folder: '', by: 'docker' };
  return {
    rules: IgnoreRules.of(ignore, [own]),
    docker: own,
    prefix: '',
    note: `${prefix}/ is a folder its repository ignores: it is archived as named, by the ignore rules inside it only.`,
  };
}

/** The repository's `.git/info/exclude` (none when its `.git` cannot be read as git's), relative to `folder`. */
function excludeOf(repository: string, folder: string): IgnoreSource[] {
  let gitDir: string;
  try {
    gitDir = commonGitDir(repository);
  } catch {
    return []; // git could not read it either: a broken or foreign .git has no rules
  }
  return [{ text: readIgnoreFile(join(gitDir, 'info'), 'exclude'), folder, by: 'git' }];
}

/** A regular file as the file system knows it (device and inode), so any path to it matches. */
const identity = (stat: Stats): string => `${stat.dev}:${stat.ino}`;

/** The file's stats (with `link`, of a link itself), or undefined when they cannot be read. */
function statsOf(path: string, link = false): Stats | undefined {
  try {
    return link ? lstatSync(path) : statSync(path);
  } catch {
    return undefined;
  }
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
function readIgnoreFile(dir: string, name: string): string {
  const path = join(dir, name);
  let text: string;
  try {
    text = readSmallFile(path, WORKSPACE_FILES.ignoreFileMaxBytes);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return '';
    const what =
      error instanceof RefusedFile
        ? `is ${error.message}`
        : `could not be read (${unreadableBecause(error)})`;
    // A link is refused, not followed: it may point anywhere on the runner (git does not read one either).
    const next =
      statsOf(path, true)?.isSymbolicLink() === true
        ? 'Replace the link with a copy of the file it points to (git does not read an ignore file that is a link either), or remove it.'
        : error instanceof RefusedFile
          ? `Make it a regular file of at most ${formatSize(WORKSPACE_FILES.ignoreFileMaxBytes)}, or remove it.`
          : 'Let the runner read it, or remove it.';
    throw new ActionError({
      title: 'Unreadable ignore file',
      message: `${path} ${what}: source: upload cannot know what it leaves out, so nothing was uploaded. ${next}`,
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
