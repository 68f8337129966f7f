import { expect, test } from '@jest/globals';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ArchiveEntryError, writeArchive } from '../../src/source/archive.ts';
import { collectFiles } from '../../src/source/collect.ts';
import { sourceLayout } from '../../src/source/layout.ts';
import { UPLOAD } from '../../src/policy.ts';
import { workspaceWith } from '../helpers/workspace.ts';

/** A workspace with a small file and one large enough to be streamed, listed as the action lists them. */
async function listed() {
  const ws = workspaceWith({
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: {} }),
    'agent/small.py': 'x=1\n',
    'agent/server.log': Buffer.alloc(3 * 1024 * 1024, 'a'),
  });
  const { files } = await collectFiles(sourceLayout(ws, 'agent/langgraph.json'));
  return { ws, files };
}

test.each([
  [
    'grows',
    (ws: string) => appendFileSync(join(ws, 'agent/server.log'), 'more'),
    /it changed after it was listed/,
  ],
  ['vanishes', (ws: string) => rmSync(join(ws, 'agent/server.log')), /it was removed after it was listed/],
])('a large file that %s while being archived fails naming the file', async (_what, change, why) => {
  const { ws, files } = await listed();
  change(ws);
  const error = await writeArchive(files, UPLOAD.maxBytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ArchiveEntryError);
  expect((error as ArchiveEntryError).path).toBe('server.log');
  expect((error as Error).message).toMatch(why);
});

test('the same files give the same bytes: the archive is reproducible', async () => {
  const { files } = await listed();
  const [a, b] = [await writeArchive(files, UPLOAD.maxBytes), await writeArchive(files, UPLOAD.maxBytes)];
  expect(a.sha256).toBe(b.sha256);
  a.dispose();
  b.dispose();
});
