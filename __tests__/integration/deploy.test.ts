import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  EMULATOR_API_KEY,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { createdAndDeployedOutputs } from '../helpers/inputs.ts';

let emulator: Emulator;
/** A well-formed deployment id no deployment has. */
const MISSING_ID = 'dddddddd-0000-4000-8000-000000000404';
/** Workspace ids (UUIDs, as the API's). */
const TENANT = '42424242-0000-4000-8000-000000000042';
const OTHER_TENANT = '77777777-0000-4000-8000-000000000007';

async function emulate(options: EmulatorOptions = {}): Promise<Emulator> {
  await emulator?.close();
  emulator = await startEmulator(options);
  return emulator;
}

beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    api_key: EMULATOR_API_KEY,
    api_url: emulator.url,
    integration_id: EMULATOR_INTEGRATION_ID,
    ...extra,
  };
}

/** A deployment that exists before the run. */
const seed = async (name: string): Promise<string> => emulator.store.seedDeployed(name).id;

const routes = (): string[] => emulator.requests.map((r) => `${r.method} ${r.route}`);

describe('deploy', () => {
  test('creates a deployment when none has the name, waits for DEPLOYED and sets every output', async () => {
    const run = await runInProcess(inputs({ secrets: 'OPENAI_API_KEY=sk-test-1' }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual(createdAndDeployedOutputs(emulator));
    expect(routes()).toEqual([
      'GET list-deployments',
      'POST create-deployment',
      ...Array(5).fill('GET get-revision'),
      // which revision serves at the end
      'GET get-deployment',
    ]);
    const create = emulator.requests[1]!;
    expect(create.body).toEqual({
      name: 'agent',
      source: 'github',
      // No deployment_type: the platform picks its default.
      source_config: {
        integration_id: EMULATOR_INTEGRATION_ID,
        repo_url: 'https://github.com/acme/agent',
        build_on_push: false,
      },
      source_revision_config: {
        repo_ref: 'main',
        graph_config_path: 'langgraph.json',
        langgraph_config_path: 'langgraph.json',
      },
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-test-1' }],
    });
    expect(create.headers.contentType).toBe('application/json');
    expect([...emulator.store.deployments.values()][0]!.sourceConfig.deployment_type).toBe('serverless');
    expect(run.state.revision.history.spans.map((s) => s.status)).toEqual([
      'QUEUED',
      'BUILDING',
      'DEPLOYING',
      'DEPLOYED',
    ]);
  });

  test.each(['serverless', 'dedicated', 'prod'])(
    'deployment_type %s is sent on create, and the control plane takes it',
    async (type) => {
      const run = await runInProcess(inputs({ deployment_type: type }));
      expect(run.exitCode).toBe(0);
      const create = emulator.requests.find((r) => r.route === 'create-deployment')!;
      expect(create.status).toBe(201);
      expect(create.body).toMatchObject({ source_config: { deployment_type: type } });
    },
  );

  test('updates the deployment with exactly the name, found on a later page among similar names', async () => {
    await emulate({ maxPageSize: 2 });
    for (const name of ['agent-staging', 'my-agent', 'agent-2']) await seed(name);
    const id = await seed('agent');
    const before = emulator.store.deployments.get(id)!.revisions[0]!.id;
    const run = await runInProcess(inputs({ build_on_push: 'false', secrets: 'A=1' }));
    expect(run.exitCode).toBe(0);
    expect(routes().slice(0, 4)).toEqual([
      'GET list-deployments',
      'GET list-deployments',
      // the commit of the revision serving before the update
      'GET get-revision',
      'PATCH patch-deployment',
    ]);
    expect(emulator.requests[1]!.query).toMatchObject({ name_contains: 'agent', offset: '2' });
    const patch = emulator.requests[3]!;
    expect(patch.path).toBe(`/v2/deployments/${id}`);
    expect(patch.body).toEqual({
      revision_source: 'github',
      source_revision_config: {
        repo_ref: 'main',
        graph_config_path: 'langgraph.json',
        langgraph_config_path: 'langgraph.json',
      },
      source_config: { build_on_push: false },
      secrets: [{ name: 'A', value: '1' }],
    });
    expect(run.outputs.revision_id).not.toBe(before);
    expect(run.outputs.revision_id).toBe(emulator.store.deployments.get(id)!.revisions[0]!.id);
    expect(run.outputs).toMatchObject({ deployment_id: id, status: 'DEPLOYED', created: 'false' });
  });

  test('an update without secrets or build_on_push sends only the revision config and its source', async () => {
    await seed('agent');
    await runInProcess(inputs());
    const patch = emulator.requests.find((r) => r.method === 'PATCH')!;
    expect(Object.keys(patch.body as object)).toEqual(['revision_source', 'source_revision_config']);
  });

  test('with deployment_id the lookup by name is skipped', async () => {
    const id = await seed('something-else');
    const run = await runInProcess(inputs({ deployment_id: id }));
    expect(run.exitCode).toBe(0);
    expect(routes().slice(0, 3)).toEqual([
      'GET get-deployment',
      'GET get-revision',
      'PATCH patch-deployment',
    ]);
  });

  test('a deployment_id that does not exist fails with the next step, creating nothing', async () => {
    const run = await runInProcess(inputs({ deployment_id: MISSING_ID }));
    expect(run.exitCode).toBe(1);
    expect(run.state.failure?.message).toContain(
      `Deployment ${MISSING_ID} was not found: check deployment_id`,
    );
    expect(routes()).toEqual(['GET get-deployment']);
  });

  test.each([
    ['BUILD_FAILED', /build log/],
    ['DEPLOY_FAILED', /server log/],
    ['CREATE_FAILED', /could not create/],
    ['SKIPPED', /skipped this revision/],
    ['INTERRUPTED', /interrupted before it finished/],
  ])('a revision ending %s fails the job and says what happened', async (ending, meaning) => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 2 }, { status: ending }]);
    const run = await runInProcess(inputs());
    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe(ending);
    expect(run.outputs.deployment_id).not.toBe('');
    expect(run.state.failure).toMatchObject({ title: `Revision ${ending}` });
    expect(run.state.failure?.message).toMatch(meaning);
  });

  test('an unknown status keeps the action polling until the end', async () => {
    emulator.store.nextScripts.push([{ status: 'WARMING_UP', polls: 3 }, { status: 'DEPLOYED' }]);
    const run = await runInProcess(inputs());
    expect(run.exitCode).toBe(0);
    expect(run.state.revision.history.spans.map((s) => s.status)).toEqual(['WARMING_UP', 'DEPLOYED']);
  });

  test('the timeout fails the run naming the timeout and the last status, outputs set', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const run = await runInProcess(inputs({ timeout: '2m' }));
    expect(run.exitCode).toBe(1);
    expect(run.state.failure?.message).toMatch(
      /^Timed out \(timeout: 2m 00s\) waiting for the revision \(last status BUILDING\)/,
    );
    expect(run.outputs).toMatchObject({ status: 'BUILDING', created: 'true' });
    expect(run.outputs.revision_id).not.toBe('');
  });

  test('wait: false sets the outputs as soon as the revision exists', async () => {
    const run = await runInProcess(inputs({ wait: 'false' }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('QUEUED');
    expect(routes().filter((r) => r === 'GET get-revision')).toHaveLength(1);
  });

  test('creating a github deployment without integration_id in a workspace without one fails before any POST', async () => {
    const run = await runInProcess(inputs({ integration_id: '' }));
    expect(run.exitCode).toBe(1);
    expect(run.state.failure?.message).toMatch(/the workspace has no GitHub integration/);
    expect(routes()).not.toContain('POST create-deployment');
  });

  test('external_docker deployments send the image and the listener', async () => {
    const LISTENER_ID = '0a1b2c3d-0000-4000-8000-0000000000ff';
    await emulate({ listeners: [{ id: LISTENER_ID, computeId: 'acme', namespaces: ['agents'] }] });
    const run = await runInProcess(
      inputs({
        source: 'external_docker',
        image_uri: 'registry.acme.com/agent:7',
        listener_id: LISTENER_ID,
        integration_id: '',
      }),
    );
    expect(run.exitCode).toBe(0);
    expect(emulator.requests.find((r) => r.route === 'create-deployment')!.body).toMatchObject({
      source: 'external_docker',
      source_config: { listener_id: LISTENER_ID, listener_config: { k8s_namespace: 'agents' } },
      source_revision_config: { image_uri: 'registry.acme.com/agent:7' },
    });
  });
});

describe('headers and hosts', () => {
  test('X-Tenant-Id is sent on every call when tenant_id is set', async () => {
    await emulate({ tenantId: TENANT });
    const run = await runInProcess(inputs({ tenant_id: TENANT }));
    expect(run.exitCode).toBe(0);
    expect(
      emulator.requests.every((r) => r.headers.tenantId === TENANT && r.headers.apiKey === EMULATOR_API_KEY),
    ).toBe(true);
  });

  test('a wrong tenant is refused with 403 and a hint about tenant_id', async () => {
    await emulate({ tenantId: TENANT });
    const run = await runInProcess(inputs({ tenant_id: OTHER_TENANT }));
    expect(run.exitCode).toBe(1);
    // The sentence first, then the request it is about.
    expect(run.state.failure?.message).toMatch(
      /^The API key is not allowed to do this: check tenant_id[^\n]*\nGET \S+ answered 403/,
    );
  });

  test('self_hosted_url reaches the control plane under /api-host', async () => {
    await emulate({ prefix: '/api-host' });
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      self_hosted_url: emulator.origin,
      integration_id: EMULATOR_INTEGRATION_ID,
    });
    expect(run.exitCode).toBe(0);
    expect(emulator.requests.every((r) => r.route !== undefined)).toBe(true);
  });
});

describe('delete', () => {
  test('deletes the deployment found by name', async () => {
    const id = await seed('agent');
    const run = await runInProcess(inputs({ command: 'delete', name: 'agent' }));
    expect(run.exitCode).toBe(0);
    expect(routes()).toEqual(['GET list-deployments', 'DELETE delete-deployment']);
    expect(emulator.store.deployments.has(id)).toBe(false);
    expect(run.outputs).toMatchObject({ deployment_id: id, status: 'DELETED' });
  });

  test('delete_tracing_project: its tracing project goes too, so the name can be created again', async () => {
    const id = await seed('agent-pr-7');
    const run = await runInProcess(
      inputs({ command: 'delete', name: 'agent-pr-7', delete_tracing_project: 'true' }),
    );
    expect(run.exitCode).toBe(0);
    const del = emulator.requests.find((r) => r.route === 'delete-deployment')!;
    expect(del.query).toEqual({ delete_tracing_project: 'true' });
    expect(run.stdout).toContain(`Deleted deployment ${id} and its tracing project.`);
    // A reopened pull request: its preview is created again under the same name.
    const again = await runInProcess(inputs({ name: 'agent-pr-7' }));
    expect(again.exitCode).toBe(0);
    expect(again.outputs.created).toBe('true');
  });

  test('by default the tracing project stays and keeps the name: a create is refused, naming delete_tracing_project', async () => {
    await seed('agent-pr-7');
    const run = await runInProcess(inputs({ command: 'delete', name: 'agent-pr-7' }));
    expect(run.exitCode).toBe(0);
    expect(emulator.requests.find((r) => r.route === 'delete-deployment')!.query).toEqual({});
    const again = await runInProcess(inputs({ name: 'agent-pr-7' }));
    expect(again.exitCode).toBe(1);
    expect(again.state.failure).toMatchObject({ title: 'Name taken' });
    expect(again.state.failure!.message).toContain('delete it with delete_tracing_project: true');
  });

  test('a dry run names the query that deletes the tracing project', async () => {
    const id = await seed('agent');
    const run = await runInProcess(
      inputs({ command: 'delete', name: 'agent', delete_tracing_project: 'true', dry_run: 'true' }),
    );
    expect(run.exitCode).toBe(0);
    expect(run.state.dryRun.plan).toContain(
      `Delete deployment ${id} and its tracing project: DELETE /v2/deployments/${id}?delete_tracing_project=true.`,
    );
    expect(emulator.store.deployments.has(id)).toBe(true);
  });

  test('a deployment that does not exist is a notice, not a failure', async () => {
    const run = await runInProcess(inputs({ command: 'delete', deployment_id: MISSING_ID }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('NOT_FOUND');
    expect(run.stdout).toContain(
      `::notice title=Nothing to delete::There is no deployment ${MISSING_ID}; nothing to delete.`,
    );
  });
});

describe("the platform's own Preview builds (is_preview) are never the deployment a name finds", () => {
  test('deploy updates the deployment, not a Preview build of the same name listed before it', async () => {
    const preview = emulator.store.seedPreview('agent');
    const id = await seed('agent');
    const run = await runInProcess(inputs());
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ deployment_id: id, created: 'false' });
    const patch = emulator.requests.find((r) => r.route === 'patch-deployment')!;
    expect(patch.path).toBe(`/v2/deployments/${id}`);
    expect(preview.revisions).toHaveLength(1);
  });

  test('with only a Preview build of that name, deploy creates the deployment', async () => {
    const preview = emulator.store.seedPreview('agent');
    const run = await runInProcess(inputs());
    expect(run.exitCode).toBe(0);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs.deployment_id).not.toBe(preview.id);
    // The list read whole (the Preview build, then the end), then the create; nothing sent to the preview.
    expect(routes().slice(0, 3)).toEqual([
      'GET list-deployments',
      'GET list-deployments',
      'POST create-deployment',
    ]);
    expect(routes()).not.toContain('PATCH patch-deployment');
  });

  test('delete and status by name leave a Preview build alone', async () => {
    const preview = emulator.store.seedPreview('agent');
    const status = await runInProcess(inputs({ command: 'status' }));
    expect(status.state.failure?.title).toBe('Deployment not found');
    const run = await runInProcess(inputs({ command: 'delete', name: 'agent' }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('NOT_FOUND');
    expect(emulator.store.deployments.has(preview.id)).toBe(true);
  });
});

describe('status', () => {
  test('reports the latest revision without changing anything, waiting when asked', async () => {
    const id = await seed('agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOYING', polls: 2 }, { status: 'DEPLOYED' }]);
    emulator.store.addRevision(emulator.store.deployments.get(id)!);
    const run = await runInProcess(inputs({ command: 'status' }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ deployment_id: id, status: 'DEPLOYED', created: 'false' });
    expect(routes().every((r) => r.startsWith('GET'))).toBe(true);
  });

  test('a failed latest revision fails the status check', async () => {
    const id = await seed('agent');
    emulator.store.nextScripts.push([{ status: 'BUILD_FAILED' }]);
    emulator.store.addRevision(emulator.store.deployments.get(id)!);
    const run = await runInProcess(inputs({ command: 'status', wait: 'false' }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('BUILD_FAILED');
  });

  test('no deployment with the name is a failure', async () => {
    const run = await runInProcess(inputs({ command: 'status' }));
    expect(run.exitCode).toBe(1);
    expect(run.state.failure?.message).toBe(
      'No deployment is named "agent". Check name (or set deployment_id); deploy creates it.',
    );
  });
});

describe('wait-auth', () => {
  test('completed yields a masked token', async () => {
    await emulate({
      authFlows: { 'auth-1': { statuses: ['pending', 'completed'], token: 'tok-secret-123' } },
    });
    const run = await runInProcess(inputs({ command: 'wait-auth', auth_id: 'auth-1', timeout: '10m' }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', token: 'tok-secret-123' });
    expect(run.stdout).toContain('::add-mask::tok-secret-123');
    expect(emulator.requests.map((r) => r.query.timeout)).toEqual(['300', '300']);
  });

  test.each([
    ['not_found', /No authentication with this auth_id/],
    ['timeout', /timed out on the server/],
  ])('%s fails with the status', async (status, message) => {
    await emulate({ authFlows: { a: { statuses: [status] } } });
    const run = await runInProcess(inputs({ command: 'wait-auth', auth_id: 'a' }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe(status);
    expect(run.state.failure?.message).toMatch(message);
  });

  test('a 422 HTTPValidationError is shown field by field', async () => {
    emulator.faults.add({
      route: 'auth-wait',
      fault: {
        kind: 'status',
        status: 422,
        body: JSON.stringify({
          detail: [{ loc: ['query', 'timeout'], msg: 'Input should be less than 600', type: 'x' }],
        }),
      },
    });
    const run = await runInProcess(inputs({ command: 'wait-auth', auth_id: 'a' }));
    expect(run.state.failure?.message).toMatch(
      /rejected these fields:\n {2}- query.timeout: Input should be less than 600/,
    );
  });
});

describe('secrets of an existing deployment (secrets_mode)', () => {
  /** A deployment whose secret UI_KEY was set in the LangSmith UI, and one the workflow set. */
  const seedWithSecrets = (): string => {
    const d = emulator.store.seedDeployed('agent');
    d.secrets = [
      { name: 'UI_KEY', value: 'set-in-the-ui' },
      { name: 'OPENAI_API_KEY', value: 'old' },
    ];
    return d.id;
  };
  const patches = () => emulator.requests.filter((r) => r.route === 'patch-deployment');

  test('merge (default): an update that would delete a secret it was not given is refused before anything is sent', async () => {
    const id = seedWithSecrets();
    const run = await runInProcess(
      inputs({ secrets: 'OPENAI_API_KEY=sk-rotated-value\nNEW_KEY=added-value' }),
    );
    expect(run.exitCode).toBe(1);
    expect(run.state.failure).toEqual({
      title: 'Secrets would be deleted',
      message: `Deployment ${id} has secret UI_KEY, which secrets leaves out. The control plane replaces a deployment's whole list of secrets and never returns their values, so the action cannot keep it while sending the others: this update would delete it. Nothing was sent. Add it to secrets, or set secrets_mode: replace to delete it, or leave secrets out to keep every secret as it is.`,
    });
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(emulator.store.deployments.get(id)!.secrets).toEqual([
      { name: 'UI_KEY', value: 'set-in-the-ui' },
      { name: 'OPENAI_API_KEY', value: 'old' },
    ]);
  });

  test('merge: every secret of the deployment given, the update goes ahead; the log names what is added and changed', async () => {
    const id = seedWithSecrets();
    const run = await runInProcess(
      inputs({ secrets: 'OPENAI_API_KEY=sk-rotated-value\nUI_KEY=set-in-the-ui\nNEW_KEY=added-value' }),
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Secrets: added NEW_KEY; changed OPENAI_API_KEY, UI_KEY (values hidden).');
    expect(emulator.store.deployments.get(id)!.secrets.map((s) => s.name)).toEqual([
      'OPENAI_API_KEY',
      'UI_KEY',
      'NEW_KEY',
    ]);
  });

  test('replace: the secrets left out are deleted, and the log says which', async () => {
    const id = seedWithSecrets();
    const run = await runInProcess(
      inputs({ secrets: 'OPENAI_API_KEY=sk-rotated-value', secrets_mode: 'replace' }),
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Secrets: changed OPENAI_API_KEY; removed UI_KEY (values hidden).');
    expect(patches()[0]!.body).toMatchObject({
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-rotated-value' }],
    });
    expect(emulator.store.deployments.get(id)!.secrets).toEqual([
      { name: 'OPENAI_API_KEY', value: 'sk-rotated-value' },
    ]);
  });

  test('no secrets input: none are sent, and every secret is kept with its value', async () => {
    const id = seedWithSecrets();
    const run = await runInProcess(inputs());
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Secrets: not sent; the deployment keeps UI_KEY, OPENAI_API_KEY.');
    expect(patches()[0]!.body).not.toHaveProperty('secrets');
    expect(emulator.store.deployments.get(id)!.secrets[0]).toEqual({
      name: 'UI_KEY',
      value: 'set-in-the-ui',
    });
  });

  test('a control plane that does not list the secrets: merge refuses (it cannot tell), replace sends', async () => {
    seedWithSecrets();
    emulator.faults.add({
      route: 'get-deployment',
      fault: { kind: 'rewrite', drop: ['secrets'] },
      times: 10,
    });
    const id = [...emulator.store.deployments.keys()][0]!;
    const refused = await runInProcess(inputs({ deployment_id: id, name: '', secrets: 'A=only-secret' }));
    expect(refused.state.failure?.title).toBe('Secrets unknown');
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    const replaced = await runInProcess(
      inputs({ deployment_id: id, name: '', secrets: 'A=only-secret', secrets_mode: 'replace' }),
    );
    expect(replaced.exitCode).toBe(0);
    expect(emulator.store.deployments.get(id)!.secrets).toEqual([{ name: 'A', value: 'only-secret' }]);
  });

  test('a malformed secrets list (null, not a list, nameless rows) is unknown, never a failed deploy', async () => {
    for (const malformed of [null, 'UI_KEY', [null], [{ name: 5 }], [{ value: '***' }]]) {
      await emulate();
      const id = seedWithSecrets();
      emulator.faults.add({
        route: 'get-deployment',
        fault: { kind: 'rewrite', set: { secrets: malformed } },
        times: 20,
      });
      // No secrets input: nothing to decide, the update goes ahead.
      const kept = await runInProcess(inputs({ deployment_id: id, name: '' }));
      expect([malformed, kept.state.failure]).toEqual([malformed, undefined]);
      expect(patches()[0]!.body).not.toHaveProperty('secrets');
      // With secrets, merge cannot tell what it would delete: refused, as for a list not sent.
      const refused = await runInProcess(inputs({ deployment_id: id, name: '', secrets: 'A=only-secret' }));
      expect([malformed, refused.state.failure?.title]).toEqual([malformed, 'Secrets unknown']);
      expect(patches()).toHaveLength(1);
    }
  });
});
