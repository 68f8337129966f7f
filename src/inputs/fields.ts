import { isRecord, tryJson } from '../base/record.ts';
import { hasControl } from '../base/untrusted.ts';
import { parseDuration, formatDuration } from '../time/duration.ts';
import { checkBaseUrl } from './endpoint.ts';
import { LIMITS } from './limits.ts';
import { problemText, type Place, type Problem } from './problem.ts';

/** An input's value as given (trimmed), or its default when it was not. */
export type Raw = (name: string) => string;

/** The least and the most a number or a duration input accepts (milliseconds for a duration). */
type Bounds = { min: number; max: number };

/*
 * Each parser reports a bad value to Problems and returns a placeholder of the right type: a run
 * with any problem never starts, so the placeholder is never used.
 */

/**
 * Collects every bad input of a run so the user fixes them all at once. Each problem names
 * the input and what it accepts.
 */
export class Problems {
  readonly items: Problem[] = [];
  /** How the front end names an input (the action: as action.yml does; the CLI: as a flag). */
  readonly label: (input: string) => string;
  /** Where an input's value came from, when not the step itself (a fleet manifest's entry). */
  private readonly origin: (input: string) => Place | undefined;

  constructor(
    label: (input: string) => string = (input) => input,
    origin: (input: string) => Place | undefined = () => undefined,
  ) {
    this.label = label;
    this.origin = origin;
  }

  /** The problems as lines, each input named as this front end names it. */
  get list(): string[] {
    return this.items.map((problem) => problemText(problem, this.label));
  }

  add(input: string, message: string, more: Pick<Problem, 'cause'> = {}): undefined {
    this.items.push({ input, message, ...this.origin(input), ...more });
    return undefined;
  }
}

export function oneOf<T extends string>(
  p: Problems,
  input: string,
  value: string,
  allowed: readonly [T, ...T[]],
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  p.add(input, `"${value}" is not accepted; use one of ${allowed.join(', ')}`);
  return allowed[0];
}

/** The YAML 1.1 spellings workflow authors use; `true`/`false` in the docs. */
const BOOLEAN: ReadonlyMap<string, boolean> = new Map([
  ...['true', 'True', 'TRUE', 'yes', 'on'].map((word) => [word, true] as const),
  ...['false', 'False', 'FALSE', 'no', 'off'].map((word) => [word, false] as const),
]);

/** True or false as the docs spell it (and YAML 1.1 does); undefined for anything else. */
export function parseBoolean(value: string): boolean | undefined {
  return BOOLEAN.get(value);
}

export function boolean(p: Problems, input: string, value: string): boolean {
  const parsed = BOOLEAN.get(value);
  if (parsed !== undefined) return parsed;
  p.add(input, `"${value}" is not a boolean; use true or false`);
  return false;
}

export function duration(p: Problems, input: string, value: string, bounds: Bounds): number {
  const { ms, problem } = readDuration(value, bounds);
  if (problem) p.add(input, problem);
  return ms;
}

/**
 * A duration in milliseconds within bounds, as every time input takes it (and a checks file's
 * `max_seconds`), or what is wrong with it; `ms` is then a placeholder.
 */
export function readDuration(value: string, bounds: Bounds): { ms: number; problem?: string } {
  const ms = parseDuration(value);
  const range = `between ${formatDuration(bounds.min)} and ${formatDuration(bounds.max)}`;
  if (ms === undefined)
    return {
      ms: bounds.min,
      problem: `"${value}" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; ${range}`,
    };
  if (ms < bounds.min || ms > bounds.max)
    return { ms, problem: `${value} is out of range; use a duration ${range}` };
  return { ms };
}

/** A number within bounds; `whole` accepts digits only. Out of bounds or unreadable: named with the range. */
export function number(p: Problems, input: string, value: string, bounds: Bounds, whole = false): number {
  const parsed = (whole ? /^\s*\d+\s*$/ : /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/).test(value)
    ? Number(value)
    : undefined;
  if (parsed !== undefined && parsed >= bounds.min && parsed <= bounds.max) return parsed;
  p.add(
    input,
    `"${value}" is not accepted; use a ${whole ? 'whole ' : ''}number from ${bounds.min} to ${bounds.max}`,
  );
  return bounds.min;
}

export const integer = (p: Problems, input: string, value: string, bounds: Bounds) =>
  number(p, input, value, bounds, true);

/**
 * The inputs that are ids the API types as UUIDs (`format: uuid` in the OpenAPI document: the
 * deployment, revision, integration and listener path parameters and fields, the deployment's
 * `tenant_id`), each with what it is. `auth_id` is a plain string there, so it is not here.
 */
const UUID_INPUTS = {
  deployment_id: "the deployment's id",
  revision_id: "the revision's id",
  from_deployment_id: "the source deployment's id",
  from_revision_id: "the source revision's id",
  integration_id: "the GitHub integration's id in LangSmith",
  listener_id: "the listener's id",
  tenant_id: "the workspace's id: LangSmith → Settings → Workspace",
} as const;

/** A UUID as the API writes them: 8-4-4-4-12 hex digits. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_EXAMPLE = '0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a';

/**
 * An id input the API types as a UUID, checked before anything is sent (a name in deployment_id
 * would be a 422): accepted in any case, kept lower-case as the API writes them (ids are compared
 * with the ones it returns). Never quoted back: a value pasted into the wrong input may be a secret.
 */
export function uuid(p: Problems, input: keyof typeof UUID_INPUTS, value: string): string | undefined {
  if (value === '') return undefined;
  if (UUID.test(value)) return value.toLowerCase();
  // Letters past `f`, spaces, dots or underscores where the deployment's id goes: a name, not a
  // mistyped UUID; say how a deployment is found by name.
  const byName = { deployment_id: 'name', from_deployment_id: 'from' } as Partial<Record<string, string>>;
  const more =
    byName[input] && /[g-z_. ]/i.test(value)
      ? `; to find a deployment by its name, set ${byName[input]} instead`
      : '';
  return p.add(input, `is not a UUID (${UUID_INPUTS[input]}, e.g. ${UUID_EXAMPLE})${more}`);
}

/** An id that goes into a URL path: letters, digits, `.`, `_`, `-` (UUIDs fit). */
export function identifier(p: Problems, input: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value)) return value;
  return p.add(input, 'is not an id; use letters, digits, ".", "_" or "-" (at most 128), e.g. a UUID');
}

/** A value sent as a header: printable ASCII, no spaces. Never quoted back: it may be a secret. */
export function headerValue(p: Problems, input: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (!/^[\x21-\x7e]+$/.test(value))
    return p.add(input, 'contains spaces, newlines or non-ASCII characters; paste the value alone');
  if (value.length > LIMITS.headerValueLength)
    return p.add(input, `is longer than ${LIMITS.headerValueLength} characters`);
  return value;
}

/** Free text that ends up in request bodies and logs: one line, bounded. */
export function text(p: Problems, input: string, value: string, maxLength: number): string | undefined {
  if (value === '') return undefined;
  if (hasControl(value))
    return p.add(input, 'must be one line without control characters or line/paragraph separators');
  if (value.length > maxLength) return p.add(input, `is longer than ${maxLength} characters`);
  return value;
}

/** A base URL the API key may be sent to (https, or http on loopback), without trailing slash. */
export function baseUrl(p: Problems, input: string, value: string): URL | undefined {
  if (value === '') return undefined;
  const checked = checkBaseUrl(value);
  return typeof checked === 'string' ? p.add(input, checked) : checked;
}

export function jsonObject(
  p: Problems,
  input: string,
  value: string,
  maxLength: number,
): Record<string, unknown> | undefined {
  if (value === '') return undefined;
  if (value.length > maxLength) return p.add(input, `is longer than ${maxLength} characters`);
  const parsed = tryJson(value);
  if (isRecord(parsed)) return parsed;
  return p.add(input, 'is not a JSON object; use e.g. {"min_scale": 1, "max_scale": 3}');
}
