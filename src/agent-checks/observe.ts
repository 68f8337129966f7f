import type { Client } from '@langchain/langgraph-sdk';
import { NotSent } from '../agent/judged-run.ts';
import { joinError, kindOf, lastAiText, textOf, type StateMessage } from '../agent/messages.ts';
import { jsonShape } from '../base/json-shape.ts';
import { JSON_VALUE_MAX_DEPTH } from '../base/policy.ts';
import { isRecord } from '../base/record.ts';
import { boundedJson, excerpt, type Redact } from '../base/untrusted.ts';
import type { CheckCase } from '../inputs/types.ts';
import type { Clock } from '../time/clock.ts';
import type { Observation } from './expectations.ts';
import { tokenUsageOf } from './token-usage.ts';
import { toolCallsOf } from './tool-calls.ts';

/** A run that ended badly on the server: its status and what it said (the agent's failure). */
export class RunFailed extends Error {
  readonly ids: { thread_id: string; run_id: string };

  constructor(message: string, ids: { thread_id: string; run_id: string }) {
    super(message);
    this.ids = ids;
  }
}

/**
 * A reply that is not what the run interface describes — a thread or run without a usable id, a
 * run record without a status, a thread state that is not an object. The server answered, and
 * not as an agent server does: its failure, as a reply that is not JSON is.
 */
class MalformedReply extends Error {}

/** Run statuses that are an end other than success. */
const FAILED = new Set(['error', 'timeout', 'interrupted']);

/**
 * An id as the server's ids go back into request paths: one plain path segment, bounded. (`../ok`
 * would send the next request, with the key, to another endpoint; an object would become
 * `[object Object]`.)
 */
const ID = /^[\w-][\w.:~-]{0,127}$/;

/**
 * One run of a case, through the run interface as the spec describes it: a new thread, a run with
 * the case's input and config, its join, its record (did it succeed?), and the thread's state —
 * from which the reply, the tool calls and the final values are read. Every part of every reply
 * is checked before it is used: whatever shape the server sends, the run ends as a judged
 * observation, a RunFailed or a MalformedReply — never as a TypeError of ours.
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
  const ids = await startRun(client, assistantId, one, signal, redact);
  const joined = await client.runs.join(ids.thread_id, ids.run_id, { signal });
  const durationMs = clock.now() - started;
  await checkSucceeded(client, ids, joinError(joined), signal, redact);
  const state: unknown = await client.threads.getState(ids.thread_id, undefined, { signal });
  if (!isRecord(state))
    throw new MalformedReply(`the agent server's thread state is not an object: ${shown(state, redact)}`);
  const values = state.values;
  const thread = (isRecord(values) && Array.isArray(values.messages) ? values.messages : []).filter(
    isRecord,
  ) as StateMessage[];
  const messages = afterInput(thread, one.input);
  const toolCalls = toolCallsOf(messages);
  return {
    ...ids,
    reply: lastAiText(messages),
    tools: toolCalls.map((call) => call.name),
    values,
    durationMs,
    toolCalls,
    tokens: tokenUsageOf(messages),
  };
}

type RunIds = { thread_id: string; run_id: string };

/**
 * Whether the case's input and config can be sent, checked before anything is: nested at most
 * JSON_VALUE_MAX_DEPTH deep (so the SDK's JSON.stringify, deeper in the stack, cannot overflow it),
 * and written as JSON here. Else NotSent, saying why: no thread is made for a run that cannot start.
 */
function checkSendable(one: CheckCase, redact: Redact): void {
  for (const [field, value] of [
    ['input', one.input],
    ['config', one.config],
  ] as const) {
    if (value === undefined) continue;
    const { depth } = jsonShape(value);
    if (depth > JSON_VALUE_MAX_DEPTH)
      throw new NotSent(
        `the case's ${field} nests ${depth} levels deep, more than the ${JSON_VALUE_MAX_DEPTH} a run's ${field} may: nothing was sent`,
      );
    try {
      JSON.stringify(value);
    } catch (error) {
      throw new NotSent(
        `the case's ${field} cannot be written as JSON (${excerpt(error instanceof Error ? error.message : String(error), 120, redact)}): nothing was sent`,
      );
    }
  }
}

/** A new thread and a run on it with the case's input and config; their ids checked. */
async function startRun(
  client: Client,
  assistantId: string,
  one: CheckCase,
  signal: AbortSignal,
  redact: Redact,
): Promise<RunIds> {
  checkSendable(one, redact);
  const thread_id = idOf(await client.threads.create({ signal }), 'thread_id', 'POST /threads', redact);
  const run = await client.runs.create(thread_id, assistantId, {
    input: one.input,
    ...(one.config ? { config: one.config } : {}),
    // Explicit: the open-source server's default is `reject`, the hosted one's `enqueue`.
    multitaskStrategy: 'enqueue',
    signal,
  });
  return { thread_id, run_id: idOf(run, 'run_id', 'the run it created', redact) };
}

/** The run's record: a RunFailed when the join said an error or the status is a failure, a MalformedReply without one. */
async function checkSucceeded(
  client: Client,
  ids: RunIds,
  said: string | undefined,
  signal: AbortSignal,
  redact: Redact,
): Promise<void> {
  const record: unknown = await client.runs.get(ids.thread_id, ids.run_id, { signal });
  const status = isRecord(record) && typeof record.status === 'string' ? record.status : undefined;
  if (said || (status !== undefined && FAILED.has(status)))
    throw new RunFailed(
      `the run ended ${status === undefined ? 'with an error' : excerpt(status, 32, redact)}${said ? `: ${excerpt(said, 300, redact)}` : ''}`,
      ids,
    );
  if (status === undefined)
    throw new MalformedReply(`the agent server's run record has no status: ${shown(record, redact)}`);
}

/**
 * The messages the run added: a new thread holds the input's messages first, and a conversation
 * given as the input (a reply, a tool call) is not the run's. Only a leading message that is the
 * input's — same kind, same text — is skipped; whatever the graph made of the rest is judged.
 */
function afterInput(thread: StateMessage[], input: Record<string, unknown>): StateMessage[] {
  const given = Array.isArray(input.messages) ? input.messages : [];
  let n = 0;
  while (n < given.length && n < thread.length && sameMessage(thread[n]!, given[n])) n++;
  return thread.slice(n);
}

/** Whether a message of the thread is this message of the input (an object, `[role, text]` or a text). */
function sameMessage(m: StateMessage, given: unknown): boolean {
  const asked: StateMessage =
    typeof given === 'string'
      ? { type: 'human', content: given }
      : Array.isArray(given)
        ? { type: String(given[0]), content: given[1] }
        : isRecord(given)
          ? given
          : {};
  return kindNamed(m) === kindNamed(asked) && textOf(m.content) === textOf(asked.content);
}

/** Human, AI, or any other kind by its own name (a tool message is not a system message). */
function kindNamed(m: StateMessage): string {
  const kind = kindOf(m);
  return kind === 'other' ? String(m.type ?? m.role ?? '') : kind;
}

/** The id a reply carries, when it is one; else MalformedReply naming the request. */
function idOf(reply: unknown, key: 'thread_id' | 'run_id', what: string, redact: Redact): string {
  const id = isRecord(reply) ? reply[key] : undefined;
  if (typeof id === 'string' && ID.test(id)) return id;
  throw new MalformedReply(
    `the agent server answered ${what} without a usable ${key}: ${shown(id === undefined ? reply : id, redact)}`,
  );
}

/** A bit of a malformed reply, for the message: JSON, redacted, one line, bounded. */
function shown(value: unknown, redact: Redact): string {
  return excerpt(boundedJson(value, 4), 120, redact);
}
