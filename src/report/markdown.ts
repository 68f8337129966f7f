import { isLoopbackHost } from '../inputs/endpoint.ts';
import { CONTROL, clip, printable } from '../base/untrusted.ts';

/**
 * Markdown for the job summary and the pull-request comment. Anything that came from a server
 * (or a user's input) goes through `code` or `text`, so nothing in it becomes markup, HTML, an
 * image, a link, a mention or an issue reference; links exist only where `link` builds them from
 * a URL this action checked.
 */

/** Inline code: shows the text as it is and renders none of it. One line; pipes safe in tables. */
export function code(value: string, max = 200): string {
  const text = clip(printable(value), max);
  if (text === '') return '';
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\|/g, '\\|')}${pad}${fence}`;
}

/** Words that GitHub would turn into a link, a mention or a reference: shown as code instead. */
// A URL ends before trailing punctuation (`see https://x.y/z, then`), as GitHub's autolinker does.
// Each alternative can only start where a word does (the look-behinds): server text is untrusted,
// and without them a 100 KB word is tried from every position (quadratic: a minute of CPU).
const LIVE = /(?<![a-z0-9+.-])(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*[^\s.,;:!?'")\]]|(?<!\S)[^\s@]*@\S+|#\d+/gi;
const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Prose with untrusted parts: escaped so it renders as the same words, and nothing more. */
export function text(raw: string): string {
  const value = raw.replace(CONTROL, ' ');
  let out = '';
  let last = 0;
  for (const match of value.matchAll(LIVE)) {
    out += escape(value.slice(last, match.index));
    out += code(match[0], 300);
    last = match.index + match[0].length;
  }
  // A block start: `#`, `+`, `-` are escaped themselves; a number's `.` or `)` is (`\1.` would
  // show the backslash: digits are not escapable).
  return (out + escape(value.slice(last)))
    .replace(/^(\s*)([#+-])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

/**
 * Backslash-escapes what could start markup inline (emphasis, code, links, tables, strike-through,
 * HTML) and, at the start, a block (heading, list, quote); intraword underscores stay as they are.
 */
function escape(value: string): string {
  return value
    .replace(/[\\`*[\]|~]/g, (c) => `\\${c}`)
    .replace(/(^|[^A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (m) => m.replace('_', '\\_'))
    .replace(/[&<>"]/g, (c) => HTML[c]!);
}

/** Text for one table cell: escaped, on one line. */
export function cell(value: string): string {
  return text(value.replace(/[\r\n]+/g, ' '));
}

/**
 * A link this action built: the URL must be https (or http on a loopback host) without
 * credentials; anything else is shown as code, not linked. `label` is our own words.
 */
export function link(label: string, url: string | undefined): string {
  return linkWith(escape(label), url);
}

/** A URL that came from a server, linked to itself when safe; its text is shown as code. */
export function urlLink(url: string | undefined): string {
  return url ? linkWith(code(url, 300), url) : '';
}

function linkWith(label: string, url: string | undefined): string {
  if (!url) return '';
  const href = safeHref(url);
  return href ? `[${label}](${href})` : code(url, 300);
}

/**
 * The URL as a link target, when it may be one: https (or http on a loopback host), without
 * credentials; normalised by the URL parser (no line breaks survive it) and with the characters
 * Markdown reads in a link target encoded. Undefined otherwise.
 */
export function safeHref(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const safe =
    (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) &&
    !parsed.username &&
    !parsed.password;
  if (!safe) return undefined;
  return parsed.href.replace(/[()<>[\] "'|\\`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Lines shown as they are, in a fenced block no line can close. */
export function codeBlock(lines: string[], language = 'text'): string[] {
  const longestRun = Math.max(0, ...lines.flatMap((l) => l.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${language}`, ...lines, fence];
}

/** A collapsed block (`<details>`): the summary line is escaped text, the body Markdown. */
export function details(summary: string, body: string[]): string[] {
  return [
    `<details><summary>${summary.replace(/[&<>"]/g, (c) => HTML[c]!)}</summary>`,
    '',
    ...body,
    '',
    '</details>',
  ];
}

/**
 * A message as a block quote, escaped. Each line is its own paragraph: an error and its hint
 * never run together. Lines of a list (`  - …`) stay one list.
 */
export function quote(message: string): string[] {
  const out: string[] = [];
  let previousWasItem = false;
  for (const line of message.split(/\r\n|\r|\n|\u2028|\u2029/)) {
    const item = /^\s+- /.exec(line);
    if (out.length && !(item && previousWasItem)) out.push('>');
    out.push(item ? `> - ${text(line.slice(item[0].length))}` : `> ${text(line)}`);
    previousWasItem = Boolean(item);
  }
  return out;
}
