import type { ControlPlane } from '../control-plane/client.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { ActionError } from '../errors.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../policy.ts';

/**
 * The deployment with exactly this name. `name_contains` also returns longer names that
 * contain it, so every page is checked for an exact match. Pages are followed until one comes
 * back empty (a server may return fewer than `limit` before the end).
 */
export async function findDeploymentByName(cp: ControlPlane, name: string): Promise<Deployment | undefined> {
  let offset = 0;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const reply = await cp.listDeployments({ nameContains: name, limit: LIST_PAGE_SIZE, offset });
    const match = reply.resources.find((d) => d.name === name);
    if (match) return match;
    if (reply.resources.length === 0) return undefined;
    // Never further than the rows read: a reply whose `offset` jumps ahead would skip rows
    // unseen, and a name not found there would be created a second time.
    offset += reply.resources.length;
  }
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
