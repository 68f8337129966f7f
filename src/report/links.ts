import type { Inputs } from '../inputs/types.ts';
import type { RunState } from '../run/run-state.ts';

/**
 * The deployment's page in the LangSmith UI: `{ui}/o/{tenant}/host/deployments/{id}`, with the
 * tenant from `tenant_id` or from the deployment itself. Undefined for a custom `api_url`.
 */
export function langsmithDeploymentUrl(inputs: Inputs, state: RunState): string | undefined {
  const tenant = state.target.tenantId ?? inputs.controlPlane.tenantId;
  const ui = inputs.controlPlane.uiUrl;
  if (!ui || !tenant || !state.target.deploymentId) return undefined;
  return `${ui}/o/${encodeURIComponent(tenant)}/host/deployments/${encodeURIComponent(state.target.deploymentId)}`;
}
