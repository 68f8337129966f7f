import * as z from 'zod';

export interface Secret {
  name: string;
  value: string;
}

export const SECRET_LIMITS = { count: 100, valueBytes: 64 * 1024 } as const;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `NAME=value` lines (split at the first `=`; blank lines and `#` comments ignored) or a JSON
 * object. Problems never quote a value: they may be half a secret.
 */
export function parseSecrets(text: string): { secrets: Secret[]; problems: string[] } {
  const trimmed = text.trim();
  if (trimmed === '') return { secrets: [], problems: [] };
  const parsed = trimmed.startsWith('{') ? fromJson(trimmed) : fromLines(trimmed);
  return parsed.problems.length ? parsed : { secrets: parsed.secrets, problems: check(parsed.secrets) };
}

function fromLines(text: string): { secrets: Secret[]; problems: string[] } {
  const secrets: Secret[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const eq = line.indexOf('=');
    if (eq <= 0) {
      problems.push(`line ${index + 1} is not NAME=value`);
      return;
    }
    secrets.push({ name: line.slice(0, eq).trim(), value: line.slice(eq + 1) });
  });
  return { secrets, problems };
}

const JsonSecrets = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

function fromJson(text: string): { secrets: Secret[]; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { secrets: [], problems: ['looks like JSON (starts with "{") but does not parse'] };
  }
  const result = JsonSecrets.safeParse(data);
  if (!result.success) {
    const keys = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))];
    return {
      secrets: [],
      problems: [`JSON values must be strings, numbers or booleans (check ${keys.join(', ')})`],
    };
  }
  return {
    secrets: Object.entries(result.data).map(([name, value]) => ({ name, value: String(value) })),
    problems: [],
  };
}

function check(secrets: Secret[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { name, value } of secrets) {
    if (!ENV_NAME.test(name))
      problems.push(
        `"${name.slice(0, 64)}" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)`,
      );
    if (seen.has(name)) problems.push(`"${name}" is given twice`);
    seen.add(name);
    if (Buffer.byteLength(value) > SECRET_LIMITS.valueBytes)
      problems.push(`the value of "${name}" is over ${SECRET_LIMITS.valueBytes / 1024} KiB`);
  }
  if (secrets.length > SECRET_LIMITS.count)
    problems.push(`${secrets.length} secrets given; at most ${SECRET_LIMITS.count}`);
  return problems;
}
