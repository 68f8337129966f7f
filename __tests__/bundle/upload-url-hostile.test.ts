import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { errorLine, runBundle } from '../helpers/bundle.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';
import { startForwardProxy } from '../helpers/http-proxy.ts';

let emulator: Emulator;
let server: Server | undefined;
const seen: Array<{ method?: string; url?: string; headers: Record<string, unknown>; bodyBytes: number }> =
  [];
beforeEach(async () => {
  emulator = await startEmulator();
  seen.length = 0;
});
afterEach(async () => {
  await emulator.close();
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server!.close(r));
    server = undefined;
  }
});

/** A storage server: `handle` decides; every request recorded. */
async function storage(
  handle: (req: IncomingMessage, res: ServerResponse, rec: { bodyBytes: number }) => void,
): Promise<string> {
  server = createServer((req, res) => {
    const rec = {
      method: req.method,
      url: req.url,
      headers: req.headers as Record<string, unknown>,
      bodyBytes: 0,
    };
    seen.push(rec);
    handle(req, res, rec);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const workspace = (): string =>
  workspaceWith({
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
    'agent/g.py': 'g=1\n',
  });
const inputs = (extra: Record<string, string> = {}) => uploadInputs(emulator, extra);
const env = uploadEnv;
const uploadUrl = (set: Record<string, unknown>, times = 5) =>
  emulator.faults.add({ route: 'upload-url', fault: { kind: 'rewrite', set }, times });

describe('hostile upload URLs and storage hosts', () => {
  test('a storage 307 is not followed, and not blamed on the control plane', async () => {
    const url = await storage((req, res) => {
      req.resume();
      res.writeHead(307, { location: `${emulator.url}/v2/deployments` });
      res.end();
    });
    uploadUrl({ upload_url: `${url}/bucket/obj?X-Goog-Signature=${'a'.repeat(64)}` }, 5);
    const r = await runBundle(inputs(), env(workspace()));
    expect(r.code).toBe(1);
    // The storage host answered, not the control plane; the redirect was not followed.
    expect(errorLine(r.stdout)).toMatch(
      /^::error title=Upload failed::The archive could not be uploaded to the storage host/,
    );
    expect(emulator.requests.filter((q) => q.route === 'list-deployments' && q.method === 'PUT')).toEqual([]);
  });

  test('a storage host failing 500 is reported as an upload failure, not the control plane', async () => {
    const url = await storage((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`bad request for ${req.url}`);
      });
    });
    uploadUrl({ upload_url: `${url}/bucket/obj?X-Goog-Signature=${'b'.repeat(64)}` }, 5);
    const r = await runBundle(inputs({ timeout: '30s' }), env(workspace()));
    expect(errorLine(r.stdout)).toMatch(
      /^::error title=Upload failed::The archive could not be uploaded to the storage host .* after 5 attempts; no new revision was made\./,
    );
  }, 60_000);

  test.each([
    [
      '169.254.169.254',
      'https://169.254.169.254/latest/api/token',
      /169\.254\.169\.254 is a link-local address/,
    ],
    [
      'a metadata name',
      'https://metadata.google.internal/computeMetadata/v1/',
      /metadata\.google\.internal is a cloud metadata service/,
    ],
    [
      'an IPv4-mapped IPv6 form',
      'https://[::ffff:169.254.169.254]/x',
      /\[::ffff:a9fe:a9fe\] is a link-local address/,
    ],
    [
      'AWS metadata over IPv6',
      'https://[fd00:ec2::254]/latest',
      /\[fd00:ec2::254\] is a cloud metadata service/,
    ],
    ['a private address', 'https://10.0.0.8/bucket/obj', /10\.0\.0\.8 is a private-network address/],
    ['0.0.0.0, written as a number', 'https://0/bucket/obj', /0\.0\.0\.0 is an unspecified address/],
  ])(
    'an upload URL at %s is refused at once, before any connection',
    async (_what, target, why) => {
      // Every connection the run tries to an https host goes through this proxy, and is seen.
      const proxy = await startForwardProxy();
      try {
        uploadUrl({ upload_url: `${target}?X-Goog-Signature=${'c'.repeat(64)}` }, 5);
        const r = await runBundle(inputs({ timeout: '60s' }), {
          ...env(workspace()),
          HTTPS_PROXY: proxy.url,
        });
        expect(r.code).toBe(1);
        expect(errorLine(r.stdout)).toMatch(/^::error title=Unsafe upload URL::The control plane gave /);
        expect(errorLine(r.stdout)).toMatch(why);
        expect(errorLine(r.stdout)).toContain('Nothing was sent there');
        expect(proxy.carried).toEqual([]);
        expect(emulator.requests.map((q) => q.route)).not.toContain('storage-put');
        expect(emulator.requests.filter((q) => q.route === 'upload-url')).toHaveLength(1);
        expect(r.stdout).not.toMatch(/uploading again/);
        expect(emulator.requests.map((q) => q.route)).not.toContain('patch-deployment');
      } finally {
        await proxy.close();
      }
    },
    90_000,
  );
});
