import type { FleetPlan } from '../inputs/plan-json.ts';
import type { FleetRow, FleetState } from '../run/fleet-state.ts';
import type { RunState } from '../run/run-state.ts';

/** Where a fleet command's requests went. */
type FleetRequests = FleetState['requests'];

/**
 * The fleet's record (`state.fleet`), which `fleet/` owns: `plan` and `report` start it and give
 * it their plan or rows through here.
 */
export function startFleetRecord(state: RunState, manifest: string): FleetState {
  state.fleet = { manifest, requests: { controlPlane: 0, github: 0, git: 0 } };
  return state.fleet;
}

/** Counts requests the command made, by where they went. */
export function countFleetRequests(state: RunState, made: Partial<FleetRequests>): void {
  const requests = state.fleet!.requests;
  for (const [where, count] of Object.entries(made) as Array<[keyof FleetRequests, number]>)
    requests[where] += count;
}

/** `plan`: every deployment, deploy or skip, and why. */
export function recordFleetPlan(state: RunState, plan: FleetPlan): FleetPlan {
  state.fleet!.plan = plan;
  return plan;
}

/** `report`: one row per deployment of the manifest. */
export function recordFleetRows(state: RunState, rows: FleetRow[]): void {
  state.fleet!.rows = rows;
}
