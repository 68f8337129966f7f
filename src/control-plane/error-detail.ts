import type { FieldError } from '../base/errors.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import { tryJson } from '../base/record.ts';
import { ErrorBody } from './schemas.ts';
import { ERROR_PAGE_SCANNED_CHARS } from '../base/policy.ts';

/** Longest explanation quoted from a server, after redaction. */
const MAX_DETAIL = 300;

/**
 * What the server said about a failure, from its body: `detail` (text or field errors),
 * `message`, or the start of a text/HTML page. Everything is redacted before it is clipped, so a
 * secret the server echoes cannot survive as an unmasked fragment. Field errors keep only
 * location and message: FastAPI echoes the rejected value as `input`, which may be a secret.
 * Linear in the size of the body.
 */
export function errorDetail(
  text: string,
  contentType = '',
  redact: Redact = (t) => t,
): { detail: string; fieldErrors: FieldError[] } {
  // Redacted whole before anything scans or cuts it: a cut (ERROR_PAGE_SCANNED_CHARS, a title) could end
  // inside a secret and leave a piece the redactor no longer recognises.
  text = redact(text);
  const json = tryJson(text);
  if (json !== undefined) {
    const body = ErrorBody.safeParse(json);
    if (body.success) {
      const { detail, message } = body.data;
      if (Array.isArray(detail)) {
        const fieldErrors = detail.slice(0, 20).map((d) => ({
          loc: excerpt((d.loc ?? []).join('.'), 120, redact),
          msg: excerpt(d.msg, 200, redact),
        }));
        return { detail: fieldErrors.map((f) => `${f.loc}: ${f.msg}`).join('; '), fieldErrors };
      }
      if (detail ?? message)
        return { detail: excerpt(detail ?? message ?? '', MAX_DETAIL, redact), fieldErrors: [] };
    }
    return { detail: '', fieldErrors: [] };
  }
  const start = text.slice(0, ERROR_PAGE_SCANNED_CHARS);
  const markup = /html|xml/i.test(contentType) || /^\s*</.test(start);
  // A storage error is XML (<Error><Code>…), a proxy's or load balancer's page HTML.
  const xml = /xml/i.test(contentType)
    ? !/html/i.test(contentType)
    : /^\s*<\?xml/i.test(start) && !/<html/i.test(start);
  const kind = xml ? 'XML' : 'HTML page';
  return { detail: excerpt(markup ? markupToText(start, kind) : start, MAX_DETAIL, redact), fieldErrors: [] };
}

/** The page's title, or its text without tags, saying what it was: one pass, no backtracking. */
function markupToText(html: string, kind: string): string {
  const lower = html.toLowerCase();
  const open = lower.indexOf('<title');
  if (open >= 0) {
    const from = lower.indexOf('>', open);
    const to = from < 0 ? -1 : lower.indexOf('</title', from);
    if (to > from) return `${html.slice(from + 1, to).trim()} (${kind})`;
  }
  let out = '';
  let inTag = false;
  let skipping: string | undefined;
  for (let i = 0; i < html.length; i++) {
    const c = html[i]!;
    if (inTag) {
      if (c === '>') inTag = false;
      continue;
    }
    if (c === '<') {
      inTag = true;
      if (skipping) {
        if (lower.startsWith(`</${skipping}`, i)) skipping = undefined;
      } else if (lower.startsWith('<script', i) || lower.startsWith('<style', i)) {
        skipping = lower.startsWith('<script', i) ? 'script' : 'style';
      }
      out += ' ';
      continue;
    }
    if (!skipping) out += c;
  }
  return `${out} (${kind})`;
}
