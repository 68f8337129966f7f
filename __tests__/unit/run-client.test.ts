import { afterEach, expect, test } from '@jest/globals';
import { AGENT_RETRY_PAUSE_MS } from '../../src/base/policy.ts';
import { createAgentClient } from '../../src/agent/run-client.ts';
import { Budget } from '../../src/time/budget.ts';
import { startHostileServer, type HostileServer } from '../helpers/hostile-server.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/** The run-interface client's fetch: redirects within the origin, and the one retry around them. */
let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function createThread(answer: Parameters<typeof startHostileServer>[0]) {
  server = await startHostileServer(answer);
  const clock = new VirtualClock(Date.parse('2026-12-05T12:00:00Z'));
  const budget = Budget.start(clock, 60_000, new AbortController().signal);
  const client = await createAgentClient(server.url, undefined, fetch, budget);
  const thread = await client.threads.create().then(
    (t) => t.thread_id,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return { thread, clock, paths: server.seen.map((r) => `${r.method} ${r.path}`) };
}

test('a redirect within the origin is followed once a hop, never asked again as a failure', async () => {
  const r = await createThread((req, res) => {
    if (req.url === '/threads') return void res.writeHead(307, { location: '/moved/threads' }).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"thread_id":"t-1"}');
  });
  expect(r).toMatchObject({ thread: 't-1', paths: ['POST /threads', 'POST /moved/threads'] });
  expect(r.clock.pauses).toEqual([]);
});

test('a 503 is asked again once, after the pause on the run’s clock', async () => {
  let n = 0;
  const r = await createThread((_req, res) =>
    n++ === 0
      ? void res.writeHead(503).end()
      : void res.writeHead(200, { 'content-type': 'application/json' }).end('{"thread_id":"t-2"}'),
  );
  expect(r).toMatchObject({ thread: 't-2', paths: ['POST /threads', 'POST /threads'] });
  expect(r.clock.pauses).toEqual([AGENT_RETRY_PAUSE_MS]);
});
