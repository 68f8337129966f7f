import { secretForms } from '../runner/redact.ts';
import { OUTPUT_MIN_SECRET } from '../runner/runner-io.ts';
import { UPLOAD } from '../base/policy.ts';

/** A secret the action was given, and the input it came from (only `input` is ever shown). */
export interface KnownSecret {
  input: string;
  value: string;
}

/** An archived file holding secrets the action was given, and whose. */
export interface Leak {
  path: string;
  inputs: string[];
  /** The secret is in the file's path (which the archive holds too), not only in its bytes. */
  inName: boolean;
}

/**
 * Looks, in the bytes of every archived file as they are archived (one pass, streaming, a
 * bounded amount held whatever the file's size), for the secrets the action was given — as they
 * are, and in every form the log's redactor knows them by (JSON- and URL-encoded, HTML-escaped,
 * inside base64), and as UTF-16 — and notes files that start as a private key does. Secrets shorter than
 * OUTPUT_MIN_SECRET are not looked for: they are common words more often than not (the outputs
 * leave them unredacted for the same reason).
 */
export class SecretScanner {
  private readonly found: Array<{ path: string; inputs: Set<string>; inName: boolean }> = [];
  /** Files that start as a PEM private key does, or hold one as a JSON key file does. */
  readonly privateKeys: string[] = [];
  /** One search, started afresh for each file: files are archived one after another. */
  private readonly search: Search | undefined;
  /** The inputs each pattern belongs to, by index. */
  private readonly owners: string[][] = [];

  constructor(secrets: KnownSecret[]) {
    const byPattern = new Map<string, { bytes: Buffer; owners: Set<string> }>();
    const add = (bytes: Buffer, input: string): void => {
      const key = bytes.toString('latin1');
      const pattern = byPattern.get(key) ?? { bytes, owners: new Set<string>() };
      byPattern.set(key, pattern);
      pattern.owners.add(input);
    };
    for (const { input, value } of secrets) {
      const secret = value.trim();
      if (secret.length < OUTPUT_MIN_SECRET) continue;
      const variants = secret.includes('\n') ? [secret, secret.replace(/\r?\n/g, '\r\n')] : [secret];
      for (const form of new Set(variants.flatMap(secretForms)))
        if (form.length >= OUTPUT_MIN_SECRET) add(Buffer.from(form, 'utf8'), input);
      // As Windows PowerShell 5.1 writes a file (`>`, Out-File): UTF-16, little-endian (or big).
      for (const variant of variants) {
        add(Buffer.from(variant, 'utf16le'), input);
        add(Buffer.from(variant, 'utf16le').swap16(), input);
      }
    }
    const patterns = [...byPattern.values()].map(({ bytes }) => bytes);
    this.owners = [...byPattern.values()].map(({ owners }) => [...owners]);
    this.search = patterns.length > 0 ? new Search(new Matcher(patterns)) : undefined;
  }

  /**
   * Takes the bytes of the file at `path`, in order, chunk by chunk, until the next file starts.
   * The path is looked at first, on its own: the archive holds it too (a file named after a key).
   */
  file(path: string): (chunk: Buffer) => void {
    const { search } = this;
    let head = true;
    let leak: { path: string; inputs: Set<string>; inName: boolean } | undefined;
    const note = (indexes: number[], inName: boolean): void => {
      if (indexes.length === 0) return;
      if (!leak) {
        leak = { path, inputs: new Set(), inName };
        this.found.push(leak);
      }
      for (const index of indexes) for (const input of this.owners[index]!) leak.inputs.add(input);
    };
    search?.restart();
    note(search?.feed(Buffer.from(path, 'utf8')) ?? [], true);
    search?.restart();
    return (chunk) => {
      if (head && chunk.length > 0) {
        head = false;
        const start = chunk.subarray(0, UPLOAD.keyHeadBytes).toString('latin1');
        if (PRIVATE_KEY_START.test(start.slice(0, 256)) || JSON_PRIVATE_KEY.test(start))
          this.privateKeys.push(path);
      }
      // The whole file is read: the report names every input whose secret is in it.
      if (search) note(search.feed(chunk), false);
    };
  }

  /** The archived files holding secrets the action was given, and whose, in the order archived. */
  get leaks(): Leak[] {
    return this.found.map(({ path, inputs, inName }) => ({ path, inputs: [...inputs].sort(), inName }));
  }
}

/** How a PEM private key starts (RSA, EC, OpenSSH, PKCS #8, encrypted or not), read as latin1. */
const PRIVATE_KEY_START = /^(?:\xEF\xBB\xBF)?\s*-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;
/** A PEM private key as a JSON key file holds it near its start (a Google service account's key). */
const JSON_PRIVATE_KEY = /"private_?key"\s*:\s*"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/i;

/** Every pattern is told by its last WINDOW bytes first: no pattern is shorter. */
const WINDOW = OUTPUT_MIN_SECRET;
/** The skip table is indexed by the last two bytes of the window. */
const BLOCK = 2;
const HASH_BASE = 0x01000193;

/**
 * Many byte patterns at once, in a stream (Wu–Manber): the window of the last WINDOW bytes moves
 * by as much as its last two bytes allow — as far as WINDOW − 1 places when no pattern's tail
 * holds them, which on most text and data is nearly always — so most bytes are never looked at;
 * where a pattern's tail may end, the window's hash picks the patterns to compare. A pattern may
 * straddle chunks: the stream's last bytes are kept in a ring as long as the longest pattern,
 * so the memory held is that, whatever the file.
 */
class Matcher {
  readonly patterns: Buffer[];
  readonly byHash = new Map<number, number[]>();
  /** How far the window may move when it ends with a given pair of bytes. */
  readonly shift = new Uint8Array(1 << (8 * BLOCK)).fill(WINDOW - BLOCK + 1);
  readonly longest: number;

  constructor(patterns: Buffer[]) {
    this.patterns = patterns;
    this.longest = Math.max(...patterns.map((p) => p.length));
    patterns.forEach((pattern, index) => {
      const tail = pattern.subarray(pattern.length - WINDOW);
      const hash = hashOf(WINDOW - 1, (at) => tail[at]!);
      this.byHash.set(hash, [...(this.byHash.get(hash) ?? []), index]);
      for (let end = BLOCK - 1; end < WINDOW; end++) {
        const block = (tail[end - 1]! << 8) | tail[end]!;
        this.shift[block] = Math.min(this.shift[block]!, WINDOW - 1 - end);
      }
    });
  }
}

/** The hash of the WINDOW bytes ending at `end`, each read through `at`. */
function hashOf(end: number, at: (index: number) => number): number {
  let hash = 0;
  for (let k = end + 1 - WINDOW; k <= end; k++) hash = (Math.imul(hash, HASH_BASE) + at(k)) | 0;
  return hash;
}

/** A search through one stream at a time: where it is, and the bytes before the current chunk. */
class Search {
  private readonly matcher: Matcher;
  private seen = 0;
  /** The stream's last bytes (up to the longest pattern less one), in a ring. */
  private readonly ring: Buffer;
  private ringEnd = 0;

  constructor(matcher: Matcher) {
    this.matcher = matcher;
    this.ring = Buffer.alloc(Math.max(WINDOW, matcher.longest - 1));
  }

  /** A new stream: nothing before it. */
  restart(): void {
    this.seen = 0;
    this.ringEnd = 0;
  }

  /** The indexes of the patterns that end in this chunk; the chunk is then behind. */
  feed(chunk: Buffer): number[] {
    const found = new Set<number>();
    const n = chunk.length;
    const byte = (at: number): number => (at >= 0 ? chunk[at]! : this.before(at));
    // Windows that begin in an earlier chunk, one by one.
    for (let i = Math.max(0, WINDOW - 1 - this.seen); i < Math.min(n, WINDOW - 1); i++)
      this.check(hashOf(i, byte), chunk, i, found);
    // The rest within the chunk, skipping as the table allows.
    const { shift } = this.matcher;
    for (let i = WINDOW - 1; i < n;) {
      const skip = shift[(chunk[i - 1]! << 8) | chunk[i]!]!;
      if (skip > 0) {
        i += skip;
        continue;
      }
      let hash = 0;
      for (let k = i + 1 - WINDOW; k <= i; k++) hash = (Math.imul(hash, HASH_BASE) + chunk[k]!) | 0;
      this.check(hash, chunk, i, found);
      i++;
    }
    this.seen += n;
    this.remember(chunk);
    return [...found];
  }

  /** The patterns whose tail has this hash that end at `chunk[i]`. */
  private check(hash: number, chunk: Buffer, i: number, found: Set<number>): void {
    const { byHash, patterns } = this.matcher;
    for (const index of byHash.get(hash) ?? []) {
      const pattern = patterns[index]!;
      if (this.seen + i + 1 >= pattern.length && this.endsAt(chunk, i, pattern)) found.add(index);
    }
  }

  /** Whether `pattern` ends at `chunk[end]`, reaching back into the ring when it starts earlier. */
  private endsAt(chunk: Buffer, end: number, pattern: Buffer): boolean {
    const start = end + 1 - pattern.length;
    if (start >= 0) return chunk.compare(pattern, 0, pattern.length, start, end + 1) === 0;
    for (let k = 0; k < pattern.length; k++) {
      const at = start + k;
      if ((at >= 0 ? chunk[at] : this.before(at)) !== pattern[k]) return false;
    }
    return true;
  }

  /** The byte `back` places before the current chunk (back < 0). */
  private before(back: number): number {
    const { ring } = this;
    return ring[(this.ringEnd + back + ring.length) % ring.length]!;
  }

  /** Keeps the chunk's last bytes in the ring. */
  private remember(chunk: Buffer): void {
    const { ring } = this;
    const keep = chunk.subarray(Math.max(0, chunk.length - ring.length));
    let from = 0;
    while (from < keep.length) {
      const n = Math.min(keep.length - from, ring.length - this.ringEnd);
      keep.copy(ring, this.ringEnd, from, from + n);
      this.ringEnd = (this.ringEnd + n) % ring.length;
      from += n;
    }
  }
}
