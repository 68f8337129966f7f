import type { ControlPlane } from '../control-plane/client.ts';
import { searchPages } from '../control-plane/paging.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import type { FleetEntry } from '../inputs/types.ts';

/** The fleet's deployments as the control plane lists them, by entry name. */
export interface Listed {
  found: Map<string, Deployment>;
  /** False when the list was cut (MAX_LIST_PAGES): an entry not found may still exist. */
  complete: boolean;
  /** List requests made. */
  requests: number;
}

/**
 * One list of the workspace's deployments for the whole fleet (paged), not a request per
 * deployment. It stops as soon as every entry is found; an entry with `deployment_id` is found by
 * its id, the others by their exact name.
 */
export async function listFleet(cp: ControlPlane, entries: readonly FleetEntry[]): Promise<Listed> {
  const found = new Map<string, Deployment>();
  const byId = new Map(
    entries.filter((e) => e.inputs.target.deploymentId).map((e) => [e.inputs.target.deploymentId!, e.name]),
  );
  const byName = new Map(
    entries.filter((e) => !e.inputs.target.deploymentId).map((e) => [e.inputs.target.name!, e.name]),
  );
  let requests = 0;
  const search = await searchPages(
    async (page) => {
      requests++;
      return (await cp.listDeployments({ nameContains: '', ...page })).resources;
    },
    (row) => {
      const entry = byId.get(row.id) ?? (row.name !== undefined ? byName.get(row.name) : undefined);
      if (entry !== undefined && !found.has(entry)) found.set(entry, row);
      return found.size === entries.length ? true : undefined;
    },
  );
  // Every row was read (or every entry found): one not found does not exist. A list that ignores
  // offset, or is longer than the pages read, leaves a missing one unknown.
  const complete = search.found !== undefined || ('end' in search && search.end === 'end');
  return { found, complete, requests };
}

/** What serves a deployment, as far as the control plane says. */
export type ControlPlaneServing =
  /** No revision serves (none was ever deployed). */
  | { kind: 'none' }
  /** The serving revision and the commit it was built from. */
  | { kind: 'commit'; revision: string; commit: string }
  /** A revision serves, but the control plane names no commit for it (an upload, an image). */
  | { kind: 'no-commit'; revision: string };

/**
 * The commit of the revision that serves. The list's `source_revision_config` is the latest
 * revision's (the API says so): when the latest is the one serving, no request is needed; else
 * the serving revision is read (one request).
 */
export async function servingOf(
  cp: ControlPlane,
  deployment: Deployment,
): Promise<{ serving: ControlPlaneServing; requests: number }> {
  const active = deployment.active_revision_id;
  if (!active) return { serving: { kind: 'none' }, requests: 0 };
  let commit: string | null | undefined;
  let requests = 0;
  if (active === deployment.latest_revision_id) commit = deployment.source_revision_config?.repo_commit_sha;
  else {
    requests++;
    commit = (await cp.getRevision(deployment.id, active)).source_revision_config?.repo_commit_sha;
  }
  return {
    serving: commit
      ? { kind: 'commit', revision: active, commit: commit.toLowerCase() }
      : { kind: 'no-commit', revision: active },
    requests,
  };
}
