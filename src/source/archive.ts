import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { SourceFile } from './collect.ts';

/** A built archive on disk: where, how big, its SHA-256. */
export interface Archive {
  file: string;
  bytes: number;
  sha256: string;
  /** Removes the archive's temporary folder. */
  dispose(): void;
}

/** Thrown when the archive grows past the limit: building stops there. */
export class ArchiveTooLarge extends Error {}

/** A file that could not be archived as it was listed (changed, gone, unreadable), and why. */
export class ArchiveEntryError extends Error {
  readonly path: string;

  constructor(path: string, error: unknown) {
    const code = (error as { code?: string }).code;
    const why =
      code === 'ENOENT'
        ? 'it was removed after it was listed: did another step change the workspace?'
        : code === 'EACCES' || code === 'EPERM'
          ? `${code}: the runner may not read it`
          : code
            ? code
            : `it changed after it was listed (${(error as Error).message}): is another step still writing it?`;
    super(`${path} could not be archived: ${why}`);
    this.path = path;
  }
}

/** Files up to this size are read whole; larger ones are streamed. */
const SMALL_FILE_BYTES = 1024 * 1024;

/** Every entry gets these: the same tree gives the same bytes, whoever checked it out, whenever. */
const FIXED = { mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '' };
/** The gzip header's "operating system" byte, fixed so every platform writes the same bytes. */
const GZIP_OS_UNKNOWN = 0xff;

/**
 * Writes `files` as a reproducible `.tar.gz` (sorted entries, fixed times, owners and modes, a
 * fixed gzip header) to a temporary file, streaming — the archive is never held in memory —
 * and hashing as it goes. Stops with ArchiveTooLarge as soon as it passes `maxBytes`.
 */
export async function writeArchive(
  files: SourceFile[],
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Archive> {
  const { pack: createPack } = await import('tar-stream');
  const dir = mkdtempSync(join(tmpdir(), 'langgraph-source-'));
  const file = join(dir, 'source.tar.gz');
  const dispose = (): void => rmSync(dir, { recursive: true, force: true });
  const hash = createHash('sha256');
  let bytes = 0;
  let first = true;
  const measure = new Transform({
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
  const pack = createPack();
  // A large file that changes while streamed fails inside the pack, which may end the pipeline
  // first: the file it was is what the error says.
  let entryError: ArchiveEntryError | undefined;
  // Entries are added one after another while the pipeline drains the pack; a file that cannot
  // be read ends the pack, and so the pipeline, with its error.
  const filled = (async () => {
    for (const entry of files) {
      const header = {
        ...FIXED,
        name: entry.path,
        size: entry.size,
        mode: entry.executable ? 0o755 : 0o644,
        type: 'file' as const,
      };
      try {
        if (entry.size <= SMALL_FILE_BYTES) {
          // Small files (most of a source tree) in one read: a stream per file costs far more.
          const data = await readFile(entry.abs);
          if (data.length !== entry.size) throw new Error(`${entry.size} bytes then, ${data.length} now`);
          await new Promise<void>((resolve, reject) =>
            pack.entry(header, data, (error) => (error ? reject(error) : resolve())),
          );
        } else await pipeline(createReadStream(entry.abs), pack.entry(header));
      } catch (error) {
        throw new ArchiveEntryError(entry.path, error);
      }
      if (signal?.aborted) throw signal.reason;
    }
    pack.finalize();
  })().catch((error: unknown) => {
    if (error instanceof ArchiveEntryError) entryError = error;
    pack.destroy(error as Error);
  });
  try {
    await pipeline(pack, createGzip({ level: 6 }), measure, createWriteStream(file), { signal });
    await filled;
  } catch (error) {
    pack.destroy();
    await filled;
    dispose();
    // The file the pack was reading, unless the archive had already failed as a whole.
    throw error instanceof ArchiveTooLarge || signal?.aborted ? error : (entryError ?? error);
  }
  return { file, bytes, sha256: hash.digest('hex'), dispose };
}
