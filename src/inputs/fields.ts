import { hasControl } from '../base/untrusted.ts';
import * as z from 'zod';
import { parseDuration, formatDuration } from '../time/duration.ts';
import { checkBaseUrl } from './endpoint.ts';

/*
 * Each parser reports a bad value to Problems and returns a placeholder of the right type: a run
 * with any problem never starts, so the placeholder is never used.
 */

/**
 * Collects every bad input of a run so the user fixes them all at once. Each problem names
 * the input and what it accepts.
 */
export class Problems {
  readonly list: string[] = [];
  /** Where an input's value came from, when not the step itself (a fleet manifest's entry). */
  private readonly origin: (input: string) => string | undefined;

  constructor(origin: (input: string) => string | undefined = () => undefined) {
    this.origin = origin;
  }

  add(input: string, message: string): undefined {
    const from = this.origin(input);
    this.list.push(`${from ? `${from}: ` : ''}${input}: ${message}`);
    return undefined;
  }
}

export function oneOf<T extends string>(
  p: Problems,
  input: string,
  value: string,
  allowed: readonly [T, ...T[]],
): T {
  const parsed = z.enum(allowed).safeParse(value);
  if (parsed.success) return parsed.data;
  p.add(input, `"${value}" is not accepted; use one of ${allowed.join(', ')}`);
  return allowed[0];
}

/** The YAML 1.1 spellings workflow authors use; `true`/`false` in the docs. */
const BOOLEAN = z.union([
  z.enum(['true', 'True', 'TRUE', 'yes', 'on']).transform(() => true),
  z.enum(['false', 'False', 'FALSE', 'no', 'off']).transform(() => false),
]);

export function boolean(p: Problems, input: string, value: string): boolean {
  const parsed = BOOLEAN.safeParse(value);
  if (parsed.success) return parsed.data;
  p.add(input, `"${value}" is not a boolean; use true or false`);
  return false;
}

export function optionalBoolean(p: Problems, input: string, value: string): boolean | undefined {
  return value === '' ? undefined : boolean(p, input, value);
}

export function duration(
  p: Problems,
  input: string,
  value: string,
  bounds: { min: number; max: number },
): number {
  const ms = parseDuration(value);
  const range = `between ${formatDuration(bounds.min)} and ${formatDuration(bounds.max)}`;
  if (ms === undefined) {
    p.add(input, `"${value}" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; ${range}`);
    return bounds.min;
  }
  if (ms < bounds.min || ms > bounds.max) p.add(input, `${value} is out of range; use a duration ${range}`);
  return ms;
}

/** A number within bounds; `whole` accepts digits only. Out of bounds or unreadable: named with the range. */
function bounded(
  p: Problems,
  input: string,
  value: string,
  bounds: { min: number; max: number },
  whole: boolean,
): number {
  const parsed = z
    .string()
    .regex(whole ? /^\s*\d+\s*$/ : /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/)
    .transform(Number)
    .pipe(z.number().min(bounds.min).max(bounds.max))
    .safeParse(value);
  if (parsed.success) return parsed.data;
  p.add(
    input,
    `"${value}" is not accepted; use a ${whole ? 'whole ' : ''}number from ${bounds.min} to ${bounds.max}`,
  );
  return bounds.min;
}

export const number = (
  p: Problems,
  input: string,
  value: string,
  bounds: { min: number; max: number },
): number => bounded(p, input, value, bounds, false);

export const integer = (
  p: Problems,
  input: string,
  value: string,
  bounds: { min: number; max: number },
): number => bounded(p, input, value, bounds, true);

/** An id that goes into a URL path: letters, digits, `.`, `_`, `-` (UUIDs fit). */
export function identifier(p: Problems, input: string, value: string): string | undefined {
  if (value === '') return undefined;
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value)) return value;
  return p.add(input, 'is not an id; use letters, digits, ".", "_" or "-" (at most 128), e.g. a UUID');
}

/** A value sent as a header: printable ASCII, no spaces. Never quoted back: it may be a secret. */
export function headerValue(p: Problems, input: string, value: string, maxLength = 1024): string | undefined {
  if (value === '') return undefined;
  if (!/^[\x21-\x7e]+$/.test(value))
    return p.add(input, 'contains spaces, newlines or non-ASCII characters; paste the value alone');
  if (value.length > maxLength) return p.add(input, `is longer than ${maxLength} characters`);
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
  maxLength = 16_384,
): Record<string, unknown> | undefined {
  if (value === '') return undefined;
  if (value.length > maxLength) return p.add(input, `is longer than ${maxLength} characters`);
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  return p.add(input, 'is not a JSON object; use e.g. {"min_scale": 1, "max_scale": 3}');
}
