import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the smoke test sent to the agent server, as it passed the proxy. */
export interface ProxiedRequest {
  method: string;
  path: string;
  apiKey?: string;
  body?: unknown;
  status?: number;
}

export interface ProxyHooks {
  /** May hold the request before it is forwarded. */
  before?: (req: ProxiedRequest, res: ServerResponse) => Promise<void>;
  /** May answer the request itself (then it is not forwarded): returns whether it did. */
  answer?: (req: ProxiedRequest, res: ServerResponse) => boolean;
  /** May replace a JSON body before it is forwarded (to make the server see another request). */
  rewrite?: (req: ProxiedRequest) => unknown;
  /** Called when the upstream reply starts (its status is known). */
  after?: (req: ProxiedRequest) => void;
}

export interface RecordingProxy {
  url: string;
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A reverse proxy on loopback in front of the agent server: records every request (method,
 * path, the X-Api-Key it carried, body) and lets a test hold requests to pin a situation.
 * Replies, server-sent events included, are piped through untouched.
 */
export async function startRecordingProxy(target: string, hooks: ProxyHooks = {}): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const requests: ProxiedRequest[] = [];
  const server = createServer(async (req, res) => {
    const raw = await readAll(req);
    const record: ProxiedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      apiKey: req.headers['x-api-key'] as string | undefined,
      body: raw.length ? safeJson(raw.toString()) : undefined,
    };
    requests.push(record);
    await hooks.before?.(record, res);
    if (hooks.answer?.(record, res)) return;
    const rewritten = hooks.rewrite?.(record);
    const body = rewritten === undefined ? raw : Buffer.from(JSON.stringify(rewritten));
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: upstream.host,
          ...(rewritten === undefined ? {} : { 'content-length': String(body.length) }),
        },
      },
      (reply) => {
        record.status = reply.statusCode;
        hooks.after?.(record);
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    forward.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const RUN_PATH = /^\/threads\/([^/]+)\/runs\/([^/?]+)$/;

/**
 * Pins "run A ended before the check could see it running": holds the check's first read of a
 * run's status until the server has finished that run (use a fast graph, e.g. `delay=0ms`).
 */
export function holdUntilRunEnded(agentUrl: string): ProxyHooks['before'] {
  const seen = new Set<string>();
  return async (req) => {
    const m = req.method === 'GET' ? RUN_PATH.exec(req.path) : null;
    if (!m || seen.has(m[2]!)) return;
    seen.add(m[2]!);
    const end = Date.now() + 15_000;
    while (Date.now() < end) {
      const run = (await (await fetch(`${agentUrl}/threads/${m[1]}/runs/${m[2]}`)).json()) as {
        status: string;
      };
      if (!['pending', 'running'].includes(run.status)) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
}

/** A server that ignores a multitask strategy: asked for `strategy`, it enqueues run B instead. */
export function enqueueInsteadOf(strategy: string): ProxyHooks['rewrite'] {
  return (req) => {
    const body = req.body as { multitask_strategy?: string } | undefined;
    return body?.multitask_strategy === strategy ? { ...body, multitask_strategy: 'enqueue' } : undefined;
  };
}

/** What a deployment starting from zero did with the health probes (`GET /ok`). */
export interface ColdStart {
  hooks: ProxyHooks;
  /** Each probe's fate, in order: `503`, `reset`, `502`, `504`, `held`, then `up` once started. */
  probes: string[];
  /** Probes whose client went away before the held request was answered. */
  abandoned: number;
}

/**
 * A deployment that scales to zero, in front of the agent server: while its replica starts, the
 * platform answers the first health probes 503, resets a connection, answers 502 and 504, then
 * holds requests until the replica is up, `holdMs` after the first held one arrived. After that,
 * everything is passed through.
 */
export function coldStart(holdMs: number): ColdStart {
  const early = ['503', 'reset', '502', '504'];
  let readyAt: number | undefined;
  const start: ColdStart = {
    probes: [],
    abandoned: 0,
    hooks: {
      before: async (req, res) => {
        if (req.path !== '/ok' || start.probes.length < early.length) return;
        if (readyAt !== undefined && Date.now() >= readyAt) return void start.probes.push('up');
        start.probes.push('held');
        readyAt ??= Date.now() + holdMs;
        res.on('close', () => {
          if (!res.headersSent) start.abandoned++;
        });
        await new Promise((resolve) => setTimeout(resolve, readyAt! - Date.now()));
      },
      answer: (req, res) => {
        if (req.path !== '/ok' || start.probes.length >= early.length) return false;
        const fate = early[start.probes.length]!;
        start.probes.push(fate);
        if (fate === 'reset') res.socket?.destroy();
        else res.writeHead(Number(fate)).end(`<html><title>${fate}</title></html>`);
        return true;
      },
    },
  };
  return start;
}
