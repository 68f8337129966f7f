import type { ControlPlane } from '../control-plane/client.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { plannedRevision, type FleetPlan } from '../inputs/plan-json.ts';
import type { FleetEntry } from '../inputs/types.ts';
import type { FleetRow, JobResult } from '../run/fleet-state.ts';
import type { Listed } from './serving.ts';

/**
 * Each deployment of the fleet as the control plane shows it after the matrix: its latest
 * revision, that revision's status and commit, what serves, its URL. The list says all of it
 * when the latest revision is the one serving; otherwise the latest revision is read (one request).
 */
export async function fleetRows(
  cp: ControlPlane,
  entries: readonly FleetEntry[],
  listed: Listed,
  plan: FleetPlan | undefined,
): Promise<{ rows: FleetRow[]; requests: number }> {
  let requests = 0;
  const rows: FleetRow[] = [];
  for (const entry of entries) {
    const planned = plan?.deployments.find((d) => d.deployment === entry.name);
    const d = listed.found.get(entry.name);
    // Not listed: it does not exist, or the lists were cut short before it.
    if (!d) {
      const unlisted = listed.unknown.has(entry.name) ? { unlisted: true } : {};
      rows.push({ deployment: entry.name, exists: false, ...unlisted, planned, failed: false });
      continue;
    }
    const revisionId = d.latest_revision_id ?? undefined;
    const activeRevisionId = d.active_revision_id ?? undefined;
    // The latest revision's status and commit: from the list when it is the one serving, else read.
    let latest: Pick<FleetRow, 'status' | 'commit'> = {};
    if (revisionId && revisionId === activeRevisionId)
      latest = { status: 'DEPLOYED', commit: d.source_revision_config?.repo_commit_sha ?? undefined };
    else if (revisionId) {
      requests++;
      const revision = await cp.getRevision(d.id, revisionId);
      latest = {
        status: revision.status,
        commit: revision.source_revision_config?.repo_commit_sha ?? undefined,
      };
    }
    rows.push({
      ...{ deployment: entry.name, exists: true, deploymentId: d.id, revisionId, activeRevisionId },
      ...{ url: d.source_config?.custom_url ?? undefined, planned, failed: false, ...latest },
    });
  }
  return { rows, requests };
}

/**
 * Whether a deployment's deploy failed in this run, and why. The deploy job's own record (its
 * GitHub Deployment) says it when there is one; otherwise the control plane: a deployment the
 * plan deployed whose latest revision is not serving, is still the one that served when planned
 * (no new revision was made), or one that does not exist. A deployment the plan skipped never
 * counts as failed here.
 */
export function judge(row: FleetRow, result: JobResult | undefined): Pick<FleetRow, 'failed' | 'why'> {
  if (row.planned?.action === 'skip') return { failed: false };
  if (result && (result.state === 'failure' || result.state === 'error'))
    return { failed: true, why: result.description || `its deploy job recorded ${result.state}` };
  if (result?.state === 'success') return { failed: false };
  const verdict = row.status ? classifyStatus(row.status).verdict : undefined;
  if (verdict === 'failure') return { failed: true, why: `its latest revision ended ${row.status}` };
  if (!row.planned) return { failed: false };
  if (!row.exists)
    return {
      failed: true,
      why: row.unlisted
        ? "the plan deployed it, but the control plane's lists were cut short before it: it was not found"
        : 'the plan deployed it, but it does not exist',
    };
  // Every deploy makes a revision: the one that served when planned still being the latest is a
  // deploy job that never got that far (cancelled, skipped, or never run).
  // The plan carries a revision as plannedRevision makes it: compared in that form.
  const before = row.planned.serving?.revision;
  if (before && row.revisionId !== undefined && plannedRevision(row.revisionId) === before)
    return {
      failed: true,
      why: `the plan deployed it, but its latest revision is still ${before}, the one that served when it was planned: its deploy job made no revision (did it run?)`,
    };
  if (verdict !== 'success')
    return {
      failed: true,
      why: row.status
        ? `its latest revision is still ${row.status}, and its deploy job recorded no result`
        : 'it has no revision',
    };
  return { failed: false };
}
