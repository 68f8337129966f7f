import { expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import {
  ArchiveEntryError,
  ArchiveOutputError,
  ArchiveTooLarge,
  writeArchive,
} from '../../src/source/archive.ts';
import { collectFiles } from '../../src/source/collect.ts';
import { sourceLayout } from '../../src/source/layout.ts';
import { UPLOAD } from '../../src/base/policy.ts';
import { formatSize } from '../../src/source/size.ts';
import { tempDir } from '../helpers/temp.ts';
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

test('the tar’s own digest is of the uncompressed tar: the same files give it, whatever gzip made of them', async () => {
  const { files } = await listed();
  const a = await writeArchive(files, UPLOAD.maxBytes);
  const tar = gunzipSync(readFileSync(a.file));
  expect(a.tarSha256).toBe(createHash('sha256').update(tar).digest('hex'));
  expect(a.tarSha256).not.toBe(a.sha256);
  // Another compression of the same tar (another zlib, another level) has another gzip digest only.
  expect(
    createHash('sha256')
      .update(gzipSync(tar, { level: 1 }))
      .digest('hex'),
  ).not.toBe(a.sha256);
  const b = await writeArchive(files, UPLOAD.maxBytes);
  expect(b.tarSha256).toBe(a.tarSha256);
  a.dispose();
  b.dispose();
});

/** A workspace of `count` incompressible files of `size` bytes each, listed. */
async function incompressible(count: number, size: number) {
  const ws = workspaceWith({
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: {} }),
    ...Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `agent/f${String(i).padStart(3, '0')}.bin`,
        randomBytes(size),
      ]),
    ),
  });
  return (await collectFiles(sourceLayout(ws, 'agent/langgraph.json'))).files;
}

test('many small files passing the limit end as ArchiveTooLarge, leaving nothing behind', async () => {
  const files = await incompressible(12, 200_000); // each read whole
  const temp = tempDir('archive-temp');
  const error = await writeArchive(files, 1_000_000, { tempDir: temp }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ArchiveTooLarge);
  expect(readdirSync(temp)).toEqual([]);
});

test('a large file passing the limit is the limit, not the file', async () => {
  const files = await incompressible(1, 3_000_000); // streamed
  const error = await writeArchive(files, 1_000_000).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ArchiveTooLarge);
});

test('an abort while small files are archived ends with its reason, leaving nothing behind', async () => {
  const files = await incompressible(40, 200_000);
  const temp = tempDir('archive-temp');
  const stop = new AbortController();
  const written = writeArchive(files, UPLOAD.maxBytes, { tempDir: temp, signal: stop.signal });
  // Aborted once the archive has bytes on disk: mid-archive, with an entry in flight.
  const archiveHasBytes = (): boolean =>
    readdirSync(temp).some((dir) => {
      try {
        return statSync(join(temp, dir, 'source.tar.gz')).size > 0;
      } catch {
        return false;
      }
    });
  while (!archiveHasBytes()) await new Promise((resolve) => setImmediate(resolve));
  const reason = new Error('cancelled');
  stop.abort(reason);
  await expect(written).rejects.toBe(reason);
  expect(readdirSync(temp)).toEqual([]);
});

test('a temporary folder that cannot be written is named, not blamed on a source file', async () => {
  const { files } = await listed();
  const missing = join(tempDir('archive-temp'), 'gone');
  const error = await writeArchive(files, UPLOAD.maxBytes, { tempDir: missing }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ArchiveOutputError);
  expect((error as Error).message).toContain(`temporary folder ${missing} (ENOENT)`);
});

test('sizes read in binary units, rounded down: just under the limit never reads as the limit', () => {
  expect([1023, 1024, 2355, 1_048_575, 209_715_199, 209_715_200].map(formatSize)).toEqual([
    '1023 bytes',
    '1 KiB',
    '2.2 KiB',
    '1023.9 KiB',
    '199.9 MiB',
    '200 MiB',
  ]);
});

test('an ignore file that is a folder is refused by name: what it leaves out cannot be known', async () => {
  const ws = workspaceWith({
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: {} }),
    'agent/.gitignore/x': '',
  });
  const error = await collectFiles(sourceLayout(ws, 'agent/langgraph.json')).catch((e: unknown) => e);
  expect(error).toMatchObject({
    title: 'Unreadable ignore file',
    message: expect.stringMatching(/agent[\\/]\.gitignore is a folder: source: upload cannot know/),
  });
});

test('an ignore file that is a link is refused, saying what to do instead', async () => {
  if (process.platform === 'win32') return; // links need privileges there
  const ws = workspaceWith({
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: {} }),
    'shared/gitignore': '*.secret\n',
  });
  symlinkSync('../shared/gitignore', join(ws, 'agent/.gitignore'));
  const error = await collectFiles(sourceLayout(ws, 'agent/langgraph.json')).catch((e: unknown) => e);
  expect(error).toMatchObject({
    title: 'Unreadable ignore file',
    message: expect.stringMatching(
      /agent[\\/]\.gitignore is a symbolic link: source: upload cannot know what it leaves out, so nothing was uploaded\. Replace the link with a copy of the file it points to \(git does not read an ignore file that is a link either\), or remove it\.$/,
    ),
  });
});

test.each([
  ['a FIFO', (path: string) => execFileSync('mkfifo', [path]), /no longer a regular file/],
  ['a link to a secret', (path: string) => symlinkSync('/etc/hostname', path), /became a symbolic link/],
])(
  'a listed file swapped for %s before it is archived fails naming it, at once',
  async (_what, swap, why) => {
    if (process.platform === 'win32') return; // neither swap is possible without privileges there
    const { ws, files } = await listed();
    rmSync(join(ws, 'agent/small.py'));
    swap(join(ws, 'agent/small.py'));
    const error = await writeArchive(files, UPLOAD.maxBytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveEntryError);
    expect((error as ArchiveEntryError).path).toBe('small.py');
    expect((error as Error).message).toMatch(why);
  },
);

test('ignore rules and folders that would make matching take minutes are refused before the walk hangs on them', async () => {
  const config = JSON.stringify({ dependencies: ['.'], graphs: {} });
  const globstars = workspaceWith({
    'agent/langgraph.json': config,
    'agent/.gitignore': '# a/**/b/**/c/**/d in a comment is fine\n**/build/**\na/**/b/**/c/**/d\n',
  });
  await expect(collectFiles(sourceLayout(globstars, 'agent/langgraph.json'))).rejects.toMatchObject({
    title: 'Ignore rule refused',
    message: expect.stringMatching(/\.gitignore line 3 has more than 2 `\*\*` in one pattern/),
  });
  const deep = workspaceWith({
    'agent/langgraph.json': config,
    [`agent/${Array(UPLOAD.walkMaxDepth + 1)
      .fill('d')
      .join('/')}/f.py`]: 'x',
  });
  await expect(collectFiles(sourceLayout(deep, 'agent/langgraph.json'))).rejects.toMatchObject({
    title: 'Archive failed',
    message: expect.stringMatching(/is more than 64 folders deep/),
  });
  const deepEnough = workspaceWith({
    'agent/langgraph.json': config,
    [`agent/${Array(UPLOAD.walkMaxDepth).fill('d').join('/')}/f.py`]: 'x',
  });
  const { files } = await collectFiles(sourceLayout(deepEnough, 'agent/langgraph.json'));
  expect(files).toHaveLength(2);
});

test('a langgraph.json that is missing, or not a small regular file, is named as such (never read whole, never waited on)', () => {
  const ws = workspaceWith({ 'agent/langgraph.json/x': '', 'other/.keep': '' });
  expect(() => sourceLayout(ws, 'agent/langgraph.json')).toThrow(
    expect.objectContaining({
      title: 'Unreadable langgraph.json',
      message: expect.stringContaining('(it is a folder)'),
    }),
  );
  expect(() => sourceLayout(ws, 'other/langgraph.json')).toThrow(
    expect.objectContaining({ title: 'No langgraph.json' }),
  );
  if (process.platform !== 'win32') {
    execFileSync('mkfifo', [join(ws, 'other/langgraph.json')]);
    expect(() => sourceLayout(ws, 'other/langgraph.json')).toThrow(
      expect.objectContaining({
        message: expect.stringContaining('(it is a FIFO, a socket or a device, not a regular file)'),
      }),
    );
  }
});
