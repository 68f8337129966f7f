import { Script, createContext } from 'node:vm';
import { boundedJson, excerpt, type Redact } from '../base/untrusted.ts';
import { JUDGED_REPLY_CHARS, PATTERN_MS } from '../base/policy.ts';
import { msOf, secondsOf } from '../time/duration.ts';
import type { Expectations } from '../inputs/types.ts';
import type { ExpectationResult, TokenUsage } from '../run/facts.ts';
import { judgeReply, type JudgeDeps, type JudgeGiven } from './llm-judge.ts';
import { describeTrajectoryFailure, matchTrajectory, sameValue, type SeenCall } from './trajectory-match.ts';

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

/** The most trajectory failures a result names; the rest are counted. */
const SHOWN_FAILURES = 3;

/**
 * A run judged: the results of its expectations, and why it cannot be judged when one of them had
 * nothing to judge it on (never a pass, never the agent's failure).
 */
export interface Judged {
  results: ExpectationResult[];
  notJudged?: string;
}

/** The `judge` expectation's model: how to reach it, and what it is shown beside the reply. */
interface LlmJudge {
  given: JudgeGiven;
  deps: JudgeDeps;
}

/**
 * Judges one run against a case's expectations, kind by kind in the order of KINDS. Pure but for
 * `matches`, whose patterns run in a separate context with a time limit (a pattern cannot hang the
 * run even if it slipped past the nesting check), and `judge`, which asks `llm` (its call is not
 * part of the run's time: `max_seconds` judges the agent, not the judge). Server text in a detail
 * is redacted and bounded. The first kind that cannot judge says why the run is not judged.
 */
export async function judge(
  expect: Expectations,
  seen: Observation,
  redact: Redact,
  llm?: LlmJudge,
): Promise<Judged> {
  const reply = seen.reply.slice(0, JUDGED_REPLY_CHARS);
  const quote = quoting(seen.reply, redact);
  const run: JudgedRun = {
    seen,
    redact,
    llm,
    reply,
    lower: reply.toLowerCase(),
    quote,
    quoted: () => (reply ? `the reply was "${quote.start()}"` : 'there was no AI reply'),
  };
  const results: ExpectationResult[] = [];
  let notJudged: string | undefined;
  for (const kind of Object.values(KINDS)) {
    const judged: Judged = await kind(expect, run);
    results.push(...judged.results);
    notJudged ??= judged.notJudged;
  }
  return { results, ...(notJudged ? { notJudged } : {}) };
}

/** One run as the expectation kinds look at it: the reply cut to its judged length, and its quotes. */
interface JudgedRun {
  seen: Observation;
  redact: Redact;
  llm: LlmJudge | undefined;
  reply: string;
  lower: string;
  quote: Quotes;
  /** The reply's start, quoted, or that there was none. */
  quoted(): string;
}

/** A kind's results on one run (none when the case does not use it), or why it cannot judge it. */
type Kind = (expect: Expectations, run: JudgedRun) => Judged | Promise<Judged>;

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

const NONE: Judged = { results: [] };

/**
 * The expectation kinds, by their name in the checks file, in the order their results are listed:
 * a new kind is one entry here and one reader in inputs/checks-file.ts.
 */
const KINDS = {
  contains: (expect, { lower, quoted, redact }) => ({
    results: (expect.contains ?? []).map((want) =>
      result(
        `contains "${labelled(want, redact)}"`,
        lower.includes(want.toLowerCase()),
        () => `not found: ${quoted()}`,
      ),
    ),
  }),
  not_contains: (expect, { lower, quote, redact }) => ({
    results: (expect.notContains ?? []).map((unwanted) => {
      const at = lower.indexOf(unwanted.toLowerCase());
      return result(`not_contains "${labelled(unwanted, redact)}"`, at < 0, () => quote.found(unwanted, at));
    }),
  }),
  matches: (expect, { reply, quoted, redact }) => {
    const patterns = expect.matches ?? [];
    const matched = matchAll(patterns, reply);
    if (typeof matched === 'string') return { results: [], notJudged: matched };
    return {
      results: patterns.map((pattern, i) =>
        result(`matches /${labelled(pattern, redact)}/`, matched[i]!, () => `no match: ${quoted()}`),
      ),
    };
  },
  // Each was called, and in order when `tools_in_order` says so.
  tools: ({ tools = [], toolsInOrder }, { seen: { tools: called }, redact }) => {
    if (!tools.length) return NONE;
    const missing = tools.filter((tool) => !called.includes(tool));
    const shown = called.slice(0, 20).map((t) => excerpt(t, LABEL_TOOL_CHARS, redact));
    const calls = called.length ? `called: ${shown.join(', ')}` : 'no tool was called';
    const named = (list: string[]): string =>
      list.map((t) => labelled(t, redact, LABEL_TOOL_CHARS)).join(', ');
    return {
      results: [
        result(
          `tools [${named(tools)}]${toolsInOrder ? ' in order' : ''}`,
          missing.length === 0 && (!toolsInOrder || isSubsequence(tools, called)),
          () =>
            missing.length ? `not called: ${named(missing)} (${calls})` : `not in this order (${calls})`,
        ),
      ],
    };
  },
  values: (expect, { seen, redact }) => ({
    results: (expect.values ?? []).map(({ path, equals }) => {
      const found = valueAt(seen.values, path);
      return result(
        `values ${path} = ${labelled(JSON.stringify(equals) ?? 'null', redact, 80)}`,
        found.present && sameValue(found.value, equals),
        () =>
          found.present
            ? `${path} is ${excerpt(boundedJson(found.value), 160, redact)}`
            : `${path} is not in the final state values`,
      );
    }),
  }),
  max_seconds: ({ maxSeconds }, { seen }) =>
    maxSeconds === undefined
      ? NONE
      : {
          results: [
            result(
              `max_seconds ${maxSeconds}`,
              seen.durationMs <= msOf(maxSeconds),
              () => `took ${secondsOf(seen.durationMs).toFixed(1)} s`,
            ),
          ],
        },
  trajectory: ({ trajectory: want }, { seen, redact }) => {
    if (!want) return NONE;
    const calls = want.calls.map((c) => c.name).join(', ');
    const expectation = `trajectory ${want.match} (args ${want.args}) [${excerpt(calls, 200, redact)}]`;
    const { met, failures } = matchTrajectory(want.calls, seen.toolCalls ?? [], want);
    const more = failures.length - SHOWN_FAILURES;
    const lines = failures.slice(0, SHOWN_FAILURES).map((f) => describeTrajectoryFailure(f, redact));
    return {
      results: [result(expectation, met, () => `${lines.join('; ')}${more > 0 ? `; + ${more} more` : ''}`)],
    };
  },
  // Usage no message reported cannot be judged: never a pass, never the agent's failure.
  max_tokens: ({ maxTokens }, { seen: { tokens } }) => {
    if (maxTokens === undefined) return NONE;
    if (!tokens?.known)
      return {
        results: [],
        notJudged: `max_tokens ${maxTokens}: the run's AI messages reported no token usage (usage_metadata), so its cost is unknown`,
      };
    const used = `${tokens.unreported ? 'at least ' : ''}${tokens.total}`;
    return {
      results: [
        result(
          `max_tokens ${maxTokens}`,
          tokens.total <= maxTokens,
          () => `used ${used} tokens (${tokens.input} in, ${tokens.output} out)`,
        ),
      ],
    };
  },
  judge: async ({ judge: want }, { seen, llm }) => {
    if (!want) return NONE;
    if (!llm) return { results: [], notJudged: 'judge: not judged: no judge to ask' };
    const { result: graded, notJudged } = await judgeReply(want, seen.reply, llm.given, llm.deps);
    return { results: graded ? [graded] : [], ...(notJudged ? { notJudged } : {}) };
  },
} satisfies Record<string, Kind>;

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
 * PATTERN_MS together; past it, why the run is not judged, naming the pattern it stopped at (the
 * pattern's problem, not the agent's). One run: making a context and the time limit's watchdog
 * cost about 0.7 ms a call, which for 200 cases × 20 runs × 50 patterns blocked the run for minutes.
 */
function matchAll(sources: string[], text: string): boolean[] | string {
  if (sources.length === 0) return [];
  const sandbox = createContext({ sources, text, at: 0, results: [] }) as Sandbox;
  try {
    MATCH_ALL.runInContext(sandbox, { timeout: PATTERN_MS });
    return sources.map((_, i) => sandbox.results[i] === true);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      return `matches /${sources[sandbox.at] ?? ''}/ took longer than ${PATTERN_MS} ms on the reply${sources.length > 1 ? ` (the run's ${sources.length} patterns get ${PATTERN_MS} ms together)` : ''}`;
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
