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
import { checkCombinations, settingOf, type ReadFacts } from './combinations.ts';
import { appliesTo } from './commands.ts';
import { readIds } from './ids.ts';
import { LIMITS } from './limits.ts';
import { parsePlan, type FleetPlan } from './plan-json.ts';
import { parseSecrets } from './secrets.ts';
import { SECRET_INPUT_VALUES, SECRET_INPUTS } from './secret-inputs.ts';
import { isReservedSecret, reservedBy } from './reserved-secrets.ts';
import { shellCommand } from './build-commands.ts';
import { readChecksSettings } from './checks.ts';
import { readPreviewPrefix } from './previews.ts';
import { readSmokeSettings } from './smoke.ts';
import type { FrontEnd } from './front-end.ts';
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
  /** Whose words advice is in (an actions/checkout step, or a folder to run from); the action's by default. */
  frontEnd?: FrontEnd;
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
  const raw = withDefaults(given);
  const p = new field.Problems(given.label, given.origin);
  const read = readGroups(p, raw, given);
  // Each input's own problems first, then those of inputs together (combinations.ts).
  const warnings = [
    ...checkCombinations(p, settingOf(given.value, factsOf(read, given.workflow))),
    ...read.reserved.warnings,
  ];
  const inputs = inputsOf(p, read, raw, warnings);
  if (!p.items.length) return { ok: true, inputs };
  return {
    ok: false,
    problems: p.items,
    secretValues: givenSecretValues(raw, read.secrets),
    workflow: given.workflow,
    inputs,
  };
}

type Raw = (name: string) => string;

/** An input's value as given, trimmed; empty gives its default from action.yml. */
function withDefaults(given: InputSource): Raw {
  return (name) => {
    const value = given.value(name).trim();
    return value === '' ? ((INPUT_DEFAULTS as Record<string, string>)[name] ?? '') : value;
  };
}

/** Every group of inputs, each read on its own, in action.yml's order (the order of their problems). */
function readGroups(p: field.Problems, raw: Raw, given: InputSource) {
  const first = readDeploymentGroups(p, raw, given);
  const frontEnd = given.frontEnd ?? 'action';
  return { workflow: given.workflow, frontEnd, ...first, ...readRunGroups(p, raw, given, first) };
}

/** The command, the control plane, which deployment, its source, and how long to follow it. */
function readDeploymentGroups(p: field.Problems, raw: Raw, given: InputSource) {
  const gh = given.workflow;
  const connection = readConnection(p, raw);
  const target = readTarget(p, raw, gh);
  const source = readSource(p, raw, gh);
  const commit = readCommit(p, raw, gh, source);
  const secrets = parseSecrets(raw('secrets'));
  for (const problem of secrets.problems) p.add('secrets', problem);
  const poll = readPollSettings(p, raw);
  const authId = field.identifier(p, 'auth_id', raw('auth_id'));
  for (const problem of proxyProblems(given.env)) p.add(problem.name, problem.text);
  return { connection, target, source, commit, secrets, poll, authId };
}

/** The tests of the revision, the fleet, what the deployment is sent, and the rest. */
function readRunGroups(
  p: field.Problems,
  raw: Raw,
  given: InputSource,
  { connection, target, source, commit, secrets }: ReturnType<typeof readDeploymentGroups>,
) {
  const { command } = connection;
  const gh = given.workflow;
  const graphConfigPath =
    field.text(p, 'graph_config_path', raw('graph_config_path'), LIMITS.pathLength) ?? '';
  const smoke = readSmokeSettings(p, raw, {
    command,
    graphConfigPath,
    workspace: gh.workspace,
    frontEnd: given.frontEnd,
  });
  const checks = readChecksSettings(p, raw, command, connection.endpoint);
  const reserved = withholdReserved(p, secrets, connection.selfHosted, command);
  const fleet = readFleetSettings(p, raw, command);
  const previews = readPreviewPrefix(p, raw, target.nameText, command);
  const ids = target.ids;
  const deployment = deploymentSettings(p, raw, { source, commit, graphConfigPath, ids, reserved, gh });
  // Read after the deployment's settings, so that problems keep action.yml's order.
  const later = laterSettings(p, raw);
  return { smoke, checks, reserved, fleet, previews, deployment, later };
}

type Groups = ReturnType<typeof readGroups>;

/** What the rules across inputs look at, as the groups read it. */
function factsOf(read: Groups, workflow: GitHubEnv): ReadFacts {
  const { source, commit } = read;
  return {
    command: read.connection.command,
    source: source.source,
    workflow,
    nameText: read.target.nameText,
    repoRefText: source.repoRefText,
    repoUrlText: source.repoUrlText,
    repoRef: source.repoRef,
    imageUri: source.imageUri,
    buildOnPush: source.buildOnPush,
    requireCommit: commit.requireCommit,
    wait: commit.wait,
    expectedCommit: commit.expectedCommit,
    poll: read.poll,
    checks: read.checks,
  };
}

/** The inputs as the run uses them, from the groups read. */
function inputsOf(p: field.Problems, read: Groups, raw: Raw, warnings: string[]): Inputs {
  const { connection, target, later, previews, poll, checks } = read;
  const { name, ids } = target;
  return {
    command: connection.command,
    frontEnd: read.frontEnd,
    controlPlane: controlPlaneSettings(p, connection, ids.tenantId),
    target: {
      name: name?.sent,
      ...(name?.asGiven ? { asGiven: name.asGiven } : {}),
      deploymentId: ids.deploymentId,
    },
    deployment: read.deployment,
    deleteTracingProject: later.deleteTracingProject,
    ...(previews.prefix && previews.written
      ? { previews: { prefix: previews.prefix, written: previews.written } }
      : {}),
    rollback: { revisionId: ids.revisionId, onFailure: later.rollbackOnFailure },
    wait: {
      enabled: read.commit.wait,
      timeoutMs: poll.timeoutMs,
      poll: { initialMs: poll.initialMs, maxMs: poll.maxMs, backoff: poll.backoff },
    },
    authId: read.authId,
    logs: later.logs,
    smoke: read.smoke,
    checks,
    github: later.github,
    dryRun: later.dryRun,
    workflow: read.workflow,
    ...(!checks && raw('judge_api_key') ? { unheldSecrets: [raw('judge_api_key')] } : {}),
    warnings,
    ...(read.fleet ? { fleet: read.fleet } : {}),
  };
}

/** Where the revision's code comes from: the source, the repository and ref, an image, build commands. */
function readSource(p: field.Problems, raw: Raw, gh: GitHubEnv) {
  const source = field.oneOf(p, 'source', raw('source'), SOURCES);
  const repoRefText = raw('repo_ref') || (defaultRepoRef(gh) ?? '');
  const repoRef = field.text(p, 'repo_ref', repoRefText, LIMITS.refLength);
  const buildOnPush = field.optionalBoolean(p, 'build_on_push', raw('build_on_push'));
  const repoUrlText = raw('repo_url') || (defaultRepoUrl(gh) ?? '');
  const repoUrl = readRepoUrl(p, repoUrlText);
  const imageUri = field.text(p, 'image_uri', raw('image_uri'), LIMITS.imageUriLength);
  const installCommand = shellCommand(p, 'install_command', raw('install_command'));
  const buildCommand = shellCommand(p, 'build_command', raw('build_command'));
  return {
    source,
    repoRefText,
    repoRef,
    buildOnPush,
    repoUrlText,
    repoUrl,
    imageUri,
    installCommand,
    buildCommand,
  };
}

/** `require_commit`, the commit it compares with, and `wait`. */
function readCommit(
  p: field.Problems,
  raw: Raw,
  gh: GitHubEnv,
  { source, repoRef }: Pick<ReturnType<typeof readSource>, 'source' | 'repoRef'>,
) {
  const requireCommit = field.boolean(p, 'require_commit', raw('require_commit'));
  // The workflow's own commit can be compared with the built one only when the ref to build is
  // the ref that triggered the workflow; an upload builds what is checked out, by construction.
  const expectedCommit =
    source === 'github' && repoRef && repoRef === defaultRepoRef(gh) ? gh.commit : undefined;
  const wait = field.boolean(p, 'wait', raw('wait'));
  return { requireCommit, expectedCommit, wait };
}

/** `timeout` and the poll pacing. */
function readPollSettings(p: field.Problems, raw: Raw) {
  const timeoutMs = field.duration(p, 'timeout', raw('timeout'), LIMITS.timeout);
  const initialMs = field.duration(p, 'poll_interval', raw('poll_interval'), LIMITS.pollInterval);
  const maxMs = field.duration(p, 'poll_max_interval', raw('poll_max_interval'), LIMITS.pollInterval);
  const backoff = field.number(p, 'poll_backoff', raw('poll_backoff'), LIMITS.pollBackoff);
  return { timeoutMs, initialMs, maxMs, backoff };
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
    source: ReturnType<typeof readSource>;
    commit: ReturnType<typeof readCommit>;
    graphConfigPath: string;
    ids: ReturnType<typeof readIds>;
    reserved: ReturnType<typeof withholdReserved>;
    gh: GitHubEnv;
  },
): Inputs['deployment'] {
  const { source, repoUrl, repoRef, imageUri, buildOnPush, installCommand, buildCommand } = d.source;
  const { ids, gh, reserved } = d;
  return {
    ...{ source, repoUrl, repoRef, graphConfigPath: d.graphConfigPath, integrationId: ids.integrationId },
    ...{ imageUri, listenerId: ids.listenerId, deploymentType: deploymentType(p, raw), buildOnPush },
    resourceSpec: field.jsonObject(p, 'resource_spec', raw('resource_spec'), LIMITS.resourceSpecLength),
    // No NAME=value in it (only comments, `{}`) is as not given: an update never clears them all.
    secrets: reserved.sendable.length ? reserved.sendable : undefined,
    withheldSecrets: reserved.withheld,
    secretsMode: field.oneOf(p, 'secrets_mode', raw('secrets_mode'), SECRETS_MODES),
    expectedCommit: d.commit.expectedCommit,
    ...{ workflowSha: gh.sha, workspace: gh.workspace, tempDir: gh.runnerTemp },
    ...{ installCommand, buildCommand, requireCommit: d.commit.requireCommit },
    onSuperseded: field.oneOf(p, 'on_superseded', raw('on_superseded'), ON_SUPERSEDED),
  };
}

/** `deployment_type`, when given: else the platform's default. */
function deploymentType(p: field.Problems, raw: Raw): Inputs['deployment']['deploymentType'] {
  return raw('deployment_type')
    ? field.oneOf(p, 'deployment_type', raw('deployment_type'), DEPLOYMENT_TYPES)
    : undefined;
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
  const region = field.oneOf(p, 'region', raw('region'), REGIONS);
  const endpoint = {
    region,
    selfHostedUrl: field.baseUrl(p, 'self_hosted_url', raw('self_hosted_url')),
    apiUrl: field.baseUrl(p, 'api_url', raw('api_url')),
  };
  return { command, apiKey, endpoint, selfHosted: endpoint.selfHostedUrl !== undefined };
}

/** Which deployment: its ids, or its name (the repository's by default). */
function readTarget(p: field.Problems, raw: Raw, gh: GitHubEnv) {
  const ids = readIds(p, raw);
  const nameText = raw('name') || (defaultDeploymentName(gh) ?? '');
  const name = readDeploymentName(p, nameText, raw('name') === '');
  return { ids, nameText, name };
}

/** Names the platform keeps for itself are never sent, as its own clients never send them. */
function withholdReserved(
  p: field.Problems,
  secrets: ReturnType<typeof parseSecrets>,
  selfHosted: boolean,
  command: Command,
) {
  const sendable = secrets.secrets.filter((s) => !isReservedSecret(s.name, selfHosted));
  const withheld = secrets.secrets.filter((s) => isReservedSecret(s.name, selfHosted));
  // Only a deploy sends secrets: another command warns that it does not use them (combinations.ts).
  const warnings =
    command === 'deploy' ? withheld.map(({ name }) => `${p.label('secrets')}: ${reservedWarning(name)}`) : [];
  return { sendable, withheld, warnings };
}

/** Where the control plane is, and the key and workspace sent to it. */
function controlPlaneSettings(
  p: field.Problems,
  { endpoint, apiKey, selfHosted }: ReturnType<typeof readConnection>,
  tenantId: string | undefined,
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
