import { isRecord } from '../base/record.ts';
import { boundedJson, excerpt, type Redact } from '../base/untrusted.ts';
import { MAX_JUDGED_CALLS } from '../base/policy.ts';
import type { ArgsMode, ExpectedCall, TrajectoryMode } from '../inputs/expect-kinds.ts';

/** A call the run made, as read from the thread (see `toolCallsOf`). */
export interface SeenCall {
  name: string;
  /** As the message carried them: an object normally; anything else never fits given arguments. */
  args: unknown;
  /** Index of the message that made it: calls of one AI message were made in parallel. */
  step: number;
}

/** What is wrong with one key of a call's arguments. */
interface ArgProblem {
  key: string;
  problem: 'wrong' | 'missing' | 'unexpected';
  expected?: unknown;
  seen?: unknown;
}

/** One way the run's calls differ from the expected ones (indexes into the two lists). */
type TrajectoryFailure =
  /** An expected call that no call of the run fits (and none has its name). */
  | { kind: 'missing'; expected: number; name: string }
  /** A call of the run that fits no expected call (and no expected call has its name). */
  | { kind: 'extra'; seen: number; name: string }
  /** An expected call and the closest call of the run with its name, which differ in arguments. */
  | { kind: 'arguments'; expected: number; seen: number; name: string; problems: ArgProblem[] }
  /** Strict: the calls are the same, but at `position` another call was made than expected. */
  | { kind: 'order'; position: number; expectedName: string; seenName: string };

interface TrajectoryResult {
  met: boolean;
  failures: TrajectoryFailure[];
}

/**
 * Judges the run's tool calls against the expected ones, as agentevals' trajectory match does,
 * with these differences (notes in docs/checks.md): the sides of `args` are the same in every
 * mode (agentevals swaps them in `subset` and `unordered`); calls are paired by a maximum matching
 * rather than greedily, so a fitting pairing is always found; and `strict` compares the calls
 * only (the file gives no messages to compare roles with).
 */
export function matchTrajectory(
  expected: readonly ExpectedCall[],
  seenAll: readonly SeenCall[],
  modes: { match: TrajectoryMode; args: ArgsMode },
): TrajectoryResult {
  const seen = seenAll.slice(0, MAX_JUDGED_CALLS);
  const fits = (e: ExpectedCall, s: SeenCall): boolean =>
    e.name === s.name && (e.args === undefined || argProblems(modes.args, s.args, e.args).length === 0);
  const pairing = maximumMatching(expected.length, seen.length, (i, j) => fits(expected[i]!, seen[j]!));
  const needExpected = modes.match !== 'subset';
  const needSeen = modes.match === 'strict' || modes.match === 'unordered' || modes.match === 'subset';
  const failures = unpaired(expected, seen, pairing, modes.args, { needExpected, needSeen });
  if (failures.length === 0 && modes.match === 'strict') failures.push(...orderFailure(expected, seen, fits));
  return { met: failures.length === 0, failures };
}

/** Each key the mode objects to, in the expected keys' order, then the unexpected ones. */
function argProblems(mode: ArgsMode, seen: unknown, expected: Record<string, unknown>): ArgProblem[] {
  if (mode === 'ignore') return [];
  if (!isRecord(seen)) return [{ key: '', problem: 'wrong', expected, seen }];
  const problems: ArgProblem[] = [];
  for (const [key, want] of Object.entries(expected)) {
    if (!Object.hasOwn(seen, key)) {
      if (mode !== 'subset') problems.push({ key, problem: 'missing', expected: want });
    } else if (!sameValue(seen[key], want))
      problems.push({ key, problem: 'wrong', expected: want, seen: seen[key] });
  }
  if (mode === 'exact' || mode === 'subset')
    for (const [key, value] of Object.entries(seen))
      if (!Object.hasOwn(expected, key)) problems.push({ key, problem: 'unexpected', seen: value });
  return problems;
}

/**
 * A maximum matching of the bipartite graph left × right with the given edges (augmenting paths,
 * Kuhn): `left[i]` is the right vertex paired with i, or -1. Left vertices are tried in order and
 * each takes the first free right vertex it can, so the pairing follows the lists' order where it
 * may (a call is reported against the first call that fits).
 */
function maximumMatching(
  leftCount: number,
  rightCount: number,
  edge: (i: number, j: number) => boolean,
): { left: number[]; right: number[] } {
  const adjacent = Array.from({ length: leftCount }, (_, i) =>
    Array.from({ length: rightCount }, (_, j) => j).filter((j) => edge(i, j)),
  );
  const left = new Array<number>(leftCount).fill(-1);
  const right = new Array<number>(rightCount).fill(-1);
  const augment = (i: number, visited: boolean[]): boolean => {
    for (const j of adjacent[i]!) {
      if (visited[j]) continue;
      visited[j] = true;
      if (right[j] === -1 || augment(right[j]!, visited)) {
        left[i] = j;
        right[j] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < leftCount; i++) augment(i, new Array<boolean>(rightCount).fill(false));
  return { left, right };
}

/**
 * The failures of the calls left unpaired: an expected call and a call of the run with the same
 * name, both unpaired, differ in their arguments (the closest such call is named); the others
 * are missing (not made, or not as often) or extra. Only the sides the mode requires are reported.
 */
function unpaired(
  expected: readonly ExpectedCall[],
  seen: readonly SeenCall[],
  pairing: { left: number[]; right: number[] },
  mode: ArgsMode,
  need: { needExpected: boolean; needSeen: boolean },
): TrajectoryFailure[] {
  const lonelyExpected = expected.map((_, i) => i).filter((i) => pairing.left[i] === -1);
  const lonelySeen = seen.map((_, j) => j).filter((j) => pairing.right[j] === -1);
  // Expected call `i` made as call `j` of the run, with the arguments wrong.
  const wrong = (i: number, j: number): TrajectoryFailure & { kind: 'arguments' } => ({
    kind: 'arguments',
    expected: i,
    seen: j,
    name: expected[i]!.name,
    problems: argProblems(mode, seen[j]!.args, expected[i]!.args ?? {}),
  });
  // The run's calls already named as an expected call's with other arguments.
  const explained = new Set<number>();
  // Each unpaired expected call: made with other arguments (the closest unpaired call with its
  // name), or missing (not made, or not as often).
  const failures = (need.needExpected ? lonelyExpected : []).map((i): TrajectoryFailure => {
    const pool = lonelySeen.filter((j) => !explained.has(j) && seen[j]!.name === expected[i]!.name);
    const j = closest(pool, (c) => wrong(i, c).problems.length);
    if (j === undefined) return { kind: 'missing', expected: i, name: expected[i]!.name };
    explained.add(j);
    return wrong(i, j);
  });
  // Each call of the run not explained already: extra, or, when the expected side is not reported,
  // a call of an expected name with other arguments (the closest expected call).
  for (const j of need.needSeen ? lonelySeen.filter((j) => !explained.has(j)) : []) {
    const named = lonelyExpected.filter((i) => expected[i]!.name === seen[j]!.name);
    const i = need.needExpected ? undefined : closest(named, (c) => wrong(c, j).problems.length);
    failures.push(i === undefined ? { kind: 'extra', seen: j, name: seen[j]!.name } : wrong(i, j));
  }
  return failures;
}

/** The candidate with the lowest cost (the first of equals). */
function closest(candidates: number[], cost: (c: number) => number): number | undefined {
  let best: number | undefined;
  let bestCost = Infinity;
  for (const c of candidates) {
    const value = cost(c);
    if (value < bestCost) [best, bestCost] = [c, value];
  }
  return best;
}

/**
 * Strict, once the calls pair up: walking the run's AI messages in order, the calls of each must
 * pair up with the next expected calls (as many as it made, in any order among themselves). The
 * first position where they do not is the failure.
 */
function orderFailure(
  expected: readonly ExpectedCall[],
  seen: readonly SeenCall[],
  fits: (e: ExpectedCall, s: SeenCall) => boolean,
): TrajectoryFailure[] {
  for (let start = 0; start < seen.length;) {
    let end = start + 1;
    while (end < seen.length && seen[end]!.step === seen[start]!.step) end++;
    const group = seen.slice(start, end);
    const segment = expected.slice(start, end);
    const pairing = maximumMatching(segment.length, group.length, (i, j) => fits(segment[i]!, group[j]!));
    const lonely = pairing.left.findIndex((j) => j === -1);
    if (lonely >= 0) {
      const position = start + lonely;
      return [
        { kind: 'order', position, expectedName: expected[position]!.name, seenName: seen[position]!.name },
      ];
    }
    start = end;
  }
  return [];
}

/** How long a value shown in a failure may be. */
const SHOWN_VALUE_CHARS = 80;

/**
 * One failure as a line of the checks report: the call's position and name, and for arguments
 * each key expected vs seen (values as JSON, redacted, bounded). Names come from the checks file
 * or the agent server: both are clipped.
 */
export function describeTrajectoryFailure(f: TrajectoryFailure, redact: Redact): string {
  const name = (n: string): string => excerpt(n, 64, redact);
  const value = (v: unknown): string => excerpt(boundedJson(v, 4), SHOWN_VALUE_CHARS, redact);
  switch (f.kind) {
    case 'missing':
      return `expected call ${f.expected + 1} (${name(f.name)}) was not made`;
    case 'extra':
      return `call ${f.seen + 1} (${name(f.name)}) was not expected`;
    case 'order':
      return `call ${f.position + 1} was ${name(f.seenName)}, expected ${name(f.expectedName)} there`;
    case 'arguments': {
      const keys = f.problems.slice(0, 5).map((p) => {
        const key = p.key === '' ? 'arguments' : excerpt(p.key, 40, redact);
        if (p.problem === 'missing') return `${key} missing (expected ${value(p.expected)})`;
        if (p.problem === 'unexpected') return `${key} not expected (seen ${value(p.seen)})`;
        return `${key} expected ${value(p.expected)}, seen ${value(p.seen)}`;
      });
      const more = f.problems.length > 5 ? `; ${f.problems.length - 5} more` : '';
      return `${name(f.name)} (expected call ${f.expected + 1}, call ${f.seen + 1}): ${keys.join('; ')}${more}`;
    }
    default:
      return unreachable(f);
  }
}

function unreachable(value: never): never {
  throw new Error(`unhandled trajectory failure ${JSON.stringify(value)}`);
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
