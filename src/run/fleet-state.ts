import type { FleetPlan, PlannedDeployment } from '../inputs/plan-json.ts';

/** What `command: plan` or `report` learned about a fleet (docs/fleet.md). */
export interface FleetState {
  /** The manifest's path. */
  manifest: string;
  /** `plan`: every deployment, deploy or skip, and why. */
  plan?: FleetPlan;
  /** `report`: one row per deployment of the manifest. */
  rows?: FleetRow[];
  /** Requests the command made, by where they went. */
  requests: { controlPlane: number; github: number; git: number };
}

/** One deployment of the fleet, as the report shows it. */
export interface FleetRow {
  deployment: string;
  exists: boolean;
  /** Not found, but the control plane's lists were cut short before it: it may exist. */
  unlisted?: boolean;
  deploymentId?: string;
  /** The latest revision, its status and the commit it built (when the control plane says). */
  revisionId?: string;
  status?: string;
  commit?: string;
  activeRevisionId?: string;
  url?: string;
  /** What the plan decided for it, when the report was given the plan. */
  planned?: PlannedDeployment;
  /** What this workflow run's deploy job recorded in its GitHub Deployment. */
  result?: JobResult;
  /** Whether it counts as failed (output `failed`), and why. */
  failed: boolean;
  why?: string;
}

/** The last status this workflow run gave a deployment's GitHub Deployment. */
export interface JobResult {
  environment: string;
  /** `success`, `failure`, `error`, `in_progress`, … */
  state: string;
  /** The status's one line (≤ 140 characters): what the deploy job said. */
  description: string;
}
