import * as field from './fields.ts';
import { LIMITS } from './limits.ts';
import { isReservedSecret, reservedBy } from './reserved-secrets.ts';
import { SECRETS_MODES, type Command, type Inputs } from './types.ts';
import { KIB } from '../base/policy.ts';
import { isRecord, tryJson } from '../base/record.ts';

export interface Secret {
  name: string;
  value: string;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_RULE = 'a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)';

/**
 * The Secrets group: `secrets`, parsed, and `secrets_mode`. Names the platform keeps for itself
 * are never sent, as its own clients never send them: a deploy warns of each; another command
 * warns that it does not use them (combinations.ts). `given`: every value given, parsed or not,
 * to be masked even when the inputs are refused.
 */
export function readSecretsGroup(
  p: field.Problems,
  raw: field.Raw,
  command: Command,
  selfHosted: boolean,
): {
  deployment: Pick<Inputs['deployment'], 'secrets' | 'withheldSecrets' | 'secretsMode'>;
  warnings: string[];
  given: string[];
} {
  const parsed = parseSecrets(raw('secrets'));
  for (const problem of parsed.problems) p.add('secrets', problem);
  const reserved = (s: Secret): boolean => isReservedSecret(s.name, selfHosted);
  const sendable = parsed.secrets.filter((s) => !reserved(s));
  const withheld = parsed.secrets.filter(reserved);
  return {
    deployment: {
      // No NAME=value in it (only comments, `{}`) is as not given: an update never clears them all.
      secrets: sendable.length ? sendable : undefined,
      withheldSecrets: withheld,
      secretsMode: field.oneOf(p, 'secrets_mode', raw('secrets_mode'), SECRETS_MODES),
    },
    warnings:
      command === 'deploy'
        ? withheld.map(({ name }) => {
            // Where a name only LangSmith's cloud reserves is allowed.
            const selfHostedOnly =
              reservedBy(name) === 'cloud' ? ' (a self-hosted instance, self_hosted_url, allows it)' : '';
            return `${p.label('secrets')}: ${name} is a name the platform reserves for itself${selfHostedOnly}; it is left out and never sent, as LangSmith's own deploy clients leave it out`;
          })
        : [],
    given: [...parsed.secrets.map((s) => s.value), ...parsed.unparsed],
  };
}

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

/** A flat JSON object. Duplicate keys are refused (JSON.parse would silently keep the last). */
function fromJson(text: string): Parsed {
  const out: Parsed = { secrets: [], problems: [], unparsed: [] };
  const data = tryJson(text);
  if (!isRecord(data)) {
    out.unparsed.push(...text.split(/\r?\n/).map((line) => line.trim()));
    out.problems.push('looks like JSON (starts with "{") but is not a JSON object; check quotes and commas');
    return out;
  }
  const keys = topLevelKeys(text);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i)
      out.problems.push(`${ENV_NAME.test(key) ? `"${key}"` : `key ${i + 1}`} is given twice`);
  });
  Object.entries(data).forEach(([name, value], i) => {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      out.problems.push(
        `the value of ${ENV_NAME.test(name) ? `"${name}"` : `key ${i + 1}`} must be a string, number or boolean`,
      );
      out.unparsed.push(JSON.stringify(value));
      return;
    }
    if (!ENV_NAME.test(name)) {
      out.problems.push(`key ${i + 1} is not ${NAME_RULE}`);
      out.unparsed.push(name, String(value));
      return;
    }
    out.secrets.push({ name, value: String(value) });
  });
  return out;
}

/**
 * The keys of a JSON object's top level in their order, a key given twice listed twice (JSON.parse
 * keeps only the last). `text` is JSON that parsed: every string ends, and a string followed by a
 * colon is a key.
 */
function topLevelKeys(text: string): string[] {
  const keys: string[] = [];
  const colon = /\s*:/y;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      colon.lastIndex = end + 1;
      if (depth === 1 && colon.test(text)) keys.push(JSON.parse(text.slice(i, end + 1)) as string);
      i = end;
    }
  }
  return keys;
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
      problems.push(`the value of "${name}" is over ${LIMITS.secrets.valueBytes / KIB} KiB`);
  }
  if (secrets.length > LIMITS.secrets.count)
    problems.push(`${secrets.length} secrets given; at most ${LIMITS.secrets.count}`);
  return problems;
}
