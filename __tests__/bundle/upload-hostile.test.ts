import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { errorLine, runBundle, START_AND_EXIT_MS, startBundle } from '../helpers/bundle.ts';
import { uploadEnv, uploadInputs, workspaceWith, writeFiles } from '../helpers/workspace.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';

let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const write = writeFiles;
const inputs = (extra: Record<string, string> = {}) => uploadInputs(emulator, extra);
const env = uploadEnv;

describe('hostile workspaces for source: upload', () => {
  // Symbolic links need privileges on Windows.
  (CAN_SYMLINK ? test : test.skip)(
    'a local dependency that is a committed symlink to outside the workspace is refused, nothing uploaded',
    async () => {
      const outside = tempDir('outside-secret');
      write(outside, { id_rsa: 'PRIVATE KEY' });
      const ws = tempDir('ws');
      write(ws, {
        'agent/langgraph.json': JSON.stringify({
          dependencies: ['.', '../shared'],
          graphs: { a: './g.py:g' },
        }),
        'agent/g.py': 'g=1\n',
      });
      symlinkSync(outside, join(ws, 'shared'));
      const r = await runBundle(inputs(), env(ws));
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain(
        'title=Link in the source path::The local dependency ../shared is a symbolic link',
      );
      expect(emulator.requests).toEqual([]);
      expect(emulator.storage.uploads.size).toBe(0);
    },
  );

  // Symbolic links need privileges on Windows.
  (CAN_SYMLINK ? test : test.skip)(
    'graph_config_path through a symlinked folder is refused, nothing uploaded',
    async () => {
      const outside = tempDir('outside-cfg');
      write(outside, {
        'langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
        'g.py': 'g=1\n',
        'secret.txt': 'not from the repo',
      });
      const ws = tempDir('ws');
      symlinkSync(outside, join(ws, 'agent'));
      const r = await runBundle(inputs(), env(ws));
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain(
        'title=Link in the source path::graph_config_path agent/langgraph.json is a symbolic link, or inside one',
      );
      expect(emulator.requests).toEqual([]);
    },
  );

  const base = (ws: string, extra: Record<string, string> = {}) =>
    write(ws, {
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
      'agent/g.py': 'g=1\n',
      ...extra,
    });

  /** Runs the bundle, SIGKILLing it after `guardMs` so a hung run cannot hang the test. */
  async function guarded(i: Record<string, string>, e: Record<string, string>, guardMs: number) {
    const run = startBundle(i, e);
    const guard = setTimeout(() => run.child.kill('SIGKILL'), guardMs);
    const r = await run.done;
    clearTimeout(guard);
    return r;
  }

  // Symbolic links need privileges on Windows.
  (CAN_SYMLINK ? test : test.skip)(
    'a committed .gitignore symlinked to /dev/zero fails at once, with outputs (it is never read)',
    async () => {
      const ws = tempDir('ws');
      base(ws);
      symlinkSync('/dev/zero', join(ws, 'agent/.gitignore'));
      const r = await guarded(inputs({ timeout: '5s' }), env(ws), 20_000);
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain('/agent/.gitignore is a symbolic link');
      expect(r.outputs).toMatchObject({ status: '', deployment_id: '' });
      expect(emulator.requests).toEqual([]);
    },
    30_000,
  );

  (process.platform === 'win32' ? test.skip : test)(
    'a FIFO named .dockerignore fails at once instead of blocking the run',
    async () => {
      const ws = tempDir('ws');
      base(ws);
      execSync(`mkfifo ${join(ws, 'agent/.dockerignore')}`);
      const r = await guarded(inputs({ timeout: '5s' }), env(ws), 20_000);
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain(
        '/agent/.dockerignore is a FIFO, a socket or a device, not a regular file',
      );
      expect(r.outputs).toHaveProperty('status');
    },
    30_000,
  );

  test('archiving stays within timeout: 20,000 files and timeout 1s end as a timeout, not later and not as a crash', async () => {
    const ws = tempDir('ws');
    base(ws);
    for (let d = 0; d < 20; d++) {
      mkdirSync(join(ws, 'agent', `d${d}`));
      for (let i = 0; i < 1000; i++) writeFileSync(join(ws, 'agent', `d${d}`, `f${i}.py`), `x=${i}\n`);
    }
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const r = await guarded(inputs({ timeout: '1s' }), env(ws), 60_000);
    // Node's start-up and the writing of outputs come on top of the 1 s.
    expect(r.durationMs).toBeLessThan(1_000 + START_AND_EXIT_MS);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(
      /^::error title=Timed out::Timed out \(timeout: 1s\) (archiving the source|listing the source files|waiting for the revision)/,
    );
    expect(r.outputs).toHaveProperty('status');
  }, 90_000);
});

describe('what source: upload archives, as git and the platform’s CLI would', () => {
  const archived = (): string[] => [...emulator.storage.uploads.values()].at(-1)?.files ?? [];
  const config = JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } });

  test('.gitignore has the last word: a .dockerignore negation does not bring back what .gitignore leaves out', async () => {
    const ws = workspaceWith({
      'agent/langgraph.json': config,
      'agent/g.py': 'g=1\n',
      'agent/.gitignore': 'secret.env\n',
      'agent/.dockerignore': '!secret.env\n*.md\n',
      'agent/secret.env': 'OPENAI_API_KEY=sk-written-by-an-earlier-step',
      'agent/README.md': 'docs',
    });
    const r = await runBundle(inputs({ wait: 'false' }), env(ws));
    expect(r.code).toBe(0);
    expect(archived()).toEqual(['.dockerignore', '.gitignore', 'g.py', 'langgraph.json']);
  });

  test('what git ignores stays out — every .gitignore from the repository root down, .git/info/exclude — and so does a .git file; the log counts it', async () => {
    const ws = workspaceWith({
      '.git/HEAD': `${'a'.repeat(40)}\n`,
      '.git/info/exclude': 'scratch/\n',
      '.gitignore': '*.env\n',
      'agent/langgraph.json': config,
      'agent/g.py': 'g=1\n',
      'agent/.env': 'OPENAI_API_KEY=sk-written-by-an-earlier-step',
      'agent/tools/.gitignore': 'cache.json\n',
      'agent/tools/cache.json': '{"token": "from an earlier step"}',
      'agent/tools/t.py': 't=1\n',
      'agent/scratch/notes.txt': 'left out by .git/info/exclude',
      'agent/vendor/lib/.git': 'gitdir: ../../../.git/modules/lib\n',
      'agent/vendor/lib/l.py': 'l=1\n',
    });
    const r = await runBundle(inputs({ wait: 'false' }), env(ws));
    expect(r.code).toBe(0);
    expect(archived()).toEqual([
      'g.py',
      'langgraph.json',
      'tools/.gitignore',
      'tools/t.py',
      'vendor/lib/l.py',
    ]);
    expect(r.stdout).toContain('Left out 2 files and 1 folder that git ignores');
  });

  test('patterns match case as git does: `lib/` leaves `Lib/` (and the graph in it) in', async () => {
    const ws = workspaceWith({
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './Lib/graph.py:g' } }),
      'agent/Lib/graph.py': 'g=1\n',
      'agent/lib/cache.py': 'left out',
      'agent/.gitignore': 'lib/\n',
    });
    const r = await runBundle(inputs({ wait: 'false' }), env(ws));
    expect(r.code).toBe(0);
    expect(archived()).toEqual(['.gitignore', 'Lib/graph.py', 'langgraph.json']);
  });

  test('the create names the config where the archive holds it, as every upload does', async () => {
    const ws = workspaceWith({ 'agent/langgraph.json': config, 'agent/g.py': 'g=1\n' });
    const r = await runBundle(inputs({ wait: 'false' }), env(ws));
    expect(r.code).toBe(0);
    const create = emulator.requests.find((q) => q.route === 'create-deployment')!;
    expect(create.body).toMatchObject({
      source_revision_config: { langgraph_config_path: 'langgraph.json' },
    });
    const patch = emulator.requests.find((q) => q.route === 'patch-deployment')!;
    expect(patch.body).toMatchObject({ source_revision_config: { langgraph_config_path: 'langgraph.json' } });
  });

  test('commit_sha is the commit checked out (its git HEAD, detached or a packed branch), not the pull request’s head', async () => {
    const head = 'abcdef0123456789abcdef0123456789abcdef01';
    const files = { 'agent/langgraph.json': config, 'agent/g.py': 'g=1\n' };
    const event = join(tempDir('event'), 'event.json');
    writeFileSync(event, JSON.stringify({ pull_request: { number: 3, head: { sha: 'c'.repeat(40) } } }));
    const pr = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REF: 'refs/pull/3/merge',
    };
    const detached = workspaceWith({ ...files, '.git/HEAD': `${head}\n` });
    const r1 = await runBundle(inputs({ wait: 'false', name: 'one' }), { ...env(detached), ...pr });
    expect(r1.outputs.commit_sha).toBe(head);
    const packed = workspaceWith({
      ...files,
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.git/packed-refs': `# pack-refs with: peeled\n${head} refs/heads/main\n`,
    });
    const r2 = await runBundle(inputs({ wait: 'false', name: 'two' }), { ...env(packed), ...pr });
    expect(r2.outputs.commit_sha).toBe(head);
    // No git data: GITHUB_SHA, what actions/checkout checks out.
    const bare = workspaceWith(files);
    const r3 = await runBundle(inputs({ wait: 'false', name: 'three' }), { ...env(bare), ...pr });
    expect(r3.outputs.commit_sha).toBe(env(bare).GITHUB_SHA);
    // Git data that is not git's (a FIFO for HEAD would block a plain read forever): no commit is
    // claimed, and the run says so and goes on.
    if (process.platform !== 'win32') {
      const fifo = workspaceWith({ ...files, '.git/refs/heads/main': `${head}\n` });
      execFileSync('mkfifo', [join(fifo, '.git/HEAD')]);
      const r4 = await runBundle(inputs({ wait: 'false', name: 'four' }), { ...env(fifo), ...pr });
      expect(r4.code).toBe(0);
      expect(r4.outputs.commit_sha).toBe('');
      expect(r4.stdout).toMatch(
        /::warning title=Commit unknown::The commit checked out at .* could not be read \(a FIFO, a socket or a device, not a regular file\)/,
      );
    }
  });

  test('a local dependency that is not there, and a config that is not a JSON object, are clear failures before any request', async () => {
    const missing = workspaceWith({
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.', '../shred'], graphs: {} }),
    });
    const r1 = await runBundle(inputs(), env(missing));
    expect(errorLine(r1.stdout)).toMatch(
      /title=Missing local dependency::langgraph.json names the local dependency \.\.\/shred, which is not a folder/,
    );
    const invalid = workspaceWith({ 'agent/langgraph.json': 'null' });
    const r2 = await runBundle(inputs(), env(invalid));
    expect(errorLine(r2.stdout)).toContain(
      'title=Invalid langgraph.json::agent/langgraph.json is not a JSON object',
    );
    expect(emulator.requests).toEqual([]);
  });

  (process.platform === 'linux' ? test : test.skip)(
    'a file name that is not UTF-8 is left out and named, not a crash',
    async () => {
      const ws = workspaceWith({ 'agent/langgraph.json': config, 'agent/g.py': 'g=1\n' });
      writeFileSync(
        Buffer.concat([Buffer.from(join(ws, 'agent/bad')), Buffer.from([0xff, 0xfe]), Buffer.from('.py')]),
        'x',
      );
      const r = await runBundle(inputs({ wait: 'false' }), env(ws));
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Left out bad\uFFFD\uFFFD\.py: a name that is not UTF-8/);
      expect(archived()).toEqual(['g.py', 'langgraph.json']);
    },
  );
});
