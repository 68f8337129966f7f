import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { errorLine, runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/**
 * Agent environments as the runner runs the action (INPUT_* variables, the bundle): a deploy to an
 * agent's environment, and the pair refused at the start when half given. The other cases run in
 * process (__tests__/integration/agent-environments.test.ts).
 */
const AGENT = 'a9e0c2d4-1b3f-4e5a-8c7d-0f1e2d3c4b5a';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

describe('agent environments, through the bundle', () => {
  test('agent_id and agent_environment: created with agent and no name, its revision followed to DEPLOYED', async () => {
    const r = await runBundle(
      emulatorInputs(emulator, { agent_id: AGENT, agent_environment: 'production', timeout: '2m' }),
    );
    expect(r.code).toBe(0);
    const made = [...emulator.store.deployments.values()].find((d) => d.agent?.agent_id === AGENT)!;
    expect(made?.agent).toEqual({ agent_id: AGENT, environment: 'production' });
    const create = emulator.requests.find((q) => q.route === 'create-deployment')!;
    expect(create.body).not.toHaveProperty('name');
    expect(r.outputs).toMatchObject({ deployment_id: made.id, status: 'DEPLOYED' });
    expect(r.stdout).toContain(`named "${made.name}" by the platform`);
  });

  test('agent_id alone is refused before any request, naming both inputs', async () => {
    const before = emulator.requests.length;
    const r = await runBundle(emulatorInputs(emulator, { agent_id: AGENT }));
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toContain(
      "agent_id: agent_id and agent_environment are given together: an agent's deployment is found by both",
    );
    expect(emulator.requests.length).toBe(before);
  });
});
