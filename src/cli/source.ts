import { INPUT_DOCS } from '../inputs/input-docs.ts';
import { readGitHubEnv } from '../inputs/github-env.ts';
import type { InputSource } from '../inputs/read.ts';
import type { Command, Inputs } from '../inputs/types.ts';
import type { Given } from './args.ts';
import { FALLBACK_ENV, flagOf } from './flags.ts';

/** Whether the CLI runs as a step of GitHub Actions (the runner sets GITHUB_ACTIONS=true). */
export const inGitHubActions = (env: NodeJS.ProcessEnv): boolean => env.GITHUB_ACTIONS === 'true';

/**
 * The CLI's inputs for the core's reader (inputs/read.ts), which checks them as it checks the
 * action's. What differs is the front end's: values come from flags and variables; the workspace
 * is the current folder; a problem names the flag or variable the value came from; and the GitHub
 * context (defaults from GITHUB_REPOSITORY, GITHUB_REF, the pull request) exists only inside
 * GitHub Actions: elsewhere a stray GITHUB_* variable names nothing.
 */
export function cliInputSource(
  command: Command,
  given: ReadonlyMap<string, Given>,
  env: NodeJS.ProcessEnv,
  cwd: string,
): InputSource {
  const workflow = { ...readGitHubEnv(inGitHubActions(env) ? env : {}), workspace: cwd };
  const inputs = new Set(INPUT_DOCS.map((d) => d.name));
  return {
    value: (name) => (name === 'command' ? command : (given.get(name)?.value ?? '')),
    workflow,
    env,
    writeAnywhere: true,
    label: (input) => {
      const from = given.get(input)?.from;
      if (from) return from;
      if (!inputs.has(input)) return input;
      // A required value not given: named where it is usually set (LANGSMITH_API_KEY for the key).
      return FALLBACK_ENV[input] && !FALLBACK_ENV[input].inActions
        ? FALLBACK_ENV[input].names[0]!
        : flagOf(input);
    },
  };
}

/**
 * The same inputs as the action's runner would pass them (`INPUT_*`, GITHUB_* only inside GitHub
 * Actions, the workspace the current folder): what a fleet manifest's reader takes, so `plan`,
 * `report` and a `--deployment` of a manifest read exactly as in the action.
 */
export function asActionEnv(source: InputSource, env: NodeJS.ProcessEnv, cwd: string): NodeJS.ProcessEnv {
  // The inputs are the CLI's alone: an INPUT_* already in the environment (an enclosing action's,
  // a stray export) is not one of them.
  const out: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !name.startsWith('INPUT_') && (inGitHubActions(env) || !name.startsWith('GITHUB_')),
    ),
  );
  out.GITHUB_WORKSPACE = cwd;
  for (const { name } of [...INPUT_DOCS, { name: 'command' }]) {
    const value = source.value(name);
    if (value) out[`INPUT_${name.toUpperCase()}`] = value;
  }
  return out;
}

/**
 * A problem that starts with an input's name (`manifest: …`, from the fleet reader, which reads
 * the action's variables) named as it was given here: `--manifest: …`, `LANGGRAPH_DEPLOY_…: …`.
 * Problems the CLI's own labels already named, and places in a manifest, are left as they are.
 */
export function namedAsGiven(problem: string, source: InputSource): string {
  const name = /^([a-z_]+): /.exec(problem)?.[1];
  if (!name || !INPUT_DOCS.some((d) => d.name === name) || !source.label) return problem;
  return `${source.label(name)}${problem.slice(name.length)}`;
}

/**
 * GitHub Deployments and pull-request comments are GitHub Actions features: asked for elsewhere,
 * they are refused like a bad value (the action would only warn that GITHUB_REPOSITORY is unset).
 */
export function gitHubOnlyProblems(
  inputs: Inputs,
  given: ReadonlyMap<string, Given>,
  env: NodeJS.ProcessEnv,
): string[] {
  if (inGitHubActions(env)) return [];
  const problems: string[] = [];
  const name = (input: string): string => given.get(input)?.from ?? flagOf(input);
  if (inputs.github.environment)
    problems.push(
      `${name('github_environment')}: GitHub Deployments are recorded only inside GitHub Actions; leave it empty here`,
    );
  if (inputs.github.prComment)
    problems.push(
      `${name('pr_comment')}: pull-request comments are made only inside GitHub Actions; leave it false here`,
    );
  return problems;
}
