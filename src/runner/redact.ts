/** Shorter fragments are never masked: they would blank out ordinary text ("=", "ab"). */
const MIN_MASK_LENGTH = 3;

/**
 * The parts of a secret the runner is told to mask: the value and each of its lines (the runner
 * masks line by line), skipping fragments too short to mask. The same rule on every path — the
 * input-error path and the run.
 */
function maskableParts(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set([value, ...value.split(/\r?\n/)])].filter(
    (part) => part.trim().length >= MIN_MASK_LENGTH,
  );
}

const hex4 = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * How a server may echo a secret back: JSON-escaped inside a string (as JavaScript writes it, as
 * Python's ensure_ascii writes it, as Go writes it with <, > and & escaped too), JSON-escaped
 * twice (a JSON logger logging a JSON body), as Python's repr() writes it, HTML-escaped,
 * URL-encoded (as encodeURIComponent writes it, with every reserved character encoded, with
 * lower-case hex) and form-encoded. Forms equal to the part itself add nothing.
 */
function encodedForms(part: string): string[] {
  const json = JSON.stringify(part).slice(1, -1);
  const html = part.replace(/[&<>"']/g, (c) => HTML[c]!);
  const url = encodeURIComponent(part);
  const full = url.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [
    json,
    JSON.stringify(json).slice(1, -1),
    part.replace(/\\/g, '\\\\').replace(/'/g, "\\'"),
    html,
    html.replace(/&#39;/g, '&#x27;'),
    json.replace(/[^\x20-\x7e]/g, hex4),
    json.replace(/[^\x20-\x7e]|[<>&]/g, hex4),
    url,
    full,
    full.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    full.replace(/%20/g, '+'),
    ...base64Forms(part),
  ].filter((form) => form !== part);
}

/**
 * A secret and every fixed form the redactor knows it by (encoded, escaped, inside base64):
 * `source: upload` looks for these in the files it archives.
 */
export function secretForms(value: string): string[] {
  return [value, ...encodedForms(value)];
}

/**
 * How a secret reads inside base64 text (a Kubernetes manifest, `echo $KEY | base64`, Basic
 * auth): for each of the three alignments it can start at, the characters that depend on the
 * secret alone — in standard and URL-safe alphabets. Short secrets have no such core worth it.
 */
function base64Forms(part: string): string[] {
  const bytes = Buffer.from(part, 'utf8');
  const forms: string[] = [];
  for (const shift of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    // The first group mixes in what came before; the last, unless it ends a group, what follows.
    const start = shift === 0 ? 0 : 4;
    const end = (shift + bytes.length) % 3 === 0 ? encoded.length : encoded.length - 4;
    const core = encoded.slice(start, end);
    if (core.length >= BASE64_MIN_CORE) forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/** A text with a line break allowed between any two of its characters. */
function wrappedPattern(text: string): string {
  return [...text].map(escapeRegExp).join('(?:\\r?\\n)?');
}

/** The shortest base64 core worth redacting: shorter ones would hit ordinary text. */
const BASE64_MIN_CORE = 8;

/**
 * Defence in depth behind the runner's own masking: every message this action prints or
 * writes passes through here, and known secret values — and their encoded forms — are replaced.
 * The runner only masks what `::add-mask::` registered, and only when the action runs on a runner.
 */
export class Redactor {
  private readonly values = new Set<string>();
  private sorted: string[] = [];
  /** Patterns of mixed encodings; `wrapped` ones can only match text with a line break. */
  private readonly mixed: Array<{ length: number; pattern: RegExp; wrapped: boolean }> = [];

  /** Registers a value (its lines and encoded forms too); returns the parts for `::add-mask::`. */
  add(value: string | undefined): string[] {
    const parts = maskableParts(value);
    const patterns = (source: string, length: number, flags: string, wrapped = false): void => {
      if (!this.mixed.some((m) => m.pattern.source === source))
        this.mixed.push({ length, pattern: new RegExp(source, flags), wrapped });
    };
    for (const part of parts) {
      for (const form of [part, ...encodedForms(part)]) this.values.add(form);
      if (part.length <= MIXED_MAX_LENGTH) patterns(mixedPattern(part), part.length, 'giu');
      // base64 as `base64` and PEM print it: wrapped every 76 or 64 characters.
      for (const core of base64Forms(part)) patterns(wrappedPattern(core), part.length, 'g', true);
    }
    // Longest first, so a secret containing another is replaced whole.
    this.sorted = [...this.values].sort((a, b) => b.length - a.length);
    this.mixed.sort((a, b) => b.length - a.length);
    return parts;
  }

  /** The text with every registered value (at least `minLength` long) replaced by `***`. */
  apply(text: string, minLength = 0): string {
    let out = text;
    for (const value of this.sorted) {
      if (value.length < minLength) break;
      if (out.includes(value)) out = out.split(value).join('***');
    }
    const lines = out.includes('\n');
    for (const { length, pattern, wrapped } of this.mixed) {
      if (length < minLength) break;
      if (!wrapped || lines) out = out.replace(pattern, '***');
    }
    return out;
  }
}

/** Longer parts (a certificate's lines) are left to the fixed forms: their pattern would be huge. */
const MIXED_MAX_LENGTH = 512;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const hex = (n: number, width = 0): string => n.toString(16).padStart(width, '0');

/**
 * A pattern for a secret however each of its characters is written — as itself, percent-encoded
 * (either case, `/` kept or not: Python's quote, encodeURI, form encoding with `+`), JSON-escaped
 * (`\/`, `\"`, `\\`, `\u00xx`), or as an HTML entity (named, decimal or hex) — in any mixture,
 * and in any letter case: servers and encoders each pick their own.
 */
function mixedPattern(part: string): string {
  return [...part]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      const units = ch.length === 2 ? [ch.charCodeAt(0), ch.charCodeAt(1)] : [code];
      const forms = [
        ch,
        [...Buffer.from(ch, 'utf8')].map((b) => `%${hex(b, 2)}`).join(''),
        units.map((u) => `\\u${hex(u, 4)}`).join(''),
        `&#${code};`,
        `&#x${hex(code)};`,
        ...(ch === ' ' ? ['+'] : []),
        ...('/"\\'.includes(ch) ? [`\\${ch}`] : []),
        ...(Object.hasOwn(HTML, ch) ? [HTML[ch]!] : []),
      ];
      return `(?:${[...new Set(forms)].map(escapeRegExp).join('|')})`;
    })
    .join('');
}

/**
 * A copy of a value with every string in it redacted — objects (class instances keep their
 * prototype), arrays, nested — so what renders it can escape and cut freely afterwards.
 */
export function redactDeep<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, redact)) as T;
  if (value && typeof value === 'object') {
    const copy = Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) copy[key] = redactDeep(item, redact);
    return copy as T;
  }
  return value;
}
