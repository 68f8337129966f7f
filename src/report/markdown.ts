import { isLoopbackHost } from '../inputs/endpoint.ts';
import { REPORT_LIMITS } from '../base/policy.ts';
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

/**
 * What GitHub turns into a link, a mention or a reference even in plain text (its filters skip
 * only code and links): URLs and `www.` (autolinks), `@` (mentions, teams, e-mail addresses,
 * `user@sha`), `#12`, `owner/repo#12` and `GH-13` (issues), and 7 to 40 hex digits (commits).
 * A repository's custom autolinks (`JIRA-123`) are left as they are: they only link to its own
 * tracker, notify no one, and a rule for them would turn ordinary words (`SHA-256`) into code.
 */
const LIVE = [
  /[a-z][a-z0-9+.-]*:\/\/|www\./i,
  /@/,
  /#\d/,
  /(?:^|[^a-z0-9])gh-\d/i,
  /(?:^|[^a-z0-9])[0-9a-f]{7,40}(?![a-z0-9])/i,
];
/** A word, with the punctuation around it that reads as prose (`(see #12).`), not as part of it. */
const WORD = /^([(["'<]*)(.*?)([.,;:!?'")\]>]*)$/;
const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Prose with untrusted parts: escaped so it renders as the same words, and nothing more. A word
 * GitHub would make live is shown as code (a code span is the one thing its filters leave alone);
 * the rest stays plain, readable text.
 */
export function text(raw: string, max = REPORT_LIMITS.textChars): string {
  const value = clip(raw, max).replace(CONTROL, ' ');
  let out = '';
  let last = 0;
  for (const match of value.matchAll(/\S+/g)) {
    const [, lead, core, trail] = WORD.exec(match[0])!;
    if (!core || !LIVE.some((pattern) => pattern.test(core))) continue;
    out += escape(value.slice(last, match.index) + lead) + code(core, 300) + escape(trail!);
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
 * math, HTML) and, at the start, a block (heading, list, quote); intraword underscores stay as they
 * are.
 */
function escape(value: string): string {
  return value
    .replace(/[\\`*[\]|~$]/g, (c) => `\\${c}`)
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
 * credentials, of a length a person could follow; normalised by the URL parser (no line breaks
 * survive it) and with the characters Markdown reads in a link target encoded. Undefined
 * otherwise.
 */
export function safeHref(url: string): string | undefined {
  if (url.length > REPORT_LIMITS.linkChars) return undefined;
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
  const href = parsed.href.replace(
    /[()<>[\] "'|\\`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  // Normalising can lengthen it (percent-encoding): the limit holds for what is written.
  return href.length > REPORT_LIMITS.linkChars ? undefined : href;
}

/** Lines shown as they are, in a fenced block no line can close. */
export function codeBlock(lines: string[], language = 'text'): string[] {
  const longestRun = Math.max(0, ...lines.flatMap((l) => l.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${language}`, ...lines, fence];
}

/** Inline code inside HTML (a `<summary>`), where Markdown is not read: inert like `code`. */
export function htmlCode(value: string, max = 200): string {
  const shown = clip(printable(value), max);
  return shown ? `<code>${escapeHtml(shown)}</code>` : '';
}

/** Our own words inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => HTML[c]!);
}

/**
 * A collapsed block (`<details>`). `summary` is HTML: our words through `escapeHtml`, anything
 * untrusted through `htmlCode`. The body is Markdown.
 */
export function details(summary: string, body: string[]): string[] {
  return [`<details><summary>${summary}</summary>`, '', ...body, '', '</details>'];
}

/** A job summary as GitHub shows it: at most 1 MiB (REPORT_LIMITS), cut with a note. */
export function fitSummary(markdown: string): string {
  return fitMarkdown(markdown, REPORT_LIMITS.summaryBytes - 1, SUMMARY_CUT, (text) =>
    Buffer.byteLength(text, 'utf8'),
  );
}

/**
 * A pull-request comment as GitHub takes it: a longer one is refused and lost, so the body is cut
 * to what fits with a note, and `footer` always stays.
 */
export function fitComment(body: string, footer: string, note = COMMENT_CUT): string {
  const room = REPORT_LIMITS.commentChars - footer.length - 2;
  return `${fitMarkdown(body, room, note)}\n\n${footer}`;
}

const SUMMARY_CUT =
  '*The rest of this summary is cut: GitHub shows at most 1 MiB of it. The job log has it all.*';
const COMMENT_CUT = '*The rest of this comment is cut: it reached GitHub’s limit. The job summary has more.*';
/**
 * Markdown cut to at most `max` (as `size` measures it), whole lines only, and still valid: an
 * open code fence is closed, open `<details>` blocks are closed, and a blank line ends a table,
 * list or quote before `note` (our words) says that the rest was cut. Unchanged when it fits.
 */
export function fitMarkdown(
  markdown: string,
  max: number,
  note: string,
  size: (text: string) => number = (t) => t.length,
): string {
  if (size(markdown) <= max) return markdown;
  const kept: string[] = [];
  let used = 0;
  let fence: string | undefined;
  let open = 0;
  const closing = (f: string | undefined, d: number): string[] => [
    ...(f ? [f] : []),
    ...Array.from({ length: d }, () => ['', '</details>']).flat(),
    '',
    note,
  ];
  const sizeOf = (lines: string[]): number => lines.reduce((n, line) => n + size(line) + 1, 0);
  for (const line of markdown.split('\n')) {
    let nextFence = fence;
    let nextOpen = open;
    if (fence) {
      if (line.trimEnd() === fence) nextFence = undefined;
    } else if (/^`{3,}/.test(line)) nextFence = /^`+/.exec(line)![0];
    else if (/^<details>/.test(line)) nextOpen++;
    else if (/^<\/details>/.test(line)) nextOpen = Math.max(0, nextOpen - 1);
    const lineSize = size(line) + 1;
    if (used + lineSize + sizeOf(closing(nextFence, nextOpen)) > max) break;
    kept.push(line);
    used += lineSize;
    fence = nextFence;
    open = nextOpen;
  }
  return [...kept, ...closing(fence, open)].join('\n');
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
