import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { checkedOutCommit } from '../../src/source/checkout.ts';
import { CAN_SYMLINK } from '../helpers/temp.ts';
import { workspaceWith, writeFiles } from '../helpers/workspace.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

/** Whether this machine can make a FIFO (POSIX, with mkfifo on the PATH). */
const CAN_FIFO = (() => {
  try {
    execFileSync('mkfifo', ['--version'], { stdio: 'ignore' });
    return process.platform !== 'win32';
  } catch {
    return false;
  }
})();

/** The commit found for a config in `agent/` of a workspace holding these files. */
function commitIn(files: Record<string, string>, prepare?: (ws: string) => void) {
  const ws = workspaceWith({ 'agent/langgraph.json': '{}', ...files });
  prepare?.(ws);
  const found = checkedOutCommit(ws, join(ws, 'agent'));
  return 'repository' in found ? { ...found, repository: found.repository.slice(ws.length) } : found;
}

describe('the commit checked out, read from git’s files', () => {
  test('a detached HEAD (as actions/checkout leaves it)', () => {
    expect(commitIn({ '.git/HEAD': `${A}\n` })).toEqual({ kind: 'commit', repository: '', sha: A });
  });

  test('a branch: its loose ref first, else its packed one', () => {
    expect(
      commitIn({
        '.git/HEAD': 'ref: refs/heads/main\n',
        '.git/refs/heads/main': `${A}\n`,
        '.git/packed-refs': `${B} refs/heads/main\n`,
      }),
    ).toMatchObject({ kind: 'commit', sha: A });
    expect(
      commitIn({
        '.git/HEAD': 'ref: refs/heads/main\n',
        '.git/packed-refs': `# pack-refs with: peeled fully-peeled sorted\n${A} refs/heads/mainline\n${B} refs/heads/main\n^${A}\n`,
      }),
    ).toMatchObject({ kind: 'commit', sha: B });
  });

  test('a linked worktree: its branch is in the main repository’s folder (commondir)', () => {
    expect(
      commitIn({
        '.git': 'gitdir: main-repo/.git/worktrees/ws\n',
        'main-repo/.git/worktrees/ws/HEAD': 'ref: refs/heads/feature\n',
        'main-repo/.git/worktrees/ws/commondir': '../..\n',
        'main-repo/.git/refs/heads/feature': `${B}\n`,
      }),
    ).toMatchObject({ kind: 'commit', sha: B });
  });

  test('a branch with no commit yet is no commit, not the workflow’s', () => {
    expect(commitIn({ '.git/HEAD': 'ref: refs/heads/main\n' })).toEqual({
      kind: 'no commit',
      repository: '',
      branch: 'refs/heads/main',
    });
  });

  test('the repository nearest the config counts: one checked out in a sub-folder, a submodule', () => {
    expect(commitIn({ 'agent/.git/HEAD': `${B}\n` })).toMatchObject({ repository: '/agent', sha: B });
    expect(commitIn({ '.git/HEAD': `${A}\n`, 'agent/.git/HEAD': `${B}\n` })).toMatchObject({ sha: B });
    expect(commitIn({ 'other/.git/HEAD': `${B}\n` })).toEqual({ kind: 'no repository' });
  });

  test('what is not git’s is unreadable, never guessed: an oversized HEAD, a ref climbing out, refs in a reftable', () => {
    expect(commitIn({ '.git/HEAD': `${A}\n${'x'.repeat(5000)}` })).toMatchObject({
      kind: 'unreadable',
      why: 'larger than 4096 bytes',
    });
    expect(commitIn({ '.git/HEAD': 'ref: refs/../../etc/passwd\n' })).toMatchObject({ kind: 'unreadable' });
    expect(
      commitIn({ '.git/HEAD': 'ref: refs/heads/.invalid\n', '.git/reftable/tables.list': '' }),
    ).toMatchObject({
      kind: 'unreadable',
      why: expect.stringMatching(/reftable/),
    });
  });

  test.each([
    ['https://github.com/acme/agent.git', { host: 'github.com', repository: 'acme/agent' }],
    [
      'https://user:token@GitHub.example.com:8443/acme/agent/',
      { host: 'github.example.com', repository: 'acme/agent' },
    ],
    ['git@github.com:acme/agent.git', { host: 'github.com', repository: 'acme/agent' }],
    ['ssh://git@github.com/acme/agent', { host: 'github.com', repository: 'acme/agent' }],
    ['/srv/git/agent.git', undefined],
    ['https://github.com/acme/agent/extra', undefined],
  ])('its origin remote %s is read as host and owner/name, never the URL', (url, origin) => {
    const found = commitIn({
      '.git/HEAD': `${A}\n`,
      '.git/config': `[core]\n[remote "origin"]\n\turl = ${url}\n`,
    });
    expect(found).toMatchObject({ kind: 'commit', sha: A });
    expect((found as { origin?: unknown }).origin).toEqual(origin);
  });

  (CAN_SYMLINK ? test : test.skip)('a HEAD or ref that is a link is not followed', () => {
    const linkedRef = commitIn(
      { elsewhere: `${A}\n`, '.git/HEAD': 'ref: refs/heads/main\n', '.git/refs/heads/.keep': '' },
      (ws) => symlinkSync(join(ws, 'elsewhere'), join(ws, '.git/refs/heads/main')),
    );
    expect(linkedRef).toMatchObject({ kind: 'unreadable', why: 'a symbolic link' });
    expect(
      commitIn({ elsewhere: `${A}\n` }, (ws) => {
        writeFiles(ws, { '.git/refs/.keep': '' });
        symlinkSync(join(ws, 'elsewhere'), join(ws, '.git/HEAD'));
      }),
    ).toMatchObject({ kind: 'unreadable', why: 'a symbolic link' });
  });

  (CAN_FIFO ? test : test.skip)(
    'a FIFO where HEAD, the ref or .git should be does not hang: it is unreadable',
    () => {
      const fifo = (path: string) => (ws: string) => execFileSync('mkfifo', [join(ws, path)]);
      expect(commitIn({ '.git/refs/.keep': '' }, fifo('.git/HEAD'))).toMatchObject({ kind: 'unreadable' });
      expect(
        commitIn(
          { '.git/HEAD': 'ref: refs/heads/main\n', '.git/refs/heads/.keep': '' },
          fifo('.git/refs/heads/main'),
        ),
      ).toMatchObject({ kind: 'unreadable', why: expect.stringMatching(/FIFO/) });
      expect(commitIn({}, fifo('.git'))).toMatchObject({ kind: 'unreadable' });
    },
  );
});
