import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts';

/**
 * Runs a test body with an emulator of its own, started as the body starts and closed as it ends,
 * pass or fail: bodies that run at once (`atOnce`, `test.concurrent`) share no deployment, script
 * or request log.
 */
export async function withOwnEmulator<T>(
  body: (emulator: Emulator) => Promise<T>,
  options?: EmulatorOptions,
): Promise<T> {
  const emulator = await startEmulator(options);
  try {
    return await body(emulator);
  } finally {
    await emulator.close();
  }
}
