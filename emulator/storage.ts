import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/** What one upload to the emulated storage carried. */
interface StoredUpload {
  objectPath: string;
  bytes: number;
  /** The archive's entries, in order, as `tar tzf` would list them. */
  files: string[];
  /** The SHA-256 of the uncompressed tar ('' when it is not a `.tar.gz`): the same files, the same digest. */
  tarSha256: string;
  /** Headers the upload came with (`apiKey` must never be set: the key stays with the control plane). */
  headers: { contentType?: string; contentLength?: string; range?: string; apiKey?: string };
}

/** The archive may be at most this large (the limit the signed URL carries). */
export const UPLOAD_LIMIT = 209_715_200;

/**
 * The storage behind `upload-url`: signed, expiring URLs on the emulator's own loopback origin,
 * as a cloud bucket issues them; uploads kept with the list of files they held.
 */
export class Storage {
  readonly uploads = new Map<string, StoredUpload>();
  /** The deployment each object was issued for: its archive is that deployment's only. */
  private readonly issuedFor = new Map<string, string>();
  private readonly secret = randomBytes(16);
  /** How long a signed URL stays valid. */
  ttlMs = 15 * 60_000;

  /** A new signed URL for an object of this deployment. */
  issue(origin: string, deploymentId: string): { upload_url: string; object_path: string } {
    const objectPath = `uploads/${deploymentId}/${randomUUID()}.tar.gz`;
    this.issuedFor.set(objectPath, deploymentId);
    const expires = String(Date.now() + this.ttlMs);
    const url = new URL(`${origin}/__storage/${objectPath}`);
    url.searchParams.set('X-Goog-Expires', expires);
    url.searchParams.set('X-Goog-Signature', this.sign(objectPath, expires));
    return { upload_url: url.href, object_path: objectPath };
  }

  /** Whether a PUT to this URL may write: its signature, its expiry. */
  check(url: URL): { objectPath: string; problem?: 'bad signature' | 'expired' } {
    const objectPath = decodeURIComponent(url.pathname.slice('/__storage/'.length));
    const expires = url.searchParams.get('X-Goog-Expires') ?? '';
    if (url.searchParams.get('X-Goog-Signature') !== this.sign(objectPath, expires))
      return { objectPath, problem: 'bad signature' };
    if (Number(expires) < Date.now()) return { objectPath, problem: 'expired' };
    return { objectPath };
  }

  async store(objectPath: string, body: Buffer, headers: StoredUpload['headers']): Promise<StoredUpload> {
    const upload = { objectPath, bytes: body.length, ...(await readArchive(body)), headers };
    this.uploads.set(objectPath, upload);
    return upload;
  }

  /** The deployment an object path was issued for, if this storage issued it. */
  deploymentOf(objectPath: string): string | undefined {
    return this.issuedFor.get(objectPath);
  }

  private sign(objectPath: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${objectPath}\n${expires}`).digest('hex');
  }
}

/** The entry names of a `.tar.gz` and the SHA-256 of its tar (none when it is not one). */
async function readArchive(body: Buffer): Promise<{ files: string[]; tarSha256: string }> {
  const names: string[] = [];
  const hash = createHash('sha256');
  const reader = extract();
  reader.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next);
    stream.resume();
  });
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.from([body]), createGunzip(), hashing, reader);
  } catch {
    return { files: [], tarSha256: '' };
  }
  return { files: names, tarSha256: hash.digest('hex') };
}
