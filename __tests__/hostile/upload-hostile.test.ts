import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { runBundle, startBundle } from '../helpers/bundle.ts';
import { tempDir } from '../helpers/temp.ts';

let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

function write(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}
const inputs = (extra: Record<string, string> = {}) => ({
  api_key: EMULATOR_API_KEY,
  api_url: emulator.url,
  source: 'upload',
  graph_config_path: 'agent/langgraph.json',
  poll_interval: '100ms',
  poll_max_interval: '200ms',
  ...extra,
});
const errorLine = (stdout: string): string => stdout.split('\n').find((l) => l.startsWith('::error')) ?? '';
const env = (ws: string) => ({
  GITHUB_WORKSPACE: ws,
  GITHUB_SHA: 'feed000000000000000000000000000000000001',
});

describe('hostile workspaces for source: upload', () => {
  test('a local dependency that is a committed symlink to outside the workspace is refused, nothing uploaded', async () => {
    const outside = tempDir('outside-secret');
    write(outside, { id_rsa: 'PRIVATE KEY' });
    const ws = tempDir('ws');
    write(ws, {
      'agent/langgraph.json': JSON.stringify({ dependencies: ['.', '../shared'], graphs: { a: './g.py:g' } }),
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
  });

  test('graph_config_path through a symlinked folder is refused, nothing uploaded', async () => {
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
  });

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

  test('a committed .gitignore symlinked to /dev/zero fails at once, with outputs (it is never read)', async () => {
    const ws = tempDir('ws');
    base(ws);
    symlinkSync('/dev/zero', join(ws, 'agent/.gitignore'));
    const r = await guarded(inputs({ timeout: '5s' }), env(ws), 20_000);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toContain('/agent/.gitignore is not a regular file');
    expect(r.outputs).toMatchObject({ status: '', deployment_id: '' });
    expect(emulator.requests).toEqual([]);
  }, 30_000);

  (process.platform === 'win32' ? test.skip : test)(
    'a FIFO named .dockerignore fails at once instead of blocking the run',
    async () => {
      const ws = tempDir('ws');
      base(ws);
      execSync(`mkfifo ${join(ws, 'agent/.dockerignore')}`);
      const r = await guarded(inputs({ timeout: '5s' }), env(ws), 20_000);
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain('/agent/.dockerignore is not a regular file');
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
    expect(r.durationMs).toBeLessThan(4_000);
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(
      /^::error title=Timed out::Timed out after 1s \(timeout\) (archiving the source|waiting for the revision)/,
    );
    expect(r.outputs).toHaveProperty('status');
  }, 90_000);
});
