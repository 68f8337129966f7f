import { INPUT_DEFAULTS } from './action-defaults.ts';
import { parseBoolean, type Problems } from './fields.ts';
import { appliesTo, INPUT_COMMANDS, REFUSED_UNLESS_USED } from './commands.ts';
import { defaultRepoRef } from './github-env.ts';
import type { Command, Inputs, Source } from './types.ts';

/**
 * Inputs that are set but cannot take effect with the others: a combination that is certainly a
 * mistake (the run would do something else than asked: deploy instead of roll back, build from the
 * repository instead of running the image) is refused with the other problems; one that is only
 * useless is a warning at the start of the run, before any request. Each names both inputs.
 */
interface Setting {
  command: Command;
  source: Source;
  /** Set in the workflow (not left to its default), to anything. */
  given(input: string): boolean;
  /** Set in the workflow to something else than its default. */
  changed(input: string): boolean;
  /** A boolean input that is true, by default or as set. */
  on(input: string): boolean;
  /** The value, as set or by default (action.yml's; the workflow's for name, repo_url, repo_ref). */
  value(input: string): string;
  /** The inputs as read (placeholders where refused), for the rules that look past a text. */
  inputs: Inputs;
}

interface Rule {
  inputs: readonly string[];
  /** Whether `input` is set and cannot take effect here. */
  when: (s: Setting, input: string) => boolean;
  /** Why, naming the input it conflicts with, and what to do (`label`: an input as the front end names it). */
  why: (s: Setting, input: string, label: (input: string) => string) => string;
  refuse?: true;
}

/** Inputs whose command a rule refuses (rather than warns of), and the one the runner fills in. */
const REFUSED_BY_COMMAND = new Set(['command', 'revision_id', 'auth_id', 'github_token']);

/** Commands that act on a deployment, and that follow a revision. */
const ON_A_DEPLOYMENT: readonly Command[] = ['deploy', 'rollback', 'promote', 'delete', 'status'];
const FOLLOWING_A_REVISION: readonly Command[] = ['deploy', 'rollback', 'promote', 'status'];

/** What a promote takes from the source revision, never from an input (docs/promote.md). */
const FROM_THE_SOURCE = [
  'source',
  'repo_url',
  'repo_ref',
  'image_uri',
  'integration_id',
  'graph_config_path',
  'install_command',
  'build_command',
];

const SMOKE_SETTINGS = ['assistant_id', 'deployment_url', 'smoke_checks', 'smoke_message', 'smoke_timeout'];
/** The smoke settings agent checks read too: the assistant, the URL, a run's limit. */
const AGENT_CHECKS_READ = ['assistant_id', 'deployment_url', 'smoke_timeout'];

/** Set to something that matters: true for a boolean, else anything but the default. */
const BOOLEANS = new Set([
  'require_commit',
  'rollback_on_failure',
  'smoke_test',
  'pr_comment',
  'dry_run',
  'checks_baseline',
  'checks_experiment',
  'delete_tracing_project',
  'force',
]);
const set = (s: Setting, input: string): boolean =>
  BOOLEANS.has(input) ? s.given(input) && s.on(input) : s.changed(input);

/** The fleet's own commands: they read the whole manifest. */
const FLEET: readonly Command[] = ['plan', 'report'];

function unused(s: Setting, input: string): string {
  return `command: ${s.command} does not use it; it applies to ${INPUT_COMMANDS[input]!.join(', ')}`;
}

const among = (commands: readonly Command[], s: Setting): boolean => commands.includes(s.command);

/** Why `require_commit` cannot hold for a deploy of this source, if it cannot. */
function requireCommitCannot({ inputs }: Setting): string | undefined {
  const { source, expectedCommit, repoRef } = inputs.deployment;
  if (source === 'external_docker')
    return 'applies to source: github (an image is not built from a commit here)';
  if (source === 'upload')
    return 'applies to source: github (an upload deploys the files checked out, by construction; commit_sha says which commit)';
  if (!inputs.wait.enabled)
    return 'needs wait: true: the built commit is known only once the build has started';
  if (expectedCommit) return undefined;
  return repoRef && repoRef !== defaultRepoRef(inputs.workflow)
    ? `needs repo_ref to be the ref that triggered the workflow; ${repoRef} is another ref, so there is no commit to require`
    : 'needs the workflow commit (GITHUB_SHA), which is not set';
}

/**
 * Whether the run talks to the instance the connection inputs name: every command does, but
 * smoke-test (no control plane) only for its agent checks' LangSmith API.
 */
const instanceUsed = (s: Setting): boolean => s.command !== 'smoke-test' || s.given('checks');

/**
 * Whether `from` (by name) or `from_deployment_id` names the target itself, as far as the inputs
 * say (a name and an id are compared once both deployments are found).
 */
function promotesToItself({ inputs }: Setting, input: string): boolean {
  const { from } = inputs.promotion ?? { from: {} };
  if (input === 'from_deployment_id')
    return !!from.deploymentId && from.deploymentId === inputs.target.deploymentId;
  return !from.deploymentId && !inputs.target.deploymentId && !!from.name && from.name === inputs.target.name;
}

/** Whether the deployment is named by an agent's environment (either input given: both are needed). */
const byAgent = (s: Setting): boolean => s.given('agent_id') || s.given('agent_environment');

const AGENT_INPUTS = ['agent_id', 'agent_environment'];
const bothAgentInputs = (label: (input: string) => string): string =>
  `${label('agent_id')} and ${label('agent_environment')}`;

/**
 * An agent's environment names the deployment with both inputs, instead of a name or an id; a
 * promote's source is another environment of the same agent. The fleet finds its deployments by
 * name. As the Go client refuses them (docs/agent-environments.md).
 */
const AGENT_RULES: Omit<Rule, 'refuse'>[] = [
  {
    inputs: AGENT_INPUTS,
    when: (s, input) => s.given(input) && !AGENT_INPUTS.every((i) => s.given(i)),
    why: (_, __, label) =>
      `${bothAgentInputs(label)} are given together: an agent's deployment is found by both (the environment: development, staging or production)`,
  },
  {
    inputs: ['name', 'deployment_id'],
    when: (s, input) => s.given(input) && byAgent(s) && among(ON_A_DEPLOYMENT, s),
    why: (_, input, label) =>
      `cannot be combined with ${bothAgentInputs(label)}, which name the deployment by its agent's environment; set ${label(input)} or ${bothAgentInputs(label)}`,
  },
  {
    inputs: ['agent_id'],
    when: (s) => s.given('agent_id') && s.given('manifest'),
    why: (_, __, label) =>
      `is not taken with ${label('manifest')}: a fleet finds its deployments by name; remove ${bothAgentInputs(label)}`,
  },
  {
    inputs: ['from_agent_environment'],
    when: (s) => s.command === 'promote' && s.given('from_agent_environment') && !s.given('agent_id'),
    why: (_, __, label) =>
      `needs ${bothAgentInputs(label)}: it names another environment of the agent promoted to`,
  },
  {
    inputs: ['from', 'from_deployment_id'],
    when: (s, input) => s.command === 'promote' && s.given(input) && s.given('from_agent_environment'),
    why: (_, input, label) =>
      `cannot be combined with ${label('from_agent_environment')}; set ${label(input)} or ${label('from_agent_environment')}`,
  },
  {
    inputs: ['from_agent_environment'],
    when: (s) =>
      s.command === 'promote' &&
      s.given('from_agent_environment') &&
      s.value('from_agent_environment') === s.value('agent_environment'),
    why: (_, __, label) =>
      `names the environment promoted to (${label('agent_environment')}): promote takes a revision from another environment of the agent`,
  },
];

/** Commands that find their deployment by name unless given its id; `delete` never by a default. */
const BY_NAME: readonly Command[] = ['deploy', 'status', 'rollback', 'promote'];

/**
 * What a command needs, and values that need another input's: refused before anything is sent.
 * In action.yml's order of the inputs they name.
 */
const NEEDS_AS_WRITTEN: Omit<Rule, 'refuse'>[] = [
  {
    inputs: ['api_key'],
    when: (s) => !s.given('api_key') && s.command !== 'smoke-test',
    why: () => 'is required; pass your LangSmith API key from a secret',
  },
  {
    inputs: ['name'],
    when: (s) => among(BY_NAME, s) && !s.value('name') && !s.given('deployment_id') && !byAgent(s),
    why: (_, __, label) =>
      `is empty and GITHUB_REPOSITORY is not set to derive it; set ${label('name')} or ${label('deployment_id')}`,
  },
  {
    inputs: ['name'],
    when: (s) => s.command === 'delete' && !s.given('name') && !s.given('deployment_id') && !byAgent(s),
    why: (_, __, label) =>
      `is required for command delete (or set ${label('deployment_id')}): delete never falls back to the repository name, which is usually your production deployment`,
  },
  {
    inputs: ['preview_prefix'],
    when: (s) => s.command === 'prune' && !s.given('preview_prefix') && !s.value('name'),
    why: (_, __, label) =>
      `is empty, and so are name and GITHUB_REPOSITORY to derive it from; set ${label('preview_prefix')} (previews are named <preview_prefix><pull request number>)`,
  },
  {
    inputs: ['from'],
    when: (s) =>
      s.command === 'promote' &&
      !s.given('from') &&
      !s.given('from_deployment_id') &&
      !s.given('from_agent_environment'),
    why: (_, __, label) =>
      `is required for command promote (or set ${label('from_deployment_id')}): the deployment whose revision is promoted`,
  },
  {
    inputs: ['from', 'from_deployment_id'],
    when: (s, input) => s.command === 'promote' && s.given(input) && promotesToItself(s, input),
    why: (_, input, label) =>
      `names the deployment promoted to (${label(input === 'from' ? 'name' : 'deployment_id')}): promote takes a revision from another deployment; set ${label(input)} to the one it passed in (staging)`,
  },
  {
    // Only a deploy sends it: another command warns that it does not use it (below).
    inputs: ['build_on_push'],
    when: (s) =>
      s.command === 'deploy' &&
      !!s.inputs.deployment.buildOnPush &&
      !!s.inputs.deployment.repoRef?.startsWith('refs/tags/'),
    why: (s) =>
      `cannot be true when repo_ref is a tag (${s.inputs.deployment.repoRef}): tags never move; use false or leave it empty`,
  },
  {
    inputs: ['repo_ref'],
    when: (s) => s.command === 'deploy' && s.source === 'github' && !s.value('repo_ref'),
    why: (_, __, label) => `is empty and the triggering ref is not a branch or tag; set ${label('repo_ref')}`,
  },
  {
    inputs: ['repo_url'],
    when: (s) => s.command === 'deploy' && s.source === 'github' && !s.value('repo_url'),
    why: (_, __, label) => `is empty and GITHUB_REPOSITORY is not set to derive it; set ${label('repo_url')}`,
  },
  {
    inputs: ['image_uri'],
    when: (s) => s.command === 'deploy' && s.source === 'external_docker' && !s.inputs.deployment.imageUri,
    why: () => 'is required when source is external_docker',
  },
  {
    // The archive is the checked-out commit: no repository, ref or integration to name.
    inputs: ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'],
    when: (s, input) => s.command === 'deploy' && s.source === 'upload' && s.given(input),
    why: () => "only applies to source: github; with source: upload the workspace's files are uploaded",
  },
  {
    // The workflow's own commit is compared with the built one only when the ref to build is the
    // ref that triggered the workflow; an upload builds what is checked out, by construction.
    inputs: ['require_commit'],
    when: (s) =>
      s.command === 'deploy' && s.inputs.deployment.requireCommit && requireCommitCannot(s) !== undefined,
    why: (s) => requireCommitCannot(s)!,
  },
  {
    inputs: ['poll_max_interval'],
    when: (s) => s.inputs.wait.poll.maxMs < s.inputs.wait.poll.initialMs,
    why: (s, _, label) =>
      `(${s.value('poll_max_interval')}) must not be shorter than ${label('poll_interval')} (${s.value('poll_interval')})`,
  },
  {
    inputs: ['wait'],
    when: (s) => s.command === 'promote' && !s.on('wait'),
    why: () =>
      'must be true for command promote: the promoted revision is checked once it is deployed (its built commit, and the smoke test and agent checks when asked), and rolled back on a failure',
  },
  {
    inputs: ['auth_id'],
    when: (s) => s.command === 'wait-auth' && !s.given('auth_id'),
    why: () => 'is required for command wait-auth',
  },
  {
    inputs: ['deployment_url'],
    when: (s) => s.command === 'smoke-test' && !s.given('deployment_url'),
    why: () => 'is required for command smoke-test',
  },
  {
    inputs: ['checks_baseline'],
    when: (s) => !!s.inputs.checks?.baseline && !s.inputs.wait.enabled,
    why: () =>
      'needs wait: true: with wait: false the checks after the update never run, so the baseline would compare with nothing',
  },
  {
    inputs: ['checks_fail_on'],
    when: (s) => s.inputs.checks?.failOn === 'regression' && !s.inputs.checks.baseline,
    why: (s) =>
      appliesTo('checks_baseline', s.command)
        ? 'regression needs checks_baseline: true (a regression is a case that passed before)'
        : `regression needs the baseline, which only command deploy runs (the revision serving before the update); command ${s.command} has none: use any or never`,
  },
  {
    // Prune asks GitHub whether each preview's pull request is closed.
    inputs: ['github_token'],
    when: (s) => s.command === 'prune' && !s.given('github_token'),
    why: () =>
      'is required for command prune: the token it reads the pull requests with (pull-requests: read)',
  },
  {
    inputs: ['command'],
    when: (s) => s.command === 'prune' && (!s.inputs.workflow.owner || !s.inputs.workflow.repo),
    why: () =>
      'prune asks GitHub whether the pull request of each preview is closed, and GITHUB_REPOSITORY (whose pull requests) is not set: run it in a GitHub Actions workflow',
  },
];
const NEEDS: readonly Rule[] = [...NEEDS_AS_WRITTEN, ...AGENT_RULES].map((rule) => ({
  ...rule,
  refuse: true,
}));

const RULES: readonly Rule[] = [
  ...NEEDS,
  // Refused: the run would do something else than what the input asks for.
  {
    inputs: ['revision_id'],
    when: (s) => s.given('revision_id') && s.command !== 'rollback',
    why: (s) =>
      s.command === 'promote'
        ? 'only applies to command: rollback; the revision a promote takes is from_revision_id (the source deployment’s)'
        : `only applies to command: rollback (the revision it redeploys); command: ${s.command} does not use it${s.command === 'deploy' ? ' — a deploy builds a new revision' : ''}. To redeploy that revision, set command: rollback`,
    refuse: true,
  },
  {
    inputs: ['auth_id'],
    when: (s) => s.given('auth_id') && s.command !== 'wait-auth',
    why: (s) =>
      `only applies to command: wait-auth; command: ${s.command} does not wait for an authentication. Set command: wait-auth`,
    refuse: true,
  },
  {
    inputs: ['rollback_on_failure'],
    when: (s) =>
      s.on('rollback_on_failure') && s.command === 'deploy' && !s.on('smoke_test') && !s.given('checks'),
    why: () =>
      'needs smoke_test: true or checks: only a failed smoke test or failed agent checks roll an update back, and neither runs. Set smoke_test: true (or checks)',
    refuse: true,
  },
  {
    inputs: ['smoke_test', 'checks'],
    when: (s, input) =>
      (input === 'checks' ? s.given('checks') : s.on('smoke_test')) &&
      ['deploy', 'rollback'].includes(s.command) &&
      !s.on('wait'),
    why: (s) =>
      `needs wait: true: with wait: false the ${s.command} ends before its new revision is deployed, so there is nothing to test yet`,
    refuse: true,
  },
  {
    inputs: ['deploy_retries'],
    when: (s) => set(s, 'deploy_retries') && s.command === 'deploy' && !s.on('wait'),
    why: () =>
      'needs wait: true: a deploy that failed is known only by waiting for its revision to end. Set wait: true, or deploy_retries: 0',
    refuse: true,
  },
  {
    inputs: ['image_uri', 'listener_id', 'k8s_namespace'],
    when: (s, input) => s.given(input) && s.command === 'deploy' && s.source !== 'external_docker',
    why: (s) =>
      `only applies to source: external_docker; with source: ${s.source} ${s.source === 'upload' ? "the workspace's files are uploaded and built" : 'the repository is built'}. Set source: external_docker`,
    refuse: true,
  },
  {
    inputs: FROM_THE_SOURCE,
    when: (s, input) => s.given(input) && s.command === 'promote',
    why: (_, __, label) =>
      `comes from the source revision with command: promote (what ${label('from')} proved is deployed as it is: its repository and ref, its archive, or its image, with its config path and build commands); remove it`,
    refuse: true,
  },
  {
    inputs: ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'],
    when: (s, input) => s.given(input) && s.command === 'deploy' && s.source === 'external_docker',
    why: () => 'only applies to source: github; with source: external_docker the image in image_uri runs',
    refuse: true,
  },

  // A fleet's inputs: which manifest, which entry of it (commands.ts says which commands take them).
  {
    inputs: ['manifest'],
    when: (s) => !s.given('manifest') && among(FLEET, s),
    why: (s) => `is required for command ${s.command}: the path of the fleet manifest in the repository`,
    refuse: true,
  },
  {
    inputs: ['deployment'],
    when: (s) => s.given('deployment') && !s.given('manifest'),
    why: () => 'names an entry of a fleet manifest; set manifest to the manifest’s path too',
    refuse: true,
  },
  {
    inputs: ['deployment'],
    when: (s) => s.given('manifest') && !s.given('deployment') && !among(FLEET, s),
    why: (s) =>
      `is required with manifest for command ${s.command}: the manifest entry this job acts on (matrix.deployment); or use command plan or report`,
    refuse: true,
  },

  // Set, but the command does not use it (commands.ts says which do): refused for a fleet's
  // inputs, else warned about. Inputs a rule above refuses with their command are left to it;
  // github_token is filled in by the runner.
  {
    inputs: [...REFUSED_UNLESS_USED],
    when: (s, input) => set(s, input) && !appliesTo(input, s.command),
    why: unused,
    refuse: true,
  },
  {
    inputs: Object.keys(INPUT_COMMANDS).filter(
      (input) => !REFUSED_BY_COMMAND.has(input) && !REFUSED_UNLESS_USED.has(input),
    ),
    when: (s, input) => set(s, input) && !appliesTo(input, s.command),
    why: unused,
  },
  {
    inputs: [
      'checks_concurrency',
      'checks_baseline',
      'checks_fail_on',
      'checks_junit',
      'checks_experiment',
      'langsmith_api_url',
      'checks_token_growth',
      'judge_url',
      'judge_model',
      'judge_api_key',
    ],
    when: (s, input) => set(s, input) && appliesTo(input, s.command) && !s.given('checks'),
    why: () => 'has no effect without checks (the agent checks file)',
  },
  {
    inputs: ['checks_token_growth'],
    when: (s) => set(s, 'checks_token_growth') && s.given('checks') && !s.on('checks_baseline'),
    why: () => 'has no effect without checks_baseline: true (growth is measured against the baseline)',
  },
  {
    inputs: ['secrets_mode'],
    when: (s) => set(s, 'secrets_mode') && appliesTo('secrets', s.command) && !s.given('secrets'),
    why: () => "has no effect without secrets: the deployment's secrets are left as they are",
  },
  {
    inputs: ['install_command', 'build_command'],
    when: (s, input) => s.given(input) && s.command === 'deploy' && s.source === 'external_docker',
    why: () =>
      'only applies to a source the platform builds (github, upload); with source: external_docker nothing is built',
  },
  {
    inputs: ['log_lines'],
    when: (s) => set(s, 'log_lines') && among(FOLLOWING_A_REVISION, s) && s.value('logs') === 'off',
    why: () => 'has no effect with logs: off (no log is read)',
  },
  {
    inputs: ['poll_backoff'],
    when: (s) => set(s, 'poll_backoff') && among(FOLLOWING_A_REVISION, s) && !s.on('wait'),
    why: () =>
      'has no effect with wait: false: no status is polled (poll_interval and poll_max_interval still pace retries)',
  },
  {
    inputs: ['on_superseded'],
    when: (s) => set(s, 'on_superseded') && among(FOLLOWING_A_REVISION, s) && !s.on('wait'),
    why: () => 'has no effect with wait: false: the run does not follow the revision',
  },
  {
    inputs: SMOKE_SETTINGS,
    when: (s, input) =>
      set(s, input) &&
      among(FOLLOWING_A_REVISION, s) &&
      !s.on('smoke_test') &&
      !(AGENT_CHECKS_READ.includes(input) && s.given('checks')),
    why: (s, input) =>
      AGENT_CHECKS_READ.includes(input)
        ? 'has no effect without smoke_test: true or checks'
        : 'has no effect without smoke_test: true',
  },
  {
    inputs: ['name'],
    when: (s) => s.given('name') && s.given('deployment_id') && among(ON_A_DEPLOYMENT, s),
    why: () => 'deployment_id is set, so the deployment is not looked up by name',
  },
  {
    inputs: ['from'],
    when: (s) => s.command === 'promote' && s.given('from') && s.given('from_deployment_id'),
    why: () => 'from_deployment_id is set, so the source deployment is not looked up by name',
  },
  {
    inputs: ['tenant_id', 'region', 'self_hosted_url', 'api_url'],
    when: (s, input) => set(s, input) && !instanceUsed(s),
    why: () =>
      'has no effect with command smoke-test without checks: smoke-test calls no control plane, only the agent server (the instance is where agent checks read a dataset and send experiments)',
  },
  {
    inputs: ['self_hosted_url'],
    when: (s) => s.given('self_hosted_url') && s.given('api_url') && instanceUsed(s),
    why: () => 'api_url is set and overrides it',
  },
  {
    inputs: ['region'],
    when: (s) => set(s, 'region') && (s.given('api_url') || s.given('self_hosted_url')) && instanceUsed(s),
    why: (s) => `${s.given('api_url') ? 'api_url' : 'self_hosted_url'} is set and overrides it`,
  },
];

/**
 * Refuses the combinations that are mistakes (into `p`); returns the warnings about the others.
 * `given`: the setting as the runner passed it; `value`: each value with its default.
 */
export function checkCombinations(
  p: Problems,
  given: (input: string) => string,
  value: (input: string) => string,
  inputs: Inputs,
): string[] {
  const set = (input: string): string => given(input).trim();
  const fallback = (input: string): string => (INPUT_DEFAULTS as Record<string, string>)[input] ?? '';
  const s: Setting = {
    command: inputs.command,
    source: inputs.deployment.source,
    inputs,
    given: (input) => set(input) !== '',
    // A boolean is compared by meaning: `True` or `yes` is no change from a default of true.
    changed: (input) => {
      if (set(input) === '') return false;
      const [now, usual] = [parseBoolean(set(input)), parseBoolean(fallback(input))];
      return now !== undefined && usual !== undefined ? now !== usual : set(input) !== fallback(input);
    },
    on: (input) => parseBoolean(value(input)) === true,
    value,
  };
  const warnings: string[] = [];
  for (const rule of RULES)
    for (const input of rule.inputs) {
      if (!rule.when(s, input)) continue;
      const why = rule.why(s, input, p.label);
      if (rule.refuse) p.add(input, why);
      else warnings.push(`${p.label(input)}: ${why}`);
    }
  return warnings;
}
