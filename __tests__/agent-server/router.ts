import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Emulator } from '../../emulator/server.ts';

/**
 * The deployment's URL, as the platform serves it: requests go to whatever the deployment's
 * active revision runs. Here every revision runs on one real agent server and differs only in
 * its graph, so the router rewrites the `assistant_id` of run requests to the graph of the
 * revision serving now (by the commit it built; `graphOf` also sees the assistant asked for).
 * Everything else is passed through.
 */
export async function startRevisionRouter(
  agentUrl: string,
  emulator: Emulator,
  graphOf: (commit: string | undefined, asked: string) => string,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(agentUrl);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (body.length && req.method === 'POST') {
        const json = JSON.parse(body.toString()) as Record<string, unknown>;
        if (typeof json.assistant_id === 'string') {
          const deployment = [...emulator.store.deployments.values()][0];
          const active = deployment && emulator.store.active(deployment);
          json.assistant_id = graphOf(active?.commitSha, json.assistant_id);
          body = Buffer.from(JSON.stringify(json));
        }
      }
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host, 'content-length': String(body.length) },
        },
        (reply) => {
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
