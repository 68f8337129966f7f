import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake agent answers one run; every part may be hostile. */
export interface FakeRun {
  /** The thread's final state values (default: the human message and an AI reply). */
  values?: unknown;
  /** The join's body (default: the values). */
  join?: unknown;
  /** The run record's status (default: success). */
  status?: unknown;
  /** Bodies sent as they are instead of JSON. */
  raw?: { state?: string; join?: string; run?: string };
  /** Never answer this request (the connection is held open). */
  hang?: 'run-create' | 'join' | 'run' | 'state';
  /** Answer the run's creation with this HTTP status instead (401: the key refused). */
  refuse?: number;
}

export interface FakeAgentServer {
  url: string;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A run interface on loopback — threads, runs, join, run record, thread state, /ok — whose
 * answers a test scripts from the human message each run was sent: the smoke test's own messages
 * get what `smoke` returns (an ordinary reply by default); a case's input gets what `answer` returns. For what a real agent server
 * would never do on purpose. `threadId` names each new thread (default t1, t2, …).
 */
export async function startFakeAgentServer(
  answer: (input: string) => FakeRun,
  threadId: (n: number) => unknown = (n) => `t${n}`,
  /** How the smoke test's own runs are answered (default: an ordinary reply). */
  smoke: (input: string) => FakeRun = () => ({}),
): Promise<FakeAgentServer> {
  const runs = new Map<string, { input: string; fake: FakeRun }>();
  const requests: string[] = [];
  let threads = 0;
  const json = (res: ServerResponse, body: unknown, raw?: string): void => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(raw ?? JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse, body: string): void => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(`${req.method} ${path}`);
    if (path === '/ok') return json(res, { ok: true });
    if (req.method === 'POST' && path === '/threads') return json(res, { thread_id: threadId(++threads) });
    const create = /^\/threads\/([^/]+)\/runs$/.exec(path);
    if (req.method === 'POST' && create) {
      const parsed = JSON.parse(body || '{}') as { input?: { messages?: Array<{ content?: unknown }> } };
      const input = String(parsed.input?.messages?.[0]?.content ?? '');
      const fake = isSmoke(input) ? smoke(input) : answer(input);
      runs.set(create[1]!, { input, fake });
      if (fake.hang === 'run-create') return;
      if (fake.refuse)
        return void res.writeHead(fake.refuse, { 'content-type': 'application/json' }).end('{"detail":"no"}');
      return json(res, { run_id: `r${runs.size}`, thread_id: create[1], status: 'pending' });
    }
    const one = /^\/threads\/([^/]+)\/runs\/([^/]+?)(\/join)?$/.exec(path);
    const run = one && runs.get(one[1]!);
    if (one && run) {
      if (one[3]) {
        if (run.fake.hang === 'join') return;
        return json(res, run.fake.join ?? valuesOf(run), run.fake.raw?.join);
      }
      if (run.fake.hang === 'run') return;
      return json(res, { run_id: one[2], status: run.fake.status ?? 'success' }, run.fake.raw?.run);
    }
    const state = /^\/threads\/([^/]+)\/state$/.exec(path);
    const of = state && runs.get(state[1]!);
    if (of) {
      if (of.fake.hang === 'state') return;
      return json(res, { values: valuesOf(of), next: [], tasks: [] }, of.fake.raw?.state);
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"not found"}');
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
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

/** The smoke test tags its own messages (`… [smoke-test run A]`). */
const isSmoke = (input: string): boolean => /\[smoke-test \w+ [AB]\]$/.test(input);

function valuesOf(run: { input: string; fake: FakeRun }): unknown {
  return (
    run.fake.values ?? {
      messages: [
        { type: 'human', content: run.input },
        { type: 'ai', content: `ok: ${run.input}` },
      ],
    }
  );
}
