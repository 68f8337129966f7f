import { describe, expect } from '@jest/globals';
import type { Emulator } from '../../emulator/server.ts';
import { LOG_LIMITS } from '../../src/base/policy.ts';
import { atOnce } from '../helpers/at-once.ts';
import { logLines, runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';

const SECRET = 'sk-log-secret-value-0042';

/** The emulator of one test, and what its run is given. */
interface World {
  emulator: Emulator;
  inputs(extra?: Record<string, string>): Record<string, string>;
  rewriteLogs(route: 'build-logs' | 'deploy-logs', set: Record<string, unknown>, times?: number): void;
}

/** Runs a test with an emulator of its own, closed whatever happens: the tests run at once. */
function inWorld(body: (w: World) => Promise<void>): Promise<void> {
  return withOwnEmulator((emulator) =>
    body({
      emulator,
      inputs: (extra = {}) => emulatorInputs(emulator, { secrets: `OPENAI_API_KEY=${SECRET}`, ...extra }),
      rewriteLogs: (route, set, times = 1000) =>
        emulator.faults.add({ route, fault: { kind: 'rewrite', set }, times }),
    }),
  );
}

describe('hostile log endpoints', () => {
  // Each test has its own emulator and run; the 150k-line one bounds them all.
  const test = atOnce(120_000);

  test('stream: a server sending 150k lines per read gets at most the lines asked for printed', () =>
    inWorld(async ({ emulator, inputs, rewriteLogs }) => {
      const logs = Array.from({ length: 150_000 }, (_, i) => ({ message: `l${i}` }));
      rewriteLogs('build-logs', { logs, next_offset: 'n' });
      emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 20 }, { status: 'DEPLOYED' }]);
      const r = await runBundle(inputs({ logs: 'stream', timeout: '20s' }));
      const lines = logLines(r.stdout).length;
      // At most what each read asked for (LOG_LIMITS.streamPageLines), read once a poll.
      expect(lines).toBeLessThan(LOG_LIMITS.streamPageLines * 25);
    }));

  test('on-failure: lines whose id, level or message is null (as Python servers send) are still shown', () =>
    inWorld(async ({ emulator, inputs, rewriteLogs }) => {
      rewriteLogs('build-logs', {
        logs: [
          {
            id: null,
            timestamp: 1760000000000,
            level: 'ERROR',
            message: 'pip install failed: no matching distribution',
          },
          { id: '2', timestamp: 1760000000001, level: null, message: 'Traceback (most recent call last)' },
          { id: '3', timestamp: 1760000000002, level: 'ERROR', message: null },
          { id: '4', timestamp: 1760000000003, level: 40, message: 'numeric level line' },
        ],
        next_offset: null,
      });
      emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
      const r = await runBundle(inputs());
      expect(r.stdout).not.toContain('(the build log is empty)');
      expect(r.stdout).toContain('pip install failed');
    }));

  test('stream: a server that ignores offset and repeats id-less lines: each line printed once', () =>
    inWorld(async ({ emulator, inputs, rewriteLogs }) => {
      rewriteLogs('build-logs', { logs: [{ message: 'Step 1/6 : FROM python' }], next_offset: 'same' });
      emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 10 }, { status: 'DEPLOYED' }]);
      const r = await runBundle(inputs({ logs: 'stream' }));
      const n = logLines(r.stdout).filter((l) => /Step 1\/6/.test(l)).length;
      expect(n).toBe(1);
    }));
});
