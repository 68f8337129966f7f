import type { SettingName } from '../base/errors.ts';
import { INPUT_DEFAULTS } from './action-defaults.ts';
import { normalizeDeploymentName } from './deployment-name.ts';
import { controlPlaneBaseUrl, controlPlaneInput, isLoopbackHost, REGIONS, uiBaseUrl } from './endpoint.ts';
import * as field from './fields.ts';
import {
  defaultDeploymentName,
  defaultRepoRef,
  defaultRepoUrl,
  readGitHubEnv,
  type GitHubEnv,
} from './github-env.ts';
import { proxyProblems } from './proxy-env.ts';
import type { Problem } from './problem.ts';
import { checkCombinations, settingOf } from './combinations.ts';
import { appliesTo } from './commands.ts';
import { readIds } from './ids.ts';
import { LIMITS } from './limits.ts';
import { parsePlan, type FleetPlan } from './plan-json.ts';
import { parseSecrets } from './secrets.ts';
import { SECRET_INPUT_VALUES, SECRET_INPUTS } from './secret-inputs.ts';
import { isReservedSecret, reservedBy } from './reserved-secrets.ts';
import { readChecksSettings } from './checks.ts';
import { readPreviewPrefix } from './previews.ts';
import { readSmokeSettings } from './smoke.ts';
import {
  COMMANDS,
  DEPLOYMENT_TYPES,
  LOG_MODES,
  ON_SUPERSEDED,
  SECRETS_MODES,
  SOURCES,
  type Command,
  type Inputs,
} from './types.ts';

export type ReadResult =
  | { ok: true; inputs: Inputs }
  /**
   * `secretValues`: what the runner must mask even though the run stops here; `workflow`: the
   * run's GITHUB_* facts, already read, for the summary; `inputs`: what was read of them, bad
   * values as placeholders, so the files they name are checked in the same run.
   */
  | { ok: false; problems: Problem[]; secretValues: string[]; workflow: GitHubEnv; inputs?: Inputs };

/**
 * Where a front end's inputs come from. The action reads `INPUT_*` variables and the workflow's
 * GITHUB_* context (actionInputSource); the CLI reads flags and LANGGRAPH_DEPLOY_* variables, and
 * has a GitHub context only inside GitHub Actions. Validation is the same for both.
 */
export interface InputSource {
  /** The value given for an input; '' when none (the default from action.yml then applies). */
  value(name: string): string;
  /** The run's GitHub context, where defaults (name, repo_url, repo_ref, the commit) come from. */
  workflow: GitHubEnv;
  /** The environment: proxy variables. */
  env: NodeJS.ProcessEnv;
  /** How a problem names an input: `graph_config_path` in the action, `--graph-config-path` in the CLI. */
  label?: (input: string) => string;
  /** Where an input's value came from, when not the step itself (a fleet manifest's entry). */
  origin?: (input: string) => string | undefined;
  /** Files it writes (`checks_junit`) go where its user points (the CLI), not only in the workspace. */
  writeAnywhere?: boolean;
}

/**
 * The runner passes input `foo_bar` as `INPUT_FOO_BAR`; empty means "use the default", which
 * comes from action.yml (src/inputs/action-defaults.ts is generated from it).
 */
export function actionInputSource(env: NodeJS.ProcessEnv): InputSource {
  return {
    value: (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '',
    workflow: readGitHubEnv(env),
    env,
  };
}

/** A front end's source as given, or the action's from its `INPUT_*` and GITHUB_* variables. */
export function inputSourceOf(from: NodeJS.ProcessEnv | InputSource): InputSource {
  return typeof (from as InputSource).value === 'function'
    ? (from as InputSource)
    : actionInputSource(from as NodeJS.ProcessEnv);
}

/** The action's inputs: `INPUT_*` and GITHUB_* variables. */
export function readInputs(env: NodeJS.ProcessEnv): ReadResult {
  return readInputsFrom(actionInputSource(env));
}

/**
 * Reads and checks every input once, before anything is sent. All problems are returned
 * together, each naming its input and what it accepts — and, for a value a fleet manifest set,
 * where in the manifest it is (`origin`).
 */
export function readInputsFrom(given: InputSource): ReadResult {
  const raw = (name: string): string => {
    const value = given.value(name).trim();
    return value === '' ? ((INPUT_DEFAULTS as Record<string, string>)[name] ?? '') : value;
  };
  const env = given.env;
  const gh = given.workflow;
  const p = new field.Problems(given.label, given.origin);

  const { command, apiKey, endpoint, selfHosted } = readConnection(p, raw);
  const { ids, nameText, name } = readTarget(p, raw, gh, command);
  const { deploymentId, revisionId } = ids;

  const built = readSource(p, raw, gh, command);
  const { source } = built;
  const commitRule = readCommitRule(p, raw, gh, { command, source, repoRef: built.repoRef });
  const { wait } = commitRule;

  const secrets = parseSecrets(raw('secrets'));
  for (const problem of secrets.problems) p.add('secrets', problem);

  const { timeoutMs, initialMs, maxMs, backoff } = readPollSettings(p, raw);

  const authId = field.identifier(p, 'auth_id', raw('auth_id'));
  if (command === 'wait-auth' && !raw('auth_id')) p.add('auth_id', 'is required for command wait-auth');
  for (const problem of proxyProblems(env)) p.add(problem.name, problem.text);

  const graphConfigPath =
    field.text(p, 'graph_config_path', raw('graph_config_path'), LIMITS.pathLength) ?? '';
  const smoke = readSmokeSettings(p, raw, { command, graphConfigPath, workspace: gh.workspace });
  const checks = readChecksSettings(p, raw, command, wait, endpoint);
  const warnings = checkCombinations(p, settingOf(given.value, command, source));
  const { sendable, withheld } = withholdReserved(p, secrets, selfHosted, command, warnings);

  const fleet = readFleetSettings(p, raw, command);
  const previews = readPreviewPrefix(p, raw, nameText, command);
  pruneProblems(p, raw, gh, command);

  const deployment = deploymentSettings(p, raw, {
    ...built,
    ...commitRule,
    graphConfigPath,
    ids,
    sendable,
    withheld,
    gh,
  });
  // Read after the deployment's settings, so that problems keep action.yml's order.
  const later = laterSettings(p, raw);
  const inputs: Inputs = {
    command,
    controlPlane: controlPlaneSettings(p, endpoint, apiKey, ids.tenantId, selfHosted),
    target: { name: name?.sent, ...(name?.asGiven ? { asGiven: name.asGiven } : {}), deploymentId },
    deployment,
    deleteTracingProject: later.deleteTracingProject,
    ...(previews.prefix && previews.written
      ? { previews: { prefix: previews.prefix, written: previews.written } }
      : {}),
    rollback: { revisionId, onFailure: later.rollbackOnFailure },
    wait: { enabled: wait, timeoutMs, poll: { initialMs, maxMs, backoff } },
    authId,
    logs: later.logs,
    smoke,
    checks,
    github: later.github,
    dryRun: later.dryRun,
    workflow: gh,
    ...(!checks && raw('judge_api_key') ? { unheldSecrets: [raw('judge_api_key')] } : {}),
    warnings,
    ...(fleet ? { fleet } : {}),
  };
  if (!p.items.length) return { ok: true, inputs };
  return {
    ok: false,
    problems: p.items,
    secretValues: givenSecretValues(raw, secrets),
    workflow: gh,
    inputs,
  };
}

type Raw = (name: string) => string;

/** Where the revision's code comes from: the source, the repository and ref, an image, build commands. */
function readSource(p: field.Problems, raw: Raw, gh: GitHubEnv, command: Command) {
  const source = field.oneOf(p, 'source', raw('source'), SOURCES);
  const repoRefText = raw('repo_ref') || (defaultRepoRef(gh) ?? '');
  const repoRef = field.text(p, 'repo_ref', repoRefText, LIMITS.refLength);
  const buildOnPush = field.optionalBoolean(p, 'build_on_push', raw('build_on_push'));
  // Only a deploy sends it: another command warns that it does not use it (combinations.ts).
  if (buildOnPush && repoRef?.startsWith('refs/tags/') && command === 'deploy') {
    p.add(
      'build_on_push',
      `cannot be true when repo_ref is a tag (${repoRef}): tags never move; use false or leave it empty`,
    );
  }
  const repoUrlText = raw('repo_url') || (defaultRepoUrl(gh) ?? '');
  const repoUrl = readRepoUrl(p, repoUrlText);
  const imageUri = field.text(p, 'image_uri', raw('image_uri'), LIMITS.imageUriLength);
  if (command === 'deploy') {
    if (source === 'github' && !repoRefText)
      p.add('repo_ref', `is empty and the triggering ref is not a branch or tag; set ${p.label('repo_ref')}`);
    if (source === 'github' && !repoUrlText)
      p.add('repo_url', `is empty and GITHUB_REPOSITORY is not set to derive it; set ${p.label('repo_url')}`);
    if (source === 'external_docker' && !imageUri)
      p.add('image_uri', 'is required when source is external_docker');
  }

  if (source === 'upload' && command === 'deploy') {
    // The archive is the checked-out commit: no repository, ref or integration to name.
    for (const name of ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'])
      if (raw(name))
        p.add(name, `only applies to source: github; with source: upload the workspace's files are uploaded`);
  }
  const installCommand = field.text(p, 'install_command', raw('install_command'), LIMITS.commandLength);
  const buildCommand = field.text(p, 'build_command', raw('build_command'), LIMITS.commandLength);
  return { source, repoRefText, repoRef, buildOnPush, repoUrl, imageUri, installCommand, buildCommand };
}

/** `require_commit`, and the commit it compares with; `wait` is read here, where the rule needs it. */
function readCommitRule(
  p: field.Problems,
  raw: Raw,
  gh: GitHubEnv,
  {
    command,
    source,
    repoRef,
  }: { command: Command; source: Inputs['deployment']['source']; repoRef: string | undefined },
) {
  const requireCommit = field.boolean(p, 'require_commit', raw('require_commit'));
  // The workflow's own commit can be compared with the built one only when the ref to build is
  // the ref that triggered the workflow; an upload builds what is checked out, by construction.
  const expectedCommit =
    source === 'github' && repoRef && repoRef === defaultRepoRef(gh) ? gh.commit : undefined;
  const wait = field.boolean(p, 'wait', raw('wait'));
  if (requireCommit && command === 'deploy') {
    const why =
      source === 'external_docker'
        ? 'applies to source: github (an image is not built from a commit here)'
        : source === 'upload'
          ? 'applies to source: github (an upload deploys the files checked out, by construction; commit_sha says which commit)'
          : source === 'github' && !wait
            ? 'needs wait: true: the built commit is known only once the build has started'
            : source === 'github' && !expectedCommit
              ? repoRef && repoRef !== defaultRepoRef(gh)
                ? `needs repo_ref to be the ref that triggered the workflow; ${repoRef} is another ref, so there is no commit to require`
                : 'needs the workflow commit (GITHUB_SHA), which is not set'
              : undefined;
    if (why) p.add('require_commit', why);
  }
  return { requireCommit, expectedCommit, wait };
}

/** `timeout` and the poll pacing. */
function readPollSettings(p: field.Problems, raw: Raw) {
  const timeoutMs = field.duration(p, 'timeout', raw('timeout'), LIMITS.timeout);
  const initialMs = field.duration(p, 'poll_interval', raw('poll_interval'), LIMITS.pollInterval);
  const maxMs = field.duration(p, 'poll_max_interval', raw('poll_max_interval'), LIMITS.pollInterval);
  if (maxMs < initialMs)
    p.add(
      'poll_max_interval',
      `(${raw('poll_max_interval')}) must not be shorter than ${p.label('poll_interval')} (${raw('poll_interval')})`,
    );
  const backoff = field.number(p, 'poll_backoff', raw('poll_backoff'), LIMITS.pollBackoff);
  return { timeoutMs, initialMs, maxMs, backoff };
}

/** What `command: prune` needs from GitHub. */
function pruneProblems(p: field.Problems, raw: Raw, gh: GitHubEnv, command: Command): void {
  if (command === 'prune') {
    // It asks GitHub whether each preview's pull request is closed.
    if (!raw('github_token'))
      p.add(
        'github_token',
        'is required for command prune: the token it reads the pull requests with (pull-requests: read)',
      );
    if (!gh.owner || !gh.repo)
      p.add(
        'command',
        'prune asks GitHub whether the pull request of each preview is closed, and GITHUB_REPOSITORY (whose pull requests) is not set: run it in a GitHub Actions workflow',
      );
  }
}

/** Every value given that is a secret, parsed or not: masked even when the inputs are refused. */
function givenSecretValues(raw: Raw, secrets: ReturnType<typeof parseSecrets>): string[] {
  // `secrets` as parsed: each value alone, and what did not parse.
  const values = [
    ...SECRET_INPUTS.filter((input) => input !== 'secrets').map(raw),
    ...secrets.secrets.map((s) => s.value),
    ...secrets.unparsed,
  ];
  return values.filter(Boolean);
}

/** What a create or update sends: the deployment's own settings (the order of its problems kept). */
function deploymentSettings(
  p: field.Problems,
  raw: Raw,
  d: {
    source: Inputs['deployment']['source'];
    repoUrl: Inputs['deployment']['repoUrl'];
    repoRef: Inputs['deployment']['repoRef'];
    graphConfigPath: string;
    ids: ReturnType<typeof readIds>;
    imageUri: Inputs['deployment']['imageUri'];
    buildOnPush: Inputs['deployment']['buildOnPush'];
    sendable: Inputs['deployment']['withheldSecrets'];
    withheld: Inputs['deployment']['withheldSecrets'];
    expectedCommit: Inputs['deployment']['expectedCommit'];
    gh: GitHubEnv;
    installCommand: Inputs['deployment']['installCommand'];
    buildCommand: Inputs['deployment']['buildCommand'];
    requireCommit: boolean;
  },
): Inputs['deployment'] {
  const { source, repoUrl, repoRef, graphConfigPath, ids, imageUri, buildOnPush, sendable, withheld } = d;
  const { expectedCommit, gh, installCommand, buildCommand, requireCommit } = d;
  return {
    source,
    repoUrl,
    repoRef,
    graphConfigPath,
    integrationId: ids.integrationId,
    imageUri,
    listenerId: ids.listenerId,
    deploymentType: raw('deployment_type')
      ? field.oneOf(p, 'deployment_type', raw('deployment_type'), DEPLOYMENT_TYPES)
      : undefined,
    buildOnPush,
    resourceSpec: field.jsonObject(p, 'resource_spec', raw('resource_spec'), LIMITS.resourceSpecLength),
    // No NAME=value in it (only comments, `{}`) is as not given: an update never clears them all.
    secrets: sendable.length ? sendable : undefined,
    withheldSecrets: withheld,
    secretsMode: field.oneOf(p, 'secrets_mode', raw('secrets_mode'), SECRETS_MODES),
    expectedCommit,
    workflowSha: gh.sha,
    workspace: gh.workspace,
    tempDir: gh.runnerTemp,
    installCommand,
    buildCommand,
    requireCommit,
    onSuperseded: field.oneOf(p, 'on_superseded', raw('on_superseded'), ON_SUPERSEDED),
  };
}

/** The settings read after the deployment's, in the order their problems are reported. */
function laterSettings(p: field.Problems, raw: Raw) {
  return {
    deleteTracingProject: field.boolean(p, 'delete_tracing_project', raw('delete_tracing_project')),
    rollbackOnFailure: field.boolean(p, 'rollback_on_failure', raw('rollback_on_failure')),
    logs: {
      mode: field.oneOf(p, 'logs', raw('logs'), LOG_MODES),
      lines: field.integer(p, 'log_lines', raw('log_lines'), LIMITS.logLines),
    },
    github: {
      token: field.headerValue(p, 'github_token', raw('github_token')),
      environment: field.text(p, 'github_environment', raw('github_environment'), 255),
      prComment: field.boolean(p, 'pr_comment', raw('pr_comment')),
    },
    dryRun: field.boolean(p, 'dry_run', raw('dry_run')),
  };
}

/** The command, and the control plane it talks to with which key. */
function readConnection(p: field.Problems, raw: Raw) {
  const command = field.oneOf(p, 'command', raw('command'), COMMANDS);
  const apiKey = field.headerValue(p, 'api_key', raw('api_key'));
  if (raw('api_key') === '' && command !== 'smoke-test') {
    p.add('api_key', 'is required; pass your LangSmith API key from a secret');
  }

  const region = field.oneOf(p, 'region', raw('region'), REGIONS);
  const endpoint = {
    region,
    selfHostedUrl: field.baseUrl(p, 'self_hosted_url', raw('self_hosted_url')),
    apiUrl: field.baseUrl(p, 'api_url', raw('api_url')),
  };
  return { command, apiKey, endpoint, selfHosted: endpoint.selfHostedUrl !== undefined };
}

/** Which deployment: its ids, or its name (the repository's by default). */
function readTarget(p: field.Problems, raw: Raw, gh: GitHubEnv, command: Command) {
  const ids = readIds(p, raw);
  const nameText = raw('name') || (defaultDeploymentName(gh) ?? '');
  const name = readDeploymentName(p, nameText, raw('name') === '');
  if (['deploy', 'status', 'rollback'].includes(command) && !nameText && !raw('deployment_id')) {
    p.add(
      'name',
      `is empty and GITHUB_REPOSITORY is not set to derive it; set ${p.label('name')} or ${p.label('deployment_id')}`,
    );
  }
  if (command === 'delete' && !raw('name') && !raw('deployment_id')) {
    p.add(
      'name',
      `is required for command delete (or set ${p.label('deployment_id')}): delete never falls back to the repository name, which is usually your production deployment`,
    );
  }
  return { ids, nameText, name };
}

/** Names the platform keeps for itself are never sent, as its own clients never send them. */
function withholdReserved(
  p: field.Problems,
  secrets: ReturnType<typeof parseSecrets>,
  selfHosted: boolean,
  command: Command,
  warnings: string[],
) {
  const sendable = secrets.secrets.filter((s) => !isReservedSecret(s.name, selfHosted));
  const withheld = secrets.secrets.filter((s) => isReservedSecret(s.name, selfHosted));
  if (command === 'deploy')
    for (const { name } of withheld) warnings.push(`${p.label('secrets')}: ${reservedWarning(name)}`);
  return { sendable, withheld };
}

/** Where the control plane is, and the key and workspace sent to it. */
function controlPlaneSettings(
  p: field.Problems,
  endpoint: Parameters<typeof controlPlaneBaseUrl>[0],
  apiKey: string | undefined,
  tenantId: string | undefined,
  selfHosted: boolean,
): Inputs['controlPlane'] {
  return {
    baseUrl: controlPlaneBaseUrl(endpoint),
    urlFrom: urlFrom(endpoint, p),
    apiKey: apiKey ?? '',
    tenantId,
    uiUrl: uiBaseUrl(endpoint),
    selfHosted,
  };
}

/** The input that chose the control plane, named as this front end names it; a region is shown. */
function urlFrom(endpoint: Parameters<typeof controlPlaneInput>[0], p: field.Problems): SettingName {
  const input = controlPlaneInput(endpoint);
  return { input, label: p.label(input), ...(input === 'region' && { shown: endpoint.region }) };
}

/**
 * The fleet inputs (docs/fleet.md): `manifest`, and `deployment` (a matrix job), `force` (plan),
 * `plan` (report). The manifest's entries are read on top of this (src/fleet/), not here.
 */
function readFleetSettings(
  p: field.Problems,
  raw: (name: string) => string,
  command: Command,
): Inputs['fleet'] {
  const manifest = field.text(p, 'manifest', raw('manifest'), LIMITS.pathLength);
  const deployment = field.text(p, 'deployment', raw('deployment'), LIMITS.nameLength);
  const force = field.boolean(p, 'force', raw('force'));
  // Another command refuses it (combinations.ts): it is not read there.
  const plan = appliesTo('plan', command) ? readPlan(p, raw('plan')) : undefined;
  if (!manifest) return undefined;
  return { manifest, deployment, force, plan, entries: [] };
}

/** `plan`: the JSON of plan's output, as `command: report` reads it. */
function readPlan(p: field.Problems, text: string): FleetPlan | undefined {
  if (!text) return undefined;
  if (text.length > LIMITS.planLength) return p.add('plan', `is longer than ${LIMITS.planLength} characters`);
  const parsed = parsePlan(text);
  return 'problem' in parsed ? p.add('plan', parsed.problem) : parsed.plan;
}

/** The values of valid inputs that are secrets: the key, the GitHub token, every secret's value. */
export function secretValuesOf(inputs: Inputs): string[] {
  return SECRET_INPUTS.flatMap((input) => SECRET_INPUT_VALUES[input](inputs)).filter(
    (value): value is string => Boolean(value),
  );
}

/**
 * The deployment's name as the platform's clients send it (deployment-name.ts), and the name as
 * given when that differs: a deployment made under it before names were normalized is still
 * found (deploy/find.ts). A name with nothing left is refused: the clients' `app` would be a guess.
 */
function readDeploymentName(
  p: field.Problems,
  text: string,
  fromRepository: boolean,
): { sent: string; asGiven?: string } | undefined {
  const given = field.text(p, 'name', text, LIMITS.nameLength);
  if (given === undefined) return undefined;
  const sent = normalizeDeploymentName(given);
  if (sent === '')
    return p.add(
      'name',
      `"${given}"${fromRepository ? " (the repository's name)" : ''} has no letter or digit, and a deployment's name is lowercase letters, digits and hyphens; set ${p.label('name')} to such a name`,
    );
  return sent === given ? { sent } : { sent, asGiven: given };
}

/** Why a secret given is not sent; for a name only LangSmith's cloud reserves, where it is allowed. */
function reservedWarning(name: string): string {
  const selfHostedOnly =
    reservedBy(name) === 'cloud' ? ' (a self-hosted instance, self_hosted_url, allows it)' : '';
  return `${name} is a name the platform reserves for itself${selfHostedOnly}; it is left out and never sent, as LangSmith's own deploy clients leave it out`;
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
