import type { FieldError } from '../errors.ts';
import { ErrorBody } from './schemas.ts';

const MAX_DETAIL = 300;

/**
 * What the server said about a failure, from its body: `detail` (text or field errors),
 * `message`, or the start of a text/HTML page. Field errors keep only location and message:
 * FastAPI echoes the rejected value as `input`, which may be a secret.
 */
export function errorDetail(text: string, contentType = ''): { detail: string; fieldErrors: FieldError[] } {
  const json = tryJson(text);
  if (json !== undefined) {
    const body = ErrorBody.safeParse(json);
    if (body.success) {
      const { detail, message } = body.data;
      if (Array.isArray(detail)) {
        const fieldErrors = detail.map((d) => ({ loc: (d.loc ?? []).join('.'), msg: d.msg }));
        return { detail: fieldErrors.map((f) => `${f.loc}: ${f.msg}`).join('; '), fieldErrors };
      }
      if (detail ?? message) return { detail: clip(detail ?? message ?? ''), fieldErrors: [] };
    }
    return { detail: '', fieldErrors: [] };
  }
  const plain = /html/i.test(contentType) || /^\s*</.test(text) ? htmlToText(text) : text;
  return { detail: clip(plain.replace(/\s+/g, ' ').trim()), fieldErrors: [] };
}

export function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function htmlToText(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  const body = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  return title ? `${title.trim()} (HTML page)` : `${body} (HTML page)`;
}

function clip(text: string): string {
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text;
}
