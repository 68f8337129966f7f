import { describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator } from '../../emulator/server.ts';
import { startBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { SCENARIOS, SECRET_VALUE, type Scenario } from './fault-scenarios.ts';
import { HOSTILE_SCENARIOS } from './hostile-scenarios.ts';

const evaluate = <T>(value: T | (() => T) | undefined): T | undefined =>
  typeof value === 'function' ? (value as () => T)() : value;

async function play(scenario: Scenario): Promise<void> {
  const emulator = await startEmulator(scenario.emulator);
  const setup = await scenario.setup?.(emulator);
  const cleanup = typeof setup === 'function' ? (setup as () => Promise<void>) : undefined;
  try {
    const run = startBundle(
      emulatorInputs(emulator, {
        timeout: '60s',
        secrets: `OPENAI_API_KEY=${SECRET_VALUE}`,
        ...evaluate(scenario.inputs),
      }),
      evaluate(scenario.env),
    );
    await scenario.during?.(run, emulator);
    const result = await run.done;
    scenario.check(result, emulator);
    const everything = [result.stdout, result.stderr, result.summary, JSON.stringify(result.outputs)].join(
      '\n',
    );
    expect(leakedLines(everything, [SECRET_VALUE, EMULATOR_API_KEY])).toEqual([]);
  } finally {
    await cleanup?.();
    await emulator.close();
  }
}

describe('fault injection through the bundle', () => {
  test('the suite has at least 25 scenarios', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(25));
  // Windows has no SIGINT/SIGTERM to send a child: there the cancellation scenarios are skipped.
  const runnable = (s: Scenario): boolean => !(s.signals && process.platform === 'win32');
  const all = [...SCENARIOS, ...HOSTILE_SCENARIOS];
  test.concurrent.each(all.filter(runnable).map((s) => [s.name, s] as const))(
    '%s',
    (_name, scenario) => play(scenario),
    60_000,
  );
  const skipped = all.filter((s) => !runnable(s));
  if (skipped.length > 0) test.skip.each(skipped.map((s) => [s.name]))('%s (needs POSIX signals)', () => {});
});
