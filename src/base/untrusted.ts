import { SHOWN_JSON_DEPTH } from './policy.ts';

/**
 * Text that came from a server — statuses, names, error bodies, log lines — is untrusted: it may
 * hold a secret (a server echoing a request), control characters, or a billion bytes. Before it is
 * shown anywhere it is redacted FIRST (so clipping cannot cut a secret into an unmasked half),
 * then stripped of control characters, then clipped with a visible marker.
 */
/**
 * Characters never shown as they are: C0 and C1 controls (tab and newline aside: callers decide
 * what a line break is), Unicode line and paragraph separators, and the bidirectional overrides
 * that make text read differently from what it is. The one definition every renderer uses.
 */
export const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Terminal escape sequences (colours, cursor moves, titles): build tools print them freely. */
export const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;

/** Whether text holds a control character, a tab or a newline included (for one-line inputs). */
export function hasControl(text: string): boolean {
  return /[\t\n]/.test(text) || new RegExp(CONTROL.source).test(text);
}

export type Redact = (text: string) => string;

/** One line of at most `max` characters, redacted first. */
export function excerpt(text: string, max: number, redact: Redact): string {
  return clip(redact(text).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim(), max);
}

/** At most `max` characters; a cut shows as `…`. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${head(text, max)}…` : text;
}

/** The first `max` UTF-16 units, one fewer when the cut would leave half of a surrogate pair. */
export function head(text: string, max: number): string {
  const end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/** Text for one line: control characters and line breaks become spaces; nothing is cut. */
export function printable(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Text ending as a sentence does, with one full stop at most. */
export function ended(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/**
 * A value parsed from a server as JSON text, nested at most `maxDepth` deep: deeper objects and
 * arrays show as `{…}` and `[…]`. JSON.stringify recurses, so a hostile value nested a few
 * thousand deep would overflow the stack (JSON.parse does not: such a value parses fine).
 */
export function boundedJson(value: unknown, maxDepth = SHOWN_JSON_DEPTH): string {
  const walk = (item: unknown, depth: number): string => {
    if (item === null || typeof item !== 'object') return JSON.stringify(item) ?? 'null';
    const array = Array.isArray(item);
    const entries = array ? item : Object.entries(item);
    if (entries.length === 0) return array ? '[]' : '{}';
    if (depth >= maxDepth) return array ? '[…]' : '{…}';
    if (array) return `[${item.map((x: unknown) => walk(x, depth + 1)).join(',')}]`;
    return `{${(entries as Array<[string, unknown]>).map(([k, x]) => `${JSON.stringify(k)}:${walk(x, depth + 1)}`).join(',')}}`;
  };
  return walk(value, 0);
}
