import type { SmokeBlame, SmokeReport } from '../run/facts.ts';
import { smokeCheckLabel } from './checks/by-name.ts';

/** What failed in a smoke test, in words: why no check ran, or the failed checks, one per line. */
export function smokeFailure(report: SmokeReport): string {
  if (report.detail) return report.detail;
  const failed = report.checks.filter((c) => c.result === 'failed');
  return `${failedCount(report)}:\n${failed.map((c) => `  - ${smokeCheckLabel(c.name)}: ${c.detail}`).join('\n')}`;
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
