/**
 * One fault scenario played: against its own emulator, through the bundle spawned as the runner
 * starts it (`spawn`) or in process on a virtual clock the emulator stamps its requests with.
 * `__tests__/bundle/faults.test.ts` plays the spawned ones, `__tests__/integration/faults.test.ts`
 * the others, each in its own jest worker: a run in process never holds up the event loop that
 * stamps a spawned run's requests.
 */
import { expect } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { startBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { runLikeBundle } from '../helpers/like-bundle.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { SCENARIOS, SECRET_VALUE, type Scenario } from './fault-scenarios.ts';
import { HOSTILE_SCENARIOS } from './hostile-scenarios.ts';

const evaluate = <T>(value: T | (() => T) | undefined): T | undefined =>
  typeof value === 'function' ? (value as () => T)() : value;

/** The bundle in a child process, as the runner starts it: real time. */
async function spawned(scenario: Scenario, emulator: Emulator, inputs: Record<string, string>) {
  const run = startBundle(inputs, evaluate(scenario.env));
  await scenario.during?.(run, emulator);
  return run.done;
}

/** The action in this process, on the virtual clock the emulator stamps its requests with. */
async function inProcess(scenario: Scenario, clock: VirtualClock, inputs: Record<string, string>) {
  if (scenario.during) throw new Error(`${scenario.name}: acts during the run, so it must spawn`);
  return runLikeBundle(inputs, evaluate(scenario.env), clock);
}

export async function play(scenario: Scenario): Promise<void> {
  const clock = scenario.spawn ? undefined : new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const emulator = await startEmulator({ ...scenario.emulator, ...(clock && { now: () => clock.now() }) });
  const setup = await scenario.setup?.(emulator);
  const cleanup = typeof setup === 'function' ? (setup as () => Promise<void>) : undefined;
  try {
    const inputs = emulatorInputs(emulator, {
      timeout: '60s',
      secrets: `OPENAI_API_KEY=${SECRET_VALUE}`,
      ...evaluate(scenario.inputs),
    });
    const result = clock
      ? await inProcess(scenario, clock, inputs)
      : await spawned(scenario, emulator, inputs);
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

// Windows has no SIGINT/SIGTERM to send a child: there the cancellation scenarios are skipped.
const runnable = (s: Scenario): boolean => !(s.signals && process.platform === 'win32');
const ALL = [...SCENARIOS, ...HOSTILE_SCENARIOS];

/** The scenarios that spawn the bundle (`true`) or run in process, as `[name, scenario]` rows. */
export function faultCases(spawn: boolean): Array<readonly [string, Scenario]> {
  return ALL.filter((s) => runnable(s) && Boolean(s.spawn) === spawn).map((s) => [s.name, s] as const);
}

/** The scenarios this platform cannot run (signals on Windows). */
export const SKIPPED = ALL.filter((s) => !runnable(s)).map((s) => [s.name] as const);
