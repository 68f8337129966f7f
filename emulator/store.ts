import { randomUUID } from 'node:crypto';

/** One step of a revision's life: a status held for a number of polls or milliseconds. */
export interface TimelineStep {
  status: string;
  /** GETs of the revision that see this status (deterministic; used by tests). */
  polls?: number;
  /** Wall-clock time in this status (used by the demo). */
  ms?: number;
}

export const DEFAULT_TIMELINE: TimelineStep[] = [
  { status: 'QUEUED', polls: 1 },
  { status: 'BUILDING', polls: 2 },
  { status: 'DEPLOYING', polls: 1 },
  { status: 'DEPLOYED' },
];

export interface StoredRevision {
  id: string;
  deploymentId: string;
  createdAt: number;
  updatedAt: number;
  timeline: TimelineStep[];
  polls: number;
  sourceRevisionConfig: Record<string, unknown>;
}

export interface StoredDeployment {
  id: string;
  name: string;
  source: string;
  sourceConfig: Record<string, unknown>;
  sourceRevisionConfig: Record<string, unknown>;
  secretNames: string[];
  createdAt: number;
  updatedAt: number;
  revisions: StoredRevision[];
}

/** The status a revision shows after `polls` GETs, `elapsedMs` after its creation. */
export function statusAt(timeline: TimelineStep[], polls: number, elapsedMs: number): string {
  let pollEnd = 0;
  let msEnd = 0;
  for (const step of timeline) {
    if (step.polls !== undefined) {
      pollEnd += step.polls;
      if (polls <= pollEnd) return step.status;
    } else if (step.ms !== undefined) {
      msEnd += step.ms;
      if (elapsedMs < msEnd) return step.status;
    } else {
      return step.status;
    }
  }
  return timeline.at(-1)?.status ?? 'UNKNOWN';
}

/** In-memory deployments and revisions. */
export class Store {
  readonly deployments = new Map<string, StoredDeployment>();
  /** Timelines for the next revisions, in order; then `defaultTimeline`. */
  readonly nextTimelines: TimelineStep[][] = [];
  defaultTimeline: TimelineStep[];
  private readonly now: () => number;
  private readonly tenantId: string;

  constructor(
    defaultTimeline: TimelineStep[] = DEFAULT_TIMELINE,
    now: () => number = Date.now,
    tenantId = '',
  ) {
    this.defaultTimeline = defaultTimeline;
    this.now = now;
    this.tenantId = tenantId;
  }

  byName(name: string): StoredDeployment | undefined {
    return [...this.deployments.values()].find((d) => d.name === name);
  }

  create(fields: Omit<StoredDeployment, 'id' | 'createdAt' | 'updatedAt' | 'revisions'>): StoredDeployment {
    const at = this.now();
    const deployment: StoredDeployment = {
      ...fields,
      id: randomUUID(),
      createdAt: at,
      updatedAt: at,
      revisions: [],
    };
    this.deployments.set(deployment.id, deployment);
    this.addRevision(deployment);
    return deployment;
  }

  /** A deployment that exists before a test, its first revision long deployed. */
  seedDeployed(name: string): StoredDeployment {
    const d = this.create({
      name,
      source: 'github',
      sourceConfig: {
        integration_id: 'int-1',
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'dev',
      },
      sourceRevisionConfig: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
      secretNames: [],
    });
    d.revisions[0]!.timeline = [{ status: 'DEPLOYED' }];
    return d;
  }

  addRevision(deployment: StoredDeployment): StoredRevision {
    const at = Math.max(this.now(), (deployment.revisions[0]?.createdAt ?? 0) + 1);
    const revision: StoredRevision = {
      id: randomUUID(),
      deploymentId: deployment.id,
      createdAt: at,
      updatedAt: at,
      timeline: this.nextTimelines.shift() ?? this.defaultTimeline,
      polls: 0,
      sourceRevisionConfig: { ...deployment.sourceRevisionConfig },
    };
    deployment.revisions.unshift(revision);
    deployment.updatedAt = at;
    return revision;
  }

  status(revision: StoredRevision): string {
    return statusAt(revision.timeline, revision.polls, this.now() - revision.createdAt);
  }

  /** A deployment as the API shows it. */
  deploymentJson(d: StoredDeployment, customUrl: string | null): Record<string, unknown> {
    const latest = d.revisions[0];
    const active = d.revisions.find((r) => this.status(r) === 'DEPLOYED');
    return {
      id: d.id,
      name: d.name,
      tenant_id: this.tenantId,
      source: d.source,
      source_config: { ...d.sourceConfig, custom_url: customUrl },
      source_revision_config: d.sourceRevisionConfig,
      secrets: d.secretNames.map((name) => ({ name, value: '********' })),
      created_at: new Date(d.createdAt).toISOString(),
      updated_at: new Date(d.updatedAt).toISOString(),
      status: 'READY',
      latest_revision_id: latest?.id ?? null,
      active_revision_id: active?.id ?? null,
    };
  }

  revisionJson(r: StoredRevision): Record<string, unknown> {
    return {
      id: r.id,
      status: this.status(r),
      source: 'github',
      source_revision_config: r.sourceRevisionConfig,
      created_at: new Date(r.createdAt).toISOString(),
      updated_at: new Date(r.updatedAt).toISOString(),
    };
  }
}
