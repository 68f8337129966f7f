import { afterEach, describe, expect, test } from '@jest/globals';
import {
  EMULATOR_TENANT,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts';
import { runBundle } from '../helpers/bundle.ts';
import { startFakeGitHub } from '../helpers/fake-github.ts';
import { startForwardProxy } from '../helpers/http-proxy.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

const SECRET = 'sk-dry-run-secret-value';
let emulator: Emulator;

afterEach(() => emulator?.close());

async function emulate(options: EmulatorOptions = {}): Promise<Emulator> {
  emulator = await startEmulator(options);
  return emulator;
}

const inputs = (extra: Record<string, string> = {}): Record<string, string> =>
  emulatorInputs(emulator, extra);

const mutating = (e: Emulator) => e.requests.filter((r) => r.method !== 'GET');

const seed = (e: Emulator, name: string): string => e.store.seedDeployed(name).id;

describe('dry run', () => {
  test('a create is planned, not done: no POST, PATCH or DELETE; secret names shown, values hidden', async () => {
    await emulate();
    const result = await runBundle(
      inputs({ dry_run: 'true', secrets: `OPENAI_API_KEY=${SECRET}\nDB_URL=x` }),
    );
    expect(result.code).toBe(0);
    expect(mutating(emulator)).toEqual([]);
    expect(result.stdout).toContain('Dry run — nothing is changed. The plan:');
    expect(result.stdout).toContain(
      `Create deployment "agent": POST, github source, the platform's default type, then a new revision from main (langgraph.json).`,
    );
    expect(result.stdout).toContain('Secrets: added OPENAI_API_KEY, DB_URL (values hidden).');
    expect(result.summary).toMatch(
      /^## 📝 Dry run: would create `agent`\n\nNothing was changed: no POST, PATCH or DELETE was sent/,
    );
    expect(result.summary).not.toContain('✅');
    expect(leakedLines(result.stdout + result.summary, [SECRET])).toEqual([]);
    expect(result.outputs).toMatchObject({ deployment_id: '', created: 'false', status: '' });
  });

  test('an update is planned against the deployment found', async () => {
    await emulate();
    const id = seed(emulator, 'agent');
    const result = await runBundle(inputs({ dry_run: 'true', build_on_push: 'false' }));
    expect(result.code).toBe(0);
    expect(mutating(emulator)).toEqual([]);
    expect(result.stdout).toContain(
      `Update deployment ${id} (agent): PATCH with a new revision from main (langgraph.json).`,
    );
    expect(result.stdout).toContain('Secrets: none.');
    expect(result.outputs.deployment_id).toBe(id);
  });

  test('a delete is planned, not done', async () => {
    await emulate();
    const id = seed(emulator, 'agent');
    const result = await runBundle(inputs({ dry_run: 'true', command: 'delete', name: 'agent' }));
    expect(result.code).toBe(0);
    expect(mutating(emulator)).toEqual([]);
    expect(emulator.store.deployments.has(id)).toBe(true);
    expect(result.stdout).toContain(`Delete deployment ${id}: DELETE /v2/deployments/${id}.`);
  });
});

describe('integration discovery', () => {
  const ONLY = '0a1b2c3d-0000-4000-8000-000000000001';
  const INT_A = '0a1b2c3d-0000-4000-8000-000000000002';
  const INT_B = '0a1b2c3d-0000-4000-8000-000000000003';
  const repos = { [ONLY]: [{ url: 'https://github.com/acme/agent', name: 'agent', owner: 'acme' }] };

  test('the only integration is used when it can see the repository', async () => {
    await emulate({
      integrations: [{ id: ONLY, name: 'acme', installation_id: 1 }],
      repositories: repos,
    });
    const result = await runBundle(inputs({ integration_id: '' }));
    expect(result.code).toBe(0);
    expect(emulator.requests.map((r) => r.route).slice(0, 4)).toEqual([
      'list-deployments',
      'list-integrations',
      'list-repos',
      'create-deployment',
    ]);
    expect(emulator.requests[3]!.body).toMatchObject({ source_config: { integration_id: ONLY } });
    expect(result.stdout).toContain(`Using the GitHub integration ${ONLY} (acme), the workspace's only one.`);
  });

  test('no integration fails before creating, saying how to connect one', async () => {
    await emulate();
    const result = await runBundle(inputs({ integration_id: '' }));
    expect(result.code).toBe(1);
    expect(mutating(emulator)).toEqual([]);
    expect(result.stdout).toMatch(
      /::error title=No GitHub integration::integration_id is empty and the workspace has no GitHub integration/,
    );
  });

  test('several integrations fail before creating, listing ids and names', async () => {
    await emulate({
      integrations: [
        { id: INT_A, name: 'acme', installation_id: 1 },
        { id: INT_B, name: 'acme-labs', installation_id: 2 },
      ],
    });
    const result = await runBundle(inputs({ integration_id: '' }));
    expect(result.code).toBe(1);
    expect(mutating(emulator)).toEqual([]);
    expect(result.stdout).toContain(
      `set integration_id to one of:%0A  - ${INT_A} (acme)%0A  - ${INT_B} (acme-labs)`,
    );
  });

  test('the only integration without access to the repository fails before creating', async () => {
    await emulate({
      integrations: [{ id: ONLY, name: 'acme', installation_id: 1 }],
      repositories: { [ONLY]: [] },
    });
    const result = await runBundle(inputs({ integration_id: '' }));
    expect(result.code).toBe(1);
    expect(mutating(emulator)).toEqual([]);
    expect(result.stdout).toMatch(
      /cannot see https:\/\/github.com\/acme\/agent: grant the LangSmith GitHub app access/,
    );
  });
});

describe('proxy', () => {
  test('HTTPS_PROXY/HTTP_PROXY carry every control-plane and GitHub call; NO_PROXY exempts hosts', async () => {
    await emulate();
    const [proxy, github] = await Promise.all([startForwardProxy(), startFakeGitHub()]);
    try {
      const github_ = { github_token: 'ghs_proxy_test', github_environment: 'staging' };
      const env = { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '1' };

      const viaProxy = await runBundle(inputs(github_), { ...env, HTTP_PROXY: proxy.url });
      expect(viaProxy.code).toBe(0);
      // Every request reached its server from one of the proxy's upstream connections.
      expect(emulator.requests.length).toBeGreaterThan(3);
      expect(emulator.requests.filter((r) => !proxy.upstreamPorts.has(r.remotePort!))).toEqual([]);
      expect(github.requests.filter((r) => !proxy.upstreamPorts.has(r.remotePort!))).toEqual([]);
      expect(proxy.carried.map((r) => r.target)).toEqual(
        expect.arrayContaining([emulator.origin.replace('http://', ''), github.url.replace('http://', '')]),
      );
      expect(github.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']); // deployment, 2 statuses

      proxy.carried.length = 0;
      const lowerCase = await runBundle(inputs({ command: 'status' }), { http_proxy: proxy.url });
      expect(lowerCase.code).toBe(0);
      expect(proxy.carried.length).toBeGreaterThan(0);
      const statusRequests = emulator.requests.slice(-2);
      expect(statusRequests.every((r) => proxy.upstreamPorts.has(r.remotePort!))).toBe(true);

      proxy.carried.length = 0;
      const exempt = await runBundle(inputs({ command: 'status' }), {
        HTTP_PROXY: proxy.url,
        NO_PROXY: '127.0.0.1',
      });
      expect(exempt.code).toBe(0);
      expect(proxy.carried).toEqual([]);
    } finally {
      await Promise.all([proxy.close(), github.close()]);
    }
  });
});

describe('job summary', () => {
  test('deployment, revision, status, URL, total time, timeline with times, and the LangSmith link', async () => {
    await emulate({ prefix: '/api-host' });
    const result = await runBundle({ ...inputs(), api_url: '', self_hosted_url: emulator.origin });
    expect(result.code).toBe(0);
    const id = result.outputs.deployment_id!;
    const langsmith = `${emulator.origin}/o/${EMULATOR_TENANT}/host/deployments/${id}`;
    expect(result.summary).toContain(`- **Deployment:** \`agent\` · [open in LangSmith](${langsmith})`);
    expect(result.summary).toContain(
      `- **Revision:** \`${result.outputs.revision_id}\` · \`DEPLOYED\` · [in LangSmith](${langsmith}) (under Revisions)`,
    );
    const url = result.outputs.deployment_url!;
    expect(result.summary).toContain(`- **URL:** [\`${url}\`](${new URL(url).href})`);
    expect(result.summary).toMatch(/- \*\*Took:\*\* \d+(ms|s)/);
    expect(result.summary).toContain(`- **Deployment id:** \`${id}\``);
    // Timed by the revision's own timestamps (the emulator moves updated_at with each status).
    expect(result.summary).toMatch(/\| `QUEUED` \| \d[\d.]*m?s \| The revision waits in the build queue. \|/);
    expect(result.summary).toContain('Times come from the revision’s own timestamps.');
    expect(result.stdout).toMatch(
      /::group::Find deployment agent[\s\S]*::group::Create deployment agent[\s\S]*::group::Wait for agent to deploy revision \S+/,
    );
  });
});
