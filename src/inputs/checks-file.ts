import safeRegexModule from 'safe-regex2';
import { hasControl } from '../base/untrusted.ts';
import { isRecord } from '../base/record.ts';
import {
  ARGS_MODES,
  TRAJECTORY_MODES,
  type ArgsRule,
  type ExpectedCall,
  type JudgeExpectation,
  type TrajectoryExpectation,
} from './expect-kinds.ts';
import { readDuration } from './fields.ts';
import { LIMITS } from './limits.ts';
import type { CheckCase, DatasetSource, Expectations, ValueExpectation } from './types.ts';
import { msOf, secondsOf } from '../time/duration.ts';

/**
 * The agent checks file (`checks`): YAML or JSON, read from the workspace and checked whole
 * before anything is sent. Every problem names the case, the field and what is accepted; an
 * unknown field is an error (a typo must not silently check nothing); a regular expression that
 * does not compile, or whose nested repetition makes it catastrophic, is refused.
 */

interface ChecksFile {
  /** The default assistant of every case, when the file names one. */
  assistantId?: string;
  cases: CheckCase[];
  /** `dataset:`: cases read from a LangSmith dataset once the run starts. */
  dataset?: DatasetSource;
}

type Problem = (where: string, message: string) => void;

/** safe-regex2 (CommonJS): whether a pattern's repetitions nest no deeper than one level. */
const safeRegex = safeRegexModule as unknown as (source: string) => boolean;

const TOP_FIELDS = ['assistant_id', 'runs', 'cases', 'dataset'] as const;
const CASE_FIELDS = ['name', 'input', 'config', 'assistant_id', 'expect', 'runs', 'min_passes'] as const;

/** Reads one field of a case's `expect` (given) into its part of the expectations. */
type KindReader = (raw: unknown, where: string, at: Problem) => Partial<Expectations>;

/**
 * The expectation kinds, by their field in a case's `expect`, in the order they are read (and their
 * problems said): a new kind is one reader here and one entry in KINDS (agent-checks/expectations.ts).
 */
const EXPECT_READERS = {
  contains: (raw, where, at) => ({ contains: texts(raw, where, at) }),
  not_contains: (raw, where, at) => ({ notContains: texts(raw, where, at) }),
  matches: (raw, where, at) => ({ matches: patterns(raw, where, at) }),
  tools: (raw, where, at) => ({ tools: texts(raw, where, at) }),
  tools_in_order: (raw, where, at) => ({ toolsInOrder: bool(raw, where, at) }),
  values: (raw, where, at) => ({ values: values(raw, where, at) }),
  max_seconds: (raw, where, at) => ({ maxSeconds: seconds(raw, where, at) }),
  trajectory: (raw, where, at) => ({ trajectory: trajectory(raw, where, at) }),
  max_tokens: (raw, where, at) => ({ maxTokens: maxTokens(raw, where, at) }),
  judge: (raw, where, at) => ({ judge: judgeRubric(raw, where, at) }),
} satisfies Record<string, KindReader>;
const EXPECT_FIELDS = Object.keys(EXPECT_READERS);

/**
 * Reads the parsed document (YAML or JSON: yaml-text.ts) into cases, reporting every problem
 * through `problem` with the place it was found.
 */
export function readChecksFile(doc: unknown, problem: (message: string) => void): ChecksFile | undefined {
  const at: Problem = (where, message) => problem(`${where}: ${message}`);
  if (!isRecord(doc)) {
    problem('must be a mapping with `cases:` (a list of cases), e.g. `cases: [{name: greets, input: Hi}]`');
    return undefined;
  }
  unknownFields(doc, TOP_FIELDS, 'the file', at);
  const assistantId = optionalText(doc.assistant_id, 'assistant_id', 256, at);
  const runs = count(doc.runs, 'runs', LIMITS.checks.runs, at) ?? 1;
  const fileCases = Array.isArray(doc.cases) ? doc.cases.length : 0;
  const dataset = doc.dataset === undefined ? undefined : readDataset(doc.dataset, runs, fileCases, at);
  if (doc.dataset !== undefined && doc.cases === undefined)
    return dataset && { ...(assistantId ? { assistantId } : {}), cases: [], dataset };
  if (!Array.isArray(doc.cases) || doc.cases.length === 0) {
    at(
      'cases',
      'is required: a list of at least one case, each with a `name` and an `input` (or `dataset:`, a LangSmith dataset)',
    );
    return undefined;
  }
  if (doc.cases.length > LIMITS.checks.cases)
    at('cases', `holds ${doc.cases.length} cases; at most ${LIMITS.checks.cases}`);
  const cases: CheckCase[] = [];
  const names = new Set<string>();
  doc.cases.slice(0, LIMITS.checks.cases).forEach((raw, index) => {
    const parsed = readCase(raw, index, runs, at);
    if (!parsed) return;
    if (names.has(parsed.name)) at(`case "${parsed.name}"`, 'the name is given twice; names must be unique');
    names.add(parsed.name);
    cases.push(parsed);
  });
  return { ...(assistantId ? { assistantId } : {}), cases, ...(dataset ? { dataset } : {}) };
}

function readCase(raw: unknown, index: number, defaultRuns: number, at: Problem): CheckCase | undefined {
  const fallback = `case ${index + 1}`;
  if (!isRecord(raw)) {
    at(fallback, 'must be a mapping with `name`, `input` and optionally `expect`');
    return undefined;
  }
  const name = caseName(raw.name, `${fallback}: name`, at);
  const where = name ? `case "${name}"` : fallback;
  if (raw.name === undefined) at(where, 'name is required: a short text that names the case in reports');
  unknownFields(raw, CASE_FIELDS, where, at);
  const input = readInput(raw.input, where, at);
  const config = raw.config === undefined ? undefined : objectField(raw.config, `${where}: config`, at);
  const assistantId = optionalText(raw.assistant_id, `${where}: assistant_id`, 256, at);
  const runs = count(raw.runs, `${where}: runs`, LIMITS.checks.runs, at) ?? defaultRuns;
  const minPasses = count(raw.min_passes, `${where}: min_passes`, LIMITS.checks.runs, at) ?? runs;
  if (minPasses > runs) at(where, `min_passes (${minPasses}) is more than runs (${runs})`);
  const expect = readExpect(raw.expect, where, at);
  if (!name || !input || !expect) return undefined;
  return {
    name,
    input,
    ...(config ? { config } : {}),
    ...(assistantId ? { assistantId } : {}),
    expect,
    runs,
    minPasses: Math.min(minPasses, runs),
  };
}

/** A string is one human message; an object is the run's input as the API takes it. */
function readInput(raw: unknown, where: string, at: Problem): Record<string, unknown> | undefined {
  if (typeof raw === 'string' && raw.trim() !== '') {
    if (raw.length > LIMITS.checks.textLength)
      return void at(`${where}: input`, `is longer than ${LIMITS.checks.textLength} characters`);
    return { messages: [{ role: 'human', content: raw }] };
  }
  if (isRecord(raw)) return raw;
  at(
    `${where}: input`,
    'is required: a message (text), or the run input as an object, e.g. {messages: [{role: human, content: Hi}]}',
  );
  return undefined;
}

function readExpect(raw: unknown, where: string, at: Problem): Expectations | undefined {
  if (raw === undefined || raw === null) return { toolsInOrder: false };
  if (!isRecord(raw)) {
    at(`${where}: expect`, `must be a mapping of ${EXPECT_FIELDS.join(', ')}`);
    return undefined;
  }
  unknownFields(raw, EXPECT_FIELDS, `${where}: expect`, at);
  const field = (name: string): string => `${where}: expect.${name}`;
  const expect: Expectations = { toolsInOrder: false, ...readExpectations(raw, field, at) };
  if (expect.toolsInOrder && !expect.tools?.length)
    at(field('tools_in_order'), 'needs `tools`: the calls whose order it checks');
  return expect;
}

/** Each kind a case's `expect` names, read by its reader (`field` names a field for its problems). */
export function readExpectations(
  raw: Record<string, unknown>,
  field: (name: string) => string,
  at: Problem,
): Partial<Expectations> {
  const parts = Object.entries(EXPECT_READERS).flatMap(([name, read]) =>
    raw[name] === undefined ? [] : Object.entries(read(raw[name], field(name), at)),
  );
  return Object.fromEntries(parts.filter(([, value]) => value !== undefined));
}

/** One text or a list of them, each one line of bounded length. */
function texts(raw: unknown, where: string, at: Problem): string[] | undefined {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0 || list.length > LIMITS.checks.listItems)
    return void at(where, `must be a text or a list of 1 to ${LIMITS.checks.listItems} texts`);
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'number' || typeof item === 'boolean') out.push(String(item));
    else if (typeof item === 'string' && item !== '' && item.length <= LIMITS.checks.textLength)
      out.push(item);
    else
      return void at(
        where,
        `must be a text or a list of texts (each 1 to ${LIMITS.checks.textLength} characters)`,
      );
  }
  return out;
}

/** Regular expressions that compile and cannot backtrack catastrophically. */
function patterns(raw: unknown, where: string, at: Problem): string[] | undefined {
  const list = texts(raw, where, at);
  if (!list) return undefined;
  for (const source of list) {
    const problem = patternProblem(source);
    if (problem) return void at(where, `"${source.slice(0, 80)}" ${problem}`);
  }
  return list;
}

/**
 * Why a pattern is refused: it does not compile, or a repetition inside a repetition (`(a+)+`,
 * `(\w+\s?)*`) lets it take exponential time on a long reply. safe-regex2 measures that nesting.
 */
export function patternProblem(source: string): string | undefined {
  try {
    new RegExp(source);
  } catch (error) {
    return `is not a regular expression: ${(error as Error).message.split('\n')[0]!.slice(0, 200)}`;
  }
  if (!safeRegex(source))
    return 'is refused: it nests repetitions (like `(a+)+`), which can take exponential time on a long reply; write it without a repeated group that itself repeats';
  return undefined;
}

function values(raw: unknown, where: string, at: Problem): ValueExpectation[] | undefined {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0 || list.length > LIMITS.checks.listItems)
    return void at(where, `must be {path, equals} or a list of 1 to ${LIMITS.checks.listItems} of them`);
  const out: ValueExpectation[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.path !== 'string' || !('equals' in item)) {
      at(
        where,
        'each must be {path: a.b.c, equals: <value>} (path: dotted keys into the final state values)',
      );
      return undefined;
    }
    unknownFields(item, ['path', 'equals'], where, at);
    if (!/^[^.\s]+(\.[^.\s]+)*$/.test(item.path) || item.path.length > 256)
      return void at(
        where,
        `path "${item.path.slice(0, 80)}" is not dotted keys (e.g. answer.status, items.0.id)`,
      );
    out.push({ path: item.path, equals: item.equals });
  }
  return out;
}

/**
 * A duration as every time input takes it (`20` seconds, `2m`, `90s`), in seconds. A YAML number
 * is taken as it is (`1.1`, not rounded to a millisecond).
 */
function seconds(raw: unknown, where: string, at: Problem): number | undefined {
  if (typeof raw === 'number' && raw > 0 && raw <= LIMITS.checks.maxSeconds) return raw;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : JSON.stringify(raw);
  const { ms, problem } = readDuration(text.slice(0, 80), { min: 1, max: msOf(LIMITS.checks.maxSeconds) });
  if (problem) return void at(where, problem);
  return secondsOf(ms);
}

/** `trajectory`: `{match, args, calls}`, the modes defaulting as agentevals' do (strict, exact). */
function trajectory(raw: unknown, where: string, at: Problem): TrajectoryExpectation | undefined {
  if (!isRecord(raw))
    return void at(
      where,
      'must be a mapping {match, args, calls}, e.g. {match: superset, calls: [lookup_policy]}',
    );
  unknownFields(raw, ['match', 'args', 'calls', 'overrides'], where, at);
  const match = mode(raw.match, TRAJECTORY_MODES, 'strict', `${where}.match`, at);
  const args = mode(raw.args, ARGS_MODES, 'exact', `${where}.args`, at);
  const calls = expectedCalls(raw.calls, `${where}.calls`, at);
  const overrides =
    raw.overrides === undefined ? undefined : argsOverrides(raw.overrides, calls, `${where}.overrides`, at);
  if (!match || !args || !calls || (raw.overrides !== undefined && !overrides)) return undefined;
  return { match, args, calls, ...(overrides ? { overrides } : {}) };
}

/**
 * `overrides`: `{tool: mode}` or `{tool: [key, …]}`, agentevals' `tool_args_match_overrides`. Each
 * tool must be one the calls name (a typo would silently compare nothing), unless a name is filled
 * from a dataset's reference; keys are dotted (`filter.region`).
 */
function argsOverrides(
  raw: unknown,
  calls: ExpectedCall[] | undefined,
  where: string,
  at: Problem,
): Record<string, ArgsRule> | undefined {
  const max = LIMITS.checks.listItems;
  const entries = isRecord(raw) ? Object.entries(raw) : [];
  if (entries.length === 0 || entries.length > max)
    return void at(
      where,
      `must map 1 to ${max} tool names to a mode (${ARGS_MODES.join(', ')}) or a list of argument keys, e.g. {search: [query]}`,
    );
  const named = new Set(calls?.map((c) => c.name));
  const filled = calls?.some((c) => /\{\{/.test(c.name)) ?? true;
  const rules = entries.map(([name, value]): [string, ArgsRule | undefined] => {
    const field = `${where}.${toolName(name) ? name.slice(0, 64) : JSON.stringify(name.slice(0, 64))}`;
    if (!toolName(name)) at(field, "is not a tool's name: one line of 1 to 256 characters");
    else if (!filled && !named.has(name))
      at(field, 'names a tool no expected call names; list it in `calls`');
    return [name, argsRule(value, field, at)];
  });
  if (rules.some(([name, rule]) => rule === undefined || !toolName(name))) return undefined;
  return Object.fromEntries(rules) as Record<string, ArgsRule>;
}

/** A mode, or 1 to listItems dotted argument keys. */
function argsRule(raw: unknown, where: string, at: Problem): ArgsRule | undefined {
  if ((ARGS_MODES as readonly unknown[]).includes(raw)) return raw as ArgsRule;
  const max = LIMITS.checks.listItems;
  const dotted = (k: unknown): k is string =>
    typeof k === 'string' && k.length <= 256 && /^[^.\s]+(\.[^.\s]+)*$/.test(k);
  if (Array.isArray(raw) && raw.length > 0 && raw.length <= max && raw.every(dotted)) return raw;
  return void at(
    where,
    `must be one of ${ARGS_MODES.join(', ')}, or a list of 1 to ${max} argument keys (dotted: filter.region) that must be equal`,
  );
}

/** One of `modes`, or `fallback` when absent. */
function mode<T extends string>(
  raw: unknown,
  modes: readonly T[],
  fallback: T,
  where: string,
  at: Problem,
): T | undefined {
  if (raw === undefined) return fallback;
  if (typeof raw === 'string' && (modes as readonly string[]).includes(raw)) return raw as T;
  return void at(where, `must be one of ${modes.join(', ')}`);
}

/** `- name` (any arguments) or `- name: {key: value}` (its arguments), 1 to listItems of them. */
function expectedCalls(raw: unknown, where: string, at: Problem): ExpectedCall[] | undefined {
  const max = LIMITS.checks.listItems;
  const problem = `must be a list of 1 to ${max} calls, each a tool's name or {name: {argument: value}}`;
  if (typeof raw === 'string' && /\{\{\s*reference\./.test(raw))
    return void at(
      where,
      `is ${JSON.stringify(raw.slice(0, 80))}: a reference cannot stand for the whole list of calls (no list is read from an example's outputs). List the calls, with {{reference.PATH}} in a tool's name or an argument, e.g. [{lookup_policy: {topic: "{{reference.topic}}"}}]`,
    );
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > max) return void at(where, problem);
  const calls: ExpectedCall[] = [];
  for (const [i, item] of raw.entries()) {
    const call = expectedCall(item);
    if (!call) return void at(`${where}[${i}]`, problem);
    calls.push(call);
  }
  return calls;
}

/** A tool's name as a call or an override gives it: one line, 1 to 256 characters. */
function toolName(name: string): boolean {
  return name.trim() !== '' && name.length <= 256 && !/[\r\n]/.test(name);
}

function expectedCall(item: unknown): ExpectedCall | undefined {
  if (typeof item === 'string') return toolName(item) ? { name: item } : undefined;
  if (!isRecord(item)) return undefined;
  const entries = Object.entries(item);
  if (entries.length !== 1) return undefined;
  const [name, args] = entries[0]!;
  if (!toolName(name)) return undefined;
  if (args === null) return { name };
  return isRecord(args) ? { name, args } : undefined;
}

function maxTokens(raw: unknown, where: string, at: Problem): number | undefined {
  const max = LIMITS.checks.maxTokens;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max) return raw;
  return void at(where, `must be a whole number of tokens from 1 to ${max}`);
}

/** `judge`: a rubric (it goes to the judge with every run) and the score a run needs, 0.5 unless given. */
function judgeRubric(raw: unknown, where: string, at: Problem): JudgeExpectation | undefined {
  if (!isRecord(raw))
    return void at(
      where,
      'must be a mapping {rubric, threshold}, e.g. {rubric: "States the refund window", threshold: 0.7}',
    );
  unknownFields(raw, ['rubric', 'threshold'], where, at);
  const { rubric, threshold = 0.5 } = raw;
  const max = LIMITS.checks.rubricLength;
  const okRubric = typeof rubric === 'string' && rubric.trim() !== '' && rubric.length <= max;
  if (!okRubric) at(`${where}.rubric`, `is required: what a good reply does, 1 to ${max} characters`);
  const okThreshold = typeof threshold === 'number' && threshold >= 0 && threshold <= 1;
  if (!okThreshold) at(`${where}.threshold`, 'must be a number from 0 to 1 (the score a run needs)');
  if (!okRubric || !okThreshold) return undefined;
  return { rubric, threshold };
}

function count(raw: unknown, where: string, max: number, at: Problem): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max) return raw;
  return void at(where, `must be a whole number from 1 to ${max}`);
}

function bool(raw: unknown, where: string, at: Problem): boolean {
  if (typeof raw === 'boolean') return raw;
  at(where, 'must be true or false');
  return false;
}

function optionalText(raw: unknown, where: string, max: number, at: Problem): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && raw.trim() !== '' && raw.length <= max && !/[\r\n]/.test(raw)) return raw;
  return void at(where, `must be one line of text, at most ${max} characters`);
}

/**
 * A case's name names it in the log, the summary, the JUnit file and the baseline's comparison:
 * one line of printable text (a tab, a control character, a line separator or a bidirectional
 * override would show as something else), without the spaces around it — so that `" refund"`
 * and `"refund"` are the same name, given twice.
 */
function caseName(raw: unknown, where: string, at: Problem): string | undefined {
  if (raw === undefined) return undefined;
  const max = LIMITS.checks.nameLength;
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name !== '' && name.length <= max && !hasControl(name)) return name;
  return void at(
    where,
    `must be one line of printable text (no tabs or control characters), at most ${max} characters`,
  );
}

function objectField(raw: unknown, where: string, at: Problem): Record<string, unknown> | undefined {
  if (isRecord(raw)) return raw;
  return void at(where, 'must be a mapping, e.g. {configurable: {user_tier: pro}}');
}

function unknownFields(
  raw: Record<string, unknown>,
  known: readonly string[],
  where: string,
  at: Problem,
): void {
  for (const key of Object.keys(raw))
    if (!known.includes(key))
      at(where, `"${key.slice(0, 40)}" is not a known field; use ${known.join(', ')}`);
}

const DATASET_FIELDS = ['name', 'split', 'as_of', 'limit', 'expect', 'runs', 'min_passes'] as const;

/**
 * The `dataset:` block: a LangSmith dataset by its exact name, an optional split, at most `limit`
 * examples (with the file's cases, at most LIMITS.checks.cases), and the expectations of every
 * example, whose texts may name `{{reference.PATH}}` (agent-checks/dataset-cases.ts fills them in).
 */
function readDataset(
  raw: unknown,
  defaultRuns: number,
  fileCases: number,
  at: Problem,
): DatasetSource | undefined {
  if (!isRecord(raw))
    return void at(
      'dataset',
      'must be a mapping with `name` (a LangSmith dataset), e.g. {name: support-regressions, split: ci}',
    );
  unknownFields(raw, DATASET_FIELDS, 'dataset', at);
  const name = optionalText(raw.name, 'dataset: name', 256, at);
  if (raw.name === undefined) at('dataset', 'name is required: the LangSmith dataset, by its exact name');
  const split = optionalText(raw.split, 'dataset: split', 256, at);
  const asOf = raw.as_of === undefined ? undefined : datasetVersion(raw.as_of, at);
  const room = Math.max(1, LIMITS.checks.cases - fileCases);
  const limit = count(raw.limit, 'dataset: limit', room, at) ?? Math.min(room, LIMITS.checks.datasetExamples);
  const runs = count(raw.runs, 'dataset: runs', LIMITS.checks.runs, at) ?? defaultRuns;
  const minPasses = count(raw.min_passes, 'dataset: min_passes', LIMITS.checks.runs, at) ?? runs;
  if (minPasses > runs) at('dataset', `min_passes (${minPasses}) is more than runs (${runs})`);
  const expect = readExpect(raw.expect, 'dataset', at);
  for (const path of referencePaths(raw.expect))
    if (!/^[^.\s{}]+(\.[^.\s{}]+)*$/.test(path))
      at(
        'dataset: expect',
        `{{reference.${path.slice(0, 80)}}} is not dotted keys into the example's outputs (e.g. {{reference.answer}})`,
      );
  if (!name || !expect) return undefined;
  const version = asOf ? { asOf } : {};
  return {
    name,
    ...(split ? { split } : {}),
    ...version,
    limit,
    expect,
    runs,
    minPasses: Math.min(minPasses, runs),
  };
}

/** An ISO 8601 time with its zone (`Z` or `±hh:mm`), to the minute at least. */
const VERSION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A time whose day is one of its month's and hour one of the day's: `Date.parse` rolls
 * 2026-02-30 over into March and 24:00 into the next day, a time the user did not write.
 */
function calendarTime(text: string): boolean {
  const [year, month, day, hour] = [0, 5, 8, 11].map((at) => Number(text.slice(at, at + (at ? 2 : 4))));
  const days = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    month! >= 1 && month! <= 12 && day! >= 1 && day! <= days && hour! <= 23 && !Number.isNaN(Date.parse(text))
  );
}

/**
 * `as_of`: the dataset's version, as LangSmith's `list_examples(as_of=…)` takes it — a tag (1 to
 * 128 of `[A-Za-z0-9._-]`, such as `prod` or `v2`) or a time with its zone (a time without one
 * would be read in a zone nobody chose).
 */
function datasetVersion(raw: unknown, at: Problem): string | undefined {
  const max = LIMITS.checks.versionTagLength;
  if (typeof raw === 'string' && new RegExp(`^[A-Za-z0-9._-]{1,${max}}$`).test(raw)) return raw;
  if (typeof raw === 'string' && VERSION_TIME.test(raw) && calendarTime(raw)) return raw;
  return void at(
    'dataset: as_of',
    `must be a version tag (1 to ${max} of A-Z a-z 0-9 . _ -, e.g. prod) or an ISO 8601 time with its zone (e.g. "2026-03-01T12:00:00Z"), quoted`,
  );
}

/** `{{reference.PATH}}` in any text of the expectations: the PATHs (checked as dotted keys). */
function referencePaths(raw: unknown): string[] {
  const texts = JSON.stringify(raw ?? null).match(/\{\{\s*reference\.([^}]*)\}\}/g) ?? [];
  return texts.map((t) =>
    t
      .replace(/^\{\{\s*reference\./, '')
      .replace(/\}\}$/, '')
      .trim(),
  );
}
