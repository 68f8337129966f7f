import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { listenOnLoopback } from '../../emulator/incoming.ts';
import { tempDir } from '../helpers/temp.ts';

export interface LocalAgentServer {
  url: string;
  close(): Promise<void>;
}

interface AgentServerOptions {
  /** Its number of queue workers: runs it runs at once (the shared server has plenty). */
  workers?: number;
  /** The pause of the echo and agent graphs before they answer (default 100 ms). */
  echoDelayMs?: number;
}

const SERVE = join(import.meta.dirname, 'serve.ts');
/** The header the graphs read their pause from (the server hands `x-` headers to the graph). */
export const ECHO_DELAY_HEADER = 'x-echo-delay-ms';

/**
 * The real open-source agent server with the graphs of graphs/. In a test run (the global set-up
 * sets LGDA_TEST_TMP) every caller shares one server, started by the first that asks and stopped
 * by the global teardown, and gets its own URL in front of it that sets the graphs' pause; runs
 * are isolated by their threads. Elsewhere (bench, demo) it starts a server of its own.
 */
export async function startAgentServer(options: AgentServerOptions = {}): Promise<LocalAgentServer> {
  const root = process.env.LGDA_TEST_TMP;
  if (!root) return spawnAgentServer(options);
  return withEchoDelay(await sharedAgentServer(root), options.echoDelayMs ?? 100);
}

/** The environment the server process gets: no tracing, no analytics. */
function serverEnv(workers: number, echoDelayMs: number, watchPid?: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    AGENT_WORKERS: String(workers),
    ECHO_DELAY_MS: String(echoDelayMs),
    ...(watchPid && { AGENT_SERVER_WATCH_PID: watchPid }),
    LANGSMITH_TRACING: 'false',
    LANGCHAIN_TRACING_V2: 'false',
    LANGGRAPH_CLI_NO_ANALYTICS: '1',
    NODE_OPTIONS: '--disable-warning=ExperimentalWarning',
  };
}

/**
 * A server of its own in a child process, in a fresh state directory removed when it closes. It
 * exits once this process is gone, however that ended (Ctrl-C while it starts, a crash, a kill).
 */
export async function spawnAgentServer(options: AgentServerOptions = {}): Promise<LocalAgentServer> {
  const dir = tempDir('agent');
  const child: ChildProcess = spawn(process.execPath, [SERVE], {
    cwd: dir,
    env: serverEnv(options.workers ?? 4, options.echoDelayMs ?? 100, String(process.pid)),
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

/**
 * The test run's one server: the first caller (any worker, or a process a test spawned) makes its
 * folder under the run's root — an atomic claim — and starts it detached, its output in a log
 * file; every caller reads its URL from that log. It stops itself when the test run's process is
 * gone (AGENT_SERVER_WATCH_PID), and the global teardown stops it (the pid file).
 */
async function sharedAgentServer(root: string): Promise<string> {
  const dir = join(root, 'agent-server');
  const logFile = `${dir}.log`;
  const pidFile = `${dir}.pid`;
  try {
    mkdirSync(dir);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [SERVE], {
      cwd: dir,
      env: serverEnv(32, 0, process.env.LGDA_TEST_PID),
      stdio: ['ignore', log, log],
      detached: true,
    });
    closeSync(log);
    writeFileSync(pidFile, String(child.pid));
    child.unref();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const end = Date.now() + 60_000;
  for (;;) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    const line = log.split('\n').find((l) => l.startsWith('{"url"'));
    if (line) return (JSON.parse(line) as { url: string }).url;
    if (Date.now() > end || (existsSync(pidFile) && !alive(Number(readFileSync(pidFile, 'utf8')))))
      throw new Error(`the shared agent server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A URL of its own in front of the shared server: every request is passed on with the graphs'
 * pause in a header, replies (server-sent events included) piped back untouched.
 */
export async function withEchoDelay(target: string, echoDelayMs: number): Promise<LocalAgentServer> {
  const upstream = new URL(target);
  const { origin, close } = await listenOnLoopback((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, [ECHO_DELAY_HEADER]: String(echoDelayMs) },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return { url: origin, close };
}
