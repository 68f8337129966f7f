import { readGitHubEnv, type GitHubEnv } from './github-env.ts';
import type { Place } from './problem.ts';

/**
 * Which front end runs the core — the action (a workflow step) or the command-line tool —, where
 * its inputs come from (InputSource), and how each tells its user to do something: a step's `command: status` and `deployment_id: …` are the
 * CLI's `langgraph-deploy status --deployment-id …`. Advice only the other front end can follow
 * (an actions/checkout step, a `--command` flag) never reaches the user.
 */
export type FrontEnd = 'action' | 'cli';

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
  origin?: (input: string) => Place | undefined;
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

/** The command-line tool, as its users type it. */
export const CLI_PROGRAM = 'langgraph-deploy';

/** An input as the CLI's flag: `graph_config_path` is `--graph-config-path`. */
export const flagOf = (input: string): string => `--${input.replace(/_/g, '-')}`;

/** An input as the front end names it: `name`, or `--name` on the command line. */
export const inputWords = (frontEnd: FrontEnd | undefined, input: string): string =>
  frontEnd === 'cli' ? flagOf(input) : input;

/** Text as it is; a Markdown report passes its `code` to show commands and settings as code. */
type Show = (text: string) => string;
const plain: Show = (text) => text;

/**
 * An input set to a value, in the front end's words: `rollback_on_failure: true`, or
 * `--rollback-on-failure` (a switch) and `--deployment-id D` on the command line.
 */
export function settingWords(frontEnd: FrontEnd | undefined, input: string, value: string): string {
  if (frontEnd !== 'cli') return `${input}: ${value}`;
  return value === 'true'
    ? flagOf(input)
    : value === 'false'
      ? `--no-${flagOf(input).slice(2)}`
      : `${flagOf(input)} ${value}`;
}

/** A command, as the user names it: `command: rollback`, or `langgraph-deploy rollback`. */
export function commandWords(frontEnd: FrontEnd | undefined, command: string, show: Show = plain): string {
  return show(frontEnd === 'cli' ? `${CLI_PROGRAM} ${command}` : `command: ${command}`);
}

/**
 * "run …" a command with some inputs, in the front end's words: `run the action (again) with
 * command: status and deployment_id: D`, or `run langgraph-deploy status --deployment-id D`.
 */
export function runWords(
  frontEnd: FrontEnd | undefined,
  command: string,
  settings: Array<[input: string, value: string]> = [],
  options: { again?: boolean; show?: Show } = {},
): string {
  const show = options.show ?? plain;
  if (frontEnd === 'cli')
    return `run ${show([`${CLI_PROGRAM} ${command}`, ...settings.map(([k, v]) => settingWords('cli', k, v))].join(' '))}`;
  const more = settings.map(([k, v]) => ` and ${show(settingWords('action', k, v))}`).join('');
  return `run the action${options.again ? ' again' : ''} with ${show(`command: ${command}`)}${more}`;
}

/** Doing the same once more: the workflow's run, or the command's. */
export function runAgainWords(frontEnd: FrontEnd | undefined): string {
  return frontEnd === 'cli' ? 'run the command again' : 'run the workflow again';
}

/** A near miss: the candidate fewest edits away from `word` (a typo or two), if one is at most `most` away. */
export function closest(word: string, candidates: readonly string[], most: number): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance <= most && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** Levenshtein distance (names are short). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
