import { HttpError } from '../base/errors.ts';
import type { ControlPlane } from '../control-plane/client.ts';
import { searchPages } from '../control-plane/paging.ts';
import { lookupName, searchDeploymentByName } from '../deploy/find.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import type { FleetEntry } from '../inputs/types.ts';

/** The fleet's deployments as the control plane lists them, by entry name. */
export interface Listed {
  found: Map<string, Deployment>;
  /**
   * Entries not found that may still exist: the list was cut short (a server that ignores
   * `offset`, more than MAX_LIST_PAGES pages) and so was the search for the entry by its name.
   * An entry neither found nor here does not exist.
   */
  unknown: Set<string>;
  /** List requests made. */
  requests: number;
}

/**
 * One list of the workspace's deployments for the whole fleet (paged), not a request per
 * deployment. It stops as soon as every entry is found; an entry with `deployment_id` is found by
 * its id, the others by their exact name. Only when that list is cut short is an entry it did not
 * show looked up on its own (its id, or the deployments whose names contain its name), as the
 * entry's matrix job would find it.
 */
export async function listFleet(cp: ControlPlane, entries: readonly FleetEntry[]): Promise<Listed> {
  const tally = { requests: 0 };
  const counted: Pick<ControlPlane, 'listDeployments'> = {
    listDeployments: (query) => {
      tally.requests++;
      return cp.listDeployments(query);
    },
  };
  const { found, complete } = await listOnce(counted, entries);
  const unknown = new Set<string>();
  // Every row was read (or every entry found): one not found does not exist.
  if (complete) return { found, unknown, requests: tally.requests };
  // An entry the cut-short list did not show is looked up on its own, as its matrix job would find
  // it: by its id, or among the deployments whose names contain its name (that search cut short
  // too: unknown).
  for (const entry of entries) {
    const { deploymentId: id, name, asGiven } = entry.inputs.target;
    if (found.has(entry.name)) continue;
    if (id) {
      tally.requests++;
      try {
        found.set(entry.name, await cp.getDeployment(id));
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
      continue;
    }
    let one = await searchDeploymentByName(counted, name!);
    if (!one.found && one.end === 'end' && asGiven) one = await searchDeploymentByName(counted, asGiven);
    if (one.found) found.set(entry.name, one.found);
    else if (one.end !== 'end') unknown.add(entry.name);
  }
  return { found, unknown, requests: tally.requests };
}

/** The one paged list, matched to the entries; `complete`: every row was read or every entry found. */
async function listOnce(
  counted: Pick<ControlPlane, 'listDeployments'>,
  entries: readonly FleetEntry[],
): Promise<{ found: Map<string, Deployment>; complete: boolean }> {
  const found = new Map<string, Deployment>();
  const byId = new Map(
    entries.filter((e) => e.inputs.target.deploymentId).map((e) => [e.inputs.target.deploymentId!, e.name]),
  );
  const byName = new Map(
    entries.filter((e) => !e.inputs.target.deploymentId).map((e) => [e.inputs.target.name!, e.name]),
  );
  // A deployment made before names were normalized, found under the name as written, is the
  // entry's only when none bears the normalized name (as deploy/find.ts decides).
  const byOlderName = new Map(
    entries
      .filter((e) => !e.inputs.target.deploymentId && e.inputs.target.asGiven)
      .map((e) => [e.inputs.target.asGiven!, e.name]),
  );
  const older = new Map<string, Deployment>();
  const search = await searchPages(
    async (page) => (await counted.listDeployments({ nameContains: '', ...page })).resources,
    (row) => {
      // By name only as a lookup by name takes a row (deploy/find.ts): exact, not a Preview build.
      const name = lookupName(row);
      const entry = byId.get(row.id) ?? (name === undefined ? undefined : byName.get(name));
      if (entry !== undefined && !found.has(entry)) found.set(entry, row);
      const olderOf = name === undefined ? undefined : byOlderName.get(name);
      if (olderOf !== undefined && !older.has(olderOf)) older.set(olderOf, row);
      return found.size === entries.length ? true : undefined;
    },
  );
  for (const [entry, row] of older) if (!found.has(entry)) found.set(entry, row);
  return { found, complete: search.found !== undefined || ('end' in search && search.end === 'end') };
}

/** What serves a deployment, as far as the control plane says. */
type ControlPlaneServing =
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
