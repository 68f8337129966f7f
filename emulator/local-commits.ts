import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The commits a local git repository's branches and tags point to, as the emulator's built
 * commits: a revision of `repo_ref: main` builds what `main` is in that repository now, as the
 * platform builds the head of the ref on GitHub. So a local deploy of the checked-out commit builds
 * that commit, and a fleet plan finds what serves in the checkout's history.
 *
 * git runs with a fixed argument list (never a shell), a time and output limit, and only ever a
 * ref of the plain form a branch or tag has: a ref that starts with `-`, holds `..` or other
 * characters is not looked up.
 */
export type ResolveRef = (ref: string) => string | undefined;

/** Each git call's limits: a local read of a ref is milliseconds. */
const GIT_LIMITS = { timeout: 5_000, maxBuffer: 64 * 1024 };
const PLAIN_REF = /^(?!-)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._/-]{1,255}$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** How git is run: in `dir`, without prompts, locks or programs its config could start. */
function git(dir: string, args: string[]): string | undefined {
  const result = spawnSync('git', ['-c', 'core.fsmonitor=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    ...GIT_LIMITS,
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The commit `rev` names in `dir`, peeled (an annotated tag gives its commit). */
function commitOf(dir: string, rev: string): string | undefined {
  const sha = git(dir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  return sha && SHA.test(sha) ? sha : undefined;
}

/** Where a `repo_ref` may live: `refs/tags/v1` as given; a branch name locally, then as fetched. */
function candidates(ref: string): string[] {
  if (ref.startsWith('refs/')) return [ref];
  return [`refs/heads/${ref}`, `refs/remotes/origin/${ref}`, `refs/tags/${ref}`];
}

/**
 * A resolver over the repository at `dir`, or undefined when `dir` is in no git repository (or
 * git is missing): then the emulator makes commits up. `missing` hears of each ref the
 * repository does not have (the emulator then makes that ref's commit up).
 */
export function localCommits(dir: string, missing: (ref: string) => void = () => {}): ResolveRef | undefined {
  if (git(dir, ['rev-parse', '--git-dir']) === undefined) return undefined;
  return (ref) => {
    if (PLAIN_REF.test(ref))
      for (const rev of candidates(ref)) {
        const sha = commitOf(dir, rev);
        if (sha) return sha;
      }
    missing(ref);
    return undefined;
  };
}

/**
 * The emulator CLI's `--repo-dir`: a resolver over that folder's repository, saying once (through
 * `say`) where built commits come from, and once per ref that the repository lacks. A folder the
 * user `named` must be in a repository; the default one may not be (commits are then made up).
 */
export function commitsFrom(
  folder: string,
  say: (line: string) => void,
  named: boolean,
): ResolveRef | undefined {
  const dir = resolve(folder);
  const told = new Set<string>();
  const resolveRef = localCommits(dir, (ref) => {
    if (told.has(ref)) return;
    told.add(ref);
    say(`emulator: ${JSON.stringify(ref)} is no branch or tag of ${dir}: its builds get a made-up commit.`);
  });
  if (!resolveRef && named) throw new Error(`--repo-dir ${folder}: not a folder of a git repository`);
  say(
    resolveRef
      ? `emulator: built commits are where each repo_ref points in the git repository at ${dir} (--repo-dir).`
      : `emulator: ${dir} is in no git repository: built commits are made up (--repo-dir names one).`,
  );
  return resolveRef;
}
