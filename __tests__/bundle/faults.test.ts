import { describe, expect, test } from '@jest/globals';
import { faultCases, play, SKIPPED } from './fault-play.ts';
import { SCENARIOS } from './fault-scenarios.ts';

/**
 * The fault scenarios only a process shows (signals, exit codes, workflow commands on stdout,
 * crash outputs, transport timeouts): the bundle spawned as the runner starts it, in real time,
 * so they overlap. The rest of the table runs in process: `__tests__/integration/faults.test.ts`.
 */
describe('fault injection, spawned', () => {
  test('the suite has at least 25 scenarios', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(25));
  test.concurrent.each(faultCases(true))('%s', (_name, scenario) => play(scenario), 60_000);
  if (SKIPPED.length > 0) test.skip.each(SKIPPED)('%s (needs POSIX signals)', () => {});
});
