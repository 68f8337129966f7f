import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.ts';

export interface LocalAgentServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real open-source agent server in a child process, in a fresh state directory.
 * `workers` is its number of queue workers; `echoDelayMs` the echo graph's default pause.
 */
export async function startAgentServer(
  options: { workers?: number; echoDelayMs?: number } = {},
): Promise<LocalAgentServer> {
  const dir = tempDir('agent');
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'serve.ts')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AGENT_WORKERS: String(options.workers ?? 4),
      ECHO_DELAY_MS: String(options.echoDelayMs ?? 100),
      LANGSMITH_TRACING: 'false',
      LANGCHAIN_TRACING_V2: 'false',
      LANGGRAPH_CLI_NO_ANALYTICS: '1',
      NODE_OPTIONS: '--disable-warning=ExperimentalWarning',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`agent server did not start:\n${log}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const line = log.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`agent server exited (${code}):\n${log}`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        // Its state goes with it (a run of `npm run emulator -- --agent-server` leaves none behind).
        const done = (): void => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.on('exit', done);
        child.kill('SIGKILL');
      }),
  };
}
