import { Script, createContext } from 'node:vm';
import { excerpt, type Redact } from '../base/untrusted.ts';
import type { Expectations } from '../inputs/types.ts';
import type { ExpectationResult, TokenUsage } from '../run/facts.ts';
import type { SeenCall } from './trajectory-match.ts';

/** What one run of a case produced, as the expectations look at it. */
export interface Observation {
  /** The last AI message with text (empty when there is none). */
  reply: string;
  /** Tools called during the run, in order. */
  tools: string[];
  /** The run's final state values. */
  values: unknown;
  durationMs: number;
  /** The tool calls with their arguments (`trajectory`). */
  toolCalls?: SeenCall[];
  /** The tokens the run's AI messages reported (`max_tokens`, the report). */
  tokens?: TokenUsage;
}

/** The reply is judged on its first this many characters (a reply is bounded, the judging too). */
export const JUDGED_REPLY_CHARS = 256 * 1024;
/**
 * The `matches` patterns of one run get this long together on its reply; taking longer leaves the
 * run not judged. Together, so that no number of patterns can hold the run up for longer; a second,
 * because it is wall time: a busy runner must not make 50 ordinary patterns look catastrophic.
 */
export const PATTERN_MS = 1_000;

/** A regular expression that ran out of time: the pattern's problem, not the agent's. */
export class PatternTooSlow extends Error {}

/**
 * Judges one run against a case's expectations, in the order the file lists them. Pure but for
 * `matches`, whose patterns run in a separate context with a time limit (a pattern cannot hang the
 * run even if it slipped past the nesting check). Server text in a detail is redacted and bounded.
 */
export function judge(expect: Expectations, seen: Observation, redact: Redact): ExpectationResult[] {
  const reply = seen.reply.slice(0, JUDGED_REPLY_CHARS);
  const quote = quoting(seen.reply, redact);
  const run: JudgedRun = {
    seen,
    redact,
    reply,
    lower: reply.toLowerCase(),
    quote,
    quoted: () => (reply ? `the reply was "${quote.start()}"` : 'there was no AI reply'),
  };
  return Object.values(KINDS).flatMap((kind) => kind(expect, run));
}

/** One run as the expectation kinds look at it: the reply cut to its judged length, and its quotes. */
interface JudgedRun {
  seen: Observation;
  redact: Redact;
  reply: string;
  lower: string;
  quote: Quotes;
  /** The reply's start, quoted, or that there was none. */
  quoted(): string;
}

/** A kind's results on one run: none when the case does not use it. */
type Kind = (expect: Expectations, run: JudgedRun) => ExpectationResult[];

/**
 * The most characters of one text of the checks file or of a dataset's reference outputs shown in
 * an expectation's label (`contains "…"`): a reference may be a megabyte long.
 */
const LABEL_TEXT_CHARS = 200;
/** The most characters of a tool's name in a label or a detail (as trajectory-match.ts shows them). */
const LABEL_TOOL_CHARS = 64;

/**
 * A text as an expectation's label shows it: a `{{reference.PATH}}` fills it from a dataset, whose
 * values may hold anything — a secret, a terminal escape, a line that reads as a workflow
 * command. Redacted first (a cut must not leave part of a secret), then one line, then cut.
 */
const labelled = (text: string, redact: Redact, max = LABEL_TEXT_CHARS): string => excerpt(text, max, redact);

/** A result, with its detail only when unmet. */
const result = (expectation: string, met: boolean, detail: () => string): ExpectationResult => ({
  expectation,
  met,
  ...(met ? {} : { detail: detail() }),
});

/**
 * The expectation kinds, by their name in the checks file, in the order their results are listed:
 * a new kind is one entry. (Issue 28's kinds — trajectory, max_tokens, judge — are in expect-more.ts.)
 */
const KINDS = {
  contains: (expect, { lower, quoted, redact }) =>
    (expect.contains ?? []).map((want) =>
      result(
        `contains "${labelled(want, redact)}"`,
        lower.includes(want.toLowerCase()),
        () => `not found: ${quoted()}`,
      ),
    ),
  not_contains: (expect, { lower, quote, redact }) =>
    (expect.notContains ?? []).map((unwanted) => {
      const at = lower.indexOf(unwanted.toLowerCase());
      return result(`not_contains "${labelled(unwanted, redact)}"`, at < 0, () => quote.found(unwanted, at));
    }),
  matches: (expect, { reply, quoted, redact }) => {
    const patterns = expect.matches ?? [];
    const matched = matchAll(patterns, reply);
    return patterns.map((pattern, i) =>
      result(`matches /${labelled(pattern, redact)}/`, matched[i]!, () => `no match: ${quoted()}`),
    );
  },
  tools: (expect, { seen, redact }) =>
    expect.tools?.length ? [toolsResult(expect, seen.tools, redact)] : [],
  values: (expect, { seen, redact }) =>
    (expect.values ?? []).map(({ path, equals }) => {
      const found = valueAt(seen.values, path);
      return result(
        `values ${path} = ${labelled(JSON.stringify(equals) ?? 'null', redact, 80)}`,
        found.present && sameValue(found.value, equals),
        () =>
          found.present
            ? `${path} is ${excerpt(safeJson(found.value), 160, redact)}`
            : `${path} is not in the final state values`,
      );
    }),
  max_seconds: (expect, { seen }) =>
    expect.maxSeconds === undefined
      ? []
      : [
          result(
            `max_seconds ${expect.maxSeconds}`,
            seen.durationMs <= expect.maxSeconds * 1_000,
            () => `took ${(seen.durationMs / 1_000).toFixed(1)} s`,
          ),
        ],
} satisfies Record<string, Kind>;

/** `tools`: each was called, and in order when `tools_in_order` says so. */
function toolsResult(expect: Expectations, called: string[], redact: Redact): ExpectationResult {
  const tools = expect.tools ?? [];
  const missing = tools.filter((tool) => !called.includes(tool));
  const inOrder = expect.toolsInOrder ? isSubsequence(tools, called) : true;
  const calls = called.length
    ? `called: ${called
        .slice(0, 20)
        .map((t) => excerpt(t, 64, redact))
        .join(', ')}`
    : 'no tool was called';
  const named = (list: string[]): string => list.map((t) => labelled(t, redact, LABEL_TOOL_CHARS)).join(', ');
  return result(
    `tools [${named(tools)}]${expect.toolsInOrder ? ' in order' : ''}`,
    missing.length === 0 && inOrder,
    () => (missing.length ? `not called: ${named(missing)} (${calls})` : `not in this order (${calls})`),
  );
}

/** Characters a quote shows on each side of what it is about. */
const AROUND = 60;
/** The longest quote of a reply. */
const QUOTED = 160;
const MASK = '***';

/** Quotes of one reply, for the details of unmet expectations. */
interface Quotes {
  /** Its start. */
  start(): string;
  /**
   * Where `unwanted`, found at `at` in the reply, is: quoted around it; or, when it is not in the
   * redacted reply (it lies inside a secret, or across one), said so and quoted around the mask.
   */
  found(unwanted: string, at: number): string;
}

/**
 * Quotes of a reply, made of the reply redacted as a whole: a cut made before redaction could
 * leave part of a secret the redactor no longer recognises (the first 68 characters of a
 * 164-character secret, say). Redacted once, when a quote is first needed.
 */
function quoting(reply: string, redact: Redact): Quotes {
  let redacted: string | undefined;
  const shown = (): string => (redacted ??= redact(reply));
  const around = (from: number, to: number): string =>
    excerpt(shown().slice(Math.max(0, from - AROUND), to + AROUND), QUOTED, redact);
  return {
    start: () => excerpt(shown().slice(0, 4 * QUOTED), QUOTED, redact),
    found(unwanted, at) {
      const whole = shown();
      const where = whole.toLowerCase().indexOf(unwanted.toLowerCase());
      if (where >= 0) return `found in "${around(where, where + unwanted.length)}"`;
      // The reply before the match, redacted, agrees with the whole one up to the secret the
      // match lies in: that secret's mask starts where they part.
      const before = redact(reply.slice(0, at));
      let same = 0;
      while (same < before.length && before[same] === whole[same]) same++;
      const mask = Math.max(0, whole.lastIndexOf(MASK, same));
      return `matched inside a masked value (a secret): "${around(mask, mask + MASK.length)}"`;
    },
  };
}

/** Tests every pattern in turn, noting which one it is at (`at`): the one a timeout stopped. */
const MATCH_ALL = new Script(
  'results = []; for (at = 0; at < sources.length; at++) results.push(new RegExp(sources[at]).test(text) === true);',
);

interface Sandbox {
  sources: string[];
  text: string;
  at: number;
  results: boolean[];
}

/**
 * Whether each pattern matches the text: all of them in one run of a separate context, within
 * PATTERN_MS together; PatternTooSlow, naming the pattern it stopped at, past it. One run: making
 * a context and the time limit's watchdog cost about 0.7 ms a call, which for 200 cases × 20 runs
 * × 50 patterns blocked the run for minutes.
 */
function matchAll(sources: string[], text: string): boolean[] {
  if (sources.length === 0) return [];
  const sandbox = createContext({ sources, text, at: 0, results: [] }) as Sandbox;
  try {
    MATCH_ALL.runInContext(sandbox, { timeout: PATTERN_MS });
    return sources.map((_, i) => sandbox.results[i] === true);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new PatternTooSlow(
        `matches /${sources[sandbox.at] ?? ''}/ took longer than ${PATTERN_MS} ms on the reply${sources.length > 1 ? ` (the run's ${sources.length} patterns get ${PATTERN_MS} ms together)` : ''}`,
      );
    throw error;
  }
}

/** Whether `wanted` appears in `seen` in this order, other items allowed in between. */
function isSubsequence(wanted: string[], seen: string[]): boolean {
  let at = 0;
  for (const item of seen) if (item === wanted[at]) at++;
  return at === wanted.length;
}

/** A list index as JSON writes one: digits, no leading zero. */
const INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * The value at dotted keys (`answer.status`, `items.0.id`): an object's own JSON keys and a list's
 * indices, nothing JavaScript adds to them (a list's `length`, `constructor`, an inherited key).
 */
export function valueAt(root: unknown, path: string): { present: boolean; value?: unknown } {
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return { present: false };
    const present = Array.isArray(current)
      ? INDEX.test(key) && Number(key) < current.length
      : Object.hasOwn(current, key);
    if (!present) return { present: false };
    current = (current as Record<string, unknown>)[key];
  }
  return { present: true, value: current };
}

/** Equal as JSON values are: same types, same keys whatever their order, same items in order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.hasOwn(b, k) &&
        sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
