import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  EMULATOR_API_KEY,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { rawRequest, uploadCreate } from '../helpers/raw-request.ts';

/**
 * Secret names the platform reserves (docs/platform-compatibility.md): never sent, as its own
 * deploy clients never send them; the emulator refuses them (422).
 */
let emulator: Emulator;
async function emulate(options: EmulatorOptions = {}): Promise<void> {
  await emulator?.close();
  emulator = await startEmulator(options);
}
beforeEach(() => emulate());
afterEach(() => emulator.close());

const inputs = (extra: Record<string, string> = {}) => emulatorInputs(emulator, extra);
const sent = (route: string): Array<{ name: string; value: string }> | undefined =>
  (
    emulator.requests.find((r) => r.route === route)?.body as {
      secrets?: Array<{ name: string; value: string }>;
    }
  )?.secrets;
const secretNames = (id: string): string[] => emulator.store.deployments.get(id)!.secrets.map((s) => s.name);

describe('reserved secret names', () => {
  test('the emulator refuses a reserved name with 422, naming the secret', async () => {
    const reply = await rawRequest(
      emulator,
      'POST',
      '/v2/deployments',
      uploadCreate({
        secrets: [
          { name: 'OPENAI_API_KEY', value: 'x' },
          { name: 'POSTGRES_URI', value: 'postgres://elsewhere' },
        ],
      }),
    );
    expect(reply.status).toBe(422);
    expect((reply.detail as Array<{ loc: unknown[] }>).map((d) => d.loc)).toEqual([
      ['body', 'secrets', 1, 'name'],
    ]);
  });

  test('a reserved name in secrets is left out with a warning naming it, its value masked and never sent', async () => {
    const run = await runInProcess(
      inputs({
        secrets: 'OPENAI_API_KEY=sk-test-1\nLANGSMITH_API_KEY=lsv2_pt_reserved_value\nPORT=8080',
      }),
    );
    expect(run.exitCode).toBe(0);
    expect(sent('create-deployment')).toEqual([{ name: 'OPENAI_API_KEY', value: 'sk-test-1' }]);
    expect(run.stdout).toContain(
      "::warning title=Input has no effect::secrets: LANGSMITH_API_KEY is a name the platform reserves for itself (a self-hosted instance, self_hosted_url, allows it); it is left out and never sent, as LangSmith's own deploy clients leave it out",
    );
    expect(run.stdout).toContain('secrets: PORT is a name the platform reserves for itself');
    expect(run.port.masks).toContain('lsv2_pt_reserved_value');
    expect(JSON.stringify(emulator.requests)).not.toContain('lsv2_pt_reserved_value');
  });

  test('only reserved names given: no list is sent, so an update keeps every secret', async () => {
    const d = emulator.store.seedDeployed('agent');
    d.secrets = [{ name: 'UI_KEY', value: 'set-in-the-ui' }];
    const run = await runInProcess(inputs({ secrets: 'REDIS_URI=redis://x' }));
    expect(run.exitCode).toBe(0);
    expect(sent('patch-deployment')).toBeUndefined();
    expect(secretNames(d.id)).toEqual(['UI_KEY']);
  });

  test('a reserved name the deployment has is left as it is: not sent, and not removed by merge or replace', async () => {
    for (const mode of ['merge', 'replace']) {
      await emulate();
      const d = emulator.store.seedDeployed('agent');
      d.secrets = [
        { name: 'LANGSMITH_TENANT_ID', value: 'the-platform-s' },
        { name: 'OPENAI_API_KEY', value: 'old' },
      ];
      const run = await runInProcess(inputs({ secrets: 'OPENAI_API_KEY=sk-rotated', secrets_mode: mode }));
      expect(run.exitCode).toBe(0);
      expect(sent('patch-deployment')).toEqual([{ name: 'OPENAI_API_KEY', value: 'sk-rotated' }]);
      expect(run.stdout).toContain(
        'Secrets: changed OPENAI_API_KEY; left to the platform (names it reserves) LANGSMITH_TENANT_ID (values hidden).',
      );
      expect(secretNames(d.id)).toEqual(['LANGSMITH_TENANT_ID', 'OPENAI_API_KEY']);
    }
  });

  test('self-hosted (self_hosted_url): the names only LangSmith’s cloud reserves are sent', async () => {
    await emulate({ prefix: '/api-host', selfHosted: true });
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      self_hosted_url: emulator.origin,
      integration_id: EMULATOR_INTEGRATION_ID,
      poll_interval: '100ms',
      secrets: 'PORT=8080\nLANGSMITH_ENDPOINT=https://smith.internal\nLANGSMITH_TENANT_ID=t',
    });
    expect(run.exitCode).toBe(0);
    expect(sent('create-deployment')?.map((s) => s.name)).toEqual(['PORT', 'LANGSMITH_ENDPOINT']);
    expect(run.stdout).toContain('secrets: LANGSMITH_TENANT_ID is a name the platform reserves for itself;');
  });
});
