import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { threadMessages, type StateMessage } from '../../src/agent/messages.ts';
import { createAgentClient } from '../../src/agent/run-client.ts';
import { tokenUsageOf } from '../../src/agent-checks/token-usage.ts';
import { toolCallsOf } from '../../src/agent-checks/tool-calls.ts';
import { describeTrajectoryFailure, matchTrajectory } from '../../src/agent-checks/trajectory-match.ts';
import type { ExpectedCall } from '../../src/inputs/expect-kinds.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { Budget } from '../../src/time/budget.ts';
import { systemClock } from '../../src/time/clock.ts';

/**
 * The trajectory and token modules on the messages the real open-source agent server
 * keeps for a run of a tool-calling graph (graphs/tools.mjs): LangGraph's ToolNode runs the tools,
 * the thread state is read through the official SDK as the action reads it.
 */
let server: LocalAgentServer;

beforeAll(async () => {
  server = await startAgentServer({ workers: 2 });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** One run of the graph on a new thread; the thread's messages after the question. */
async function run(assistant: string, question: string): Promise<StateMessage[]> {
  const signal = AbortSignal.timeout(20_000);
  const budget = Budget.start(systemClock, 20_000, signal);
  const client = await createAgentClient(server.url, undefined, fetch, budget);
  const thread = await client.threads.create({ signal });
  await client.runs.wait(thread.thread_id, assistant, {
    input: { messages: [{ role: 'user', content: question }] },
    signal,
  });
  const messages = await threadMessages(client, thread.thread_id, signal);
  expect(messages[0]).toMatchObject({ type: 'human', content: question });
  return messages.slice(1);
}

const EXPECTED: ExpectedCall[] = [
  { name: 'lookup_policy', args: { topic: 'refunds' } },
  { name: 'get_order', args: { order_id: 'A17' } },
  { name: 'send_email', args: { to: 'ann@example.com', subject: 'Refund for A17' } },
];

describe('a tool-calling agent on the real agent server', () => {
  let messages: StateMessage[];
  beforeAll(async () => {
    messages = await run('toolAgent', 'Refund order A17 to ann@example.com');
  }, 30_000);

  test('its tool calls are read with their arguments; the parallel ones share their message', () => {
    const calls = toolCallsOf(messages);
    expect(calls.map(({ name, args }) => ({ name, args }))).toEqual(EXPECTED);
    expect(calls[1]!.step).toBe(calls[2]!.step);
    expect(calls[0]!.step).toBeLessThan(calls[1]!.step);
    // Between them, the tool messages LangGraph's ToolNode wrote.
    expect(messages.map((m) => m.type)).toEqual(['ai', 'tool', 'ai', 'tool', 'tool', 'ai']);
  });

  test('strict, exact: the run matches; the parallel calls may be expected in either order', () => {
    expect(matchTrajectory(EXPECTED, toolCallsOf(messages), { match: 'strict', args: 'exact' })).toEqual({
      met: true,
      failures: [],
    });
    const swapped = [EXPECTED[0]!, EXPECTED[2]!, EXPECTED[1]!];
    expect(matchTrajectory(swapped, toolCallsOf(messages), { match: 'strict', args: 'exact' }).met).toBe(
      true,
    );
    const reordered = [EXPECTED[1]!, EXPECTED[0]!, EXPECTED[2]!];
    expect(
      matchTrajectory(reordered, toolCallsOf(messages), { match: 'strict', args: 'exact' }).failures,
    ).toEqual([{ kind: 'order', position: 0, expectedName: 'get_order', seenName: 'lookup_policy' }]);
  });

  test('superset with a name alone and part of the arguments; a wrong argument is named', () => {
    const partly: ExpectedCall[] = [
      { name: 'send_email', args: { to: 'ann@example.com' } },
      { name: 'lookup_policy' },
    ];
    expect(matchTrajectory(partly, toolCallsOf(messages), { match: 'superset', args: 'superset' }).met).toBe(
      true,
    );
    const wrong: ExpectedCall[] = [{ name: 'get_order', args: { order_id: 'B42' } }];
    const result = matchTrajectory(wrong, toolCallsOf(messages), { match: 'superset', args: 'superset' });
    expect(result.failures.map((f) => describeTrajectoryFailure(f, (t) => t))).toEqual([
      'get_order (expected call 1, call 2): order_id expected "B42", seen "A17"',
    ]);
  });

  test('its tokens: the usage_metadata of its three AI messages added up', () => {
    expect(tokenUsageOf(messages)).toEqual({
      known: true,
      input: 120 + 180 + 260,
      output: 18 + 41 + 32,
      total: 138 + 221 + 292,
      unreported: 0,
    });
  });
});

test('an agent whose messages report no usage has unknown tokens, not zero', async () => {
  const messages = await run('toolAgentNoUsage', 'Refund order A17 to ann@example.com');
  expect(toolCallsOf(messages)).toHaveLength(3);
  expect(tokenUsageOf(messages)).toEqual({ known: false, aiMessages: 3 });
}, 30_000);
