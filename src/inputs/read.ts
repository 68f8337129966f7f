import type { SettingName } from '../base/errors.ts';
import { INPUT_DEFAULTS } from './action-defaults.ts';
import { shellCommand } from './build-commands.ts';
import { readChecksSettings } from './checks.ts';
import { checkCombinations } from './combinations.ts';
import { readWhichDeployment } from './deployment-name.ts';
import { controlPlaneBaseUrl, isLoopbackHost, REGIONS, uiBaseUrl, type EndpointChoice } from './endpoint.ts';
import * as field from './fields.ts';
import { actionInputSource, type InputSource } from './front-end.ts';
import { defaultRepoRef, type GitHubEnv } from './github-env.ts';
import { LIMITS } from './limits.ts';
import { readFleetSettings } from './manifest.ts';
import { sortProblems, type Problem } from './problem.ts';
import { readPromotion } from './promotion.ts';
import { proxyProblems } from './proxy-env.ts';
import { SECRET_INPUTS } from './secret-inputs.ts';
import { readSecretsGroup } from './secrets.ts';
import { readSmokeSettings } from './smoke.ts';
import { COMMANDS, DEPLOYMENT_TYPES, LOG_MODES, ON_SUPERSEDED, SOURCES, type Inputs } from './types.ts';

export type ReadResult =
  | { ok: true; inputs: Inputs }
  /**
   * `secretValues`: what the runner must mask even though the run stops here; `workflow`: the
   * run's GITHUB_* facts, already read, for the summary; `inputs`: what was read of them, bad
   * values as placeholders, so the files they name are checked in the same run.
   */
  | { ok: false; problems: Problem[]; secretValues: string[]; workflow: GitHubEnv; inputs?: Inputs };

/**
 * A refused read, its problems in the one order they are said in (sortProblems): whatever order
 * the readers found them in, they come out by input as action.yml lists them.
 */
export function refused(
  problems: readonly Problem[],
  secretValues: string[],
  workflow: GitHubEnv,
  inputs?: Inputs,
): ReadResult {
  return {
    ok: false,
    problems: sortProblems(problems),
    secretValues,
    workflow,
    ...(inputs ? { inputs } : {}),
  };
}

/** The action's own inputs (`INPUT_*` and GITHUB_* variables), without a manifest or the files they name. */
export function readInputs(env: NodeJS.ProcessEnv): ReadResult {
  return readInputsFrom(actionInputSource(env));
}

/**
 * Reads and checks every input once, before anything is sent, one reader per group of action.yml
 * (each reads its own inputs, in any order): all problems are returned together, each naming its
 * input and what it accepts — and, for a value a fleet manifest set, where in the manifest it is.
 * Then the rules across inputs (combinations.ts) look at what was read.
 */
export function readInputsFrom(source: InputSource): ReadResult {
  const raw = withDefaults(source);
  const p = new field.Problems(source.label, source.origin);
  const gh = source.workflow;
  const command = field.oneOf(p, 'command', raw('command'), COMMANDS);
  const { controlPlane, endpoint } = readControlPlane(p, raw);
  const { revisionId, ...which } = readWhichDeployment(p, raw, command, source.value('name').trim() !== '');
  const secrets = readSecretsGroup(p, raw, command, controlPlane.selfHosted);
  const { rollbackOnFailure, ...safety } = readSafety(p, raw);
  const deployment = { ...readSourceAndBuild(p, raw, gh), ...secrets.deployment, ...safety };
  const checks = readChecksSettings(p, raw, command, endpoint);
  const fleet = readFleetSettings(p, raw, command);
  const promotion = readPromotion(p, raw, command);
  const inputs: Inputs = {
    command,
    dryRun: field.boolean(p, 'dry_run', raw('dry_run')),
    frontEnd: source.frontEnd ?? 'action',
    controlPlane,
    ...which,
    deployment,
    ...(promotion ? { promotion } : {}),
    rollback: { revisionId, onFailure: rollbackOnFailure },
    logs: readLogs(p, raw),
    ...readWaiting(p, raw),
    smoke: readSmokeSettings(p, raw, command, deployment.graphConfigPath, source),
    checks,
    github: readGitHub(p, raw),
    workflow: gh,
    ...(!checks && raw('judge_api_key') ? { unheldSecrets: [raw('judge_api_key')] } : {}),
    warnings: [],
    ...(fleet ? { fleet } : {}),
  };
  for (const problem of proxyProblems(source.env)) p.add(problem.name, problem.text);
  inputs.warnings.push(...checkCombinations(p, source.value, raw, inputs), ...secrets.warnings);
  if (!p.items.length) return { ok: true, inputs };
  // Every value given that is a secret, parsed or not: masked even when the inputs are refused.
  const given = [...SECRET_INPUTS.filter((input) => input !== 'secrets').map(raw), ...secrets.given];
  return refused(p.items, given.filter(Boolean), gh, inputs);
}

/**
 * An input's value as given, trimmed; empty gives its default: action.yml's, or for `name`,
 * `repo_url` and `repo_ref` the workflow's (the repository, the ref that triggered it).
 */
function withDefaults(source: InputSource): (name: string) => string {
  const gh = source.workflow;
  const defaults: Record<string, string | undefined> = {
    ...INPUT_DEFAULTS,
    name: gh.repo,
    repo_url: gh.repository ? `${gh.serverUrl}/${gh.repository}` : undefined,
    repo_ref: defaultRepoRef(gh),
  };
  return (name) => source.value(name).trim() || (Object.hasOwn(defaults, name) ? defaults[name] : '') || '';
}

/** The Control plane group: where the control plane is, and the key and workspace sent to it. */
function readControlPlane(
  p: field.Problems,
  raw: field.Raw,
): { controlPlane: Inputs['controlPlane']; endpoint: EndpointChoice } {
  const endpoint = {
    region: field.oneOf(p, 'region', raw('region'), REGIONS),
    selfHostedUrl: field.baseUrl(p, 'self_hosted_url', raw('self_hosted_url')),
    apiUrl: field.baseUrl(p, 'api_url', raw('api_url')),
  };
  // The input that chose the control plane (`api_url`, else `self_hosted_url`, else `region`),
  // named as this front end names it; a region is shown.
  const input: SettingName['input'] = endpoint.apiUrl
    ? 'api_url'
    : endpoint.selfHostedUrl
      ? 'self_hosted_url'
      : 'region';
  const controlPlane = {
    baseUrl: controlPlaneBaseUrl(endpoint),
    urlFrom: { input, label: p.label(input), ...(input === 'region' && { shown: endpoint.region }) },
    apiKey: field.headerValue(p, 'api_key', raw('api_key')) ?? '',
    tenantId: field.uuid(p, 'tenant_id', raw('tenant_id')),
    uiUrl: uiBaseUrl(endpoint),
    selfHosted: endpoint.selfHostedUrl !== undefined,
  };
  return { controlPlane, endpoint };
}

/** The Source and build group: where the revision's code comes from, and how it is built. */
function readSourceAndBuild(p: field.Problems, raw: field.Raw, gh: GitHubEnv) {
  const source = field.oneOf(p, 'source', raw('source'), SOURCES);
  const repoRef = field.text(p, 'repo_ref', raw('repo_ref'), LIMITS.refLength);
  return {
    ...{ source, repoUrl: readRepoUrl(p, raw('repo_url')), repoRef },
    graphConfigPath: field.text(p, 'graph_config_path', raw('graph_config_path'), LIMITS.pathLength) ?? '',
    integrationId: field.uuid(p, 'integration_id', raw('integration_id')),
    installCommand: shellCommand(p, 'install_command', raw('install_command')),
    buildCommand: shellCommand(p, 'build_command', raw('build_command')),
    imageUri: field.text(p, 'image_uri', raw('image_uri'), LIMITS.imageUriLength),
    listenerId: field.uuid(p, 'listener_id', raw('listener_id')),
    k8sNamespace: field.k8sName(p, 'k8s_namespace', raw('k8s_namespace')),
    // When not given: the platform's default.
    deploymentType: raw('deployment_type')
      ? field.oneOf(p, 'deployment_type', raw('deployment_type'), DEPLOYMENT_TYPES)
      : undefined,
    buildOnPush: raw('build_on_push') ? field.boolean(p, 'build_on_push', raw('build_on_push')) : undefined,
    resourceSpec: field.jsonObject(p, 'resource_spec', raw('resource_spec'), LIMITS.resourceSpecLength),
    // The workflow's own commit can be compared with the built one only when the ref to build is
    // the ref that triggered it; an upload builds what is checked out, by construction.
    expectedCommit: source === 'github' && repoRef && repoRef === defaultRepoRef(gh) ? gh.commit : undefined,
    ...{ workflowSha: gh.sha, workspace: gh.workspace, tempDir: gh.runnerTemp },
  };
}

/** The Safety and rollback group. */
function readSafety(p: field.Problems, raw: field.Raw) {
  return {
    requireCommit: field.boolean(p, 'require_commit', raw('require_commit')),
    onSuperseded: field.oneOf(p, 'on_superseded', raw('on_superseded'), ON_SUPERSEDED),
    rollbackOnFailure: field.boolean(p, 'rollback_on_failure', raw('rollback_on_failure')),
    deployRetries: field.integer(p, 'deploy_retries', raw('deploy_retries'), LIMITS.deployRetries),
  };
}

/** The Logs group. */
function readLogs(p: field.Problems, raw: field.Raw): Inputs['logs'] {
  return {
    mode: field.oneOf(p, 'logs', raw('logs'), LOG_MODES),
    lines: field.integer(p, 'log_lines', raw('log_lines'), LIMITS.logLines),
  };
}

/** The Waiting group: whether and how long the revision is followed, the poll's pacing, `auth_id`. */
function readWaiting(p: field.Problems, raw: field.Raw): Pick<Inputs, 'wait' | 'authId'> {
  return {
    wait: {
      enabled: field.boolean(p, 'wait', raw('wait')),
      timeoutMs: field.duration(p, 'timeout', raw('timeout'), LIMITS.timeout),
      poll: {
        initialMs: field.duration(p, 'poll_interval', raw('poll_interval'), LIMITS.pollInterval),
        maxMs: field.duration(p, 'poll_max_interval', raw('poll_max_interval'), LIMITS.pollInterval),
        backoff: field.number(p, 'poll_backoff', raw('poll_backoff'), LIMITS.pollBackoff),
      },
    },
    authId: field.identifier(p, 'auth_id', raw('auth_id')),
  };
}

/** The GitHub group: the token, the environment of GitHub Deployments, the pull-request comment. */
function readGitHub(p: field.Problems, raw: field.Raw): Inputs['github'] {
  return {
    token: field.headerValue(p, 'github_token', raw('github_token')),
    environment: field.text(p, 'github_environment', raw('github_environment'), LIMITS.environmentLength),
    prComment: field.boolean(p, 'pr_comment', raw('pr_comment')),
  };
}

/** The repository's URL: https, no credentials (a token in it would be sent to the control plane). */
function readRepoUrl(p: field.Problems, value: string): string | undefined {
  if (value === '') return undefined;
  // Never quoted: a URL may carry credentials.
  if (!URL.canParse(value)) return p.add('repo_url', 'is not a URL; use the https URL of the repository');
  const url = new URL(value);
  if (url.username || url.password)
    return p.add(
      'repo_url',
      'must not carry credentials (user:token@); the GitHub integration gives the access',
    );
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    return p.add('repo_url', 'must be an https URL of the repository');
  return value;
}
