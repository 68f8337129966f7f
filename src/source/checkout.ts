import { lstatSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { WORKSPACE_FILES } from '../base/policy.ts';
import { errorCode, readSmallFile } from '../fs/small-file.ts';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** A repository's `origin` remote, as `host` and `owner/name` (never its URL: it may hold a credential). */
export interface Origin {
  host: string;
  repository: string;
}

/** What git says is checked out where the config lives. */
type CheckedOut =
  /** No git repository from the config's folder up to the workspace. */
  | { kind: 'no repository' }
  | { kind: 'commit'; repository: string; sha: string; origin?: Origin }
  /** A repository whose branch has no commit yet: the files are in no commit. */
  | { kind: 'no commit'; repository: string; branch: string }
  /** A repository whose HEAD could not be read (a link, a FIFO, an unknown ref storage…), and why. */
  | { kind: 'unreadable'; repository: string; why: string };

/**
 * The commit checked out in the repository that holds `configDir` — what `source: upload`
 * archives — found as git finds it (the nearest `.git` from the config's folder up to the
 * workspace), and read from the files (no git binary needed): a detached HEAD (as
 * actions/checkout leaves it), or a branch's loose or packed ref, in a linked worktree's common
 * folder too. Every file is read bounded and only when it is a regular file: git data from an
 * earlier step can be anything, and must not hang the run.
 */
export function checkedOutCommit(workspace: string, configDir: string): CheckedOut {
  const repository = repositoryOf(workspace, configDir);
  if (!repository) return { kind: 'no repository' };
  try {
    const gitDir = gitDirOf(repository);
    const commonDir = commonDirOf(gitDir);
    const head = commitOfHead(gitDir, commonDir);
    return { repository, ...(head.kind === 'commit' ? { ...head, origin: originOf(commonDir) } : head) };
  } catch (error) {
    return { kind: 'unreadable', repository, why: errorCode(error) ?? (error as Error).message };
  }
}

/** The nearest folder with a `.git` (of any type), from `from` up to `top` (both included). */
export function repositoryOf(top: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      lstatSync(join(dir, '.git'));
      return dir;
    } catch {
      // none here
    }
    if (relative(top, dir) === '' || dirname(dir) === dir) return undefined;
  }
}

/** `.git` is the folder, or (a worktree, a submodule) a file naming it. */
function gitDirOf(repository: string): string {
  const dotGit = join(repository, '.git');
  const stat = lstatSync(dotGit);
  if (stat.isDirectory()) return dotGit;
  const named = /^gitdir: (.+)$/m
    .exec(readSmallFile(dotGit, WORKSPACE_FILES.gitRefFileMaxBytes))?.[1]
    ?.trim();
  if (!named) throw new Error('.git names no gitdir');
  return resolve(repository, named);
}

type Head = { kind: 'commit'; sha: string; origin?: Origin } | { kind: 'no commit'; branch: string };

/**
 * Where a repository keeps what its worktrees share (branches, the config, `info/exclude`): its
 * `.git` folder, or the main repository's for a linked worktree. Throws when `.git` cannot be
 * read as git's.
 */
export function commonGitDir(repository: string): string {
  return commonDirOf(gitDirOf(repository));
}

function commonDirOf(gitDir: string): string {
  const common = optional(() =>
    readSmallFile(join(gitDir, 'commondir'), WORKSPACE_FILES.gitRefFileMaxBytes).trim(),
  );
  return common ? resolve(gitDir, common) : gitDir;
}

function commitOfHead(gitDir: string, commonDir: string): Head {
  const head = readSmallFile(join(gitDir, 'HEAD'), WORKSPACE_FILES.gitRefFileMaxBytes).trim();
  if (SHA.test(head)) return { kind: 'commit', sha: head };
  const ref = /^ref: (refs\/[^\s\x00-\x1f\x7f]+)$/.exec(head)?.[1];
  if (!ref || ref.split('/').some((part) => part === '..' || part === ''))
    throw new Error(`HEAD is not git's`);
  if (optional(() => lstatSync(join(commonDir, 'reftable'))))
    throw new Error('refs kept in a reftable, which the action does not read');
  for (const dir of new Set([gitDir, commonDir])) {
    const loose = optional(() => readSmallFile(join(dir, ref), WORKSPACE_FILES.gitRefFileMaxBytes).trim());
    if (loose !== undefined) {
      if (SHA.test(loose)) return { kind: 'commit', sha: loose };
      throw new Error(`${ref} is not git's`);
    }
  }
  const packed =
    optional(() => readSmallFile(join(commonDir, 'packed-refs'), WORKSPACE_FILES.packedRefsMaxBytes)) ?? '';
  for (const line of packed.split('\n')) {
    const [sha, name] = line.trim().split(' ');
    if (name === ref && sha && SHA.test(sha)) return { kind: 'commit', sha };
  }
  return { kind: 'no commit', branch: ref };
}

/**
 * The `origin` remote's host and `owner/name`, from the repository's config (what
 * actions/checkout sets): https, ssh and scp-like URLs; undefined for anything else (a local
 * path, no origin, a config that cannot be read).
 */
function originOf(commonDir: string): Origin | undefined {
  let config: string;
  try {
    config = readSmallFile(join(commonDir, 'config'), WORKSPACE_FILES.gitConfigMaxBytes);
  } catch {
    return undefined;
  }
  let inOrigin = false;
  for (const raw of config.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('[')) inOrigin = /^\[remote\s+"origin"\]$/.test(line);
    else if (inOrigin) {
      const url = /^url\s*=\s*(\S+)$/.exec(line)?.[1];
      if (!url) continue;
      const parts =
        /^(?:https?|ssh|git):\/\/(?:[^@/]*@)?([^/:]+)(?::\d+)?\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url) ??
        /^(?:[^@/]+@)?([^/:]+):([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
      if (!parts) return undefined;
      const [, host, owner, name] = parts;
      const safe = /^[\w.-]+$/;
      return safe.test(host!) && safe.test(owner!) && safe.test(name!)
        ? { host: host!.toLowerCase(), repository: `${owner}/${name}` }
        : undefined;
    }
  }
  return undefined;
}

/** The value, or undefined when the file is not there (any other failure is thrown). */
function optional<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}
