import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readFlags, startFromFlags } from '../../emulator/cli.ts';

const CLI = join(import.meta.dirname, '..', '..', 'emulator', 'cli.ts');

export interface RunningEmulatorCli {
  /** Base URL of the control plane, from the JSON line it prints first. */
  url: string;
  apiKey: string;
  /** The whole JSON line it printed. */
  printed: Record<string, unknown>;
  /** What it said on stderr so far. */
  stderr(): string;
  stop(): unknown;
}

/**
 * `node emulator/cli.ts ARGS` in a child process, once it has printed its JSON line; rejects
 * with its exit code and stderr when it exits first.
 */
export function startEmulatorCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<RunningEmulatorCli> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!stdout.includes('\n')) return;
      const printed = JSON.parse(stdout.split('\n')[0]!) as Record<string, unknown>;
      const { url, api_key } = printed as { url: string; api_key: string };
      resolve({
        url,
        apiKey: api_key,
        printed,
        stderr: () => stderr,
        stop: () => void child.kill('SIGTERM'),
      });
    });
    child.on('exit', (code) => reject(new Error(`the emulator exited (${code}): ${stderr}`)));
  });
}

/**
 * The emulator the same flags (and environment) start, started in this process — for what the
 * flags do, without a Node start-up for each; what it says is its `stderr()`.
 */
export async function startEmulatorFlags(
  args: string[],
  env: Record<string, string> = {},
): Promise<RunningEmulatorCli> {
  let said = '';
  const say = (line: string): void => void (said += `${line}\n`);
  const { printed, close } = await startFromFlags(readFlags(args), say, { ...process.env, ...env });
  const { url, api_key } = printed as { url: string; api_key: string };
  return { url, apiKey: api_key, printed, stderr: () => said, stop: close };
}
