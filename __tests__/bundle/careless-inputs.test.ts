import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { errorLine, runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/** Inputs that could never work, or never take effect, are said before any request is sent. */
let emulator: Emulator;

beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

describe('ids', () => {
  test('a deployment name in deployment_id is refused before any request, with a hint to use name', async () => {
    emulator.store.seedDeployed('agent');
    const result = await runBundle(emulatorInputs(emulator, { command: 'status', deployment_id: 'agent' }));
    expect(result.code).toBe(1);
    expect(emulator.requests).toEqual([]);
    expect(errorLine(result.stdout)).toContain(
      "deployment_id: is not a UUID (the deployment's id, e.g. 0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a); to find a deployment by its name, set name instead",
    );
    expect(result.outputs.status).toBe('INVALID_INPUTS');
  });

  test('an upper-case UUID is the same deployment: accepted and sent as the API writes it', async () => {
    const d = emulator.store.seedDeployed('agent');
    const result = await runBundle(
      emulatorInputs(emulator, { command: 'status', deployment_id: d.id.toUpperCase() }),
    );
    expect(result.code).toBe(0);
    expect(emulator.requests[0]!.path).toBe(`/v2/deployments/${d.id}`);
    expect(result.outputs.deployment_id).toBe(d.id);
  });
});
