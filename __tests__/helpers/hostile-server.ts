import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a hostile server received: enough to prove what was (not) sent to it. */
export interface SeenRequest {
  method: string;
  path: string;
  apiKey?: string;
  authorization?: string;
}

export interface HostileServer {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A server on loopback that answers as a test scripts it — redirects, hostile bodies, silence —
 * and records what reached it. For what a real server would never do on purpose.
 */
export async function startHostileServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<HostileServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    seen.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      apiKey: req.headers['x-api-key'] as string | undefined,
      authorization: req.headers.authorization,
    });
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers every request with a redirect to the same path at `target`. */
export function redirectTo(target: () => string, status = 307) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.writeHead(status, { location: `${target()}${req.url ?? '/'}` });
    res.end();
  };
}
