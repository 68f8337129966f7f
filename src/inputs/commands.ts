import { COMMANDS, type Command } from './types.ts';

/**
 * What each command is for, in one line (the CLI's help; action.yml describes `command` as a
 * whole). A command without a line here is still offered, with its name alone.
 */
export const COMMAND_SUMMARIES: Partial<Record<Command, string>> = {
  deploy: 'Create or update a deployment, wait for its revision, and (with smoke_test) prove it answers.',
  rollback:
    'Redeploy an earlier revision (revision_id, or the newest DEPLOYED before the one serving that no rollback left).',
  promote:
    'Deploy what another deployment proved (from, from_revision_id) to an existing one, with the same gate as a deploy.',
  delete: 'Delete a deployment, by name or deployment_id; nothing to delete is not a failure.',
  status: 'Report a deployment and its latest revision, following it to its end unless wait is false.',
  'wait-auth': 'Wait for an authentication (auth_id) to complete, and output its token.',
  'smoke-test': 'Run the smoke test alone against deployment_url.',
  plan: 'Decide which deployments of a fleet manifest to deploy: output matrix, and plan with why for each.',
  report: "Report a fleet after its deploy jobs: each deployment's revision and result; output failed.",
  prune:
    'Delete the preview deployments (<preview_prefix><number>) whose pull request is closed; output pruned.',
};

const FOLLOWING: readonly Command[] = ['deploy', 'status', 'rollback', 'promote'];
const SMOKE: readonly Command[] = [...FOLLOWING, 'smoke-test'];
const TARGETING: readonly Command[] = ['deploy', 'status', 'rollback', 'promote', 'delete'];
/** The commands that make a new revision of their own and judge it against what served before. */
const BUILDING: readonly Command[] = ['deploy', 'promote'];
/** The commands that delete deployments. */
const DELETING: readonly Command[] = ['delete', 'prune'];
const REPORTING: readonly Command[] = ['deploy', 'rollback', 'promote', 'delete'];
/**
 * A fleet's commands talk to GitHub too: `plan` reads each upload's commit from the GitHub
 * Deployments of `<github_environment>/<name>`, `report` the deploy jobs' results there, and keeps
 * the fleet's pull-request comment.
 */
const FLEET_GITHUB: readonly Command[] = ['plan', 'report'];
/** `prune` asks GitHub whether each preview's pull request is closed. */
const GITHUB_READING: readonly Command[] = [...FLEET_GITHUB, 'prune'];
/**
 * The commands of a fleet's matrix job: each acts on the one entry `deployment` names (every
 * command but the fleet's own, which cover the whole manifest).
 */
const ONE_ENTRY: readonly Command[] = COMMANDS.filter((c) => !FLEET_GITHUB.includes(c) && c !== 'promote');

/**
 * The commands an input applies to, for the inputs that do not apply to every command: the one
 * place this is written. Every other input (the connection, `timeout`, the poll pacing that
 * retries use too, and any input added later) applies to all commands. That includes smoke-test,
 * which calls no control plane, for the connection: its instance holds the LangSmith API the agent
 * checks read datasets from and send experiments to (combinations.ts warns of it without checks).
 * The CLI shows each command's inputs in its --help and refuses a flag its command does not use.
 */
export const INPUT_COMMANDS: Readonly<Record<string, readonly Command[]>> = {
  // The positional command of the CLI, the `command` input of the action.
  command: [],
  // prune: the default preview_prefix, `<name>-pr-`.
  name: [...TARGETING, 'prune'],
  deployment_id: TARGETING,
  agent_id: TARGETING,
  agent_environment: TARGETING,
  revision_id: ['rollback'],
  // promote: where the build comes from (the target is name or deployment_id).
  from: ['promote'],
  from_deployment_id: ['promote'],
  from_agent_environment: ['promote'],
  from_revision_id: ['promote'],
  from_github_environment: ['promote'],
  delete_tracing_project: DELETING,
  preview_prefix: ['prune'],
  // plan reads each entry as its deploy would: the step's repository is the entries' default.
  repo_url: ['deploy', 'plan'],
  repo_ref: ['deploy', 'plan'],
  // promote takes the source revision's config path; its smoke test still reads the workspace's.
  graph_config_path: ['deploy', 'status', 'rollback', 'smoke-test'],
  integration_id: ['deploy'],
  source: ['deploy'],
  install_command: ['deploy'],
  build_command: ['deploy'],
  image_uri: ['deploy'],
  listener_id: ['deploy'],
  k8s_namespace: ['deploy'],
  deployment_type: ['deploy'],
  build_on_push: ['deploy'],
  resource_spec: ['deploy'],
  secrets: BUILDING,
  secrets_mode: BUILDING,
  require_commit: ['deploy'],
  on_superseded: FOLLOWING,
  rollback_on_failure: BUILDING,
  deploy_retries: ['deploy'],
  logs: FOLLOWING,
  log_lines: FOLLOWING,
  wait: FOLLOWING,
  poll_backoff: FOLLOWING,
  auth_id: ['wait-auth'],
  smoke_test: FOLLOWING,
  deployment_url: SMOKE,
  assistant_id: SMOKE,
  smoke_checks: SMOKE,
  smoke_message: SMOKE,
  smoke_timeout: SMOKE,
  checks: SMOKE,
  checks_concurrency: SMOKE,
  checks_baseline: BUILDING,
  checks_fail_on: SMOKE,
  checks_junit: SMOKE,
  checks_token_growth: BUILDING,
  judge_url: SMOKE,
  judge_model: SMOKE,
  judge_api_key: SMOKE,
  checks_experiment: SMOKE,
  langsmith_api_url: SMOKE,
  github_token: [...REPORTING, ...GITHUB_READING],
  github_environment: [...REPORTING, ...FLEET_GITHUB],
  pr_comment: [...REPORTING, 'report'],
  // wait-auth changes nothing anyway: it only waits.
  dry_run: ['deploy', 'rollback', 'promote', 'delete', 'status', 'smoke-test', 'prune'],
  // A fleet (docs/fleet.md): plan and report read the whole manifest, a matrix job one entry.
  manifest: [...ONE_ENTRY, ...FLEET_GITHUB],
  deployment: ONE_ENTRY,
  force: ['plan'],
  plan: ['report'],
};

/** Inputs that a command which does not use them refuses (rather than warns of): a fleet's. */
export const REFUSED_UNLESS_USED: ReadonlySet<string> = new Set(['deployment', 'force', 'plan']);

/** Whether `input` applies to `command`. */
export function appliesTo(input: string, command: Command): boolean {
  return !Object.hasOwn(INPUT_COMMANDS, input) || INPUT_COMMANDS[input]!.includes(command);
}
