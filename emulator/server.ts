import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Faults, type Fault, type FaultRule, type RouteName } from './faults.ts';
import { Store, type StoredDeployment, type TimelineStep } from './store.ts';

/**
 * A local deployment control plane: the endpoints of ../shared/spec/control-plane-api.md with
 * in-memory state, status timelines and fault injection. A real HTTP server on loopback; the
 * tests, the demo and CI's `uses: ./` job talk to it like to the hosted one.
 */
export interface EmulatorOptions {
  apiKey?: string;
  /** When set, `X-Tenant-Id` must carry it. */
  tenantId?: string;
  /** Path prefix of every route, e.g. `/api-host` as on a self-hosted instance. */
  prefix?: string;
  timeline?: TimelineStep[];
  /** The `custom_url` of a deployment; default `https://<name>-<id>.us.langgraph.app`. */
  customUrl?: (deployment: { id: string; name: string }) => string | null;
  /** Most resources one list page returns, whatever `limit` asks. */
  maxPageSize?: number;
  /** Names the API refuses with 409 (e.g. kept by a deleted deployment's tracing project). */
  reservedNames?: string[];
  integrations?: Array<{ id: string; name: string; installation_id: number }>;
  repositories?: Record<string, Array<{ url: string; name: string; owner: string }>>;
  /** Auth flows by id: the statuses successive waits answer (the last repeats), and the token. */
  authFlows?: Record<string, { statuses: string[]; token?: string }>;
  port?: number;
}

export interface RequestRecord {
  at: number;
  method: string;
  /** Path after the prefix, without the query. */
  path: string;
  route?: RouteName;
  query: Record<string, string>;
  headers: { apiKey?: string; tenantId?: string; contentType?: string };
  body?: unknown;
  status?: number;
  fault?: Fault['kind'];
  /** Source port of the connection (tests use it to tell proxied requests). */
  remotePort?: number;
}

export interface Emulator {
  /** Base URL of the control plane (with the prefix): pass it as `api_url`. */
  url: string;
  origin: string;
  requests: RequestRecord[];
  faults: Faults;
  store: Store;
  options: EmulatorOptions;
  close(): Promise<void>;
}

export const EMULATOR_API_KEY = 'lsv2_emulator_key_0123456789';
/** The workspace deployments belong to when no tenant is configured. */
export const EMULATOR_TENANT = '11111111-2222-4333-8444-555555555555';

type Handler = (ctx: { params: string[]; body: unknown; query: URLSearchParams }) => Reply;
interface Reply {
  status: number;
  json?: unknown;
}

const ROUTES: Array<{ method: string; pattern: RegExp; name: RouteName }> = [
  { method: 'GET', pattern: /^\/v2\/deployments$/, name: 'list-deployments' },
  { method: 'POST', pattern: /^\/v2\/deployments$/, name: 'create-deployment' },
  { method: 'GET', pattern: /^\/v2\/deployments\/([^/]+)$/, name: 'get-deployment' },
  { method: 'PATCH', pattern: /^\/v2\/deployments\/([^/]+)$/, name: 'patch-deployment' },
  { method: 'DELETE', pattern: /^\/v2\/deployments\/([^/]+)$/, name: 'delete-deployment' },
  { method: 'GET', pattern: /^\/v2\/deployments\/([^/]+)\/revisions$/, name: 'list-revisions' },
  { method: 'GET', pattern: /^\/v2\/deployments\/([^/]+)\/revisions\/([^/]+)$/, name: 'get-revision' },
  { method: 'GET', pattern: /^\/v2\/auth\/wait\/([^/]+)$/, name: 'auth-wait' },
  { method: 'GET', pattern: /^\/v1\/integrations\/github\/install$/, name: 'list-integrations' },
  { method: 'GET', pattern: /^\/v1\/integrations\/github\/([^/]+)\/repos$/, name: 'list-repos' },
];

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const apiKey = options.apiKey ?? EMULATOR_API_KEY;
  const prefix = options.prefix ?? '';
  const store = new Store(options.timeline, Date.now, options.tenantId ?? EMULATOR_TENANT);
  const faults = new Faults();
  const requests: RequestRecord[] = [];
  const sockets = new Set<Socket>();
  const authCalls = new Map<string, number>();
  const customUrl = (d: StoredDeployment): string | null =>
    options.customUrl ? options.customUrl(d) : `https://${d.name}-${d.id.slice(0, 8)}.us.langgraph.app`;

  const handlers: Record<RouteName, Handler> = {
    'list-deployments': ({ query }) => {
      const limit = Math.min(Number(query.get('limit') ?? 20), options.maxPageSize ?? 100);
      const offset = Number(query.get('offset') ?? 0);
      const contains = query.get('name_contains') ?? '';
      const all = [...store.deployments.values()].filter((d) => d.name.includes(contains));
      const page = all.slice(offset, offset + limit);
      return ok({
        resources: page.map((d) => store.deploymentJson(d, customUrl(d))),
        offset: offset + page.length,
      });
    },
    'create-deployment': ({ body }) => {
      const problems = createProblems(body);
      if (problems.length) return validationError(problems, body);
      const b = body as CreateBody;
      if (store.byName(b.name) || options.reservedNames?.includes(b.name)) {
        return {
          status: 409,
          json: { detail: `A deployment or tracing project named ${b.name} already exists.` },
        };
      }
      const d = store.create({
        name: b.name,
        source: b.source,
        sourceConfig: { ...b.source_config },
        sourceRevisionConfig: { ...b.source_revision_config },
        secretNames: b.secrets.map((s) => s.name),
      });
      return { status: 201, json: store.deploymentJson(d, customUrl(d)) };
    },
    'get-deployment': ({ params }) =>
      withDeployment(params[0]!, (d) => ok(store.deploymentJson(d, customUrl(d)))),
    'patch-deployment': ({ params, body }) =>
      withDeployment(params[0]!, (d) => {
        const b = (body ?? {}) as PatchBody;
        const fixed = ['integration_id', 'repo_url', 'deployment_type', 'listener_id'].filter(
          (k) => b.source_config && k in b.source_config,
        );
        if (fixed.length) {
          return validationError(
            fixed.map((k) => [['body', 'source_config', k], 'cannot be changed']),
            body,
          );
        }
        Object.assign(d.sourceConfig, b.source_config ?? {});
        if (b.secrets) d.secretNames = b.secrets.map((s) => s.name);
        if (b.source_revision_config || b.secrets) {
          Object.assign(d.sourceRevisionConfig, b.source_revision_config ?? {});
          store.addRevision(d);
        }
        return ok(store.deploymentJson(d, customUrl(d)));
      }),
    'delete-deployment': ({ params }) =>
      withDeployment(params[0]!, (d) => {
        store.deployments.delete(d.id);
        return { status: 204 };
      }),
    'list-revisions': ({ params, query }) =>
      withDeployment(params[0]!, (d) => {
        const limit = Math.min(Number(query.get('limit') ?? 20), options.maxPageSize ?? 100);
        const offset = Number(query.get('offset') ?? 0);
        const page = d.revisions.slice(offset, offset + limit);
        return ok({ resources: page.map((r) => store.revisionJson(r)), offset: offset + page.length });
      }),
    'get-revision': ({ params }) =>
      withDeployment(params[0]!, (d) => {
        const revision = d.revisions.find((r) => r.id === params[1]);
        if (!revision) return { status: 404, json: { detail: `Revision ID ${params[1]} not found.` } };
        revision.polls++;
        return ok(store.revisionJson(revision));
      }),
    'auth-wait': ({ params, query }) => {
      const timeout = query.get('timeout');
      if (timeout !== null && !/^\d+$/.test(timeout)) {
        return validationError([
          [['query', 'timeout'], 'Input should be a valid integer, unable to parse string as an integer'],
        ]);
      }
      const flow = options.authFlows?.[params[0]!];
      if (!flow) return ok({ status: 'not_found', token: null });
      const n = authCalls.get(params[0]!) ?? 0;
      authCalls.set(params[0]!, n + 1);
      const status = flow.statuses[Math.min(n, flow.statuses.length - 1)]!;
      return ok({ status, token: status === 'completed' ? (flow.token ?? null) : null });
    },
    'list-integrations': () => ok(options.integrations ?? []),
    'list-repos': ({ params }) => {
      const repos = options.repositories?.[params[0]!];
      return repos
        ? ok(
            repos.map((r, i) => ({
              ...r,
              id: i + 1,
              host_integration_id: params[0],
              default_branch: 'main',
            })),
          )
        : { status: 404, json: { detail: `Integration ${params[0]} not found.` } };
    },
  };

  function withDeployment(id: string, then: (d: StoredDeployment) => Reply): Reply {
    const d = store.deployments.get(decodeURIComponent(id));
    return d ? then(d) : { status: 404, json: { detail: `Deployment ID ${id} not found.` } };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (url.pathname.startsWith('/__emulator/')) return control(url, req, res);
    const text = await readBody(req);
    const record: RequestRecord = {
      at: Date.now(),
      method: req.method ?? 'GET',
      path: url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        apiKey: header(req, 'x-api-key'),
        tenantId: header(req, 'x-tenant-id'),
        contentType: header(req, 'content-type'),
      },
      body: parseJson(text),
      remotePort: req.socket.remotePort,
    };
    requests.push(record);
    const send = (reply: Reply, raw?: string): void => {
      record.status = reply.status;
      const body = raw ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
      res.writeHead(reply.status, body ? { 'content-type': 'application/json' } : {});
      res.end(body);
    };

    const route = url.pathname.startsWith(prefix)
      ? ROUTES.find((r) => r.method === req.method && r.pattern.test(record.path))
      : undefined;
    if (!route) return send({ status: 404, json: { detail: 'Not Found' } });
    record.route = route.name;
    if (record.headers.apiKey !== apiKey) return send({ status: 401, json: { detail: 'Invalid API key' } });
    if (options.tenantId && record.headers.tenantId !== options.tenantId) {
      return send({ status: 403, json: { detail: 'Forbidden: tenant mismatch' } });
    }
    if (text && record.body === undefined) return send({ status: 400, json: { detail: 'Body is not JSON' } });

    const fault = faults.take(route.name);
    record.fault = fault?.kind;
    const params = route.pattern.exec(record.path)!.slice(1);
    const handle = (): Reply => handlers[route.name]({ params, body: record.body, query: url.searchParams });
    switch (fault?.kind) {
      case undefined:
        return send(handle());
      case 'status':
        record.status = fault.status;
        res.writeHead(fault.status, {
          'content-type': fault.contentType ?? 'application/json',
          ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
          ...(fault.retryAfterDateIn === undefined
            ? {}
            : { 'retry-after': new Date(Date.now() + fault.retryAfterDateIn).toUTCString() }),
        });
        return res.end(fault.body ?? JSON.stringify({ detail: `Injected ${fault.status}` }));
      case 'drop-before':
        return req.socket.destroy();
      case 'drop-after':
        handle();
        return req.socket.destroy();
      case 'hang':
        return;
      case 'malformed':
        return send({ status: handle().status }, '{"id": "trunc');
      case 'delete-deployment':
        if (params[0]) store.deployments.delete(decodeURIComponent(params[0]));
        return send(handle());
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** Unauthenticated control endpoints for out-of-process users (demo, CI workflow). */
  async function control(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = parseJson(await readBody(req));
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/__emulator/requests') return void res.end(JSON.stringify(requests));
    if (url.pathname === '/__emulator/faults' && req.method === 'POST') {
      faults.add(...((Array.isArray(body) ? body : [body]) as FaultRule[]));
      return void res.end('{}');
    }
    if (url.pathname === '/__emulator/timelines' && req.method === 'POST') {
      store.nextTimelines.push(...(body as TimelineStep[][]));
      return void res.end('{}');
    }
    res.statusCode = 404;
    res.end('{}');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin + prefix,
    origin,
    requests,
    faults,
    store,
    options,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface CreateBody {
  name: string;
  source: string;
  source_config: Record<string, unknown>;
  source_revision_config: Record<string, unknown>;
  secrets: Array<{ name: string; value: string }>;
}
interface PatchBody {
  source_config?: Record<string, unknown> | null;
  source_revision_config?: Record<string, unknown> | null;
  secrets?: Array<{ name: string; value: string }> | null;
}

type Problem = [Array<string | number>, string];

/** The checks the public API documents for a create request. */
function createProblems(body: unknown): Problem[] {
  const b = (body ?? {}) as Partial<CreateBody>;
  const problems: Problem[] = [];
  for (const field of ['name', 'source', 'source_config', 'source_revision_config', 'secrets'] as const) {
    if (b[field] === undefined) problems.push([['body', field], 'Field required']);
  }
  if (problems.length) return problems;
  if (!['github', 'external_docker'].includes(b.source!))
    problems.push([['body', 'source'], 'Input should be github or external_docker']);
  const config = b.source_config!;
  const revision = b.source_revision_config!;
  if (b.source === 'github') {
    if (!config.integration_id)
      problems.push([['body', 'source_config', 'integration_id'], 'Field required for github source']);
    if (!config.repo_url)
      problems.push([['body', 'source_config', 'repo_url'], 'Field required for github source']);
    if (!revision.repo_ref)
      problems.push([['body', 'source_revision_config', 'repo_ref'], 'Field required for github source']);
    if (!revision.graph_config_path && !revision.langgraph_config_path) {
      problems.push([
        ['body', 'source_revision_config', 'langgraph_config_path'],
        'Field required for github source',
      ]);
    }
    if (config.build_on_push === true && String(revision.repo_ref).startsWith('refs/tags/')) {
      problems.push([['body', 'source_config', 'build_on_push'], 'Cannot be enabled when repo_ref is a tag']);
    }
  }
  if (b.source === 'external_docker' && !revision.image_uri) {
    problems.push([
      ['body', 'source_revision_config', 'image_uri'],
      'Field required for external_docker source',
    ]);
  }
  return problems;
}

/** FastAPI's 422 shape, including its habit of echoing the rejected value as `input`. */
function validationError(problems: Problem[], body?: unknown): Reply {
  const at = (loc: Array<string | number>): unknown =>
    loc
      .slice(1)
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        body,
      );
  return {
    status: 422,
    json: {
      detail: problems.map(([loc, msg]) => ({ loc, msg, type: 'value_error', input: at(loc) ?? null })),
    },
  };
}

function ok(json: unknown): Reply {
  return { status: 200, json };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
