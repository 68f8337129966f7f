import { ANSI, CONTROL } from '../base/untrusted.ts';

/** Shorter fragments are never masked: they would blank out ordinary text ("=", "ab"). */
const MIN_MASK_LENGTH = 3;

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
  /** The values with interruptions taken out (a multi-line secret's whole), longest first. */
  private joinable: string[] = [];
  /** Patterns of mixed encodings. */
  private readonly mixed: Array<{ length: number; pattern: RegExp }> = [];

  /** Registers a value (its lines and encoded forms too); returns the parts for `::add-mask::`. */
  add(value: string | undefined): string[] {
    // The value and each of its lines (the runner masks line by line), but for fragments too short.
    const parts = [...new Set(value ? [value, ...value.split(/\r?\n/)] : [])].filter(
      (part) => part.trim().length >= MIN_MASK_LENGTH,
    );
    for (const part of parts) {
      for (const form of secretForms(part)) this.values.add(form);
      const source = mixedPattern(part);
      if (part.length <= MIXED_MAX_LENGTH && !this.mixed.some((m) => m.pattern.source === source))
        this.mixed.push({ length: part.length, pattern: new RegExp(source, 'giu') });
    }
    // Longest first, so a secret containing another is replaced whole.
    this.sorted = [...this.values].sort((a, b) => b.length - a.length);
    this.joinable = [...new Set(this.sorted.map((v) => v.replace(INTERRUPTION, '')))]
      .filter((v) => v.length >= MIN_MASK_LENGTH)
      .sort((a, b) => b.length - a.length);
    this.mixed.sort((a, b) => b.length - a.length);
    return parts;
  }

  /**
   * The text with every registered value (at least `minLength` long) replaced by `***` — also
   * where line breaks, escape sequences or control characters interrupt it.
   */
  apply(text: string, minLength = 0): string {
    let out = text;
    for (const value of this.sorted) {
      if (value.length < minLength) break;
      if (out.includes(value)) out = out.split(value).join('***');
    }
    for (const { length, pattern } of this.mixed) {
      if (length < minLength) break;
      out = out.replace(pattern, '***');
    }
    return INTERRUPTED.test(out) ? this.acrossInterruptions(out, minLength) : out;
  }

  /**
   * A secret broken by what a renderer drops or shows as a mere break (`sec\nret` is shown
   * `sec ↵ ret`, base64 is wrapped every 76 characters, a colour code sits inside a word) is
   * found in the text with those taken out, and replaced with them.
   */
  private acrossInterruptions(text: string, minLength: number): string {
    const { joined, origin } = uninterrupted(text);
    const spans: Array<[number, number]> = [];
    const found = (start: number, end: number): void => void spans.push([origin(start), origin(end - 1) + 1]);
    for (const value of this.joinable) {
      if (value.length < minLength) break;
      for (let at = joined.indexOf(value); at >= 0; at = joined.indexOf(value, at + value.length))
        found(at, at + value.length);
    }
    for (const { length, pattern } of this.mixed) {
      if (length < minLength) break;
      for (const match of joined.matchAll(pattern))
        if (match[0]) found(match.index, match.index + match[0].length);
    }
    return replaceSpans(text, spans);
  }
}

/**
 * What a renderer takes out of a line or shows as a mere break or space: terminal escape
 * sequences, line breaks, tabs and the other control characters.
 */
const INTERRUPTION = new RegExp(`${ANSI.source}|[\\t\\n]|${CONTROL.source}`, 'g');
const INTERRUPTED = new RegExp(INTERRUPTION.source);

/** The text with every interruption taken out, and where each of its characters was in the text. */
function uninterrupted(text: string): { joined: string; origin: (at: number) => number } {
  const pieces: string[] = [];
  // Where each kept piece starts, in the joined text and in the text.
  const starts: number[] = [];
  const origins: number[] = [];
  let from = 0;
  let length = 0;
  const keep = (to: number): void => {
    if (to <= from) return;
    starts.push(length);
    origins.push(from);
    pieces.push(text.slice(from, to));
    length += to - from;
  };
  for (const match of text.matchAll(INTERRUPTION)) {
    keep(match.index);
    from = match.index + match[0].length;
  }
  keep(text.length);
  const origin = (at: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return origins[low]! + at - starts[low]!;
  };
  return { joined: pieces.join(''), origin };
}

/** The text with each span (start, end), overlapping ones merged, replaced by `***`. */
function replaceSpans(text: string, spans: Array<[number, number]>): string {
  if (!spans.length) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    // Overlapping the one before: that `***` now reaches further.
    if (start < at) {
      at = end;
      continue;
    }
    out += `${text.slice(at, start)}***`;
    at = end;
  }
  return out + text.slice(at);
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

/** Deeper than any state the run keeps: a value nested further was built to blow the stack. */
const MAX_DEPTH = 64;

/**
 * A copy of a value with every string in it redacted — objects (class instances keep their
 * prototype), arrays, nested — so what renders it can escape and cut freely afterwards; with
 * `keys`, the names of its fields too (data of a user's or a server's, where a name may be
 * anything). What is nested more than MAX_DEPTH deep becomes `…`: its strings are never shown
 * unredacted, and no value can make the walk overflow the stack.
 */
export function redactDeep<T>(
  value: T,
  redact: (text: string) => string,
  options: { keys?: boolean } = {},
): T {
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return redact(item);
    if (!item || typeof item !== 'object') return item;
    if (depth >= MAX_DEPTH) return '…';
    if (Array.isArray(item)) return item.map((x: unknown) => walk(x, depth + 1));
    const copy = Object.create(Object.getPrototypeOf(item) as object) as Record<string, unknown>;
    for (const [key, x] of Object.entries(item))
      // Defined, not assigned: a field named `__proto__` (JSON.parse makes one) stays a field.
      Object.defineProperty(copy, options.keys ? redact(key) : key, {
        value: walk(x, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  };
  return walk(value, 0) as T;
}
