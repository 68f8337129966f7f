import type { Inputs } from '../inputs/types.ts';

type DeploymentInputs = Inputs['deployment'];

/**
 * What makes a new revision: the ref and config path for `github`, the image for
 * `external_docker`.
 */
function sourceRevisionConfig(d: DeploymentInputs): Record<string, string> {
  if (d.source === 'external_docker') return { image_uri: d.imageUri ?? '' };
  return {
    repo_ref: d.repoRef ?? '',
    // The spec names this field graph_config_path; the public hosted API names it
    // langgraph_config_path. Both are sent with the same value so either server reads it.
    graph_config_path: d.graphConfigPath,
    langgraph_config_path: d.graphConfigPath,
  };
}

function secrets(d: DeploymentInputs): Array<{ name: string; value: string }> | undefined {
  return d.secrets?.map(({ name, value }) => ({ name, value }));
}

export function createRequest(name: string, d: DeploymentInputs, integrationId: string | undefined): object {
  const sourceConfig: Record<string, unknown> = { deployment_type: d.deploymentType };
  if (d.source === 'github')
    Object.assign(sourceConfig, { integration_id: integrationId, repo_url: d.repoUrl });
  if (d.source === 'external_docker' && d.listenerId) sourceConfig.listener_id = d.listenerId;
  // A new deployment does not build on every push unless asked to: the workflow drives the
  // deploys, and the platform's own push builds would make a second revision for every push.
  if (d.source === 'github') sourceConfig.build_on_push = d.buildOnPush ?? false;
  else if (d.buildOnPush !== undefined) sourceConfig.build_on_push = d.buildOnPush;
  if (d.resourceSpec) sourceConfig.resource_spec = d.resourceSpec;
  return {
    name,
    source: d.source,
    source_config: sourceConfig,
    source_revision_config: sourceRevisionConfig(d),
    secrets: secrets(d) ?? [],
  };
}

/**
 * An update sends the new revision's config, plus only what the user set: fields that the API
 * cannot change after creation (integration, repository, type) are never sent, and secrets
 * are left alone unless the input was given.
 */
export function patchRequest(d: DeploymentInputs): object {
  const sourceConfig: Record<string, unknown> = {};
  if (d.buildOnPush !== undefined) sourceConfig.build_on_push = d.buildOnPush;
  if (d.resourceSpec) sourceConfig.resource_spec = d.resourceSpec;
  return {
    source_revision_config: sourceRevisionConfig(d),
    ...(Object.keys(sourceConfig).length ? { source_config: sourceConfig } : {}),
    ...(d.secrets ? { secrets: secrets(d) } : {}),
  };
}

/** What a plan or log may show of a request: secret names, never values. */
export function describeSecrets(d: DeploymentInputs): string {
  if (!d.secrets) return 'unchanged';
  return d.secrets.length ? d.secrets.map((s) => s.name).join(', ') + ' (values hidden)' : 'none';
}
