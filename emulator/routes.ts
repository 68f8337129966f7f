import { ENDPOINTS, type EndpointName } from '../src/control-plane/client.ts';
import {
  createProblems,
  DEFAULT_DEPLOYMENT_TYPE,
  deploymentTypeProblems,
  listenerProblem,
  logQueryProblems,
  patchProblems,
  placementProblem,
  platformSecret,
  revisionSourceProblem,
  secretProblems,
  validationErrorBody,
  type EmulatedListener,
  type Problem,
} from './rules.ts';
import { agentCreate, listedForAgent, type AgentOptions } from './agent-environments.ts';
import type { Storage } from './storage.ts';
import type { Store, StoredDeployment } from './store.ts';

/** A request as a handler sees it: path parameters by name, the query, the parsed JSON body. */
export interface RouteRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status: number;
  json?: unknown;
}

export type Handler = (request: RouteRequest) => Reply;

/** What handlers may consult besides the store. */
export interface RouteOptions extends AgentOptions {
  store: Store;
  storage: Storage;
  /** The emulator's own origin: signed upload URLs point at its storage. */
  origin: () => string;
  customUrl: (deployment: StoredDeployment) => string | null;
  maxPageSize?: number;
  /** True: the list endpoints answer their first page whatever `offset` asks for (a careless server). */
  ignoreOffset?: boolean;
  /** True: the deployment list answers every deployment whatever `name_contains` asks for (a careless server). */
  ignoreNameContains?: boolean;
  reservedNames?: string[];
  /** A self-hosted instance: it allows the secret names LangSmith's cloud reserves (rules.ts). */
  selfHosted?: boolean;
  /** A workspace that deploys through listeners: a create must name one (rules.ts). */
  listenersOnly?: boolean;
  /** The workspace's listeners (`GET /v2/listeners`); a create naming one is checked against them. */
  listeners?: EmulatedListener[];
  /** The deployment types this control plane takes, when fewer than all (an older one). */
  deploymentTypes?: string[];
  integrations?: Array<{ id: string; name: string; installation_id: number }>;
  repositories?: Record<string, Array<{ url: string; name: string; owner: string }>>;
  /** Auth flows by id: the statuses successive waits answer (the last repeats), and the token. */
  authFlows?: Record<string, { statuses: string[]; token?: string }>;
  /** False: a control plane without the logs endpoints (they answer 404). */
  logs?: boolean;
}

/**
 * The route table: one handler per control-plane endpoint of src/control-plane/client.ts (method
 * and path come from there). Adding an endpoint to the client without a handler here is a
 * compile error.
 */
export function createRoutes(o: RouteOptions): Record<EndpointName, Handler> {
  const { store } = o;
  const authCalls = new Map<string, number>();
  const json = (d: StoredDeployment): unknown => store.deploymentJson(d, o.customUrl(d));
  const withDeployment = (params: Record<string, string>, then: (d: StoredDeployment) => Reply): Reply => {
    const d = store.deployments.get(params.deployment_id!);
    return d ? then(d) : notFound(`Deployment ID ${params.deployment_id} not found.`);
  };

  /** A page of a revision's build or server log, with `level` and `query` filters. */
  const logs = (kind: 'build' | 'server', { params, body }: RouteRequest): Reply => {
    if (o.logs === false) return notFound('Not Found');
    const problems = logQueryProblems(body);
    if (problems.length) return invalid(problems, body);
    return withDeployment(params, (d) => {
      const revision = d.revisions.find((r) => r.id === params.revision_id);
      if (!revision) return notFound(`Revision ID ${params.revision_id} not found.`);
      const q = (body ?? {}) as {
        limit?: number;
        order?: string;
        offset?: string;
        level?: string;
        query?: string;
      };
      const lines = store
        .visibleLogs(revision, kind)
        .filter((line) => !q.level || line.level === q.level.toUpperCase())
        // A message served as raw JSON is searched as its text.
        .filter(
          (line) =>
            !q.query ||
            (typeof line.message === 'string' ? line.message : line.message.text).includes(q.query),
        );
      return ok(logPage(lines, q));
    });
  };

  return {
    'list-deployments': ({ query }) => {
      const contains = o.ignoreNameContains ? '' : (query.get('name_contains') ?? '');
      const all = [...store.deployments.values()].filter(
        (d) => d.name.includes(contains) && listedForAgent(d, query, o),
      );
      const { rows, offset } = page(all, query, o);
      return ok({ resources: rows.map(json), offset });
    },
    'create-deployment': ({ body }) => {
      const forAgent = agentCreate(body, o, store);
      if (forAgent.problems.length) return invalid(forAgent.problems, body);
      if (forAgent.conflict) return { status: 409, json: { detail: forAgent.conflict } };
      const b = { ...(body as object), ...(forAgent.name ? { name: forAgent.name } : {}) } as Parameters<
        typeof createProblems
      >[0] & { name: string; secrets: Array<{ name: string; value: string }> };
      const problems = [
        ...createProblems(b),
        ...deploymentTypeProblems(o.deploymentTypes, b.source_config),
        ...secretProblems(b.secrets, o.selfHosted ?? false),
      ];
      if (problems.length) return invalid(problems, body);
      const noListener =
        listenerProblem(o.listenersOnly, b.source_config) ?? placementProblem(o.listeners, b.source_config);
      if (noListener) return { status: 400, json: { detail: noListener } };
      if (store.nameTaken(b.name) || o.reservedNames?.includes(b.name)) {
        return {
          status: 409,
          json: { detail: `A deployment or tracing project named ${b.name} already exists.` },
        };
      }
      const d = store.create({
        name: b.name,
        source: b.source,
        // No type named: the platform picks one.
        sourceConfig: {
          ...b.source_config,
          deployment_type: b.source_config.deployment_type ?? DEFAULT_DEPLOYMENT_TYPE,
        },
        sourceRevisionConfig: { ...b.source_revision_config },
        secrets: b.secrets.map(({ name, value }) => ({ name, value })),
        ...(forAgent.agent ? { agent: forAgent.agent } : {}),
      });
      return { status: 201, json: json(d) };
    },
    'get-deployment': ({ params }) => withDeployment(params, (d) => ok(json(d))),
    'patch-deployment': ({ params, body }) =>
      withDeployment(params, (d) => {
        const b = (body ?? {}) as {
          revision_source?: string | null;
          source_config?: Record<string, unknown> | null;
          source_revision_config?: Record<string, unknown> | null;
          secrets?: Array<{ name: string; value: string }> | null;
        };
        const problems = [...patchProblems(b), ...secretProblems(b.secrets, o.selfHosted ?? false)];
        if (problems.length) return invalid(problems, body);
        // Without revision_source a revision is built from the deployment's own source (OpenAPI).
        const revisionSource = b.revision_source ?? d.source;
        const makesRevision = Boolean(b.source_revision_config || b.secrets || b.revision_source);
        const wrongSource = makesRevision ? revisionSourceProblem(d.source, revisionSource) : undefined;
        if (wrongSource) return { status: 400, json: { detail: wrongSource } };
        const uploaded = revisionSource === 'internal_source';
        if (uploaded && b.source_revision_config) {
          const refused = uploadProblem(o.storage, d.id, b.source_revision_config);
          if (refused) return { status: 400, json: { detail: refused } };
        }
        Object.assign(d.sourceConfig, b.source_config ?? {});
        // A list replaces the deployment's whole list (no list: all kept), but for the names the
        // platform reserves, which are its own to set (a list cannot name them: secretProblems).
        if (b.secrets)
          d.secrets = [
            ...d.secrets.filter((s) => platformSecret(s.name, o.selfHosted ?? false)),
            ...b.secrets.map(({ name, value }) => ({ name, value })),
          ];
        if (b.source_revision_config || b.secrets) {
          Object.assign(d.sourceRevisionConfig, b.source_revision_config ?? {});
          store.addRevision(d, d.sourceRevisionConfig, revisionSource);
        }
        return ok(json(d));
      }),
    'delete-deployment': ({ params, query }) =>
      withDeployment(params, (d) => {
        // The OpenAPI document's boolean, as FastAPI reads a query value.
        const flag = query.get('delete_tracing_project')?.toLowerCase() ?? '';
        const tracingProject = ['true', '1', 'yes', 'on', 't', 'y'].includes(flag);
        store.remove(d, { tracingProject });
        return { status: 204 };
      }),
    'list-revisions': ({ params, query }) =>
      withDeployment(params, (d) => {
        const wanted = query
          .get('status')
          ?.split(',')
          .map((s) => s.trim());
        const revisions = wanted ? d.revisions.filter((r) => wanted.includes(store.status(r))) : d.revisions;
        const { rows, offset } = page(revisions, query, o);
        return ok({ resources: rows.map((r) => store.revisionJson(r)), offset });
      }),
    'redeploy-revision': ({ params }) =>
      withDeployment(params, (d) => {
        const target = d.revisions.find((r) => r.id === params.revision_id);
        if (!target) return notFound(`Revision ID ${params.revision_id} not found.`);
        // Our own model (the OpenAPI document sets no rule): a revision whose image was built — one
        // that deployed, or whose server did not start (DEPLOY_FAILED) — can be redeployed; one
        // that built nothing cannot.
        const status = store.status(target);
        if (target.deployedAt === undefined && status !== 'DEPLOY_FAILED')
          return {
            status: 400,
            json: {
              detail: `Revision ${target.id} has no image built (${status}); it cannot be redeployed.`,
            },
          };
        store.redeploy(d, target);
        return ok(json(d));
      }),
    'upload-url': ({ params, body }) => {
      if (body !== undefined) return invalid([[['body'], 'No body is expected']], body);
      return withDeployment(params, (d) => ok(o.storage.issue(o.origin(), d.id)));
    },
    'build-logs': (request) => logs('build', request),
    'deploy-logs': (request) => logs('server', request),
    'get-revision': ({ params }) =>
      withDeployment(params, (d) => {
        const revision = d.revisions.find((r) => r.id === params.revision_id);
        if (!revision) return notFound(`Revision ID ${params.revision_id} not found.`);
        revision.polls++;
        return ok(store.revisionJson(revision));
      }),
    'auth-wait': ({ params }) => {
      const id = params.auth_id!;
      const flow = o.authFlows?.[id];
      if (!flow) return ok({ status: 'not_found', token: null });
      const n = authCalls.get(id) ?? 0;
      authCalls.set(id, n + 1);
      const status = flow.statuses[Math.min(n, flow.statuses.length - 1)]!;
      return ok({ status, token: status === 'completed' ? (flow.token ?? null) : null });
    },
    'list-integrations': () => ok(o.integrations ?? []),
    'list-listeners': ({ query }) => {
      const { rows, offset } = page(o.listeners ?? [], query, o);
      return ok({ resources: rows.map(listenerJson), offset });
    },
    'get-listener': ({ params }) => {
      const listener = o.listeners?.find((l) => l.id === params.listener_id!.toLowerCase());
      return listener ? ok(listenerJson(listener)) : notFound(`Listener ID ${params.listener_id} not found.`);
    },
    'list-repos': ({ params }) => {
      const id = params.integration_id!;
      const repos = o.repositories?.[id];
      if (!repos) return notFound(`Integration ${id} not found.`);
      return ok(repos.map((r, i) => ({ ...r, id: i + 1, host_integration_id: id, default_branch: 'main' })));
    },
  };
}

/**
 * Why an uploaded-source revision cannot be made, if it cannot: its `source_tarball_path` must
 * name an archive this emulator issued and received, holding `langgraph_config_path`.
 */
function uploadProblem(
  storage: Storage,
  deploymentId: string,
  config: Record<string, unknown>,
): string | undefined {
  const path = config.source_tarball_path;
  if (typeof path !== 'string') return 'source_tarball_path is required for an internal_source revision.';
  const upload = storage.uploads.get(path);
  if (!upload)
    return `source_tarball_path ${path} was not obtained from POST /deployments/{deployment_id}/upload-url, or nothing was uploaded to it.`;
  // An upload URL is issued for one deployment: its archive is that deployment's only.
  if (storage.deploymentOf(path) !== deploymentId)
    return `source_tarball_path ${path} was issued for another deployment.`;
  const configPath = String(config.langgraph_config_path ?? 'langgraph.json');
  if (!upload.files.includes(configPath)) return `The archive at ${path} does not contain ${configPath}.`;
  return undefined;
}

/** The endpoint a method and path (after the prefix) address, with its decoded path parameters. */
export function matchEndpoint(
  method: string,
  path: string,
): { name: EndpointName; params: Record<string, string> } | undefined {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as Array<
    [EndpointName, (typeof ENDPOINTS)[EndpointName]]
  >) {
    if (endpoint.method !== method) continue;
    // The path template as a matcher: `{name}` matches one segment, captured by name.
    const match = new RegExp(`^${endpoint.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`).exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
    );
    return { name, params };
  }
  return undefined;
}

/** A listener as the API shows it (its times made up: the action does not read them). */
const listenerJson = (l: EmulatedListener) => ({
  id: l.id,
  compute_type: 'k8s',
  compute_id: l.computeId,
  compute_config: { k8s_namespaces: l.namespaces },
  version: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const ok = (json: unknown): Reply => ({ status: 200, json });
const notFound = (detail: string): Reply => ({ status: 404, json: { detail } });
const invalid = (problems: Problem[], body?: unknown): Reply => ({
  status: 422,
  json: validationErrorBody(problems, body),
});

/**
 * A page of log lines as the logs endpoints answer it: `order` asc (oldest first) or desc, at most
 * `limit`, from the opaque `offset` a previous reply gave as `next_offset` (here, a position).
 */
function logPage<T>(
  lines: readonly T[],
  body: { limit?: number; order?: string; offset?: string },
): { logs: T[]; next_offset: string } {
  const ordered = body.order === 'desc' ? [...lines].reverse() : lines;
  const start = Math.max(0, Number.parseInt(body.offset ?? '0', 10) || 0);
  const rows = ordered.slice(start, start + (body.limit ?? 50));
  return { logs: rows, next_offset: String(start + rows.length) };
}

/**
 * `limit`/`offset` paging as the control plane's list endpoints do it: one page of `items` and
 * the offset of the next page. `maxPageSize` lets a test make the emulator return fewer rows
 * than asked for, as a real server may; `ignoreOffset` makes it answer the first page whatever
 * `offset` asks for, as a careless server does.
 */
function page<T>(
  items: readonly T[],
  query: URLSearchParams,
  options: { maxPageSize?: number; ignoreOffset?: boolean } = {},
): { rows: T[]; offset: number } {
  const limit = Math.min(Number(query.get('limit') ?? 20), options.maxPageSize ?? 100);
  const offset = options.ignoreOffset ? 0 : Number(query.get('offset') ?? 0);
  const rows = items.slice(offset, offset + limit);
  return { rows, offset: offset + rows.length };
}
