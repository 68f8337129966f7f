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
