import { randomUUID } from 'node:crypto';
import type { ControlPlane } from '../control-plane/client.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError, HttpError } from '../base/errors.ts';
import { LIST_PAGE_SIZE } from '../base/policy.ts';
import { inputWords, type FrontEnd } from '../inputs/front-end.ts';
import { AGENT_ENVIRONMENTS, type AgentTarget } from '../inputs/types.ts';

type Lists = Pick<ControlPlane, 'listDeployments'>;

/** An agent's environment as a run names it: `agent 3f2… (staging)`. */
export const agentWords = (agent: AgentTarget): string => `agent ${agent.agentId} (${agent.environment})`;

/** The deployments the list gives for an agent's environment (one page: an agent has one a stage). */
async function listForAgent(cp: Lists, agentId: string, environment: string): Promise<Deployment[]> {
  const page = { agentId, agentEnvironment: environment, limit: LIST_PAGE_SIZE, offset: 0 };
  return (await cp.listDeployments(page)).resources;
}

/**
 * The deployment of an agent's environment, as the Go client finds it: the list filtered by
 * `agent_id` and `agent_environment` (filters the public API document lacks), the platform's own
 * Preview builds dropped before counting. A control plane that ignores the filters answers its
 * whole list; so, when the answer is not empty, the list is asked again for a made-up agent (a
 * fresh random UUID): any row there means `agent_id` is ignored. And once more for the same
 * agent in another environment: a deployment is in one environment only, so a row answered for
 * both means `agent_environment` is ignored. Either way no row can be trusted.
 */
export async function findAgentDeployment(
  cp: Lists,
  agent: AgentTarget,
  frontEnd: FrontEnd | undefined,
): Promise<Deployment | undefined> {
  const rows = await listForAgent(cp, agent.agentId, agent.environment);
  if (rows.length === 0) return undefined;
  const strangers = await listForAgent(cp, randomUUID(), agent.environment);
  if (strangers.length > 0)
    throw filtersIgnored(
      agent,
      frontEnd,
      `asked for an agent that does not exist, it answered ${strangers.length} deployment(s)`,
    );
  const elsewhere = AGENT_ENVIRONMENTS.find((e) => e !== agent.environment)!;
  const ids = new Set(rows.map((d) => d.id));
  const twice = (await listForAgent(cp, agent.agentId, elsewhere)).filter((d) => ids.has(d.id)).length;
  if (twice > 0)
    throw filtersIgnored(
      agent,
      frontEnd,
      `asked for the agent in ${elsewhere}, it answered ${twice} deployment(s) it had answered for ${agent.environment}`,
    );
  const deployments = rows.filter((d) => d.is_preview !== true);
  if (deployments.length > 1)
    throw new ActionError({
      title: 'Several deployments for one agent environment',
      message: `${deployments.length} deployments are listed for ${agentWords(agent)} (${deployments.map((d) => d.id).join(', ')}); set ${inputWords(frontEnd, 'deployment_id')} to the one meant instead of ${inputWords(frontEnd, 'agent_id')} and ${inputWords(frontEnd, 'agent_environment')}.`,
    });
  return deployments[0];
}

/** That the list's agent filters are not applied, so no row of it names the agent's environment. */
const filtersIgnored = (agent: AgentTarget, frontEnd: FrontEnd | undefined, evidence: string): ActionError =>
  new ActionError({
    title: 'Agent environments not supported',
    message: `This control plane ignores the agent filters of its deployment list (${evidence}), so which deployment is ${agentWords(agent)} cannot be told; nothing was written. Deploy by name: set ${inputWords(frontEnd, 'name')} instead of ${inputWords(frontEnd, 'agent_id')} and ${inputWords(frontEnd, 'agent_environment')}.`,
  });

/**
 * What a refused create for an agent's environment means (the Go client's reading of a 409): the
 * agent already has a deployment there; a create refused as invalid most likely names a field
 * the workspace does not know, `agent`. Other failures are left as they are.
 */
export function agentCreateRefusal(
  error: unknown,
  agent: AgentTarget,
  frontEnd: FrontEnd | undefined,
): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 409)
    return new ActionError({
      title: 'Agent environment taken',
      message: `${error.message}. Agent ${agent.agentId} already has a deployment in ${agent.environment}, which the filtered list did not show; set ${inputWords(frontEnd, 'deployment_id')} to it.`,
    });
  if (error.status === 400 || error.status === 422)
    return new ActionError({
      title: 'Agent environments refused',
      message: `${error.message}. The control plane refused a deployment for ${agentWords(agent)}: this workspace may not have agent environments (a LangSmith beta). Deploy by name: set ${inputWords(frontEnd, 'name')} instead of ${inputWords(frontEnd, 'agent_id')} and ${inputWords(frontEnd, 'agent_environment')}.`,
    });
  return error;
}
