import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENAPI_PATH, OpenApiContract } from '../../emulator/openapi.ts';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { ENDPOINTS } from '../../src/control-plane/client.ts';
import { ROOT } from '../helpers/bundle.ts';
import { runInProcess } from '../helpers/in-process.ts';

const contract = new OpenApiContract();
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({
    integrations: [{ id: EMULATOR_INTEGRATION_ID, name: 'acme', installation_id: 1 }],
    repositories: {
      [EMULATOR_INTEGRATION_ID]: [{ url: 'https://github.com/acme/agent', name: 'agent', owner: 'acme' }],
    },
    authFlows: { 'auth-1': { statuses: ['pending', 'completed'], token: 'tok-1' } },
  });
});
afterAll(() => emulator.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const reply = await fetch(emulator.url + path, {
    method,
    headers: { 'x-api-key': EMULATOR_API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  return { status: reply.status, json: text ? JSON.parse(text) : undefined };
}

describe('the emulator keeps to the public OpenAPI document', () => {
  test('its copy of the document is the one in ../shared/spec/reference (when that is beside the repo)', () => {
    const shared = join(ROOT, '..', 'shared', 'spec', 'reference', 'control-plane-openapi.json');
    if (!existsSync(shared)) return;
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  test('every endpoint the action uses is in the document, but the ones platform-facts.md names', () => {
    // Checked by hand against ../shared/spec/platform-facts.md instead (emulator/rules.ts).
    const undocumented = ['build-logs', 'deploy-logs', 'upload-url'];
    for (const [name, e] of Object.entries(ENDPOINTS).filter(([n]) => !undocumented.includes(n))) {
      expect({ name, documented: contract.operation(e.method, e.path) !== undefined }).toEqual({
        name,
        documented: true,
      });
    }
  });

  test.each([
    ['a limit over 100', 'GET', '/v2/deployments?limit=101', undefined, ['query', 'limit']],
    ['a limit that is not a number', 'GET', '/v2/deployments?limit=many', undefined, ['query', 'limit']],
    [
      'a deployment id that is not a UUID',
      'GET',
      '/v2/deployments/not-a-uuid',
      undefined,
      ['path', 'deployment_id'],
    ],
    [
      'a create without secrets',
      'POST',
      '/v2/deployments',
      { name: 'a', source: 'github', source_config: {}, source_revision_config: {} },
      ['body', 'secrets'],
    ],
    [
      'an unknown source',
      'POST',
      '/v2/deployments',
      { name: 'a', source: 'gitlab', source_config: {}, source_revision_config: {}, secrets: [] },
      ['body', 'source'],
    ],
    [
      'an integration id that is not a UUID',
      'POST',
      '/v2/deployments',
      {
        name: 'a',
        source: 'github',
        source_config: { integration_id: 'int-1' },
        source_revision_config: {},
        secrets: [],
      },
      ['body', 'source_config', 'integration_id'],
    ],
    [
      'a secret without a value',
      'PATCH',
      '/v2/deployments/d0000000-0000-4000-8000-000000000001',
      { secrets: [{ name: 'A' }] },
      ['body', 'secrets', 0, 'value'],
    ],
    [
      'an auth-wait timeout that is not an integer',
      'GET',
      '/v2/auth/wait/auth-1?timeout=soon',
      undefined,
      ['query', 'timeout'],
    ],
  ])(
    '%s is refused with a 422 HTTPValidationError naming the field',
    async (_what, method, path, body, loc) => {
      const reply = await call(method, path, body);
      expect(reply.status).toBe(422);
      expect((reply.json as { detail: Array<{ loc: unknown[] }> }).detail.map((d) => d.loc)).toContainEqual(
        loc,
      );
      const template = Object.values(ENDPOINTS).find(
        (e) => e.method === method && path.split('?')[0]!.startsWith(e.path.split('{')[0]!),
      )!;
      expect(contract.checkResponse(method, template.path, 422, reply.json)).toEqual([]);
    },
  );

  test('every reply the emulator gave a whole run of the action fits the response schemas', async () => {
    emulator.requests.length = 0;
    const inputs = { api_key: EMULATOR_API_KEY, api_url: emulator.url, poll_interval: '100ms' };
    const created = await runInProcess({ ...inputs, integration_id: '' }); // create (discovery)
    expect(created.exitCode).toBe(0);
    expect((await runInProcess(inputs)).exitCode).toBe(0); // update
    expect((await runInProcess({ ...inputs, command: 'rollback' })).exitCode).toBe(0);
    const id = created.outputs.deployment_id!;
    expect((await runInProcess({ ...inputs, command: 'status', deployment_id: id })).exitCode).toBe(0);
    expect((await runInProcess({ ...inputs, command: 'wait-auth', auth_id: 'auth-1' })).exitCode).toBe(0);
    expect((await runInProcess({ ...inputs, command: 'delete', name: 'agent' })).exitCode).toBe(0);
    const routes = new Set(emulator.requests.map((r) => r.route));
    expect([...routes].sort()).toEqual(
      [
        'auth-wait',
        'create-deployment',
        'delete-deployment',
        'get-deployment',
        'get-revision',
        'list-deployments',
        'list-integrations',
        'list-repos',
        'list-revisions',
        'patch-deployment',
        'redeploy-revision',
      ].sort(),
    );
    for (const r of emulator.requests) {
      const endpoint = ENDPOINTS[r.route as keyof typeof ENDPOINTS];
      const issues = contract.checkResponse(r.method, endpoint.path, r.status!, r.response);
      expect({ route: r.route, status: r.status, issues }).toEqual({
        route: r.route,
        status: r.status,
        issues: [],
      });
    }
  });

  test('the logs endpoints (not in the document) page by next_offset, order, limit, level and query, and refuse a bad body', async () => {
    const d = emulator.store.seedDeployed('logs-agent');
    const r = d.revisions[0]!;
    const path = `/v1/projects/${d.id}/revisions/${r.id}/build_logs`;
    const all = (await call('POST', path, { order: 'asc', limit: 100 })).json as {
      logs: Array<{ message: string }>;
    };
    expect(all.logs.map((l) => l.message)).toEqual(r.logs.build.map((l) => l.message));
    const first = (await call('POST', path, { order: 'asc', limit: 3 })).json as {
      logs: unknown[];
      next_offset: string;
    };
    const next = (await call('POST', path, { order: 'asc', limit: 3, offset: first.next_offset })).json as {
      logs: Array<{ message: string }>;
    };
    expect(next.logs.map((l) => l.message)).toEqual(all.logs.slice(3, 6).map((l) => l.message));
    const tail = (await call('POST', path, { order: 'desc', limit: 2 })).json as {
      logs: Array<{ message: string }>;
    };
    expect(tail.logs.map((l) => l.message)).toEqual(
      all.logs
        .slice(-2)
        .reverse()
        .map((l) => l.message),
    );
    const found = (await call('POST', path, { query: 'langgraph.json' })).json as {
      logs: Array<{ message: string }>;
    };
    expect(found.logs.map((l) => l.message)).toEqual(['Reading langgraph.json']);
    const bad = await call('POST', path, { order: 'sideways', limit: 0, colour: 'red' });
    expect(bad.status).toBe(422);
    expect((bad.json as { detail: Array<{ loc: unknown[] }> }).detail.map((x) => x.loc)).toEqual([
      ['body', 'colour'],
      ['body', 'limit'],
      ['body', 'order'],
    ]);
  });

  test('a request the emulator cannot decode is answered 400, and the emulator goes on serving', async () => {
    const bad = await call('GET', '/v2/deployments/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect((await call('GET', '/v2/deployments?limit=1')).status).toBe(200);
  });

  test('a reply the real API would never send is caught by the check', () => {
    const issues = contract.checkResponse(
      'GET',
      '/v2/deployments/{deployment_id}/revisions/{revision_id}',
      200,
      {
        id: 'r',
        status: 'ALMOST_DONE',
      },
    );
    expect(issues.map((i) => i.loc)).toEqual(
      expect.arrayContaining([
        ['response', 'id'],
        ['response', 'status'],
        ['response', 'created_at'],
      ]),
    );
  });
});

describe('redeploying a revision that did not deploy', () => {
  const redeploy = (d: { id: string }, r: { id: string }) =>
    call('POST', `/v2/deployments/${d.id}/revisions/${r.id}/redeploy`);

  test('one whose server did not start (DEPLOY_FAILED) is redeployed, with its commit; one that built nothing is refused', async () => {
    const d = emulator.store.seedDeployed('redeploy-failed');
    emulator.store.nextScripts.push([{ status: 'DEPLOY_FAILED' }]);
    const deployFailed = emulator.store.addRevision(d);
    emulator.store.status(deployFailed);
    const again = await redeploy(d, deployFailed);
    expect(again.status).toBe(200);
    const made = d.revisions.find(
      (r) => r.id === (again.json as { latest_revision_id: string }).latest_revision_id,
    );
    expect(made).toMatchObject({ redeployOf: deployFailed.id, commitSha: deployFailed.commitSha });
    emulator.store.nextScripts.push([{ status: 'BUILD_FAILED' }]);
    const buildFailed = emulator.store.addRevision(d);
    emulator.store.status(buildFailed);
    const refused = await redeploy(d, buildFailed);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      detail: `Revision ${buildFailed.id} has no image built (BUILD_FAILED); it cannot be redeployed.`,
    });
  });

  test('the deploy-fails fault fails the deploy of the revision a write makes, not of its redeploy', async () => {
    const d = emulator.store.seedDeployed('deploy-fails');
    emulator.faults.add({ route: 'patch-deployment', fault: { kind: 'deploy-fails' } });
    const patched = await call('PATCH', `/v2/deployments/${d.id}`, {
      source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
    });
    expect(patched.status).toBe(200);
    const failing = d.revisions[0]!;
    expect((patched.json as { latest_revision_id: string }).latest_revision_id).toBe(failing.id);
    expect(failing.script.map((s) => s.status)).toEqual(['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOY_FAILED']);
    expect(failing.logs.server.at(-1)?.message).toBe('Application startup failed. Exiting.');
    failing.polls = 10;
    expect(emulator.store.status(failing)).toBe('DEPLOY_FAILED');
    expect((await redeploy(d, failing)).status).toBe(200);
    expect(d.revisions[0]!.script.at(-1)?.status).toBe('DEPLOYED');
  });
});
