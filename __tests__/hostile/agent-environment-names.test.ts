import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/**
 * The name the platform gives an agent's deployment is the server's text: shown on one line,
 * bounded, and never a workflow command (docs/trust-boundaries.md).
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

describe('the name the platform gives an agent’s deployment', () => {
  test('a name with a line break and a workflow command, 5,000 characters long, is shown cleaned and clipped', async () => {
    const hostile = `${'n'.repeat(5000)}\n::error title=x::pwned`;
    emulator.faults.add({ route: 'create-deployment', fault: { kind: 'rewrite', set: { name: hostile } } });
    const run = await runInProcess(
      emulatorInputs(emulator, { agent_id: 'a9e0c2d4', agent_environment: 'development' }),
    );
    expect(run.exitCode).toBe(0);
    const line = run.stdout.split('\n').find((l) => l.includes('by the platform'))!;
    expect(line).toMatch(/named "n{128}…" by the platform\.$/);
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([]);
  });
});
