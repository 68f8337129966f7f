import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { START_AND_EXIT_MS, errorLine, runBundle } from '../helpers/bundle.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';

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
  test('a storage host that hangs on the first PUT: that attempt is cut and repeated within timeout', async () => {
    let n = 0;
    const url = await storage((req, res) => {
      req.resume();
      if (n++ === 0) return; // hang
      req.on('end', () => {
        res.writeHead(200);
        res.end();
      });
    });
    uploadUrl({ upload_url: `${url}/bucket/obj?X-Goog-Signature=${'a'.repeat(64)}` }, 5);
    const r = await runBundle(inputs({ timeout: '15s' }), env(workspace()));
    expect(r.durationMs).toBeLessThan(15_000 + START_AND_EXIT_MS);
    expect(seen.length).toBe(2); // the hung attempt was cut at 10 s and repeated
    expect(r.stdout).toMatch(/uploading again in .* \(attempt 2 of 5\)[\s\S]*Uploaded the archive to/);
  }, 60_000);

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
});
