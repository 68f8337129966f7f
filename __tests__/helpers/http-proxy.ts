import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export interface ProxyRecord {
  method: string;
  /** Absolute URL (plain HTTP through the proxy) or host:port (CONNECT tunnel). */
  target: string;
}

/**
 * A forward proxy on loopback, as on a corporate network: plain HTTP requests in absolute form
 * are forwarded, CONNECT opens a tunnel. It records what it carried.
 */
export interface ForwardProxy {
  url: string;
  carried: ProxyRecord[];
  /** Local ports of the proxy's upstream connections: a server sees requests come from them. */
  upstreamPorts: Set<number>;
  close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
  const carried: ProxyRecord[] = [];
  const upstreamPorts = new Set<number>();
  const server = createServer((req, res) => {
    carried.push({ method: req.method ?? 'GET', target: req.url ?? '' });
    const target = new URL(req.url ?? '');
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('socket', (s) => s.on('connect', () => upstreamPorts.add(s.localPort!)));
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.on('connect', (req, socket, head) => {
    carried.push({ method: 'CONNECT', target: req.url ?? '' });
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      upstreamPorts.add(upstream.localPort!);
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    carried,
    upstreamPorts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
