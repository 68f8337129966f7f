import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { rawRequest, uploadCreate } from '../helpers/raw-request.ts';

/**
 * Deployment names as the platform's own deploy clients send them (docs/platform-compatibility.md):
 * lowercase letters, digits and hyphens; the emulator refuses any other name with 422.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const inputs = (extra: Record<string, string> = {}) => emulatorInputs(emulator, extra);
const routes = (): string[] => emulator.requests.map((r) => `${r.method} ${r.route}`);
const names = (): string[] => [...emulator.store.deployments.values()].map((d) => d.name);

describe('deployment names', () => {
  test('the emulator refuses a name outside the platform’s pattern with 422', async () => {
    const reply = await rawRequest(emulator, 'POST', '/v2/deployments', uploadCreate({ name: 'My_Agent' }));
    expect(reply.status).toBe(422);
    expect((reply.detail as Array<{ loc: string[] }>)[0]!.loc).toEqual(['body', 'name']);
    expect(names()).toEqual([]);
  });

  test('name: My_Agent creates my-agent, and a notice says which name was used', async () => {
    const run = await runInProcess(inputs({ name: 'My_Agent' }));
    expect(run.exitCode).toBe(0);
    expect(names()).toEqual(['my-agent']);
    expect(emulator.requests[0]!.query).toMatchObject({ name_contains: 'my-agent' });
    expect(run.stdout).toContain(
      '::notice title=Deployment name::The deployment name "My_Agent" is used as "my-agent"',
    );
  });

  test('a repository named My_Agent deploys as my-agent, as langgraph deploy would name it', async () => {
    const run = await runInProcess(inputs(), {
      env: { GITHUB_REPOSITORY: 'acme/My_Agent' },
    });
    expect(run.exitCode).toBe(0);
    expect(names()).toEqual(['my-agent']);
  });

  test('name: My_Agent finds the deployment that `langgraph deploy --name My_Agent` made', async () => {
    const made = emulator.store.seedUploaded('my-agent').deployment;
    const run = await runInProcess(inputs({ command: 'status', name: 'My_Agent', wait: 'false' }));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.deployment_id).toBe(made.id);
    expect(routes()).not.toContain('POST create-deployment');
  });

  test('a deployment already named exactly as given (made before this rule) is used, with a warning to rename it', async () => {
    // Made before names were normalized: seeded, as the emulator now refuses such a create.
    const older = emulator.store.seedDeployed('My_Agent');
    const run = await runInProcess(inputs({ name: 'My_Agent' }));
    expect(run.exitCode).toBe(0);
    expect(routes()).not.toContain('POST create-deployment');
    expect(routes()).toContain('PATCH patch-deployment');
    expect(run.outputs.deployment_id).toBe(older.id);
    expect(names()).toEqual(['My_Agent']);
    expect(run.stdout).toContain(
      `::warning title=Rename the deployment::Deployment ${older.id} is named "My_Agent"`,
    );
    expect(run.stdout).toContain('deploy once with name: my-agent');
  });

  test('the fallback to the name as given never picks a Preview build (is_preview): my-agent is created', async () => {
    const preview = emulator.store.seedPreview('My_Agent');
    const run = await runInProcess(inputs({ name: 'My_Agent' }));
    expect(run.exitCode).toBe(0);
    expect(routes()).toContain('POST create-deployment');
    expect(run.outputs.deployment_id).not.toBe(preview.id);
    expect(names().sort()).toEqual(['My_Agent', 'my-agent']);
    expect(emulator.requests.filter((r) => r.route === 'patch-deployment')).toEqual([]);
    expect(run.stdout).not.toContain('Rename the deployment');
  });

  test('when both exist, the normalized name wins', async () => {
    emulator.store.seedDeployed('My_Agent');
    const current = emulator.store.seedDeployed('my-agent');
    const run = await runInProcess(inputs({ command: 'status', name: 'My_Agent', wait: 'false' }));
    expect(run.outputs.deployment_id).toBe(current.id);
    expect(run.stdout).not.toContain('Rename the deployment');
  });

  test('delete finds the deployment by the normalized name too', async () => {
    const made = emulator.store.seedDeployed('support-agent');
    const run = await runInProcess(inputs({ command: 'delete', name: 'Support.Agent' }));
    expect(run.exitCode).toBe(0);
    expect(emulator.store.deployments.has(made.id)).toBe(false);
  });

  test('a name with no letter or digit is bad input: nothing is sent', async () => {
    await expect(runInProcess(inputs({ name: '___' }))).rejects.toThrow(
      'name: "___" has no letter or digit, and a deployment\'s name is lowercase letters, digits and hyphens; set name to such a name',
    );
    expect(emulator.requests).toEqual([]);
  });
});

/**
 * A listed name is cleaned for display (control characters, line breaks, bidi overrides become
 * spaces, spaces are collapsed and trimmed). A row whose name that cleaning would change equals no
 * name: no lookup takes it for the name it shows, and only the cleaned name is ever shown.
 */
describe('a listed name the cleaning for display would change equals no name', () => {
  /** C0 (but tab and newline) and C1 controls, line and paragraph separators, bidi overrides. */
  const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  const writes = () =>
    emulator.requests.filter((r) =>
      ['patch-deployment', 'delete-deployment', 'redeploy-revision'].includes(r.route ?? ''),
    );
  /** Two DEPLOYED revisions: a rollback of it would redeploy the first. */
  const seedWithHistory = (name: string) => {
    const d = emulator.store.seedDeployed(name);
    emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
    emulator.store.status(emulator.store.addRevision(d));
    return d;
  };
  const shown = (run: Awaited<ReturnType<typeof runInProcess>>) =>
    [run.stdout, run.summary, ...Object.values(run.outputs)].join('\n');

  test.each([
    ['"my-agent\\u0007"', 'my-agent\u0007'],
    ['" my-agent"', ' my-agent'],
    ['"my-agent\\n"', 'my-agent\n'],
    ['"\\u202emy-agent" (a bidi override)', '\u202emy-agent'],
  ])(
    '%s is not my-agent: a deploy creates my-agent; rollback and delete act on it, never on the row',
    async (_, raw) => {
      const odd = seedWithHistory(raw);
      const deploy = await runInProcess(inputs({ name: 'my-agent' }));
      expect(deploy.exitCode).toBe(0);
      expect(routes()).toContain('POST create-deployment');
      expect(deploy.outputs.deployment_id).not.toBe(odd.id);
      expect(writes().filter((r) => r.path.includes(odd.id))).toEqual([]);
      const made = deploy.outputs.deployment_id!;
      // The deployment named exactly so now exists: each command acts on it, never on the odd row.
      const rollback = await runInProcess(inputs({ command: 'rollback', name: 'my-agent', wait: 'false' }));
      expect(rollback.outputs.deployment_id).toBe(made);
      const deleted = await runInProcess(inputs({ command: 'delete', name: 'my-agent' }));
      expect(deleted.exitCode).toBe(0);
      expect(emulator.store.deployments.has(made)).toBe(false);
      expect(emulator.store.deployments.get(odd.id)?.name).toBe(raw);
      expect(odd.revisions).toHaveLength(2);
      expect(writes().filter((r) => r.path.includes(odd.id))).toEqual([]);
      // With only the odd row left, my-agent does not exist.
      const again = await runInProcess(inputs({ command: 'delete', name: 'my-agent' }));
      expect(again.exitCode).toBe(0);
      expect(emulator.store.deployments.has(odd.id)).toBe(true);
      expect(again.state.target.deleteResult).toBe('NOT_FOUND');
    },
  );

  test('a row named "my-agent\\n::error::x" is never updated, rolled back or deleted by the name it shows, and no raw control character is written', async () => {
    // A control plane whose list answers every deployment, whatever name_contains asks for.
    await emulator.close();
    emulator = await startEmulator({ ignoreNameContains: true });
    const raw = 'my-agent\n::error::x';
    const odd = seedWithHistory(raw);
    // "my-agent ::error::x" is what the row shows once cleaned: the older-name fallback compares it.
    const given = 'my-agent ::error::x';
    const deploy = await runInProcess(inputs({ name: given }));
    expect(deploy.exitCode).toBe(0);
    expect(routes()).toContain('POST create-deployment');
    expect(deploy.stdout).not.toContain('Rename the deployment');
    const rollback = await runInProcess(inputs({ command: 'rollback', name: given, wait: 'false' }));
    expect(rollback.outputs.deployment_id).not.toBe(odd.id);
    const status = await runInProcess(inputs({ command: 'status', name: given, wait: 'false' }));
    expect(status.outputs.deployment_id).not.toBe(odd.id);
    const deleted = await runInProcess(inputs({ command: 'delete', name: given }));
    expect(deleted.exitCode).toBe(0);
    expect(emulator.store.deployments.get(odd.id)?.name).toBe(raw);
    expect(odd.revisions).toHaveLength(2);
    expect(writes().filter((r) => r.path.includes(odd.id))).toEqual([]);
    for (const run of [deploy, rollback, status, deleted]) {
      expect(shown(run)).not.toMatch(RAW_CONTROL);
      expect(run.stdout).not.toMatch(/^::error::x/m);
    }
  });

  test('read by its id, the row shows only its cleaned name', async () => {
    const odd = emulator.store.seedDeployed('my-agent\n::error::x');
    const run = await runInProcess(inputs({ command: 'status', deployment_id: odd.id, wait: 'false' }));
    expect(run.exitCode).toBe(0);
    expect(run.state.target.deploymentName).toBe('my-agent ::error::x');
    expect(shown(run)).not.toMatch(RAW_CONTROL);
    expect(run.stdout).not.toMatch(/^::error::x/m);
  });
});
