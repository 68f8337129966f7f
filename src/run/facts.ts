import type { SmokeCheckName } from '../inputs/types.ts';

/*
 * What a run records about what it saw — a log line as it was shown, a smoke test's report — in
 * the run state, from which report/ makes outputs, the summary and the PR comment.
 */

/** A log line as it is shown: its time, level and message — redacted, one line, bounded. */
export interface ShownLine {
  /** The server's id of the line, when it gives one (a stream prints each line once). */
  id?: string;
  time: string;
  /** The time as epoch ms, when the server gave one that parses. */
  at?: number;
  level: string;
  message: string;
  /** ERROR (or worse): the lines most likely to say what broke. */
  error: boolean;
}

/**
 * `inconclusive`: the check could not create the situation it tests (a double-text needs run A
 * still in progress when B arrives, and A ended first). It neither passes nor fails the job.
 */
export type CheckResult = 'passed' | 'failed' | 'inconclusive';

export interface CheckReport {
  name: SmokeCheckName;
  result: CheckResult;
  duration_ms: number;
  /** One sentence: what was verified, or what went wrong. */
  detail: string;
  /** What the check saw (run ids, statuses, message order), so a failure explains itself. */
  observed?: Record<string, unknown>;
}

export interface SmokeReport {
  result: 'passed' | 'failed';
  url: string;
  assistant_id: string;
  /** Wall time of the checks (they run concurrently), after the server answered. */
  duration_ms: number;
  /** Time spent waiting for the server to answer its health probe. */
  ready_after_ms: number;
  checks: CheckReport[];
  /** Why no check ran (server not answering, no assistant), when that is the case. */
  detail?: string;
  /**
   * What a failure is evidence of: `revision` — the server answered and misbehaved (a check
   * failed, or it answered 5xx for all of smoke_timeout); `setup` — the run could not judge it
   * (no URL or assistant, the network, the key, a redirect elsewhere); `time` — this run's
   * `timeout` (or, for an agent-check run, the workflow's cancellation) cut the test short. Only
   * a `revision` failure is a reason to roll back.
   */
  blame?: SmokeBlame;
}

export type SmokeBlame = 'revision' | 'setup' | 'time';

/** How an agent-check case (or one of its runs) ended: `not-judged` neither passes nor fails it. */
export type CaseResult = 'passed' | 'failed' | 'not-judged';

/** One expectation of a case, judged on one run. */
export interface ExpectationResult {
  /** Its kind, as the checks file's `expect` names it (`contains`, `trajectory`, `judge`). */
  kind: string;
  /** What was expected, as the file says it: `contains "30 days"`, `tools [lookup_policy]`. */
  expectation: string;
  met: boolean;
  /** Why it was not met (server text in it redacted and bounded). */
  detail?: string;
  /** A graded expectation's score from 0 to 1 (the LLM judge's). */
  score?: number;
}

/**
 * The tokens a run's AI messages report. `unknown` when none reports any: a run that says
 * nothing about its cost did not cost nothing. When only some report, the sum is of those, and
 * `unreported` counts the others (the total is then a lower bound).
 */
export type TokenUsage =
  | { known: false; aiMessages: number }
  | { known: true; input: number; output: number; total: number; unreported: number };

/** A case's tokens: the median total of its runs that reported usage. */
export interface CaseTokens {
  median: number;
  /** How many runs reported usage (the others are unknown, never counted as zero). */
  known_runs: number;
  /** Some AI messages reported none: the true count is at least this. */
  lower_bound?: boolean;
}

/** One run of a case, on its own thread. */
export interface CaseRun {
  result: CaseResult;
  duration_ms: number;
  expectations: ExpectationResult[];
  /** The start of the last AI message (redacted, one line, bounded). */
  reply?: string;
  /** The tools called during the run, in order. */
  tools?: string[];
  /** The tokens its AI messages reported (`usage_metadata`). */
  tokens?: TokenUsage;
  /** Why the run failed before its expectations could be judged, or could not be judged. */
  error?: string;
  /** What a failure is evidence of, as for the smoke test: only `revision` is the agent's. */
  blame?: SmokeBlame;
  thread_id?: string;
  run_id?: string;
}

export interface CaseReport {
  name: string;
  assistant_id: string;
  result: CaseResult;
  passes: number;
  runs: number;
  min_passes: number;
  /** The case's wall time: its runs one after another. */
  duration_ms: number;
  /** The first unmet expectation (or error) of the first run that did not pass. */
  failure?: string;
  /** The reply of that run, as an excerpt. */
  reply?: string;
  /** Tokens per run (median); absent when no run reported any. */
  tokens?: CaseTokens;
  /** The same case on the revision that served before the update (`checks_baseline`). */
  before?: CaseResult;
  /** Passed on the baseline, fails now. */
  regression?: boolean;
  run_results: CaseRun[];
}

/** The agent checks of one revision. */
export interface ChecksReport {
  /** `failed` when any case failed; else `not-judged` when any could not be judged; else `passed`. */
  result: CaseResult;
  url: string;
  file: string;
  /** Wall time of all cases (they run concurrently), after the server answered. */
  duration_ms: number;
  cases: CaseReport[];
  /** Why no case ran (no time, the server never answered), when that is the case … */
  detail?: string;
  /** … and what that is evidence of, as for the smoke test. */
  blame?: SmokeBlame;
  /** `checks_experiment`: the LangSmith experiment these results were uploaded as. */
  experiment_url?: string;
}
