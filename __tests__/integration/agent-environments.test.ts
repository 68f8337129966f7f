import { afterEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts';
import type { StoredDeployment } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { rawRequest, uploadCreate } from '../helpers/raw-request.ts';

/**
 * Agent environments (docs/agent-environments.md), in process against the emulator, which serves
 * the extension as the Go client uses it: the list filtered by agent_id and agent_environment, a
 * create naming `agent` instead of a name.
 */
const AGENT = 'a9e0c2d4-1b3f-4e5a-8c7d-0f1e2d3c4b5a';
const DIGEST_IMAGE = `registry.example.com/agent@sha256:${'d'.repeat(64)}`;

let emulator: Emulator;
const start = async (options: EmulatorOptions = {}): Promise<Emulator> =>
  (emulator = await startEmulator(options));
afterEach(() => emulator?.close());

const inputs = (environment: string, extra: Record<string, string> = {}) =>
  emulatorInputs(emulator, { agent_id: AGENT, agent_environment: environment, ...extra });
const writes = (): string[] => emulator.requests.filter((r) => r.method !== 'GET').map((r) => r.route ?? '');

/** A deployment of the agent's environment, long deployed (a Preview build of it with `preview`). */
function seedAgent(name: string, environment: string, preview = false): StoredDeployment {
  const d = preview ? emulator.store.seedPreview(name) : emulator.store.seedDeployed(name);
  d.agent = { agent_id: AGENT, environment };
  return d;
}

describe('deploy to an agent environment', () => {
  test('created with agent and no name, the platform’s name shown; the next deploy finds it by the filters', async () => {
    await start();
    const first = await runInProcess(inputs('staging'));
    expect(first.exitCode).toBe(0);
    const create = emulator.requests.find((r) => r.route === 'create-deployment')!;
    expect(create.body).toMatchObject({ agent: { agent_id: AGENT, environment: 'staging' } });
    expect(create.body).not.toHaveProperty('name');
    const [made] = [...emulator.store.deployments.values()];
    expect(made!.agent).toEqual({ agent_id: AGENT, environment: 'staging' });
    expect(first.stdout).toContain(`Created deployment ${made!.id}, named "${made!.name}" by the platform.`);
    expect(emulator.requests[0]!.query).toMatchObject({ agent_id: AGENT, agent_environment: 'staging' });
    expect(emulator.requests[0]!.query).not.toHaveProperty('name_contains');

    emulator.requests.length = 0;
    const second = await runInProcess(inputs('staging'));
    expect(second.exitCode).toBe(0);
    expect(writes()).toEqual(['patch-deployment']);
    expect(second.outputs.deployment_id).toBe(made!.id);
    // The answer was not empty: a made-up agent was asked for too, and answered nothing; and the
    // agent in another environment, which did not answer the same row.
    const lists = emulator.requests.filter((r) => r.route === 'list-deployments');
    expect(lists.map((r) => r.query.agent_environment)).toEqual(['staging', 'staging', 'development']);
    expect(lists[1]!.query.agent_id).not.toBe(AGENT);
    expect(lists[2]!.query.agent_id).toBe(AGENT);
  });

  test('a dry run plans the create for the agent’s environment, and writes nothing', async () => {
    await start();
    const run = await runInProcess(inputs('staging', { dry_run: 'true' }));
    expect(run.exitCode).toBe(0);
    expect(writes()).toEqual([]);
    expect(run.stdout).toContain(
      `Create deployment for agent ${AGENT} (staging) (the platform names it): POST`,
    );
  });

  test('another environment of the agent is another deployment; a Preview row is dropped before counting', async () => {
    await start();
    const production = seedAgent('agent-production', 'production');
    seedAgent('agent-staging-preview', 'staging', true);
    const staging = seedAgent('agent-staging', 'staging');
    const run = await runInProcess(inputs('staging'));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.deployment_id).toBe(staging.id);
    expect(writes()).toEqual(['patch-deployment']);
    expect(production.revisions).toHaveLength(1);
  });

  test('a control plane that ignores the filters: refused before any write, naming name as the way out', async () => {
    await start({ ignoreAgentFilters: true });
    emulator.store.seedDeployed('someone-else');
    const run = await runInProcess(inputs('production'));
    expect(run.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(run.stdout).toMatch(
      /::error title=Agent environments not supported::This control plane ignores the agent filters .* Deploy by name: set name instead of agent_id and agent_environment\./,
    );
  });

  test('a control plane that ignores only agent_environment: the agent’s development row is not taken for staging', async () => {
    await start({ ignoreAgentFilters: 'agent_environment' });
    const development = seedAgent('agent-dev', 'development');
    const before = development.revisions.length;
    const run = await runInProcess(inputs('staging'));
    expect(run.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(development.revisions.length).toBe(before);
    expect(run.stdout).toContain('::error title=Agent environments not supported::');
  });

  test('a control plane that ignores only agent_id: another agent’s staging row is not taken', async () => {
    await start({ ignoreAgentFilters: 'agent_id' });
    const other = emulator.store.seedDeployed('other-staging');
    other.agent = { agent_id: 'another-agent', environment: 'staging' };
    const run = await runInProcess(inputs('staging'));
    expect(run.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(run.stdout).toContain('::error title=Agent environments not supported::');
  });

  test('a workspace without agent environments refuses the agent field: said so, with name as the way out', async () => {
    await start({ agentEnvironments: false });
    const run = await runInProcess(inputs('development'));
    expect(run.exitCode).toBe(1);
    expect(emulator.store.deployments.size).toBe(0);
    expect(run.stdout).toMatch(
      /::error title=Agent environments refused::.*this workspace may not have agent environments .* set name instead of agent_id and agent_environment\./,
    );
  });

  test('a create the list did not show coming (a 409): the agent already has a deployment in that environment', async () => {
    await start();
    seedAgent('agent-staging', 'staging');
    // A list that lags behind the writes: the deployment made a moment ago is not listed yet.
    emulator.faults.add({ route: 'list-deployments', fault: { kind: 'list-late', ms: 60_000 } });
    const run = await runInProcess(inputs('staging'));
    expect(run.exitCode).toBe(1);
    expect(emulator.store.deployments.size).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(
        String.raw`::error title=Agent environment taken::POST \/v2\/deployments answered 409: .* Agent ${AGENT} already has a deployment in staging, which the filtered list did not show; set deployment_id to it\.`,
      ),
    );
  });

  test('a create whose reply was lost is found by the filters and adopted, not made twice', async () => {
    await start();
    emulator.faults.add({ route: 'create-deployment', fault: { kind: 'drop-after' } });
    const run = await runInProcess(inputs('development'));
    expect(run.exitCode).toBe(0);
    expect(emulator.store.deployments.size).toBe(1);
    expect(run.stdout).toContain('The create did happen on the server');
  });

  test('the emulator: a second deployment for one agent environment is a 409; a create without name or agent a 422', async () => {
    await start();
    const body = uploadCreate({ name: undefined, agent: { agent_id: AGENT, environment: 'staging' } });
    expect((await rawRequest(emulator, 'POST', '/v2/deployments', body)).status).toBe(201);
    const again = await rawRequest(emulator, 'POST', '/v2/deployments', body);
    expect(again).toEqual({
      status: 409,
      detail: `Agent ${AGENT} already has a deployment in environment staging.`,
    });
    const bad = await rawRequest(emulator, 'POST', '/v2/deployments', uploadCreate({ name: undefined }));
    expect(bad.status).toBe(422);
    const env = await rawRequest(emulator, 'POST', '/v2/deployments', {
      ...body,
      agent: { agent_id: AGENT, environment: 'prod' },
    });
    expect(env.status).toBe(422);
  });
});

describe('the other commands find the agent’s environment', () => {
  test('status and rollback act on it; one the agent lacks is said, naming the inputs to check', async () => {
    await start();
    const staging = seedAgent('agent-staging', 'staging');
    const status = await runInProcess(inputs('staging', { command: 'status', wait: 'false' }));
    expect(status.exitCode).toBe(0);
    expect(status.outputs.deployment_id).toBe(staging.id);
    const missing = await runInProcess(inputs('production', { command: 'rollback' }));
    expect(missing.exitCode).toBe(1);
    expect(missing.stdout).toContain(
      `Agent ${AGENT} (production) has no deployment, so there is nothing to roll back. Check agent_id and agent_environment.`,
    );
  });

  test('delete removes that environment’s deployment and no other', async () => {
    await start();
    const production = seedAgent('agent-production', 'production');
    const staging = seedAgent('agent-staging', 'staging');
    const run = await runInProcess(inputs('staging', { command: 'delete' }));
    expect(run.exitCode).toBe(0);
    expect([...emulator.store.deployments.keys()]).toEqual([production.id]);
    expect(emulator.requests.find((r) => r.route === 'delete-deployment')!.path).toContain(staging.id);
  });

  test('promote from_agent_environment: staging’s image goes to production of the same agent', async () => {
    await start();
    const seedImage = (environment: string, image: string): StoredDeployment => {
      const d = emulator.store.create({
        name: `agent-${environment}`,
        source: 'external_docker',
        sourceConfig: {},
        sourceRevisionConfig: { image_uri: image },
        secrets: [],
        agent: { agent_id: AGENT, environment },
      });
      d.revisions[0]!.script = [{ status: 'DEPLOYED' }];
      emulator.store.status(d.revisions[0]!);
      return d;
    };
    const production = seedImage('production', `registry.example.com/agent@sha256:${'0'.repeat(64)}`);
    const staging = seedImage('staging', DIGEST_IMAGE);
    const run = await runInProcess(
      inputs('production', { command: 'promote', from_agent_environment: 'staging', integration_id: '' }),
    );
    expect(run.exitCode).toBe(0);
    expect(production.revisions[0]!.sourceRevisionConfig).toEqual({ image_uri: DIGEST_IMAGE });
    expect(JSON.parse(run.outputs.promoted_from!)).toMatchObject({ deployment_id: staging.id });
    expect(writes()).toEqual(['patch-deployment']);
  });
});
