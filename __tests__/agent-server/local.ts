import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.ts';

export interface LocalAgentServer {
  url: string;
  /**
   * Starts a `block` run on its own thread and waits until it runs: with a single worker,
   * every run created afterwards stays pending until `release()`.
   */
  occupyWorker(): Promise<void>;
  /** Lets the running `block` run finish. */
  release(): void;
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
  const releaseFile = join(dir, 'release');
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'serve.ts')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AGENT_WORKERS: String(options.workers ?? 4),
      ECHO_DELAY_MS: String(options.echoDelayMs ?? 100),
      BLOCK_RELEASE_FILE: releaseFile,
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
    occupyWorker: async () => {
      rmSync(releaseFile, { force: true });
      await startBlockRun(url);
    },
    release: () => writeFileSync(releaseFile, ''),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

async function startBlockRun(url: string): Promise<void> {
  const post = async (path: string, body: unknown): Promise<{ thread_id: string }> => {
    const reply = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await reply.json()) as { thread_id: string };
  };
  const { thread_id } = await post('/threads', {});
  await post(`/threads/${thread_id}/runs`, {
    assistant_id: 'block',
    input: { messages: [] },
    multitask_strategy: 'enqueue',
  });
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const runs = (await (await fetch(`${url}/threads/${thread_id}/runs`)).json()) as Array<{
      status: string;
    }>;
    if (runs[0]?.status === 'running') return;
    if (runs[0] && runs[0].status !== 'pending')
      throw new Error(`the block run ended early (${runs[0].status})`);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the block run did not start');
}
