import { AGENT_ENVIRONMENTS } from '../src/inputs/types.ts';
import type { ValidationIssue } from './openapi.ts';
import type { Problem } from './rules.ts';
import type { StoredDeployment } from './store.ts';

/**
 * Agent environments: an extension of ours, not in the public OpenAPI document, modelled on the
 * official Go client (langchain-ai/langsmith-cli, internal/langgraphapi/client.go at a702de2 and
 * internal/cmd/deploy.go at fe87267). A create may send `agent: {agent_id, environment}` instead
 * of a `name`, and the platform names the deployment; the deployment list takes `agent_id` and
 * `agent_environment` filters; one agent has at most one deployment an environment (a second
 * create is a 409, as the Go client reads it). Told to, the emulator behaves as a control plane
 * without the extension: one that ignores the filters (answers its whole list), or one that
 * refuses the `agent` field. docs/platform-compatibility.md, "Agent environments".
 */
export interface AgentOptions {
  /**
   * True: the deployment list answers every deployment whatever `agent_id` asks for. One filter's
   * name: only that one is ignored (a half-made extension), the other is applied.
   */
  ignoreAgentFilters?: boolean | 'agent_id' | 'agent_environment';
  /** False: a workspace without agent environments: a create naming `agent` is refused (422). */
  agentEnvironments?: boolean;
}

/** The agent a deployment was created for, as the create's `agent` field named it. */
export interface AgentRef {
  agent_id: string;
  environment: string;
}

const agentOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as { agent?: unknown }).agent : undefined;

/**
 * The contract check with the extension: a create naming `agent` needs no `name` (the document
 * requires one). Every other issue stands.
 */
export function withAgentExtension(
  route: string,
  body: unknown,
  issues: ValidationIssue[],
): ValidationIssue[] {
  if (route !== 'create-deployment' || agentOf(body) === undefined) return issues;
  return issues.filter((i) => !(i.type === 'missing' && i.loc.join('.') === 'body.name'));
}

/** What is wrong with a create's `agent` field (none when it has none), as FastAPI would say it. */
export function agentProblems(body: unknown, o: AgentOptions): Problem[] {
  const agent = agentOf(body);
  if (agent === undefined) return [];
  if (o.agentEnvironments === false) return [[['body', 'agent'], 'Extra inputs are not permitted']];
  const a = (agent ?? {}) as Partial<Record<keyof AgentRef, unknown>>;
  const problems: Problem[] = [];
  if (typeof a.agent_id !== 'string' || a.agent_id === '')
    problems.push([['body', 'agent', 'agent_id'], 'Input should be a valid string']);
  if (!(AGENT_ENVIRONMENTS as readonly unknown[]).includes(a.environment))
    problems.push([['body', 'agent', 'environment'], `Input should be ${AGENT_ENVIRONMENTS.join(', ')}`]);
  return problems;
}

/** Whether a deployment is in the list the filters ask for (every one when they are ignored). */
export function listedForAgent(d: StoredDeployment, query: URLSearchParams, o: AgentOptions): boolean {
  if (o.ignoreAgentFilters === true) return true;
  const id = o.ignoreAgentFilters === 'agent_id' ? null : query.get('agent_id');
  const environment = o.ignoreAgentFilters === 'agent_environment' ? null : query.get('agent_environment');
  return (!id || d.agent?.agent_id === id) && (!environment || d.agent?.environment === environment);
}

/** The deployment an agent already has in that environment, if any (a Preview build is not it). */
export function agentTaken(
  deployments: Iterable<StoredDeployment>,
  agent: AgentRef,
): StoredDeployment | undefined {
  for (const d of deployments)
    if (!d.isPreview && d.agent?.agent_id === agent.agent_id && d.agent.environment === agent.environment)
      return d;
  return undefined;
}

/**
 * The name the platform gives an agent's deployment (its own rule is not public): the agent id's
 * first letters and digits, and the environment, a free name made of them.
 */
export function agentDeploymentName(agent: AgentRef, taken: (name: string) => boolean): string {
  const base = `${
    agent.agent_id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 8) || 'agent'
  }-${agent.environment}`;
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}-${n}`;
  return name;
}

/**
 * A create's `agent`, checked: its problems (a 422), a conflict (a 409: the agent has a
 * deployment in that environment), or the agent and the name the platform gives its deployment.
 * Nothing when the create names no agent.
 */
export function agentCreate(
  body: unknown,
  o: AgentOptions,
  store: { deployments: Map<string, StoredDeployment>; nameTaken: (name: string) => boolean },
): { problems: Problem[]; conflict?: string; agent?: AgentRef; name?: string } {
  const problems = agentProblems(body, o);
  const given = agentOf(body) as AgentRef | undefined;
  if (problems.length || !given) return { problems };
  const agent = { agent_id: given.agent_id, environment: given.environment };
  if (agentTaken(store.deployments.values(), agent))
    return {
      problems,
      conflict: `Agent ${agent.agent_id} already has a deployment in environment ${agent.environment}.`,
    };
  return { problems, agent, name: agentDeploymentName(agent, store.nameTaken.bind(store)) };
}
