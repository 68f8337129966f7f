/**
 * Child-process entry: the open-source agent server (@langchain/langgraph-api) on a free
 * loopback port with the deterministic graphs, state in the current directory. Prints one JSON
 * line `{"url": ...}` when ready. With AGENT_SERVER_WATCH_PID, it exits once that process is gone.
 */
import { join } from 'node:path';
import { endWith } from './outlive.ts';

// Before the server's modules load: a start interrupted there leaves no server behind either.
endWith(Number(process.env.AGENT_SERVER_WATCH_PID ?? '0'));
const { startServer } = await import('@langchain/langgraph-api/server');

const graphs = {
  ...Object.fromEntries(
    ['echo', 'fail'].map((name) => [name, join(import.meta.dirname, 'graphs', `${name}.mjs`) + ':graph']),
  ),
  // The echo graph that replies first and ends later (double-texting after its reply was saved).
  echoLinger: `${join(import.meta.dirname, 'graphs', 'echo.mjs')}:lingering`,
  // The support agents of the agent-checks tests (graphs/agent.mjs), one export each.
  ...Object.fromEntries(
    ['agent', 'agentWrongPolicy', 'agentNoTool', 'agentSilent', 'agentSlow', 'agentFlaky', 'agentBroken'].map(
      (name) => [name, `${join(import.meta.dirname, 'graphs', 'agent.mjs')}:${name}`],
    ),
  ),
  // The tool-calling agents of the trajectory and token tests (graphs/tools.mjs).
  ...Object.fromEntries(
    ['toolAgent', 'toolAgentNoUsage'].map((name) => [
      name,
      `${join(import.meta.dirname, 'graphs', 'tools.mjs')}:${name}`,
    ]),
  ),
};
const { host } = await startServer({
  port: 0,
  host: '127.0.0.1',
  cwd: process.cwd(),
  graphs,
  nWorkers: Number(process.env.AGENT_WORKERS ?? '4'),
});
console.log(JSON.stringify({ url: `http://${host}` }));
