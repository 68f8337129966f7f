/**
 * Reading the start of a JSON text that was cut short (a reply larger than the most this action
 * reads): what it holds whole, and the start of what the cut fell in. One pass, no recursion and
 * no backtracking, so a hostile text can neither overflow the stack nor take long.
 */
import { tryJson } from './record.ts';

/** The elements of an array a text holds whole (parsed), and the text of the one the cut fell in. */
type CutArray = { whole: unknown[]; cut?: string };

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

function skipWhitespace(text: string, at: number): number {
  while (at < text.length && WHITESPACE.has(text[at]!)) at++;
  return at;
}

/** Where the string starting at `at` (its opening quote) ends, after its closing quote; -1 if cut. */
function stringEnd(text: string, at: number): number {
  for (let quote = text.indexOf('"', at + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text[quote - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return -1;
}

/** Where the value starting at `at` ends; -1 if the text ends first or it is not JSON. */
function valueEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length;) {
    const c = text[i]!;
    if (c === '"') {
      i = stringEnd(text, i);
      if (i < 0 || depth === 0) return i;
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth <= 0) return depth === 0 ? i + 1 : -1;
    } else if (depth === 0) {
      // A number or a literal: it ends at what follows it (at the end of the text it may be cut).
      let end = i;
      while (end < text.length && !',]}'.includes(text[end]!) && !WHITESPACE.has(text[end]!)) end++;
      return end < text.length ? end : -1;
    }
    i++;
  }
  return -1;
}

/**
 * The elements of the array under `field` of the top-level object, from a text cut short: those
 * it holds whole (parsed), at most `max` of them (the rest are not looked at), and the text of the
 * one the cut fell in. Undefined when the text does not begin like such an object, or the cut came
 * before the array.
 */
export function arrayFromCutText(text: string, field: string, max = Infinity): CutArray | undefined {
  let at = skipWhitespace(text, 0);
  if (text[at] !== '{') return undefined;
  for (at++; ;) {
    at = skipWhitespace(text, at);
    if (text[at] !== '"') return undefined;
    const keyEnd = stringEnd(text, at);
    const key = keyEnd < 0 ? undefined : tryJson(text.slice(at, keyEnd));
    if (key === undefined) return undefined;
    at = skipWhitespace(text, keyEnd);
    if (text[at] !== ':') return undefined;
    at = skipWhitespace(text, at + 1);
    if (key === field) return text[at] === '[' ? elements(text, at + 1, max) : undefined;
    const end = valueEnd(text, at);
    if (end < 0) return undefined;
    at = skipWhitespace(text, end);
    if (text[at] !== ',') return undefined;
    at++;
  }
}

/**
 * The elements of a top-level array (a list reply) from a text cut short: those it holds whole
 * (parsed), at most `max`, and the text of the one the cut fell in. Undefined when the text does
 * not begin with an array.
 */
export function elementsFromCutText(text: string, max = Infinity): CutArray | undefined {
  const at = skipWhitespace(text, 0);
  return text[at] === '[' ? elements(text, at + 1, max) : undefined;
}

function elements(text: string, at: number, max: number): CutArray {
  const whole: unknown[] = [];
  while (whole.length < max) {
    at = skipWhitespace(text, at);
    if (at >= text.length || text[at] === ']') return { whole };
    const end = valueEnd(text, at);
    if (end < 0) return { whole, cut: text.slice(at) };
    const element = tryJson(text.slice(at, end));
    if (element === undefined) return { whole };
    whole.push(element);
    at = skipWhitespace(text, end);
    if (text[at] !== ',') return { whole };
    at++;
  }
  return { whole };
}

/**
 * The fields of an object from a text cut short: those it holds whole, and, when the cut fell in
 * a string, that field with the start of its string (`cutField` names it). Undefined when the
 * text is not the start of an object.
 */
export function objectFromCutText(
  text: string,
): { fields: Record<string, unknown>; cutField?: string } | undefined {
  let at = skipWhitespace(text, 0);
  if (text[at] !== '{') return undefined;
  // No prototype: a field named `__proto__` is a field like any other.
  const fields = Object.create(null) as Record<string, unknown>;
  for (at++; ;) {
    at = skipWhitespace(text, at);
    const keyEnd = text[at] === '"' ? stringEnd(text, at) : -1;
    const key = keyEnd < 0 ? undefined : tryJson(text.slice(at, keyEnd));
    if (typeof key !== 'string') return { fields };
    at = skipWhitespace(text, keyEnd);
    if (text[at] !== ':') return { fields };
    at = skipWhitespace(text, at + 1);
    const end = valueEnd(text, at);
    if (end < 0) {
      const start = text[at] === '"' ? stringStart(text.slice(at)) : undefined;
      if (start === undefined) return { fields };
      fields[key] = start;
      return { fields, cutField: key };
    }
    const value = tryJson(text.slice(at, end));
    if (value === undefined) return { fields };
    fields[key] = value;
    at = skipWhitespace(text, end);
    if (text[at] !== ',') return { fields };
    at++;
  }
}

/** The start of a string cut short (from its opening quote), without an escape the cut left unfinished. */
function stringStart(text: string): string | undefined {
  let end = text.length;
  // Only the last few characters can be an unfinished escape: `\` or `\u` with up to 3 digits.
  const tail = text.slice(-6);
  const escape = /\\(?:u[0-9a-fA-F]{0,3})?$/.exec(tail);
  if (escape) {
    const slash = text.length - tail.length + escape.index;
    let run = 0;
    while (text[slash - run] === '\\') run++;
    // An odd run ends in a backslash that starts an escape; an even one is escaped backslashes.
    if (run % 2 === 1) end = slash;
  }
  const value = tryJson(`${text.slice(0, end)}"`);
  return typeof value === 'string' ? value : undefined;
}
