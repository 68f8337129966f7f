import { visit } from 'jsonc-parser';
import * as z from 'zod';
import { LIMITS } from './limits.ts';

export interface Secret {
  name: string;
  value: string;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_RULE = 'a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)';

/**
 * `NAME=value` lines (split at the first `=`; blank lines and `#` comments ignored) or a JSON
 * object. Problems never quote anything but a valid name: the text around a typo is most likely
 * part of a secret value (`NAME: c2VjcmV0==`). `unparsed` holds the lines that could not be read,
 * so the runner can still mask them.
 */
export function parseSecrets(text: string): { secrets: Secret[]; problems: string[]; unparsed: string[] } {
  const trimmed = text.trim();
  if (trimmed === '') return { secrets: [], problems: [], unparsed: [] };
  const parsed = trimmed.startsWith('{') ? fromJson(trimmed) : fromLines(trimmed);
  return { ...parsed, problems: [...parsed.problems, ...check(parsed.secrets)] };
}

interface Parsed {
  secrets: Secret[];
  problems: string[];
  unparsed: string[];
}

function fromLines(text: string): Parsed {
  const out: Parsed = { secrets: [], problems: [], unparsed: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const eq = line.indexOf('=');
    const name = eq > 0 ? line.slice(0, eq).trim() : '';
    if (!ENV_NAME.test(name)) {
      out.unparsed.push(line);
      const colon = /^[A-Za-z_][A-Za-z0-9_]*\s*:/.test(line) ? ' (write NAME=value, not NAME: value)' : '';
      out.problems.push(
        eq > 0
          ? `line ${index + 1}: the text before the first "=" is not ${NAME_RULE}${colon}`
          : `line ${index + 1} is not NAME=value${colon}`,
      );
      return;
    }
    out.secrets.push({ name, value: line.slice(eq + 1) });
  });
  return out;
}

const JsonValue = z.union([z.string(), z.number(), z.boolean()]);

/** A flat JSON object. Duplicate keys are refused (JSON.parse would silently keep the last). */
function fromJson(text: string): Parsed {
  const out: Parsed = { secrets: [], problems: [], unparsed: [] };
  const keys: string[] = [];
  let depth = 0;
  visit(text, {
    onObjectBegin: () => void depth++,
    onObjectEnd: () => void depth--,
    onArrayBegin: () => void depth++,
    onArrayEnd: () => void depth--,
    onObjectProperty: (key) => {
      if (depth === 1) keys.push(key);
    },
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    out.unparsed.push(...text.split(/\r?\n/).map((line) => line.trim()));
    out.problems.push('looks like JSON (starts with "{") but is not a JSON object; check quotes and commas');
    return out;
  }
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i)
      out.problems.push(`${ENV_NAME.test(key) ? `"${key}"` : `key ${i + 1}`} is given twice`);
  });
  Object.entries(data as Record<string, unknown>).forEach(([name, value], i) => {
    const parsed = JsonValue.safeParse(value);
    if (!parsed.success) {
      out.problems.push(
        `the value of ${ENV_NAME.test(name) ? `"${name}"` : `key ${i + 1}`} must be a string, number or boolean`,
      );
      out.unparsed.push(JSON.stringify(value));
      return;
    }
    if (!ENV_NAME.test(name)) {
      out.problems.push(`key ${i + 1} is not ${NAME_RULE}`);
      out.unparsed.push(name, String(parsed.data));
      return;
    }
    out.secrets.push({ name, value: String(parsed.data) });
  });
  return out;
}

function check(secrets: Secret[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { name, value } of secrets) {
    if (seen.has(name)) problems.push(`"${name}" is given twice`);
    seen.add(name);
    // `NAME=${{ secrets.X }}` with the repository secret missing (a fork, Dependabot, a typo) is
    // an empty value: sent, it would replace the deployment's working one.
    if (value.trim() === '')
      problems.push(
        `"${name}" is empty: is the repository secret it comes from set (and available to this workflow)? An empty value would replace the deployment's`,
      );
    if (Buffer.byteLength(value) > LIMITS.secrets.valueBytes)
      problems.push(`the value of "${name}" is over ${LIMITS.secrets.valueBytes / 1024} KiB`);
  }
  if (secrets.length > LIMITS.secrets.count)
    problems.push(`${secrets.length} secrets given; at most ${LIMITS.secrets.count}`);
  return problems;
}
