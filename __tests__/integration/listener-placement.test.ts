import { afterEach, describe, expect, test } from '@jest/globals';
import { OpenApiContract } from '../../emulator/openapi.ts';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import type { EmulatedListener } from '../../emulator/rules.ts';
import { ENDPOINTS } from '../../src/control-plane/client.ts';
import { runInProcess } from '../helpers/in-process.ts';

/**
 * Listener placement of a new external_docker deployment, against the emulator's listeners: the
 * requests made, the create's body, and every failure before any write.
 */
const L1 = 'e1000000-0000-4000-8000-000000000001';
const L2 = 'e2000000-0000-4000-8000-000000000002';
const UNKNOWN = 'e9000000-0000-4000-8000-000000000009';
const ONE: EmulatedListener = { id: L1, computeId: 'cluster-a', namespaces: ['agents'] };
const TWO: EmulatedListener = { id: L2, computeId: 'cluster-b', namespaces: ['team-a', 'team-b'] };

let emulator: Emulator;
afterEach(() => emulator.close());

async function deploy(listeners: EmulatedListener[], extra: Record<string, string>) {
  emulator = await startEmulator({ listeners, listenersOnly: true });
  return runInProcess({
    api_key: EMULATOR_API_KEY,
    api_url: emulator.url,
    name: 'agent',
    source: 'external_docker',
    image_uri: 'registry.example.com/agent:1',
    poll_interval: '100ms',
    ...extra,
  });
}

const routes = (): string[] => emulator.requests.map((r) => `${r.method} ${r.route}`);
const createBody = () => emulator.requests.find((r) => r.route === 'create-deployment')?.body;

describe('a new deployment', () => {
  test('listener_id alone: the listener is read and its only namespace sent with it', async () => {
    const run = await deploy([ONE, TWO], { listener_id: L1 });
    expect(run.exitCode).toBe(0);
    expect(routes().slice(0, 3)).toEqual([
      'GET list-deployments',
      'GET get-listener',
      'POST create-deployment',
    ]);
    expect(createBody()).toMatchObject({
      source_config: { listener_id: L1, listener_config: { k8s_namespace: 'agents' } },
    });
    // The deployment keeps them: the API echoes where it runs.
    const stored = [...emulator.store.deployments.values()][0]!;
    expect(stored.sourceConfig).toMatchObject({ listener_config: { k8s_namespace: 'agents' } });
  });

  test('k8s_namespace alone off the cloud: the only listener is looked up and used', async () => {
    const run = await deploy([TWO], { k8s_namespace: 'team-b' });
    expect(run.exitCode).toBe(0);
    expect(routes()).toContain('GET list-listeners');
    expect(createBody()).toMatchObject({
      source_config: { listener_id: L2, listener_config: { k8s_namespace: 'team-b' } },
    });
  });

  test('neither off the cloud: no listener is looked up and none sent (a self-hosted workspace places it)', async () => {
    emulator = await startEmulator({ listeners: [ONE] });
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      name: 'agent',
      source: 'external_docker',
      image_uri: 'registry.example.com/agent:1',
      poll_interval: '100ms',
    });
    expect(run.exitCode).toBe(0);
    expect(routes().filter((r) => r.includes('listener'))).toEqual([]);
    expect(createBody()).not.toHaveProperty('source_config.listener_id');
  });

  test.each<[string, EmulatedListener[], Record<string, string>, string, RegExp]>([
    [
      'a listener_id the workspace lacks: the listeners are listed',
      [ONE, TWO],
      { listener_id: UNKNOWN },
      'Listener not found',
      new RegExp(
        `^Listener ${UNKNOWN} \\(listener_id\\) is not in this workspace \\(GET /v2/listeners/${UNKNOWN} answered 404\\)\\. Set listener_id to one of:\\n {2}- ${L1} \\(cluster cluster-a\\): namespaces agents\\n {2}- ${L2} \\(cluster cluster-b\\): namespaces team-a, team-b$`,
      ),
    ],
    [
      'a listener_id in a workspace with none',
      [],
      { listener_id: UNKNOWN },
      'Listener not found',
      /The workspace has no listeners: leave listener_id and k8s_namespace empty\.$/,
    ],
    [
      'several namespaces and none chosen',
      [TWO],
      { listener_id: L2 },
      'Namespace required',
      /serves several namespaces; set k8s_namespace to one of: team-a, team-b\.$/,
    ],
    [
      'a namespace the listener does not serve',
      [TWO],
      { listener_id: L2, k8s_namespace: 'team-c' },
      'Namespace not served',
      /does not serve namespace team-c \(k8s_namespace\); set it to one of: team-a, team-b\.$/,
    ],
    [
      'k8s_namespace and several listeners',
      [ONE, TWO],
      { k8s_namespace: 'agents' },
      'Several listeners',
      /^listener_id is empty and the workspace has 2 listeners; set listener_id to one of:/,
    ],
    [
      'k8s_namespace and no listener',
      [],
      { k8s_namespace: 'agents' },
      'No listener',
      /^k8s_namespace is set but the workspace has no listeners/,
    ],
  ])('%s: fails before any write', async (_what, listeners, extra, title, message) => {
    const run = await deploy(listeners, extra);
    expect(run.exitCode).toBe(1);
    expect(run.state.failure?.title).toBe(title);
    expect(run.state.failure?.message).toMatch(message);
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  test('the dry run reads the listener and says where the deployment would go', async () => {
    const run = await deploy([ONE], { listener_id: L1, dry_run: 'true' });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(`Listener ${L1}, namespace agents.`);
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  test('every listener reply fits the OpenAPI document, the 404 too', async () => {
    await deploy([ONE, TWO], { listener_id: UNKNOWN });
    await emulator.close();
    await deploy([TWO], { k8s_namespace: 'team-a' });
    const contract = new OpenApiContract();
    const listenerCalls = emulator.requests.filter((r) => r.route?.includes('listener'));
    expect(listenerCalls.length).toBeGreaterThan(0);
    for (const r of emulator.requests) {
      const path = ENDPOINTS[r.route as keyof typeof ENDPOINTS].path;
      expect(contract.checkResponse(r.method, path, r.status!, r.response)).toEqual([]);
    }
  });
});

describe('an existing deployment', () => {
  async function seeded(extra: Record<string, string>) {
    const first = await deploy([ONE, TWO], { listener_id: L2, k8s_namespace: 'team-a' });
    expect(first.exitCode).toBe(0);
    emulator.requests.length = 0;
    return runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      name: 'agent',
      source: 'external_docker',
      image_uri: 'registry.example.com/agent:2',
      poll_interval: '100ms',
      ...extra,
    });
  }

  test('its own listener_id and k8s_namespace, sent on every run, are accepted and not sent again', async () => {
    const run = await seeded({ listener_id: L2, k8s_namespace: 'team-a' });
    expect(run.exitCode).toBe(0);
    const patch = emulator.requests.find((r) => r.route === 'patch-deployment');
    expect(patch?.body).not.toHaveProperty('source_config.listener_id');
    expect(routes().filter((r) => r.includes('listener'))).toEqual([]);
  });

  test.each([
    ['another listener_id', { listener_id: L1 }, `listener_id ${L1}`],
    ['another k8s_namespace', { k8s_namespace: 'team-b' }, 'k8s_namespace team-b'],
  ])('%s fails before any write: placement is fixed at creation', async (_what, extra, moved) => {
    const run = await seeded(extra);
    expect(run.exitCode).toBe(1);
    expect(run.state.failure?.title).toBe('Placement is fixed');
    expect(run.state.failure?.message).toContain(
      `runs through listener ${L2}, namespace team-a; a deployment's listener and namespace are fixed when it is created, so ${moved} cannot move it. Nothing was sent.`,
    );
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
