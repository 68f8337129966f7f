import { INPUT_DOCS } from '../inputs/input-docs.ts';
import { readGitHubEnv } from '../inputs/github-env.ts';
import { CLI_PROGRAM, flagOf, type InputSource } from '../inputs/front-end.ts';
import type { Command, Inputs } from '../inputs/types.ts';
import type { Given } from './args.ts';
import { SECRET_INPUTS } from '../inputs/secret-inputs.ts';
import { fallbackOf } from './flags.ts';

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
    frontEnd: 'cli',
    label: (input) => {
      // The command is the first argument, not a flag.
      if (input === 'command') return `${CLI_PROGRAM} ${command}`;
      const from = given.get(input)?.from;
      if (from) return from;
      if (!inputs.has(input)) return input;
      // A required secret not given: named where it is best set (LANGSMITH_API_KEY for the key);
      // anything else by its flag (--name, although LANGSMITH_DEPLOYMENT_NAME would give it too).
      const fallback = fallbackOf(input, command);
      return fallback && !fallback.inActions && SECRET_INPUTS.includes(input)
        ? fallback.names[0]!
        : flagOf(input);
    },
  };
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
