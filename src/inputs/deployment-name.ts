import * as field from './fields.ts';
import { LIMITS } from './limits.ts';
import {
  AGENT_ENVIRONMENTS,
  type AgentEnvironment,
  type AgentTarget,
  type Command,
  type Inputs,
} from './types.ts';

/**
 * The platform allows lowercase letters, digits and hyphens in a deployment's name. The three
 * official deploy clients (Python `normalize_name`, JS `normalizeName`, Go
 * `normalizeDeploymentName`) rewrite every name to that form before they create or find a
 * deployment; docs/platform-compatibility.md names the lines.
 */
export const DEPLOYMENT_NAME_PATTERN = /^[a-z0-9-]+$/;

/**
 * The name the clients would send for `name`: lowercased, every run of other characters made
 * one hyphen, hyphens trimmed from both ends. Pure. Where the clients fall back to `app` for a
 * name that leaves nothing, this returns '' and the caller refuses it: in CI a guessed name is
 * worse than an error.
 */
export function normalizeDeploymentName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The digits a preview's name ends with: a pull request's number as GitHub writes it. */
export const PR_NUMBER_DIGITS = 10;

/**
 * The Deployment group: which deployment (its name, the repository's by default, or its id), the
 * revision a rollback redeploys, and for `delete` and `prune` the tracing project and the previews'
 * prefix. `nameGiven`: the name is the step's, not the repository's.
 */
export function readWhichDeployment(
  p: field.Problems,
  raw: field.Raw,
  command: Command,
  nameGiven: boolean,
): Pick<Inputs, 'target' | 'deleteTracingProject' | 'previews'> & { revisionId?: string } {
  const agent = readAgentTarget(p, raw);
  // An agent's deployment has the name the platform gives it: the repository's is no default.
  const name = agent ? undefined : readDeploymentName(p, 'name', raw('name'), nameGiven);
  const previews = readPreviewPrefix(p, raw, command);
  return {
    target: {
      name: name?.sent,
      ...(name?.asGiven ? { asGiven: name.asGiven } : {}),
      deploymentId: field.uuid(p, 'deployment_id', raw('deployment_id')),
      ...(agent ? { agent } : {}),
    },
    revisionId: field.uuid(p, 'revision_id', raw('revision_id')),
    deleteTracingProject: field.boolean(p, 'delete_tracing_project', raw('delete_tracing_project')),
    ...(previews ? { previews } : {}),
  };
}

/**
 * `agent_id` and `agent_environment`, when both are given and valid (one given alone is refused
 * with the rules across inputs, combinations.ts). The Go client's rule: the id is any text, so
 * only what is safe in a query is accepted.
 */
function readAgentTarget(p: field.Problems, raw: field.Raw): AgentTarget | undefined {
  const agentId = field.identifier(p, 'agent_id', raw('agent_id'));
  const environment = readAgentEnvironment(p, 'agent_environment', raw('agent_environment'));
  return agentId && environment ? { agentId, environment } : undefined;
}

/** One of an agent's environments, or undefined (a problem when given otherwise). */
export function readAgentEnvironment(
  p: field.Problems,
  input: 'agent_environment' | 'from_agent_environment',
  value: string,
): AgentEnvironment | undefined {
  if (value === '') return undefined;
  const known = (AGENT_ENVIRONMENTS as readonly string[]).includes(value);
  return known ? (value as AgentEnvironment) : void field.oneOf(p, input, value, AGENT_ENVIRONMENTS);
}

/**
 * The deployment's name as the platform's clients send it, and the name as given when that
 * differs: a deployment made under it before names were normalized is still found (deploy/find.ts).
 * A name with nothing left is refused: the clients' `app` would be a guess.
 */
export function readDeploymentName(
  p: field.Problems,
  input: 'name' | 'from',
  text: string,
  nameGiven: boolean,
): { sent: string; asGiven?: string } | undefined {
  const given = field.text(p, input, text, LIMITS.nameLength);
  if (given === undefined) return undefined;
  const sent = normalizeDeploymentName(given);
  if (sent === '')
    return p.add(
      input,
      `"${given}"${nameGiven ? '' : " (the repository's name)"} has no letter or digit, and a deployment's name is lowercase letters, digits and hyphens; set ${p.label(input)} to such a name`,
    );
  return sent === given ? { sent } : { sent, asGiven: given };
}

/**
 * `preview_prefix` (default `<name>-pr-`, `name` itself defaulting to the repository's), read for
 * `command: prune`: what its previews are named before their pull request's number. Checked
 * before anything is sent: it must keep something once normalized (as a whole name
 * `<prefix><number>` is: the number's digits keep a trailing hyphen, which a name alone would
 * lose), and end with a hyphen, so that `<prefix><number>` is not the name of some other
 * deployment whose name ends in digits (`my-agent2`).
 */
function readPreviewPrefix(p: field.Problems, raw: field.Raw, command: Command): Inputs['previews'] {
  const limit = LIMITS.nameLength - PR_NUMBER_DIGITS;
  if (command !== 'prune') return void field.text(p, 'preview_prefix', raw('preview_prefix'), limit);
  const written = raw('preview_prefix') || (raw('name') ? `${raw('name')}-pr-` : '');
  // Neither given nor derived: refused with the rules across inputs (combinations.ts).
  if (!written || field.text(p, 'preview_prefix', written, limit) === undefined) return undefined;
  const prefix = normalizeDeploymentName(`${written}0`).slice(0, -1);
  if (!/[a-z0-9]/.test(prefix))
    return p.add('preview_prefix', `"${written}" keeps no letter or digit once normalized (a-z, 0-9, -)`);
  if (!prefix.endsWith('-'))
    return p.add(
      'preview_prefix',
      `must end with a hyphen ("${prefix}-"): <preview_prefix><number> must not be the name of another deployment that ends in digits`,
    );
  return { prefix, written };
}
