import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { collectFiles } from '../../src/source/collect.ts';
import { sourceLayout } from '../../src/source/layout.ts';
import { rebased } from '../../src/source/ignore-rules.ts';
import { workspaceWith, writeFiles } from '../helpers/workspace.ts';

/**
 * What source: upload leaves out is what git itself ignores: the same trees, listed by the
 * action and by `git ls-files --others --exclude-standard` (git's own reading of every
 * .gitignore and .git/info/exclude), must agree.
 */
const HAS_GIT = (() => {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** git, alone: no global or system config (a core.excludesFile there is the machine's, not the repository's). */
function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: cwd, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

/** What git would add from `folder` of the repository at `ws`, relative to `folder`. */
function gitKeeps(ws: string, folder = ''): string[] {
  return git(ws, 'ls-files', '--others', '--exclude-standard', '-z', '--', folder || '.')
    .split('\0')
    .filter(Boolean)
    .map((path) => (folder ? path.slice(folder.length + 1) : path))
    .sort();
}

async function actionKeeps(ws: string, config: string): Promise<string[]> {
  const { files } = await collectFiles(sourceLayout(ws, config));
  return files.map((file) => file.path);
}

const config = JSON.stringify({ dependencies: ['.'], graphs: {} });

/** Rules of every kind git knows, nested: anchoring, negation, folders only, deeper overriding higher. */
const TREE = {
  '.gitignore': [
    '# a comment',
    'build/',
    '*.log',
    '!keep.log',
    '/top-only.txt',
    'docs/*.md',
    '!docs/README.md',
    'generated/**',
    '\\#hash.txt',
    'trailing.txt   ',
    '*.tmp',
    'cache',
  ].join('\n'),
  'agent/.gitignore': '!build/\n/local.txt\n*.secret\n!/cache\n',
  'agent/sub/.gitignore': '!x.log\n!*.tmp\n',
  'agent/sub/deeper/.gitignore': 'keep.log\n',
  'agent/build/out.txt': 'a folder ignored higher up, brought back here',
  'agent/x.log': 'ignored from the top',
  'agent/keep.log': 'negated at the top',
  'agent/top-only.txt': 'only the top one is anchored',
  'agent/local.txt': 'anchored to agent/',
  'agent/sub/local.txt': 'not this one',
  'agent/sub/x.log': 'brought back by sub/.gitignore',
  'agent/sub/a.tmp': 'brought back by sub/.gitignore',
  'agent/sub/deeper/keep.log': 'ignored again deeper down',
  'agent/api.secret': 'ignored by agent/.gitignore',
  'agent/cache/data.txt': 'un-ignored (anchored) in agent/',
  'agent/sub/cache/data.txt': 'still ignored',
  'agent/docs/guide.md': 'docs/*.md is anchored at the top: not agent/docs',
  'docs/guide.md': 'ignored',
  'docs/README.md': 'negated',
  'generated/a/b.py': 'ignored',
  '#hash.txt': 'escaped #',
  'trailing.txt': 'trailing spaces dropped',
  'we[ird] name/.gitignore': '*.txt\n!keep*.txt\n',
  'we[ird] name/a.txt': 'ignored in a folder whose name has glob characters',
  'we[ird] name/keep-1.txt': 'kept',
  'we[ird] name/sub/b.txt': 'ignored below it too',
  'agent/langgraph.json': config,
  'agent/graph.py': 'g = 1\n',
  'langgraph.json': config,
};

(HAS_GIT ? describe : describe.skip)('what git ignores is left out, as git reads its ignore files', () => {
  test('the whole repository: nested .gitignore files, negation, anchoring, folders only, deeper overriding higher', async () => {
    const ws = workspaceWith(TREE);
    git(ws, 'init', '-q', '.');
    expect(await actionKeeps(ws, 'langgraph.json')).toEqual(gitKeeps(ws));
    // Not a trivially empty or full list.
    expect(gitKeeps(ws)).toContain('agent/build/out.txt');
    expect(gitKeeps(ws)).not.toContain('agent/sub/deeper/keep.log');
  });

  test('a folder below the repository root: the root’s .gitignore and .git/info/exclude apply too', async () => {
    const ws = workspaceWith(TREE);
    git(ws, 'init', '-q', '.');
    writeFiles(ws, { '.git/info/exclude': 'graph.py\n' });
    const kept = gitKeeps(ws, 'agent');
    expect(kept).not.toContain('graph.py');
    expect(kept).not.toContain('x.log');
    expect(await actionKeeps(ws, 'agent/langgraph.json')).toEqual(kept);
  });

  test('a repository inside the archived folder (a nested checkout) follows its own rules, not the outer ones', async () => {
    const ws = workspaceWith({
      '.gitignore': '*.log\n',
      'agent/langgraph.json': config,
      'agent/lib/.gitignore': '*.tmp\n',
      'agent/lib/a.log': 'the outer *.log does not reach into the nested repository',
      'agent/lib/b.tmp': 'its own rule does',
      'agent/lib/c.py': 'kept',
    });
    git(ws, 'init', '-q', '.');
    git(join(ws, 'agent/lib'), 'init', '-q', '.');
    expect(gitKeeps(join(ws, 'agent/lib'))).toEqual(['.gitignore', 'a.log', 'c.py']);
    expect(await actionKeeps(ws, 'agent/langgraph.json')).toEqual([
      'langgraph.json',
      'lib/.gitignore',
      'lib/a.log',
      'lib/c.py',
    ]);
  });
});

test('a .git file (a submodule’s or worktree’s pointer) is left out like the .git folder', async () => {
  const ws = workspaceWith({
    'agent/langgraph.json': config,
    'agent/lib/.git': 'gitdir: ../../.git/modules/lib\n',
    'agent/lib/util.py': 'x = 1\n',
  });
  expect(await actionKeeps(ws, 'agent/langgraph.json')).toEqual(['langgraph.json', 'lib/util.py']);
});

test('a folder the repository ignores, named as the config’s folder, is archived by the rules inside it', async () => {
  // A build step's output (dist/) deployed as it is: the config names it, so it is what is meant.
  const ws = workspaceWith({
    '.gitignore': 'dist/\n*.log\n',
    'dist/agent/langgraph.json': config,
    'dist/agent/.gitignore': '*.tmp\n',
    'dist/agent/a.tmp': 'left out by its own rule',
    'dist/agent/b.log': 'the top rule cannot be told apart from the one that left dist/ out',
  });
  const { files, notes } = await collectFiles(sourceLayout(ws, 'dist/agent/langgraph.json'));
  expect(files.map((f) => f.path)).toEqual(['.gitignore', 'b.log', 'langgraph.json']);
  expect(notes).toEqual([
    'dist/agent/ is a folder its repository ignores: it is archived as named, by the ignore rules inside it only.',
  ]);
});

test('patterns of a nested .gitignore are rewritten relative to the top as git reads them', () => {
  expect(rebased('*.log\n/local\nsrc/gen\nbuild/\n!keep.log\n# c\n\n  \n\\#x\nx  \n', 'a/b')).toEqual([
    'a/b/**/*.log',
    'a/b/local',
    'a/b/src/gen',
    'a/b/**/build/',
    '!a/b/**/keep.log',
    'a/b/**/\\#x',
    'a/b/**/x',
  ]);
  expect(rebased('*.txt', 'we[ird]*')).toEqual(['we\\[ird\\]\\*/**/*.txt']);
  expect(rebased('x', '#hash')).toEqual(['\\#hash/**/x']);
});
