import type { Command } from '../inputs/types.ts';
import { prunedNames } from '../run/prune-state.ts';
import { newRunState, reportedStatus, rolledBack, type RunState } from '../run/run-state.ts';
import { INTERNAL_ERROR_STATUS } from './internal-error.ts';
import { checksReportJson } from './checks-report.ts';
import { planForTransport } from '../inputs/plan-json.ts';
import { promotedFromOutput } from './promotion-words.ts';
import { clip } from '../base/untrusted.ts';
import { DEPLOY_ATTEMPT_STATUS_MAX_CHARS } from '../base/policy.ts';

/** Outputs that are secrets themselves: set as they are (the runner masks them), never redacted. */
export const SECRET_OUTPUTS = ['token'] as const;

/**
 * Every output after a bug escaped the run: those it had set (redacted already), the others empty
 * as a new run's, and `status` INTERNAL_ERROR.
 */
export function crashOutputs(
  set: Record<string, string>,
  command: Command,
  now: number,
): Record<string, string> {
  return { ...outputsOf(newRunState(command, now)), ...set, status: INTERNAL_ERROR_STATUS };
}

/** The step's outputs, all of them in every outcome (empty when unknown). */
export function outputsOf(state: RunState): Record<string, string> {
  return {
    deployment_id: state.target.deploymentId ?? '',
    revision_id: state.revision.id ?? '',
    commit_sha: state.revision.commitSha ?? '',
    previous_revision_id: state.serving.previous?.id ?? '',
    active_revision_id: state.serving.active ?? '',
    rolled_back: String(rolledBack(state)),
    source_digest: state.source.digest ?? '',
    promoted_from: promotedFromOutput(state),
    status: state.failure?.internal ? INTERNAL_ERROR_STATUS : (reportedStatus(state) ?? ''),
    deploy_attempts: state.attempts
      ? JSON.stringify(
          state.attempts.map((a) => ({
            revision_id: a.revisionId,
            status: clip(a.status ?? '', DEPLOY_ATTEMPT_STATUS_MAX_CHARS),
          })),
        )
      : '',
    deployment_url: state.target.deploymentUrl ?? '',
    created: String(state.target.created),
    token: state.target.token ?? '',
    smoke_test: state.gate.smoke?.result ?? 'skipped',
    smoke_report: state.gate.smoke ? JSON.stringify(state.gate.smoke) : '',
    checks: state.gate.checks?.result ?? 'skipped',
    checks_report: state.gate.checks ? checksReportJson(state.gate.checks) : '',
    checks_experiment_url: state.gate.checks?.experiment_url ?? '',
    ...fleetOutputs(state),
    // `prune`'s: the names deleted, as JSON.
    pruned: state.prune ? JSON.stringify(prunedNames(state.prune)) : '',
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
