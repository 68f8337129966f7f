import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { UPLOAD } from '../base/policy.ts';
import { youngGarbageCollector } from '../base/young-garbage.ts';
import type { SourceFile } from './collect.ts';
import type { Pack } from 'tar-stream';
import { errorCode, NO_FOLLOW_NO_WAIT, unreadableBecause } from '../fs/small-file.ts';

/** A built archive on disk: where, how big, its SHA-256. */
export interface Archive {
  file: string;
  bytes: number;
  sha256: string;
  /**
   * The SHA-256 of the uncompressed tar: the same tree gives the same digest whatever the gzip
   * library makes of it (a promote compares archives by it).
   */
  tarSha256: string;
  /** Removes the archive's temporary folder. */
  dispose(): void;
}

/** Thrown when the archive grows past the limit: building stops there. */
export class ArchiveTooLarge extends Error {}

/** A file that could not be archived as it was listed (changed, gone, unreadable), and why. */
export class ArchiveEntryError extends Error {
  readonly path: string;

  constructor(path: string, error: unknown) {
    const why =
      errorCode(error) === 'ENOENT'
        ? 'it was removed after it was listed: did another step change the workspace?'
        : errorCode(error)
          ? unreadableBecause(error)
          : `it changed after it was listed (${(error as Error).message}): is another step still writing it?`;
    super(`${path} could not be archived: ${why}`);
    this.path = path;
  }
}

/** The archive could not be written where the runner keeps temporary files (full, missing, read-only). */
export class ArchiveOutputError extends Error {
  constructor(folder: string, error: unknown) {
    const code = errorCode(error);
    const why = code === 'ENOSPC' ? 'ENOSPC: the disk is full' : (code ?? (error as Error).message);
    super(`The archive could not be written to the runner's temporary folder ${folder} (${why})`);
  }
}

/** Every entry gets these: the same tree gives the same bytes, whoever checked it out, whenever. */
const FIXED = { mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '' };
/** The gzip header's "operating system" byte, fixed so every platform writes the same bytes. */
const GZIP_OS_UNKNOWN = 0xff;

interface ArchiveOptions {
  /** Where the archive's temporary folder goes: the runner's RUNNER_TEMP, else the system's. */
  tempDir?: string;
  signal?: AbortSignal;
  /**
   * Shown each file's bytes as they are archived (in the same pass, in order, one file after
   * another): the consumer it returns for a path gets that file's chunks.
   */
  inspect?: (path: string) => (chunk: Buffer) => void;
}

/**
 * Writes `files` as a reproducible `.tar.gz` (sorted entries, fixed times, owners and modes, a
 * fixed gzip header) to a temporary file, streaming — the archive is never held in memory —
 * and hashing as it goes. Stops with ArchiveTooLarge as soon as it passes `maxBytes`; a file
 * that cannot be read as listed fails with ArchiveEntryError, the temporary folder with
 * ArchiveOutputError, and an abort with the signal's reason. Whatever ends it, nothing is left
 * on disk.
 */
export async function writeArchive(
  files: SourceFile[],
  maxBytes: number,
  { tempDir = tmpdir(), signal, inspect }: ArchiveOptions = {},
): Promise<Archive> {
  const { pack: createPack } = await import('tar-stream');
  const dir = makeTempFolder(tempDir);
  const file = join(dir, 'source.tar.gz');
  const dispose = (): void => rmSync(dir, { recursive: true, force: true });
  const measure = measuringStream(maxBytes);
  const tar = hashingStream();
  const pack = createPack();
  // Entries are added one after another while the pipeline drains the pack. A file that cannot
  // be read as listed fails as an ArchiveEntryError from where it is read, so whichever side
  // failed first — a file, the limit, the disk — is what the pipeline ends with.
  const filled = fillPack(pack, files, signal, inspect).catch((error: unknown) =>
    pack.destroy(error as Error),
  );
  try {
    await pipeline(pack, tar.stream, createGzip({ level: 6 }), measure.stream, createWriteStream(file), {
      signal,
    });
    await filled;
  } catch (error) {
    pack.destroy();
    // Not waiting for the entry in flight: the pipeline's error already says what failed.
    dispose();
    if (signal?.aborted) throw signal.reason;
    // Writing the archive failed (the disk is full, the folder is gone): said as such; the typed
    // errors as they are.
    const output = !(error instanceof ArchiveEntryError || error instanceof ArchiveTooLarge);
    if (output && (error as { syscall?: string }).syscall) throw new ArchiveOutputError(tempDir, error);
    throw error;
  }
  return { file, bytes: measure.bytes(), sha256: measure.sha256(), tarSha256: tar.sha256(), dispose };
}

/** Passes the tar on as it is, hashing it. */
function hashingStream(): { stream: Transform; sha256(): string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

function makeTempFolder(tempDir: string): string {
  try {
    return mkdtempSync(join(tempDir, 'langgraph-source-'));
  } catch (error) {
    throw new ArchiveOutputError(tempDir, error);
  }
}

/**
 * Passes the gzip stream on, fixing its header's OS byte, counting and hashing it, and failing
 * with ArchiveTooLarge as soon as it passes `maxBytes`.
 */
function measuringStream(maxBytes: number): { stream: Transform; bytes(): number; sha256(): string } {
  const hash = createHash('sha256');
  let bytes = 0;
  let first = true;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (first && chunk.length > 9) {
        chunk[9] = GZIP_OS_UNKNOWN;
        first = false;
      }
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new ArchiveTooLarge(`the archive passed ${maxBytes} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes, sha256: () => hash.digest('hex') };
}

/** Adds every file to the pack, in order, then finalizes it. */
async function fillPack(
  pack: Pack,
  files: SourceFile[],
  signal: AbortSignal | undefined,
  inspect: ArchiveOptions['inspect'],
): Promise<void> {
  // Every byte read becomes a buffer the moment after: freed as they pass, not tens of MB later.
  const collect = youngGarbageCollector(UPLOAD.collectEveryBytes);
  for (const entry of files) {
    if (signal?.aborted) throw signal.reason;
    const read = inspect?.(entry.path);
    await addEntry(pack, entry, (chunk) => {
      read?.(chunk);
      collect(chunk.length);
    });
  }
  pack.finalize();
}

/** One file's entry; `see` is shown its bytes as they are archived. */
async function addEntry(pack: Pack, entry: SourceFile, see: (chunk: Buffer) => void): Promise<void> {
  const header = {
    ...FIXED,
    name: entry.path,
    size: entry.size,
    mode: entry.executable ? 0o755 : 0o644,
    type: 'file' as const,
  };
  if (entry.size > UPLOAD.wholeFileMaxBytes) return pipeline(contents(entry, see), pack.entry(header));
  // Small files (most of a source tree) in one read: a stream per file costs far more.
  const handle = await openListed(entry);
  const data = await handle
    .readFile()
    .catch((error: unknown) => {
      throw new ArchiveEntryError(entry.path, error);
    })
    .finally(() => handle.close());
  if (data.length !== entry.size) throw changed(entry, data.length);
  see(data);
  await new Promise<void>((resolve, reject) => {
    const sink = pack.entry(header, data, (error) => (error ? reject(error) : resolve()));
    // The entry errors too when the pack is torn down: heard here, never unhandled.
    sink.once('error', reject);
  });
}

function changed(entry: SourceFile, now: number): ArchiveEntryError {
  return new ArchiveEntryError(entry.path, new Error(`${entry.size} bytes then, ${now} now`));
}

/**
 * A listed file, opened as it was listed: without following a link or waiting for a FIFO's
 * writer, and still a regular file of the size listed — a step that swapped it since (for a
 * link, a FIFO, a bigger file) fails the archive, naming it, instead of hanging or leaking it.
 */
async function openListed(entry: SourceFile): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(entry.abs, NO_FOLLOW_NO_WAIT);
  } catch (error) {
    const code = errorCode(error);
    throw new ArchiveEntryError(
      entry.path,
      code === 'ELOOP' ? new Error('it became a symbolic link') : error,
    );
  }
  const stat = await handle.stat();
  if (stat.isFile() && stat.size === entry.size) return handle;
  await handle.close();
  throw stat.isFile()
    ? changed(entry, stat.size)
    : new ArchiveEntryError(entry.path, new Error('it is no longer a regular file'));
}

/** A large file's bytes, streamed, failing as the file's fault when it cannot be read or is not the size listed. */
async function* contents(entry: SourceFile, see: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  // Opened once the pack asks for its bytes: a file never reached is never opened.
  const handle = await openListed(entry);
  let read = 0;
  try {
    for await (const chunk of handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > entry.size) throw changed(entry, read);
      see(chunk);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof ArchiveEntryError ? error : new ArchiveEntryError(entry.path, error);
  } finally {
    await handle.close();
  }
  if (read !== entry.size) throw changed(entry, read);
}
