import { reportedStatus, type RunState } from '../run/run-state.ts';
import { checksReportJson } from './checks-report.ts';
import { planForTransport } from '../inputs/plan-json.ts';

/** Outputs that are secrets themselves: set as they are (the runner masks them), never redacted. */
export const SECRET_OUTPUTS = ['token'] as const;

/** The step's outputs, all of them in every outcome (empty when unknown). */
export function outputsOf(state: RunState): Record<string, string> {
  return {
    deployment_id: state.deploymentId ?? '',
    revision_id: state.revisionId ?? '',
    commit_sha: state.commitSha ?? '',
    previous_revision_id: state.previousRevision?.id ?? '',
    active_revision_id: state.activeRevisionId ?? '',
    rolled_back: String(state.rolledBack),
    source_digest: state.sourceDigest ?? '',
    status: reportedStatus(state) ?? '',
    deployment_url: state.deploymentUrl ?? '',
    created: String(state.created),
    token: state.token ?? '',
    smoke_test: state.smoke?.result ?? 'skipped',
    smoke_report: state.smoke ? JSON.stringify(state.smoke) : '',
    checks: state.checks?.result ?? 'skipped',
    checks_report: state.checks ? checksReportJson(state.checks) : '',
    ...fleetOutputs(state),
  };
}

/** The outputs of `plan` and `report`: every one in every outcome (empty when not theirs). */
function fleetOutputs(state: RunState): { matrix: string; plan: string; failed: string } {
  const plan = state.fleet?.plan;
  const rows = state.fleet?.rows;
  return {
    matrix: plan
      ? JSON.stringify({
          include: plan.deployments
            .filter((d) => d.action === 'deploy')
            .map((d) => ({ deployment: d.deployment })),
        })
      : '',
    plan: plan ? planForTransport(plan) : '',
    failed: rows
      ? rows
          .filter((r) => r.failed)
          .map((r) => r.deployment)
          .join(',')
      : '',
  };
}
