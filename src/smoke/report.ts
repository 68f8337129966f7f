import type { SmokeCheckName } from '../inputs/types.ts';

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
   * `timeout` cut the test short. Only a `revision` failure is a reason to roll back.
   */
  blame?: SmokeBlame;
}

export type SmokeBlame = 'revision' | 'setup' | 'time';

/** What failed in a smoke test, in words: why no check ran, or the failed checks, one per line. */
export function smokeFailure(report: SmokeReport): string {
  if (report.detail) return report.detail;
  const failed = report.checks.filter((c) => c.result === 'failed');
  return `${failedCount(report)}:\n${failed.map((c) => `  - ${c.name}: ${c.detail}`).join('\n')}`;
}

/** "1 of 3 checks failed" */
export function failedCount(report: SmokeReport): string {
  return `${report.checks.filter((c) => c.result === 'failed').length} of ${report.checks.length} checks failed`;
}

/** A check that ran and found something wrong. */
export class CheckFailed extends Error {
  readonly observed: Record<string, unknown>;

  constructor(detail: string, observed: Record<string, unknown> = {}) {
    super(detail);
    this.observed = observed;
  }
}

/** A check that could not set up what it tests; says why. */
export class CheckInconclusive extends CheckFailed {}

/** The report of a smoke test that failed before any check ran (no URL, no answer, …). */
export function failedBeforeChecks(
  url: string,
  assistantId: string,
  detail: string,
  blame: SmokeBlame = 'setup',
): SmokeReport {
  return {
    result: 'failed',
    url,
    assistant_id: assistantId,
    duration_ms: 0,
    ready_after_ms: 0,
    checks: [],
    detail,
    blame,
  };
}
