import { afterEach, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';

/** The deployment's URL comes from the control plane: shown and set as an output, never with credentials. */
let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

test.each([
  'https:/deployer:hunter2@agent.example.com/base',
  'https:\\\\deployer:hunter2@agent.example.com/base',
  'https:deployer:hunter2@agent.example.com/base',
])(
  'a custom_url spelled %s (which URL parsers read as user:password@) is shown without the credentials',
  async (customUrl) => {
    emulator = await startEmulator({ customUrl: () => customUrl });
    const run = await runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      integration_id: EMULATOR_INTEGRATION_ID,
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.deployment_url).toBe('https://agent.example.com/base');
    const everything = [run.stdout, run.summary, JSON.stringify(run.outputs)].join('\n');
    expect(everything).not.toContain('hunter2');
    expect(everything).not.toContain('deployer');
  },
);
