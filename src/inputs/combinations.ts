import { INPUT_DEFAULTS } from './action-defaults.ts';
import { parseBoolean, type Problems } from './fields.ts';
import { appliesTo, INPUT_COMMANDS, REFUSED_UNLESS_USED } from './commands.ts';
import type { Command, Source } from './types.ts';

/**
 * Inputs that are set but cannot take effect with the others: a combination that is certainly a
 * mistake (the run would do something else than asked: deploy instead of roll back, build from the
 * repository instead of running the image) is refused with the other problems; one that is only
 * useless is a warning at the start of the run, before any request. Each names both inputs.
 */
export interface Setting {
  command: Command;
  source: Source;
  /** Set in the workflow (not left to its default), to anything. */
  given(input: string): boolean;
  /** Set in the workflow to something else than its default. */
  changed(input: string): boolean;
  /** A boolean input that is true, by default or as set. */
  on(input: string): boolean;
  /** The value, as set or by default. */
  value(input: string): string;
}

interface Rule {
  inputs: readonly string[];
  /** Whether `input` is set and cannot take effect here. */
  when: (s: Setting, input: string) => boolean;
  /** Why, naming the input it conflicts with, and what to do. */
  why: (s: Setting, input: string) => string;
  refuse?: true;
}

/** Inputs whose command a rule refuses (rather than warns of), and the one the runner fills in. */
const REFUSED_BY_COMMAND = new Set(['command', 'revision_id', 'auth_id', 'github_token']);

/** Commands that act on a deployment, and that follow a revision. */
const ON_A_DEPLOYMENT: readonly Command[] = ['deploy', 'rollback', 'delete', 'status'];
const FOLLOWING_A_REVISION: readonly Command[] = ['deploy', 'rollback', 'status'];

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
]);
const set = (s: Setting, input: string): boolean =>
  BOOLEANS.has(input) ? s.given(input) && s.on(input) : s.changed(input);

/** The fleet's own commands: they read the whole manifest. */
const FLEET: readonly Command[] = ['plan', 'report'];

function unused(s: Setting, input: string): string {
  return `command: ${s.command} does not use it; it applies to ${INPUT_COMMANDS[input]!.join(', ')}`;
}

const among = (commands: readonly Command[], s: Setting): boolean => commands.includes(s.command);

const RULES: readonly Rule[] = [
  // Refused: the run would do something else than what the input asks for.
  {
    inputs: ['revision_id'],
    when: (s) => s.given('revision_id') && s.command !== 'rollback',
    why: (s) =>
      `only applies to command: rollback (the revision it redeploys); command: ${s.command} does not use it${s.command === 'deploy' ? ' — a deploy builds a new revision' : ''}. To redeploy that revision, set command: rollback`,
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
    inputs: ['image_uri', 'listener_id'],
    when: (s, input) => s.given(input) && s.command === 'deploy' && s.source !== 'external_docker',
    why: (s) =>
      `only applies to source: external_docker; with source: ${s.source} ${s.source === 'upload' ? "the workspace's files are uploaded and built" : 'the repository is built'}. Set source: external_docker`,
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
    ],
    when: (s, input) => set(s, input) && appliesTo(input, s.command) && !s.given('checks'),
    why: () => 'has no effect without checks (the agent checks file)',
  },
  {
    inputs: ['checks_token_growth', 'judge_url', 'judge_model', 'judge_api_key'],
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
    when: (s) => set(s, 'secrets_mode') && s.command === 'deploy' && !s.given('secrets'),
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
    inputs: ['self_hosted_url'],
    when: (s) => s.given('self_hosted_url') && s.given('api_url') && s.command !== 'smoke-test',
    why: () => 'api_url is set and overrides it',
  },
  {
    inputs: ['region'],
    when: (s) =>
      set(s, 'region') && (s.given('api_url') || s.given('self_hosted_url')) && s.command !== 'smoke-test',
    why: (s) => `${s.given('api_url') ? 'api_url' : 'self_hosted_url'} is set and overrides it`,
  },
];

/** Refuses the combinations that are mistakes (into `p`); returns the warnings about the others. */
export function checkCombinations(p: Problems, s: Setting): string[] {
  const warnings: string[] = [];
  for (const rule of RULES)
    for (const input of rule.inputs) {
      if (!rule.when(s, input)) continue;
      if (rule.refuse) p.add(input, rule.why(s, input));
      else warnings.push(`${p.label(input)}: ${rule.why(s, input)}`);
    }
  return warnings;
}

/** The setting as the runner passed it: INPUT_* variables, defaults from action.yml. */
export function settingOf(given: (input: string) => string, command: Command, source: Source): Setting {
  const value = (input: string): string => given(input).trim();
  const fallback = (input: string): string => (INPUT_DEFAULTS as Record<string, string>)[input] ?? '';
  const either = (input: string): string => value(input) || fallback(input);
  return {
    command,
    source,
    given: (input) => value(input) !== '',
    // A boolean is compared by meaning: `True` or `yes` is no change from a default of true.
    changed: (input) => {
      if (value(input) === '') return false;
      const [now, usual] = [parseBoolean(value(input)), parseBoolean(fallback(input))];
      return now !== undefined && usual !== undefined ? now !== usual : value(input) !== fallback(input);
    },
    on: (input) => parseBoolean(either(input)) === true,
    value: either,
  };
}
