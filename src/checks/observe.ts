import type { Client } from '@langchain/langgraph-sdk';
import { joinError, textOf, type StateMessage } from '../agent/messages.ts';
import { excerpt, type Redact } from '../base/untrusted.ts';
import type { CheckCase } from '../inputs/types.ts';
import type { Clock } from '../time/clock.ts';
import type { Observation } from './expect.ts';

/** A run that ended badly on the server: its status and what it said (the agent's failure). */
export class RunFailed extends Error {
  readonly ids: { thread_id: string; run_id: string };

  constructor(message: string, ids: { thread_id: string; run_id: string }) {
    super(message);
    this.ids = ids;
  }
}

/** Run statuses that are an end other than success. */
const FAILED = new Set(['error', 'timeout', 'interrupted']);

/**
 * One run of a case, through the run interface as the spec describes it: a new thread, a run with
 * the case's input and config, its join, its record (did it succeed?), and the thread's state —
 * from which the reply, the tool calls and the final values are read.
 */
export async function observeRun(
  client: Client,
  assistantId: string,
  one: CheckCase,
  signal: AbortSignal,
  clock: Clock,
  redact: Redact,
): Promise<Observation & { thread_id: string; run_id: string }> {
  const started = clock.now();
  const thread = await client.threads.create({ signal });
  const run = await client.runs.create(thread.thread_id, assistantId, {
    input: one.input,
    ...(one.config ? { config: one.config } : {}),
    // Explicit: the open-source server's default is `reject`, the hosted one's `enqueue`.
    multitaskStrategy: 'enqueue',
    signal,
  });
  const ids = { thread_id: thread.thread_id, run_id: run.run_id };
  const joined = await client.runs.join(thread.thread_id, run.run_id, { signal });
  const durationMs = clock.now() - started;
  const said = joinError(joined);
  const { status } = await client.runs.get(thread.thread_id, run.run_id, { signal });
  if (said || FAILED.has(status))
    throw new RunFailed(
      `the run ended ${excerpt(status, 32, redact)}${said ? `: ${excerpt(said, 300, redact)}` : ''}`,
      ids,
    );
  const state = await client.threads.getState(thread.thread_id, undefined, { signal });
  const values = state.values as { messages?: unknown };
  const messages = Array.isArray(values?.messages) ? (values.messages as StateMessage[]) : [];
  return { ...ids, reply: lastReply(messages), tools: toolsCalled(messages), values, durationMs };
}

type ToolMessage = StateMessage & {
  name?: unknown;
  tool_calls?: Array<{ name?: unknown }>;
  additional_kwargs?: { tool_calls?: Array<{ function?: { name?: unknown } }> };
};

const isAi = (m: StateMessage): boolean =>
  ['ai', 'assistant', 'AIMessageChunk'].includes(m.type ?? m.role ?? '');

/** The last AI message that says something (a message that only calls tools says nothing). */
function lastReply(messages: StateMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (isAi(m) && textOf(m.content).trim() !== '') return textOf(m.content);
  }
  return '';
}

/**
 * The tools the run called, in order: the AI messages' tool calls (LangChain's `tool_calls`, or
 * OpenAI's `additional_kwargs.tool_calls`); else the tool messages' names.
 */
function toolsCalled(messages: StateMessage[]): string[] {
  const calls: string[] = [];
  for (const m of messages as ToolMessage[]) {
    if (!isAi(m)) continue;
    for (const call of m.tool_calls ?? []) if (typeof call?.name === 'string') calls.push(call.name);
    if (!m.tool_calls?.length)
      for (const call of m.additional_kwargs?.tool_calls ?? [])
        if (typeof call?.function?.name === 'string') calls.push(call.function.name);
  }
  if (calls.length) return calls;
  return (messages as ToolMessage[])
    .filter((m) => (m.type ?? m.role) === 'tool' && typeof m.name === 'string')
    .map((m) => m.name as string);
}
