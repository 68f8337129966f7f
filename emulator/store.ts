import type { AgentRef } from './agent-environments.ts';
import { buildStarted, classifyStatus, phaseOf } from '../src/control-plane/revision-status.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { ResolveRef } from './local-commits.ts';
import type { RawJson } from './raw-json.ts';
import { progressInStep, statusAt, statusSince, type ScriptedStep } from './scripted-revision.ts';

const DEFAULT_SCRIPT: ScriptedStep[] = [
  { status: 'QUEUED', polls: 1 },
  { status: 'BUILDING', polls: 2 },
  { status: 'DEPLOYING', polls: 1 },
  { status: 'DEPLOYED' },
];

/** How the API shows a secret's value: never the value itself. */
const MASKED_SECRET_VALUE = '********';

/** The GitHub integration deployments are seeded with (the API wants a UUID). */
export const EMULATOR_INTEGRATION_ID = '0a1b2c3d-0000-4000-8000-00000000000a';

export interface StoredRevision {
  id: string;
  deploymentId: string;
  /** `github`, or `internal_source` for uploaded source. */
  source: string;
  createdAt: number;
  updatedAt: number;
  script: ScriptedStep[];
  polls: number;
  sourceRevisionConfig: Record<string, unknown>;
  /** The commit built: the head of `repo_ref` when the build started (read-only in the API). */
  commitSha?: string;
  /** A terminal status forced on it: SKIPPED or INTERRUPTED when a newer revision superseded it. */
  frozen?: string;
  /** The status it was in when superseded: its logs stop where they were. */
  frozenIn?: string;
  /** The status last computed: `updatedAt` moves when it changes, as the real API's does. */
  lastStatus?: string;
  /** When it was first seen DEPLOYED: the latest such revision serves traffic. */
  deployedAt?: number;
  /** The revision this one redeploys. */
  redeployOf?: string;
  /** Its build and server logs (scripted, or made up from its script). */
  logs: { build: LogEntry[]; server: LogEntry[] };
  /** Build-log lines written so far while it builds (they grow with the build, never shrink). */
  revealed: number;
}

/** A line of a revision's log, as the logs endpoints answer it. */
export interface LogEntry {
  level: string;
  /** Text, or JSON served as it is (a structured logger's object; see log-lines.ts). */
  message: string | RawJson;
}

/** A status that never moves on: the action's own table of what statuses mean (one home). */
const isTerminal = (status: string): boolean => classifyStatus(status).verdict !== 'in-progress';

export interface StoredDeployment {
  id: string;
  name: string;
  source: string;
  sourceConfig: Record<string, unknown>;
  sourceRevisionConfig: Record<string, unknown>;
  /**
   * Its secrets, values included. The API lists them with the values masked, and a list sent in a
   * create or PATCH replaces them all: there is no documented way to keep a value without sending
   * it (the official CLIs send the whole list), so a masked value sent back becomes the value.
   */
  secrets: Array<{ name: string; value: string }>;
  createdAt: number;
  updatedAt: number;
  revisions: StoredRevision[];
  /**
   * One of the platform's own Preview builds, listed with `is_preview: true` (a field the public
   * OpenAPI document does not show yet); it may carry the name of the deployment it previews.
   */
  isPreview?: boolean;
  /** The agent server's image version the API names (`image_version`); unknown (null) unless set. */
  imageVersion?: string;
  /** The agent and environment a create named instead of a name (agent-environments.ts). */
  agent?: AgentRef;
}

/** In-memory deployments and revisions. */
export class Store {
  readonly deployments = new Map<string, StoredDeployment>();
  /** Scripts of the next revisions, in order; then `defaultScript`. */
  readonly nextScripts: ScriptedStep[][] = [];
  defaultScript: ScriptedStep[];
  /** Logs of the next revisions, in order (like `nextScripts`); then logs made up from the script. */
  readonly nextLogs: Array<Partial<StoredRevision['logs']>> = [];
  /** Lines added to every revision's logs (the CLI's --build-log / --server-log). */
  extraLogs: Partial<StoredRevision['logs']> = {};
  /** The commit each branch (or `refs/tags/…`) was pushed to (`push`): it wins over `resolveRef`. */
  readonly heads = new Map<string, string>();
  /**
   * Where a ref points in a real repository (the CLI's `--repo-dir`: local-commits.ts); a ref it
   * does not know, or none set, gets a stable made-up commit.
   */
  resolveRef?: ResolveRef;
  /**
   * Names of the LangSmith tracing projects deleted deployments left behind (a delete without
   * `delete_tracing_project=true`): each keeps its name taken for a new deployment.
   */
  readonly tracingProjects = new Set<string>();
  private readonly now: () => number;
  private readonly tenantId: string;

  constructor(defaultScript: ScriptedStep[] = DEFAULT_SCRIPT, now: () => number = Date.now, tenantId = '') {
    this.defaultScript = defaultScript;
    this.now = now;
    this.tenantId = tenantId;
  }

  /** The deployment with this name (a Preview build of the platform's with it is not it). */
  byName(name: string): StoredDeployment | undefined {
    return [...this.deployments.values()].find((d) => d.name === name && !d.isPreview);
  }

  /** Deletes a deployment; its tracing project stays, and keeps the name taken, unless deleted too. */
  remove(d: StoredDeployment, options: { tracingProject: boolean }): void {
    this.deployments.delete(d.id);
    if (!options.tracingProject) this.tracingProjects.add(d.name);
  }

  /** Whether a new deployment may not take this name: a deployment has it, or a tracing project left behind. */
  nameTaken(name: string): boolean {
    return this.byName(name) !== undefined || this.tracingProjects.has(name);
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
    // Uploaded source has no revision until an archive is uploaded and named in a PATCH.
    if (deployment.source !== 'internal_source') this.addRevision(deployment);
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
      secrets: [],
    });
    const first = d.revisions[0]!;
    first.script = [{ status: 'DEPLOYED' }];
    first.commitSha = this.head('main');
    first.deployedAt = first.createdAt;
    return d;
  }

  /**
   * One of the platform's own Preview builds, named like the deployment it previews, deployed: the
   * list shows it with `is_preview: true`. It holds no name: a deployment of that name can be created.
   */
  seedPreview(name: string): StoredDeployment {
    const d = this.seedDeployed(name);
    d.isPreview = true;
    return d;
  }

  /** An uploaded (`internal_source`) deployment whose one revision is `DEPLOYED`. */
  seedUploaded(name: string): { deployment: StoredDeployment; revision: StoredRevision } {
    const deployment = this.create({
      name,
      source: 'internal_source',
      sourceConfig: {},
      sourceRevisionConfig: {},
      secrets: [],
    });
    const revision = this.addRevision(deployment);
    revision.script = [{ status: 'DEPLOYED' }];
    return { deployment, revision };
  }

  /**
   * The commit a ref points to now: where `push` moved it, else where it is in the repository
   * `resolveRef` reads, else a stable made-up SHA.
   */
  head(ref: string): string {
    return (
      this.heads.get(ref) ??
      this.resolveRef?.(ref) ??
      createHash('sha1').update(`head of ${ref}`).digest('hex')
    );
  }

  /** A push: `ref` now points to a new commit (given, or made up); returns it. */
  push(ref: string, sha = createHash('sha1').update(randomUUID()).digest('hex')): string {
    this.heads.set(ref, sha);
    return sha;
  }

  /** Redeploys an earlier revision: a new revision with its config and its commit. */
  redeploy(deployment: StoredDeployment, target: StoredRevision): StoredRevision {
    const revision = this.addRevision(deployment, target.sourceRevisionConfig);
    revision.commitSha = target.commitSha;
    revision.redeployOf = target.id;
    return revision;
  }

  /**
   * The `deploy-fails` fault: the revision builds, then its server does not start — DEPLOY_FAILED
   * where its script reaches DEPLOYED, with a server log that says why.
   */
  failDeploy(revisionId: string): void {
    for (const d of this.deployments.values())
      for (const r of d.revisions.filter((r) => r.id === revisionId)) {
        r.script = r.script.map((step) =>
          step.status === 'DEPLOYED' ? { ...step, status: 'DEPLOY_FAILED' } : step,
        );
        r.logs.server = [...madeUpLogs(r.script).server, ...(this.extraLogs.server ?? [])];
      }
  }

  /**
   * A new revision, now the latest. As on the real platform, revisions still in progress are
   * superseded: SKIPPED if their build had not started, INTERRUPTED otherwise.
   */
  addRevision(
    deployment: StoredDeployment,
    config: Record<string, unknown> = deployment.sourceRevisionConfig,
    source = deployment.source,
  ): StoredRevision {
    for (const older of deployment.revisions) {
      const status = this.status(older);
      if (!isTerminal(status)) {
        // Before its build starts (its commit not chosen), a superseded revision is skipped.
        if (status === 'BUILDING') this.revealBuildLog(older);
        older.frozen = buildStarted(status) ? 'INTERRUPTED' : 'SKIPPED';
        older.frozenIn = status;
        older.updatedAt = this.now();
      }
    }
    const at = Math.max(this.now(), (deployment.revisions[0]?.createdAt ?? 0) + 1);
    const script = this.nextScripts.shift() ?? this.defaultScript;
    const scripted = this.nextLogs.shift() ?? {};
    const made = madeUpLogs(script);
    const revision: StoredRevision = {
      id: randomUUID(),
      deploymentId: deployment.id,
      source,
      createdAt: at,
      updatedAt: at,
      script,
      polls: 0,
      sourceRevisionConfig: { ...config },
      logs: {
        build: [...(scripted.build ?? made.build), ...(this.extraLogs.build ?? [])],
        server: [...(scripted.server ?? made.server), ...(this.extraLogs.server ?? [])],
      },
      revealed: 0,
    };
    deployment.revisions.unshift(revision);
    deployment.updatedAt = at;
    return revision;
  }

  /** The revision's status now; its commit is chosen when its build starts. */
  status(revision: StoredRevision): string {
    if (revision.frozen) return revision.frozen;
    const elapsed = this.now() - revision.createdAt;
    const status = statusAt(revision.script, revision.polls, elapsed);
    if (status !== revision.lastStatus) {
      // updated_at: when the status was set. A step in time began at a known moment; a step
      // counted in polls, now.
      const since =
        statusSince(revision.script, revision.polls, elapsed) ??
        (revision.lastStatus === undefined ? 0 : undefined);
      revision.updatedAt = since === undefined ? this.now() : revision.createdAt + since;
      revision.lastStatus = status;
    }
    const ref = revision.sourceRevisionConfig.repo_ref;
    if (
      !revision.commitSha &&
      revision.source === 'github' &&
      typeof ref === 'string' &&
      buildStarted(status)
    )
      revision.commitSha = this.head(ref);
    // When it reached DEPLOYED (its updated_at), not when someone first looked: what serves is
    // the revision that reached DEPLOYED last.
    if (status === 'DEPLOYED') revision.deployedAt ??= revision.updatedAt;
    return status;
  }

  /**
   * The log lines a read can see now, with their times. The build log grows through BUILDING, in
   * step with the build's progress (its polls or its time, as scripted), and is whole after; the
   * server log exists once the revision deploys.
   */
  visibleLogs(
    revision: StoredRevision,
    kind: 'build' | 'server',
  ): Array<LogEntry & { id: string; timestamp: number | string }> {
    // A superseded revision's logs are what they were when it was interrupted.
    const status = revision.frozenIn ?? this.status(revision);
    let lines = revision.logs[kind];
    if (kind === 'build') {
      if (!buildStarted(status)) lines = [];
      else if (revision.frozenIn === 'BUILDING') lines = lines.slice(0, revision.revealed);
      else if (status === 'BUILDING') lines = lines.slice(0, this.revealBuildLog(revision));
    } else if (phaseOf(status) !== 'deploy' || status === 'AWAITING_DEPLOY') {
      // The server log begins when the server starts.
      lines = [];
    }
    // Build lines carry epoch milliseconds, server lines ISO strings: both forms the API uses.
    return lines.map((line, i) => ({
      ...line,
      id: `${revision.id}-${kind}-${i}`,
      timestamp:
        kind === 'build'
          ? revision.createdAt + i * 1_000
          : new Date(revision.createdAt + 60_000 + i * 1_000).toISOString(),
    }));
  }

  /** How much of the build log a build in progress has written by now (it never shrinks). */
  private revealBuildLog(revision: StoredRevision): number {
    const progress = progressInStep(revision.script, revision.polls, this.now() - revision.createdAt);
    revision.revealed = Math.max(revision.revealed, Math.ceil(progress * revision.logs.build.length));
    return revision.revealed;
  }

  /** The revision serving traffic: the one that most recently reached DEPLOYED. */
  active(d: StoredDeployment): StoredRevision | undefined {
    let active: StoredRevision | undefined;
    for (const r of d.revisions) {
      if (this.status(r) !== 'DEPLOYED') continue;
      if (!active || r.deployedAt! > active.deployedAt!) active = r;
    }
    return active;
  }

  /** A deployment as the API shows it. */
  deploymentJson(d: StoredDeployment, customUrl: string | null): Record<string, unknown> {
    const latest = d.revisions[0];
    const active = this.active(d);
    return {
      id: d.id,
      name: d.name,
      tenant_id: this.tenantId,
      source: d.source,
      source_config: { ...d.sourceConfig, custom_url: customUrl },
      // "For a Deployment resource, the field values refer to the latest revision" (OpenAPI):
      // its commit too, once its build has started.
      source_revision_config: latest
        ? { ...latest.sourceRevisionConfig, repo_commit_sha: latest.commitSha ?? null }
        : d.sourceRevisionConfig,
      secrets: d.secrets.map(({ name }) => ({ name, value: MASKED_SECRET_VALUE })),
      created_at: new Date(d.createdAt).toISOString(),
      updated_at: new Date(d.updatedAt).toISOString(),
      status: 'READY',
      is_preview: d.isPreview === true,
      latest_revision_id: latest?.id ?? null,
      active_revision_id: active?.id ?? null,
      image_version: d.imageVersion ?? null,
    };
  }

  revisionJson(r: StoredRevision): Record<string, unknown> {
    const status = this.status(r);
    return {
      id: r.id,
      status,
      source: r.source,
      source_revision_config: { ...r.sourceRevisionConfig, repo_commit_sha: r.commitSha ?? null },
      created_at: new Date(r.createdAt).toISOString(),
      updated_at: new Date(r.updatedAt).toISOString(),
    };
  }
}

/** Logs that fit a script: a build that ends BUILD_FAILED ends with errors, and so on. */
function madeUpLogs(script: ScriptedStep[]): StoredRevision['logs'] {
  const statuses = new Set(script.map((step) => step.status));
  const build: LogEntry[] = [
    { level: 'INFO', message: 'Cloning the repository' },
    { level: 'INFO', message: 'Reading langgraph.json' },
    { level: 'INFO', message: 'Step 1/6 : FROM langchain/langgraph-api:3.11' },
    { level: 'INFO', message: 'Step 2/6 : ADD . /deps/agent' },
    { level: 'INFO', message: 'Step 3/6 : RUN pip install -e /deps/agent' },
    { level: 'INFO', message: 'Collecting langgraph>=0.2' },
  ];
  if (statuses.has('BUILD_FAILED')) {
    build.push(
      {
        level: 'ERROR',
        message:
          'ERROR: Could not find a version that satisfies the requirement langchain-nonexistent>=9 (from agent)',
      },
      { level: 'ERROR', message: 'ERROR: No matching distribution found for langchain-nonexistent>=9' },
      { level: 'ERROR', message: 'The command "pip install -e /deps/agent" returned a non-zero code: 1' },
    );
  } else {
    build.push(
      { level: 'INFO', message: 'Successfully installed agent-0.1.0' },
      { level: 'INFO', message: 'Step 6/6 : WORKDIR /deps/agent' },
      { level: 'INFO', message: 'Successfully built the image' },
    );
  }
  const server: LogEntry[] = [
    { level: 'INFO', message: 'Starting the agent server' },
    { level: 'INFO', message: 'Registering graphs from langgraph.json' },
  ];
  if (statuses.has('DEPLOY_FAILED')) {
    server.push(
      { level: 'ERROR', message: 'KeyError: OPENAI_API_KEY is not set' },
      { level: 'ERROR', message: 'Application startup failed. Exiting.' },
    );
  } else {
    server.push({ level: 'INFO', message: 'Application startup complete; listening on port 8000' });
  }
  return { build, server };
}
