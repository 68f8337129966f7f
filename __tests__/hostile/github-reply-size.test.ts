import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';

/**
 * GitHub's API (GITHUB_API_URL: GitHub, or a GitHub Enterprise Server, or whatever a step set)
 * answering with a reply far larger than any it sends — here `command: prune` asking about a pull
 * request. The reply is read up to 32 MiB (base/policy.ts, GITHUB_REPLY_MAX_BYTES), never held
 * whole: past that it is no answer, the preview is kept and named, and nothing is deleted.
 */
const MIB = 1_048_576;
let emulator: Emulator;
let github: Server | undefined;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(async () => {
  await emulator.close();
  github?.close();
  github = undefined;
});

/** GitHub answering every request with pull request #3, closed, its body `mib` MiB long. */
async function hugeGitHub(mib: number, options: { contentLength?: boolean } = {}): Promise<string> {
  const head = '{"number":3,"state":"closed","body":"';
  const tail = '"}';
  const chunk = 'x'.repeat(MIB);
  github = createServer((_, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(options.contentLength ? { 'content-length': String(head.length + mib * MIB + tail.length) } : {}),
    });
    res.write(head);
    let sent = 0;
    const more = (): void => {
      while (sent < mib) {
        sent++;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end(tail);
    };
    res.on('error', () => {});
    more();
  });
  await new Promise<void>((resolve) => github!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
}

const prune = (apiUrl: string) =>
  runInProcess(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      command: 'prune',
      name: 'agent',
      github_token: 'ghs_x',
    },
    { env: { GITHUB_API_URL: apiUrl } },
  );

describe('a reply of GitHub`s larger than any it sends', () => {
  test.each([
    ['streamed without a length', {}],
    ['announced by its Content-Length', { contentLength: true }],
  ])(
    '(%s) is no answer: the preview is kept and named, nothing deleted',
    async (_, options) => {
      const preview = emulator.store.seedDeployed('agent-pr-3');
      const r = await prune(await hugeGitHub(40, options));
      expect(r.exitCode).toBe(1);
      expect(JSON.parse(r.outputs.pruned!)).toEqual([]);
      expect(emulator.store.deployments.has(preview.id)).toBe(true);
      expect(r.state.failure!.message).toContain(
        "agent-pr-3: GitHub did not say whether pull request #3 is closed: GitHub's reply is larger than 32 MiB",
      );
    },
    60_000,
  );

  test('a reply under the bound is read as before', async () => {
    emulator.store.seedDeployed('agent-pr-3');
    const r = await prune(await hugeGitHub(2));
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.outputs.pruned!)).toEqual(['agent-pr-3']);
  }, 60_000);
});
