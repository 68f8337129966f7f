import type { IncomingMessage, ServerResponse } from 'node:http';
import { ENDPOINTS } from '../src/control-plane/client.ts';
import { experimentPage, isExperimentPage } from './experiment-page.ts';
import { applyFault, Faults, type Fault, type FaultRule, type RouteName } from './faults.ts';
import { header, listenOnLoopback, parseJson, readBody } from './incoming.ts';
import { JUDGE_PATH, JudgeStub, type JudgeScript } from './judge-stub.ts';
import {
  createLangSmithRoutes,
  LangSmithStore,
  langsmithContract,
  matchLangSmith,
  type SeededExample,
} from './langsmith.ts';
import { OpenApiContract } from './openapi.ts';
import { withAgentExtension } from './agent-environments.ts';
import { replyText } from './raw-json.ts';
import { createRoutes, matchEndpoint, type Handler, type Reply, type RouteOptions } from './routes.ts';
import type { ScriptedStep } from './scripted-revision.ts';
import { Storage, UPLOAD_LIMIT } from './storage.ts';
import { Store } from './store.ts';
import { accountRefusal, type Account } from './rules.ts';

/**
 * A local deployment control plane: the endpoints the action uses (routes.ts), with in-memory
 * state (store.ts), scripted revisions, fault injection (faults.ts), and every request checked
 * against the public OpenAPI document (openapi.ts). A real HTTP server on loopback; the tests,
 * the demo and CI's `uses: ./` job talk to it like to the hosted one. On the same origin, as on a
 * LangSmith instance: the LangSmith API's datasets and experiments at `/api/v1` (langsmith.ts),
 * the page an experiment's link leads to (experiment-page.ts), and an OpenAI-compatible judge for
 * the agent checks at `/judge/v1` (judge-stub.ts).
 */
export interface EmulatorOptions
  extends Omit<RouteOptions, 'store' | 'storage' | 'origin' | 'customUrl'>, Account {
  apiKey?: string;
  /** Path prefix of every route, e.g. `/api-host` as on a self-hosted instance. */
  prefix?: string;
  /** The script every new revision follows (unless `store.nextScripts` has one). */
  script?: ScriptedStep[];
  /** The `custom_url` of a deployment; default `https://<name>-<id>.us.langgraph.app`. */
  customUrl?: (deployment: { id: string; name: string }) => string | null;
  /** Check requests against the OpenAPI document (default true). */
  validate?: boolean;
  port?: number;
  /**
   * The clock revisions live on and requests are stamped with (default: wall time; a virtual
   * clock in the benchmark and in tests that run the action in process).
   */
  now?: () => number;
  /** When set, the judge (`/judge/v1`) takes only `Authorization: Bearer <judgeApiKey>`. */
  judgeApiKey?: string;
}

export interface RequestRecord {
  /** When it was read, on the emulator's clock (`now`). */
  at: number;
  method: string;
  /** Path after the prefix, without the query. */
  path: string;
  route?: RouteName;
  query: Record<string, string>;
  headers: { apiKey?: string; tenantId?: string; contentType?: string };
  body?: unknown;
  status?: number;
  /** The JSON the emulator answered (for checks against the response schemas). */
  response?: unknown;
  fault?: Fault['kind'];
  /** Source port of the connection (tests use it to tell proxied requests). */
  remotePort?: number;
}

export interface Emulator {
  /** Base URL of the control plane (with the prefix): pass it as `api_url`. */
  url: string;
  origin: string;
  /** The API key it accepts. */
  apiKey: string;
  requests: RequestRecord[];
  faults: Faults;
  store: Store;
  /** Uploads of source archives to the signed URLs (`source: upload`). */
  storage: Storage;
  /** LangSmith's datasets (`seedDataset`) and the experiments uploaded, served at `/api/v1`. */
  langsmith: LangSmithStore;
  /** The OpenAI-compatible judge at `<origin>/judge/v1`: `script()` its answers, read `requests`. */
  judge: JudgeStub;
  options: EmulatorOptions;
  close(): Promise<void>;
}

export const EMULATOR_API_KEY = 'lsv2_emulator_key_0123456789';
/** The workspace deployments belong to when no tenant is configured. */
export const EMULATOR_TENANT = '11111111-2222-4333-8444-555555555555';

let contract: OpenApiContract | undefined;

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const apiKey = options.apiKey ?? EMULATOR_API_KEY;
  const prefix = options.prefix ?? '';
  const now = options.now ?? Date.now;
  const store = new Store(options.script, now, options.tenantId ?? EMULATOR_TENANT);
  const storage = new Storage();
  let origin = '';
  const faults = new Faults();
  const requests: RequestRecord[] = [];
  const langsmith = new LangSmithStore(options.tenantId ?? EMULATOR_TENANT, now);
  const langsmithRoutes = createLangSmithRoutes(langsmith);
  const judge = new JudgeStub({ apiKey: options.judgeApiKey, faults });
  const routes = createRoutes({
    ...options,
    store,
    storage,
    origin: () => origin,
    customUrl: (d) =>
      options.customUrl ? options.customUrl(d) : `https://${d.name}-${d.id.slice(0, 8)}.us.langgraph.app`,
  });
  const openapi = options.validate === false ? undefined : (contract ??= new OpenApiContract());

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (url.pathname.startsWith('/__emulator/')) return control(url, req, res);
    if (url.pathname.startsWith('/__storage/')) return upload(url, req, res);
    if (url.pathname.startsWith(`${JUDGE_PATH}/`)) return judge.serve(req, res);
    if (req.method === 'GET' && isExperimentPage(url.pathname)) {
      const { status, html } = experimentPage(langsmith, url);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(html);
    }
    const text = await readBody(req);
    const record: RequestRecord = {
      at: now(),
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
    const raw = (status: number, headers: Record<string, string>, body: string): void => {
      record.status = status;
      res.writeHead(status, body ? headers : {});
      res.end(body);
    };
    const send = (reply: Reply): void => {
      record.response = reply.json;
      raw(
        reply.status,
        { 'content-type': 'application/json' },
        reply.json === undefined ? '' : replyText(reply.json),
      );
    };

    const match = routeOf(record.method, url.pathname);
    if (!match) return send({ status: 404, json: { detail: 'Not Found' } });
    record.route = match.name;
    if (record.headers.apiKey !== apiKey) return send({ status: 401, json: { detail: 'Invalid API key' } });
    const refused = accountRefusal(options, record.headers.tenantId);
    if (refused) return send({ status: 403, json: { detail: refused } });
    if (text && record.body === undefined) return send({ status: 400, json: { detail: 'Body is not JSON' } });

    const request = { params: match.params, query: url.searchParams, body: record.body };
    const handle = (): Reply => {
      const checked = match.contract?.checkRequest(record.method, match.template, request) ?? [];
      // The agent-environments extension, not in the document (agent-environments.ts).
      const issues = withAgentExtension(match.name, record.body, checked);
      if (issues.length) return { status: 422, json: { detail: issues } };
      return match.handler(request);
    };
    const fault = faults.take(match.name);
    record.fault = fault?.kind;
    if (!fault) return send(handle());
    applyFault(fault, {
      answer: () => send(handle()),
      act: () => handle(),
      raw,
      drop: () => req.socket.destroy(),
      deleteDeployment: () => {
        const d = store.deployments.get(match.params.deployment_id ?? '');
        // As a user in the UI might: the tracing project stays.
        if (d) store.remove(d, { tracingProject: false });
      },
      failDeploy: (revisionId) => store.failDeploy(revisionId),
      now,
    });
  };
  /** The route a request is for: a control-plane endpoint (under the prefix), or a LangSmith one. */
  const routeOf = (method: string, pathname: string) => {
    const cp = pathname.startsWith(prefix) ? matchEndpoint(method, pathname.slice(prefix.length)) : undefined;
    if (cp)
      return {
        ...cp,
        template: ENDPOINTS[cp.name].path,
        contract: openapi,
        handler: routes[cp.name] as Handler,
      };
    const ls = matchLangSmith(method, pathname);
    if (ls)
      return {
        ...ls,
        params: {} as Record<string, string>,
        contract: options.validate === false ? undefined : langsmithContract(),
        handler: langsmithRoutes[ls.name],
      };
    return undefined;
  };

  /**
   * A PUT to a signed upload URL, as a cloud bucket takes it: no API key (none may be sent), the
   * signature and expiry checked, the headers the facts name, the size within the limit.
   */
  async function upload(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const record: RequestRecord = {
      at: now(),
      method: req.method ?? 'PUT',
      path: url.pathname,
      route: 'storage-put',
      query: Object.fromEntries(url.searchParams),
      headers: { apiKey: header(req, 'x-api-key'), contentType: header(req, 'content-type') },
      remotePort: req.socket.remotePort,
    };
    requests.push(record);
    const raw = (status: number, headers: Record<string, string>, text: string): void => {
      record.status = status;
      res.writeHead(status, headers);
      res.end(text);
    };
    const xml = (status: number, code: string): void =>
      raw(
        status,
        { 'content-type': 'application/xml' },
        `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code></Error>`,
      );
    const act = async (): Promise<number> => {
      const { objectPath, problem } = storage.check(url);
      if (req.method !== 'PUT') return 405;
      if (problem) return 403;
      const length = header(req, 'content-length');
      if (header(req, 'content-type') !== 'application/gzip' || Number(length) !== body.length) return 400;
      if (header(req, 'x-goog-content-length-range') !== `0,${UPLOAD_LIMIT}` || body.length > UPLOAD_LIMIT)
        return 400;
      await storage.store(objectPath, body, {
        contentType: header(req, 'content-type'),
        contentLength: length,
        range: header(req, 'x-goog-content-length-range'),
        apiKey: header(req, 'x-api-key'),
      });
      return 200;
    };
    const answer = async (): Promise<void> => {
      const status = await act();
      if (status === 200) return raw(200, {}, '');
      xml(status, status === 403 ? 'AccessDenied' : status === 405 ? 'MethodNotAllowed' : 'InvalidArgument');
    };
    const fault = faults.take('storage-put');
    record.fault = fault?.kind;
    if (!fault) return answer();
    // The faults that act need the body stored first; the rest answer as they always do.
    if (fault.kind === 'drop-after' || fault.kind === 'malformed' || fault.kind === 'rewrite') await act();
    applyFault(fault, {
      answer: () => void answer(),
      act: () => ({ status: 200 }),
      raw,
      drop: () => req.socket.destroy(),
      deleteDeployment: () => {},
      now,
    });
  }

  /** Unauthenticated control endpoints for out-of-process users (demo, CI workflow). */
  async function control(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = parseJson(await readBody(req));
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/__emulator/requests') return void res.end(JSON.stringify(requests));
    if (url.pathname === '/__emulator/faults' && req.method === 'POST') {
      faults.add(...((Array.isArray(body) ? body : [body]) as FaultRule[]));
      return void res.end('{}');
    }
    if (url.pathname === '/__emulator/datasets' && req.method === 'POST') {
      const { name, examples, splits } = body as {
        name: string;
        examples: SeededExample[];
        splits?: Parameters<LangSmithStore['seedDataset']>[2];
      };
      return void res.end(
        JSON.stringify(langsmith.datasetJson(langsmith.seedDataset(name, examples, splits))),
      );
    }
    if (url.pathname === '/__emulator/experiments')
      return void res.end(JSON.stringify(langsmith.experiments));
    if (url.pathname === '/__emulator/judge' && req.method === 'POST') {
      judge.script(body as JudgeScript);
      return void res.end('{}');
    }
    if (url.pathname === '/__emulator/scripts' && req.method === 'POST') {
      store.nextScripts.push(...(body as ScriptedStep[][]));
      return void res.end('{}');
    }
    res.statusCode = 404;
    res.end('{}');
  }

  // One request that breaks a handler (a bad `%` escape, a bug) is answered, never the end of the
  // emulator: 400 for a path that does not decode, 500 with the error's message otherwise.
  const server = await listenOnLoopback((req, res) => {
    serve(req, res).catch((error: unknown) => {
      const status = error instanceof URIError ? 400 : 500;
      if (res.headersSent) return void res.destroy();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: error instanceof Error ? error.message : String(error) }));
    });
  }, options.port);
  origin = server.origin;
  return {
    url: origin + prefix,
    origin,
    apiKey,
    requests,
    faults,
    store,
    storage,
    langsmith,
    judge,
    options,
    close: () => {
      judge.stop();
      return server.close();
    },
  };
}
