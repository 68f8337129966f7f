import { describe, expect, test } from '@jest/globals';
import { START_AND_EXIT_MS, runBundle } from '../helpers/bundle.ts';
import { startHostileServer } from '../helpers/hostile-server.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';
import { faultCases, play, SKIPPED } from './fault-play.ts';
import { SCENARIOS } from './fault-scenarios.ts';

/**
 * The fault scenarios only a process shows (signals, exit codes, workflow commands on stdout,
 * crash outputs, transport timeouts): the bundle spawned as the runner starts it, in real time,
 * so they overlap. The rest of the table runs in process: `__tests__/integration/faults.test.ts`.
 * Beside the table, and first so they start at once: two servers that never answer (a logs
 * endpoint, a storage host), each hung attempt cut by its real request timeout, each with its own
 * emulator.
 */

describe('fault injection, spawned', () => {
  test.concurrent(
    'a hung logs endpoint neither fails nor stretches the deploy beyond the bounded read',
    () =>
      withOwnEmulator(async (emulator) => {
        emulator.faults.add({ route: 'build-logs', fault: { kind: 'hang' }, times: 99 });
        emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 3 }, { status: 'DEPLOYED' }]);
        const r = await runBundle(emulatorInputs(emulator, { logs: 'stream', timeout: '60s' }));
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(
          /::notice title=No build log::The build log of revision \S+ could not be read: .*no reply within the request timeout.* The deploy goes on\./,
        );
        const logRequests = emulator.requests.filter(
          (q) => q.route === 'build-logs' || q.route === 'deploy-logs',
        ).length;
        expect(logRequests).toBe(2);
        expect(r.durationMs).toBeLessThan(2 * 5_000 + 10_000);
      }),
    60_000,
  );

  test.concurrent(
    'a storage host that hangs on the first PUT: that attempt is cut and repeated within timeout',
    () =>
      withOwnEmulator(async (emulator) => {
        let n = 0;
        const storage = await startHostileServer((_req, res) => {
          if (n++ === 0) return; // hang
          res.writeHead(200);
          res.end();
        });
        try {
          emulator.faults.add({
            route: 'upload-url',
            fault: {
              kind: 'rewrite',
              set: { upload_url: `${storage.url}/bucket/obj?X-Goog-Signature=${'a'.repeat(64)}` },
            },
            times: 5,
          });
          const workspace = workspaceWith({
            'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
            'agent/g.py': 'g=1\n',
          });
          const r = await runBundle(uploadInputs(emulator, { timeout: '15s' }), uploadEnv(workspace));
          expect(r.durationMs).toBeLessThan(15_000 + START_AND_EXIT_MS);
          expect(storage.seen.length).toBe(2); // the hung attempt was cut at 10 s and repeated
          expect(r.stdout).toMatch(/uploading again in .* \(attempt 2 of 5\)[\s\S]*Uploaded the archive to/);
        } finally {
          await storage.close();
        }
      }),
    60_000,
  );

  test('the suite has at least 25 scenarios', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(25));
  test.concurrent.each(faultCases(true))('%s', (_name, scenario) => play(scenario), 60_000);
  if (SKIPPED.length > 0) test.skip.each(SKIPPED)('%s (needs POSIX signals)', () => {});
});
