import type { ControlPlane } from '../control-plane/client.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError } from '../base/errors.ts';
import { searchPages, type PageSearch } from '../control-plane/paging.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../base/policy.ts';
import type { RunContext } from '../run/context.ts';
import { settingWords } from '../inputs/front-end.ts';
import type { AgentTarget } from '../inputs/types.ts';
import { agentWords, findAgentDeployment } from './find-agent.ts';

/**
 * The name a row of the deployment list can be compared by: its name as the server sent it, or
 * undefined when cleaning it for display changed it (a control character, a line break, a space
 * at either end, a bidirectional override). Such a row equals no name, so no lookup takes
 * `"my-agent\n"` for `my-agent`; its cleaned name is still what is shown.
 */
export function exactName(d: Deployment): string | undefined {
  return d.nameIsExact ? d.name : undefined;
}

/**
 * The name a lookup by name may take a row of the deployment list for: its exact name
 * (`exactName`), unless it is one of the platform's own Preview builds (`is_preview`), which can
 * carry the name of the deployment it previews and is never read. Our own rule: the official Go
 * client skips them when it looks a deployment up by agent (docs/platform-compatibility.md,
 * "Previews"). Every lookup by name decides with this: the exact name, the older name, the fleet.
 */
export function lookupName(d: Deployment): string | undefined {
  return d.is_preview === true ? undefined : exactName(d);
}

/** Whether a row of the deployment list is the deployment a lookup by this name means. */
export function isNamed(d: Deployment, name: string): boolean {
  return lookupName(d) === name;
}

/**
 * The search for the deployment with exactly this name: `name_contains` also returns longer names
 * that contain it, so every page is checked for an exact match.
 */
export function searchDeploymentByName(
  cp: Pick<ControlPlane, 'listDeployments'>,
  name: string,
): Promise<PageSearch<Deployment>> {
  return searchPages(
    async (page) => (await cp.listDeployments({ nameContains: name, ...page })).resources,
    (d) => (isNamed(d, name) ? d : undefined),
  );
}

/**
 * The deployment with exactly this name. "None" is said only when the whole list was read: a list
 * cut short (too many similar names, or a server that ignores `offset`) fails instead, since
 * creating a deployment then could duplicate one further on.
 */
export async function findDeploymentByName(cp: ControlPlane, name: string): Promise<Deployment | undefined> {
  const search = await searchDeploymentByName(cp, name);
  if (search.found || search.end === 'end') return search.found;
  if (search.end === 'repeated')
    throw new ActionError({
      title: 'Deployment list incomplete',
      message: `The control plane ignores offset on its deployment list: every page repeats the same ${search.rowsRead} deployment(s) whose names contain "${name}", and none is named exactly so. A deployment named "${name}" may exist beyond them, so nothing was created. Set deployment_id to the deployment's id to update it (or choose a name that fewer deployments contain).`,
    });
  throw new ActionError({
    title: 'Too many similar names',
    message: `More than ${MAX_LIST_PAGES * LIST_PAGE_SIZE} deployments contain "${name}" and none is named exactly so; set deployment_id to the deployment's id.`,
  });
}

/** Which deployment a run names: its id, its name as sent and as given, or its agent's environment (inputs/read.ts). */
export type Target = { name?: string; asGiven?: string; deploymentId?: string; agent?: AgentTarget };

/**
 * The deployment this run acts on: by `deployment_id` (must exist), by its agent's environment
 * (deploy/find-agent.ts), else by exact name — the
 * name as the platform's clients send it (a notice says so when it differs from the input), or,
 * when none bears it, one made before names were normalized that bears the name as given
 * (used, with a warning, so that no second deployment is made).
 */
export async function findTarget(
  ctx: Pick<RunContext, 'cp' | 'log'> & { inputs: Pick<RunContext['inputs'], 'frontEnd'> },
  target: Target,
): Promise<Deployment | undefined> {
  if (target.deploymentId) return ctx.cp.getDeployment(target.deploymentId);
  if (target.agent) return findAgentDeployment(ctx.cp, target.agent, ctx.inputs.frontEnd);
  if (!target.name) return undefined;
  const set = (input: string, value: string): string => settingWords(ctx.inputs.frontEnd, input, value);
  if (target.asGiven) ctx.log.notice(renamedNotice(target.name, target.asGiven, set), 'Deployment name');
  const found = await findDeploymentByName(ctx.cp, target.name);
  if (found || !target.asGiven) return found;
  const older = await findDeploymentByName(ctx.cp, target.asGiven);
  if (older)
    ctx.log.warning(olderNameWarning(older.id, target.name, target.asGiven, set), 'Rename the deployment');
  return older;
}

/** The deployment as the inputs name it: its name, its id, or its agent's environment. */
export const targetWords = (target: Target): string =>
  target.agent ? agentWords(target.agent) : (target.name ?? target.deploymentId ?? '');

/** That the deployment the inputs name does not exist, and which inputs to check. */
export function missingWords(target: Target): { none: string; check: string } {
  if (!target.agent)
    return { none: `No deployment is named "${target.name}"`, check: 'name (or set deployment_id)' };
  return {
    none: `${targetWords(target).replace(/^a/, 'A')} has no deployment`,
    check: 'agent_id and agent_environment',
  };
}

/** An input set to a value, in the words of the run's front end (`name: x`, `--name x`). */
type SetWords = (input: string, value: string) => string;

const renamedNotice = (sent: string, asGiven: string, set: SetWords): string =>
  `The deployment name "${asGiven}" is used as "${sent}": a deployment's name is lowercase letters, digits and hyphens, and LangSmith's own deploy clients rename it the same way. Set ${set('name', sent)} to say so.`;

/** A deployment's name cannot change (the API fixes it at creation): moving means a new one. */
const olderNameWarning = (id: string, sent: string, asGiven: string, set: SetWords): string =>
  `Deployment ${id} is named "${asGiven}", a name made before this action normalized names; it was used, and no deployment "${sent}" was created. LangSmith's deploy clients look for "${sent}" and would not find it. A name cannot be changed: to move, deploy once with ${set('name', sent)} (a new deployment), then delete "${asGiven}"; or keep it by setting ${set('deployment_id', id)}.`;
