import { randomUUID } from 'node:crypto';
import { statusAt, type ScriptedStep } from './scripted-revision.ts';

export const DEFAULT_SCRIPT: ScriptedStep[] = [
  { status: 'QUEUED', polls: 1 },
  { status: 'BUILDING', polls: 2 },
  { status: 'DEPLOYING', polls: 1 },
  { status: 'DEPLOYED' },
];

/** The GitHub integration deployments are seeded with (the API wants a UUID). */
export const EMULATOR_INTEGRATION_ID = '0a1b2c3d-0000-4000-8000-00000000000a';

export interface StoredRevision {
  id: string;
  deploymentId: string;
  createdAt: number;
  updatedAt: number;
  script: ScriptedStep[];
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

/** In-memory deployments and revisions. */
export class Store {
  readonly deployments = new Map<string, StoredDeployment>();
  /** Scripts of the next revisions, in order; then `defaultScript`. */
  readonly nextScripts: ScriptedStep[][] = [];
  defaultScript: ScriptedStep[];
  private readonly now: () => number;
  private readonly tenantId: string;

  constructor(defaultScript: ScriptedStep[] = DEFAULT_SCRIPT, now: () => number = Date.now, tenantId = '') {
    this.defaultScript = defaultScript;
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
        integration_id: EMULATOR_INTEGRATION_ID,
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'dev',
      },
      sourceRevisionConfig: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
      secretNames: [],
    });
    d.revisions[0]!.script = [{ status: 'DEPLOYED' }];
    return d;
  }

  addRevision(deployment: StoredDeployment): StoredRevision {
    const at = Math.max(this.now(), (deployment.revisions[0]?.createdAt ?? 0) + 1);
    const revision: StoredRevision = {
      id: randomUUID(),
      deploymentId: deployment.id,
      createdAt: at,
      updatedAt: at,
      script: this.nextScripts.shift() ?? this.defaultScript,
      polls: 0,
      sourceRevisionConfig: { ...deployment.sourceRevisionConfig },
    };
    deployment.revisions.unshift(revision);
    deployment.updatedAt = at;
    return revision;
  }

  status(revision: StoredRevision): string {
    return statusAt(revision.script, revision.polls, this.now() - revision.createdAt);
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
