import { EMULATOR_API_KEY, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';

/** Inputs that point the action at the emulator, polling fast (pauses are real in the bundle). */
export function emulatorInputs(
  emulator: Emulator,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    api_key: EMULATOR_API_KEY,
    api_url: emulator.url,
    integration_id: EMULATOR_INTEGRATION_ID,
    poll_interval: '100ms',
    poll_max_interval: '200ms',
    ...extra,
  };
}

/** The outputs of a run that created the emulator's only deployment and saw it DEPLOYED. */
export function createdAndDeployedOutputs(emulator: Emulator): Record<string, string> {
  const deployments = [...emulator.store.deployments.values()];
  if (deployments.length !== 1) throw new Error(`expected one deployment, found ${deployments.length}`);
  const d = deployments[0]!;
  return {
    deployment_id: d.id,
    revision_id: d.revisions[0]!.id,
    commit_sha: emulator.store.head('main'),
    previous_revision_id: '',
    active_revision_id: d.revisions[0]!.id,
    rolled_back: 'false',
    source_digest: '',
    promoted_from: '',
    status: 'DEPLOYED',
    deploy_attempts: JSON.stringify([{ revision_id: d.revisions[0]!.id, status: 'DEPLOYED' }]),
    deployment_url: `https://${d.name}-${d.id.slice(0, 8)}.us.langgraph.app`,
    created: 'true',
    token: '',
    smoke_test: 'skipped',
    smoke_report: '',
    checks: 'skipped',
    checks_report: '',
    checks_experiment_url: '',
    matrix: '',
    plan: '',
    failed: '',
    pruned: '',
  };
}
