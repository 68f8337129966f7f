import type { AgentTarget, Inputs } from '../inputs/types.ts';

type DeploymentInputs = Inputs['deployment'];

/** The API's name for each `source` input. */
export const API_SOURCE = {
  github: 'github',
  upload: 'internal_source',
  external_docker: 'external_docker',
} as const;

/** An uploaded archive, as a revision names it. */
export interface UploadedSource {
  /** The object path the upload URL was issued for. */
  objectPath: string;
  /** The config file's path inside the archive. */
  configPath: string;
}

/**
 * What makes a new revision: the ref and config path for `github`, the uploaded archive for
 * `upload`, the image for `external_docker`.
 */
function sourceRevisionConfig(
  d: DeploymentInputs,
  uploaded?: UploadedSource,
  configInArchive?: string,
): Record<string, string> {
  if (d.source === 'external_docker') return { image_uri: d.imageUri ?? '' };
  if (d.source === 'upload') {
    // The config's path inside the archive, on create as on every upload: not the workspace's.
    return uploaded
      ? { source_tarball_path: uploaded.objectPath, langgraph_config_path: uploaded.configPath }
      : { langgraph_config_path: configInArchive ?? d.graphConfigPath };
  }
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

/** Settings the user may change on every revision (`source_config`). */
function changeableConfig(d: DeploymentInputs): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  if (d.source !== 'upload' && d.buildOnPush !== undefined) config.build_on_push = d.buildOnPush;
  if (d.resourceSpec) config.resource_spec = d.resourceSpec;
  if (d.installCommand) config.install_command = d.installCommand;
  if (d.buildCommand) config.build_command = d.buildCommand;
  return config;
}

/** A listener and the Kubernetes namespace of it that an `external_docker` deployment runs in. */
export interface Placement {
  listenerId: string;
  namespace: string;
}

/** What a create sends beyond the inputs: the integration and the listener placement chosen. */
export interface Chosen {
  integrationId?: string;
  placement?: Placement;
}

/**
 * A create names the deployment, or (`agent`) the agent and environment it is for, and the
 * platform gives it a name: the Go client's `agent` field, which the public API document lacks.
 */
export function createRequest(
  name: string | AgentTarget,
  d: DeploymentInputs,
  chosen: Chosen,
  configInArchive?: string,
): object {
  // No type given: none is sent, and the platform gives its default (which differs by plan).
  const sourceConfig: Record<string, unknown> = {
    ...(d.deploymentType ? { deployment_type: d.deploymentType } : {}),
    ...changeableConfig(d),
  };
  if (d.source === 'github') {
    Object.assign(sourceConfig, { integration_id: chosen.integrationId, repo_url: d.repoUrl });
    // A new deployment does not build on every push unless asked to: the workflow drives the
    // deploys, and the platform's own push builds would make a second revision for every push.
    sourceConfig.build_on_push = d.buildOnPush ?? false;
  }
  if (chosen.placement) {
    sourceConfig.listener_id = chosen.placement.listenerId;
    sourceConfig.listener_config = { k8s_namespace: chosen.placement.namespace };
  }
  return {
    ...(typeof name === 'string'
      ? { name }
      : { agent: { agent_id: name.agentId, environment: name.environment } }),
    source: API_SOURCE[d.source],
    source_config: sourceConfig,
    source_revision_config: sourceRevisionConfig(d, undefined, configInArchive),
    secrets: secrets(d) ?? [],
  };
}

/**
 * An update sends the new revision's config, plus only what the user set: fields that the API
 * cannot change after creation (integration, repository, type) are never sent, and secrets
 * are left alone unless the input was given. A GitHub or upload revision names its
 * `revision_source` (`github`, `internal_source`): without one the platform builds from the
 * deployment's own source. An image has no `revision_source` of its own in the API.
 */
export function patchRequest(d: DeploymentInputs, uploaded?: UploadedSource): object {
  const sourceConfig = changeableConfig(d);
  const revisionSource = d.source === 'external_docker' ? undefined : API_SOURCE[d.source];
  return {
    ...(revisionSource ? { revision_source: revisionSource } : {}),
    source_revision_config: sourceRevisionConfig(d, uploaded),
    ...(Object.keys(sourceConfig).length ? { source_config: sourceConfig } : {}),
    ...(d.secrets ? { secrets: secrets(d) } : {}),
  };
}

/**
 * A promote's PATCH: a new revision made of what the source revision was made of — its ref and
 * config path, its uploaded archive, or its image — with `secrets` only when given. Nothing of
 * the target's own settings (`source_config`) is sent.
 */
export function promoteRequest(
  kind: (typeof API_SOURCE)[keyof typeof API_SOURCE],
  config: Record<string, string>,
  d: DeploymentInputs,
): object {
  return {
    ...(kind === API_SOURCE.external_docker ? {} : { revision_source: kind }),
    source_revision_config: config,
    ...(d.secrets ? { secrets: secrets(d) } : {}),
  };
}
