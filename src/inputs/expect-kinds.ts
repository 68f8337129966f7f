/**
 * What the structured expectations of a checks file hold, as the file names them: the
 * trajectory's modes (agentevals' `trajectory_match_mode` and `tool_args_match_mode`), its calls,
 * and the `judge`'s rubric. Here, below agent-checks/, because the file's reader
 * (inputs/checks-file.ts) checks them before anything is sent.
 */

/**
 * How the agent's tool calls must relate to the expected ones: agentevals' `trajectory_match_mode`.
 * - `strict`: the same calls, as many, in the same order (calls made in one AI message, in
 *   parallel, may come in any order among themselves, as agentevals allows within a message);
 * - `unordered`: the same calls, as many, in any order;
 * - `superset`: at least the expected calls, in any order; other calls are fine;
 * - `subset`: no call beyond the expected ones (each at most once); some may be missing.
 */
export type TrajectoryMode = 'strict' | 'unordered' | 'subset' | 'superset';
export const TRAJECTORY_MODES = [
  'strict',
  'unordered',
  'subset',
  'superset',
] as const satisfies readonly TrajectoryMode[];

/**
 * How a call's arguments must relate to the expected ones: agentevals' `tool_args_match_mode`,
 * always with the agent's arguments on one side and the expected ones on the other.
 * - `exact`: the same keys with equal values;
 * - `ignore`: any arguments;
 * - `superset`: at least the expected keys, with equal values; the agent may pass more;
 * - `subset`: no key beyond the expected ones; those passed have equal values; some may be left out.
 */
export type ArgsMode = 'exact' | 'ignore' | 'subset' | 'superset';
export const ARGS_MODES = ['exact', 'ignore', 'subset', 'superset'] as const satisfies readonly ArgsMode[];

/**
 * How one tool's arguments must relate, in place of `args`: agentevals' `tool_args_match_overrides`
 * value — a mode, or dotted keys (`query`, `filter.region`) whose values must be equal on both
 * sides (absent on both is equal), the other keys not compared.
 */
export type ArgsRule = ArgsMode | string[];

/** A call the case expects: a tool's name, and its arguments unless any will do. */
export interface ExpectedCall {
  name: string;
  /** Absent: any arguments, whatever the mode says (a name alone in the checks file). */
  args?: Record<string, unknown>;
}

/** `expect.trajectory`: the calls, and how the run's calls must relate to them. */
export interface TrajectoryExpectation {
  match: TrajectoryMode;
  args: ArgsMode;
  calls: ExpectedCall[];
  /** By tool name (own keys only): the rule for that tool's calls in place of `args`. */
  overrides?: Record<string, ArgsRule>;
}

/** `expect.judge`: what a model grades the reply on, and the score (0 to 1) a run needs. */
export interface JudgeExpectation {
  rubric: string;
  threshold: number;
}
