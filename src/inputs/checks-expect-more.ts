import {
  ARGS_MODES,
  TRAJECTORY_MODES,
  type ExpectedCall,
  type JudgeExpectation,
  type TrajectoryExpectation,
} from './expect-kinds.ts';
import { LIMITS } from './limits.ts';

/**
 * The expectations of a checks file's `expect` added by issue 28 — `trajectory`, `max_tokens`
 * and `judge` — read and checked with the rest of the file (checks-file.ts), every problem naming
 * the case and the field.
 */

type At = (where: string, message: string) => void;

export const MORE_EXPECT_FIELDS = ['trajectory', 'max_tokens', 'judge'] as const;

/** The most tokens `max_tokens` may name (beyond any run a check makes). */
export const MAX_TOKENS_LIMIT = 1_000_000_000;
/** The longest rubric: it goes to the judge with every run. */
export const RUBRIC_MAX_CHARS = 4_000;

export interface MoreExpectations {
  trajectory?: TrajectoryExpectation;
  maxTokens?: number;
  judge?: JudgeExpectation;
}

/** Reads `trajectory`, `max_tokens` and `judge` of one case's `expect` (`field` names a field). */
export function readMoreExpectations(
  raw: Record<string, unknown>,
  field: (name: string) => string,
  at: At,
): MoreExpectations {
  const trajectory =
    raw.trajectory === undefined ? undefined : readTrajectory(raw.trajectory, field('trajectory'), at);
  const maxTokens =
    raw.max_tokens === undefined ? undefined : readMaxTokens(raw.max_tokens, field('max_tokens'), at);
  const judge = raw.judge === undefined ? undefined : readJudge(raw.judge, field('judge'), at);
  return {
    ...(trajectory ? { trajectory } : {}),
    ...(maxTokens !== undefined ? { maxTokens } : {}),
    ...(judge ? { judge } : {}),
  };
}

function readTrajectory(raw: unknown, where: string, at: At): TrajectoryExpectation | undefined {
  if (!isObject(raw))
    return void at(
      where,
      'must be a mapping {match, args, calls}, e.g. {match: superset, calls: [lookup_policy]}',
    );
  for (const key of Object.keys(raw))
    if (!['match', 'args', 'calls'].includes(key))
      at(where, `"${key.slice(0, 40)}" is not a known field; use match, args, calls`);
  const match = mode(raw.match, TRAJECTORY_MODES, 'strict', `${where}.match`, at);
  const args = mode(raw.args, ARGS_MODES, 'exact', `${where}.args`, at);
  const calls = readCalls(raw.calls, `${where}.calls`, at);
  if (!match || !args || !calls) return undefined;
  return { match, args, calls };
}

/** One of `modes`, or `fallback` when absent (agentevals' defaults: strict, exact). */
function mode<T extends string>(
  raw: unknown,
  modes: readonly T[],
  fallback: T,
  where: string,
  at: At,
): T | undefined {
  if (raw === undefined) return fallback;
  if (typeof raw === 'string' && (modes as readonly string[]).includes(raw)) return raw as T;
  return void at(where, `must be one of ${modes.join(', ')}`);
}

/** `- name` (any arguments) or `- name: {key: value}` (its arguments), 1 to listItems of them. */
function readCalls(raw: unknown, where: string, at: At): ExpectedCall[] | undefined {
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
    const call = readCall(item);
    if (!call) return void at(`${where}[${i}]`, problem);
    calls.push(call);
  }
  return calls;
}

function readCall(item: unknown): ExpectedCall | undefined {
  if (typeof item === 'string') return toolName(item) ? { name: item } : undefined;
  if (!isObject(item)) return undefined;
  const entries = Object.entries(item);
  if (entries.length !== 1) return undefined;
  const [name, args] = entries[0]!;
  if (!toolName(name)) return undefined;
  if (args === null) return { name };
  return isObject(args) ? { name, args } : undefined;
}

const toolName = (name: string): boolean => name.trim() !== '' && name.length <= 256 && !/[\r\n]/.test(name);

function readMaxTokens(raw: unknown, where: string, at: At): number | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAX_TOKENS_LIMIT) return raw;
  return void at(where, `must be a whole number of tokens from 1 to ${MAX_TOKENS_LIMIT}`);
}

function readJudge(raw: unknown, where: string, at: At): JudgeExpectation | undefined {
  if (!isObject(raw))
    return void at(
      where,
      'must be a mapping {rubric, threshold}, e.g. {rubric: "States the refund window", threshold: 0.7}',
    );
  for (const key of Object.keys(raw))
    if (!['rubric', 'threshold'].includes(key))
      at(where, `"${key.slice(0, 40)}" is not a known field; use rubric, threshold`);
  const { rubric, threshold } = raw;
  const okRubric = typeof rubric === 'string' && rubric.trim() !== '' && rubric.length <= RUBRIC_MAX_CHARS;
  if (!okRubric)
    at(`${where}.rubric`, `is required: what a good reply does, 1 to ${RUBRIC_MAX_CHARS} characters`);
  const okThreshold =
    threshold === undefined || (typeof threshold === 'number' && threshold >= 0 && threshold <= 1);
  if (!okThreshold) at(`${where}.threshold`, 'must be a number from 0 to 1 (the score a run needs)');
  if (!okRubric || !okThreshold) return undefined;
  return { rubric: rubric as string, threshold: (threshold as number | undefined) ?? DEFAULT_THRESHOLD };
}

/** The score a run needs when the file names no threshold. */
export const DEFAULT_THRESHOLD = 0.5;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
