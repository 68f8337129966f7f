import { afterEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { errorLine, runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

/**
 * A hybrid workspace's image deploy, run as the runner runs the action: INPUT_* variables in,
 * outputs through GITHUB_OUTPUT. The rest of the decision table runs in process
 * (integration/listener-placement.test.ts).
 */
const LISTENER = 'e1000000-0000-4000-8000-000000000001';
let emulator: Emulator;
afterEach(() => emulator.close());

const image = (tag: string, extra: Record<string, string>) =>
  emulatorInputs(emulator, {
    name: 'agent',
    integration_id: '',
    source: 'external_docker',
    image_uri: `registry.example.com/agent:${tag}`,
    ...extra,
  });

describe('listener placement, as the runner runs the action', () => {
  test('k8s_namespace picks the only listener; the next run sends the same and updates; another namespace is refused', async () => {
    emulator = await startEmulator({
      listenersOnly: true,
      listeners: [{ id: LISTENER, computeId: 'hybrid-1', namespaces: ['team-a', 'team-b'] }],
    });
    const created = await runBundle(image('1', { k8s_namespace: 'team-b' }));
    expect(created.code).toBe(0);
    expect(created.outputs.status).toBe('DEPLOYED');
    expect(created.stdout).toContain(`Deploying through listener ${LISTENER}, namespace team-b.`);
    expect(emulator.requests.find((r) => r.route === 'create-deployment')?.body).toMatchObject({
      source_config: { listener_id: LISTENER, listener_config: { k8s_namespace: 'team-b' } },
    });

    const again = await runBundle(image('2', { listener_id: LISTENER, k8s_namespace: 'team-b' }));
    expect(again.code).toBe(0);
    expect(again.outputs.status).toBe('DEPLOYED');

    const writes = emulator.requests.filter((r) => r.method !== 'GET').length;
    const moved = await runBundle(image('3', { k8s_namespace: 'team-a' }));
    expect(moved.code).toBe(1);
    expect(errorLine(moved.stdout)).toContain(
      "a deployment's listener and namespace are fixed when it is created, so k8s_namespace team-a cannot move it. Nothing was sent.",
    );
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toHaveLength(writes);
  });
});
