import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * The commit checked out in the workspace — what `source: upload` archives — from its git HEAD,
 * read from the files (no git binary needed): a detached HEAD (as actions/checkout leaves it), or
 * a branch's loose or packed ref. Undefined when the workspace has no readable git data.
 */
export function checkedOutCommit(workspace: string | undefined): string | undefined {
  if (!workspace) return undefined;
  try {
    const gitDir = gitDirOf(workspace);
    const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
    if (SHA.test(head)) return head;
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    if (!ref || ref.split('/').includes('..')) return undefined;
    try {
      const loose = readFileSync(join(gitDir, ref), 'utf8').trim();
      if (SHA.test(loose)) return loose;
    } catch {
      // Not a loose ref: it may be packed.
    }
    for (const line of readFileSync(join(gitDir, 'packed-refs'), 'utf8').split('\n')) {
      const [sha, name] = line.trim().split(' ');
      if (name === ref && sha && SHA.test(sha)) return sha;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** `.git` is the folder, or (a worktree, a submodule) a file naming it. */
function gitDirOf(workspace: string): string {
  const dotGit = join(workspace, '.git');
  if (statSync(dotGit).isDirectory()) return dotGit;
  const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
  if (!named) throw new Error('no gitdir');
  return resolve(workspace, named);
}
