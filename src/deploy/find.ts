import type { ControlPlane } from '../control-plane/client.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError } from '../base/errors.ts';
import { searchPages, type PageSearch } from '../control-plane/paging.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../base/policy.ts';

/**
 * Whether a row of the deployment list is the deployment a lookup by this name means: exactly
 * this name, and not one of the platform's own Preview builds (`is_preview`), which can carry the
 * name of the deployment it previews. Our own rule: the official Go client skips them when it
 * looks a deployment up by agent (docs/platform-compatibility.md, "Previews").
 */
export function isNamed(d: Deployment, name: string): boolean {
  return d.name === name && d.is_preview !== true;
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

/** The deployment this run acts on: by `deployment_id` (must exist), else by exact name. */
export async function findTarget(
  cp: ControlPlane,
  target: { name?: string; deploymentId?: string },
): Promise<Deployment | undefined> {
  if (target.deploymentId) return cp.getDeployment(target.deploymentId);
  return target.name ? findDeploymentByName(cp, target.name) : undefined;
}
