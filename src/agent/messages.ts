import type { Client } from '@langchain/langgraph-sdk';
import { boundedJson } from '../base/untrusted.ts';
import { tryJson } from '../base/record.ts';

/** Reading a thread's `values.messages` the way the run interface describes them. */
export interface StateMessage {
  type?: string;
  role?: string;
  content?: unknown;
  /** Tools an AI message asks for: such a message is a step of a run, not its reply. */
  tool_calls?: unknown;
}

/** The thread's messages (`values.messages` of its state). */
export async function threadMessages(
  client: Client,
  threadId: string,
  signal: AbortSignal,
): Promise<StateMessage[]> {
  const state = await client.threads.getState(threadId, undefined, { signal });
  return (state.values as { messages?: StateMessage[] }).messages ?? [];
}

/**
 * When the reply to the human message `text` was first saved in the thread: the `created_at` of
 * the oldest of the thread's last `limit` checkpoints that holds it (the server's own clock), or
 * undefined when none does.
 */
export async function replySavedAt(
  client: Client,
  threadId: string,
  text: string,
  signal: AbortSignal,
  limit = 10,
): Promise<string | undefined> {
  const history = await client.threads.getHistory(threadId, { limit, signal });
  let saved: string | undefined;
  // Newest first: the last state seen holding the reply is the oldest.
  for (const state of history) {
    const messages = (state.values as { messages?: StateMessage[] } | null)?.messages ?? [];
    if (ownReply(messages, humanIndex(messages, text)) < 0) break;
    saved = typeof state.created_at === 'string' ? state.created_at : undefined;
  }
  return saved;
}

/** A message's text: its content, or the text of its content parts (anything else is no text). */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      const text = typeof part === 'object' && part !== null ? (part as { text?: unknown }).text : undefined;
      return typeof text === 'string' ? text : '';
    })
    .join('');
}

type Kind = 'human' | 'ai' | 'other';

/** A message's kind, however the API or an input names it. */
export function kindOf(m: StateMessage): Kind {
  const t = m.type ?? m.role;
  if (t === 'human' || t === 'user') return 'human';
  if (t === 'ai' || t === 'assistant' || t === 'AIMessageChunk') return 'ai';
  return 'other';
}

/**
 * The text of the last AI message that says something, or '' when none does: a message that only
 * calls tools says nothing, and is no answer to quote or judge.
 */
export function lastAiText(messages: StateMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const text = kindOf(m) === 'ai' ? textOf(m.content) : '';
    if (text.trim() !== '') return text;
  }
  return '';
}

/** Index of the human message with exactly this text, or -1. */
export function humanIndex(messages: StateMessage[], text: string): number {
  return messages.findIndex((m) => kindOf(m) === 'human' && textOf(m.content) === text);
}

/** Index of the first reply after `index`, or -1. */
export function replyAfter(messages: StateMessage[], index: number): number {
  if (index < 0) return -1;
  const at = messages.slice(index + 1).findIndex((m) => kindOf(m) === 'ai');
  return at < 0 ? -1 : index + 1 + at;
}

/**
 * Index of the reply to the human message at `index`: an AI message before the next human one
 * that asks for no tools (a step that calls tools is part of the run, not its answer), or -1.
 */
export function ownReply(messages: StateMessage[], index: number): number {
  if (index < 0) return -1;
  for (let i = index + 1; i < messages.length; i++) {
    const m = messages[i]!;
    const kind = kindOf(m);
    if (kind === 'human') return -1;
    if (kind === 'ai' && !(Array.isArray(m.tool_calls) && m.tool_calls.length > 0)) return i;
  }
  return -1;
}

/** The thread as a short sequence for reports: `human A`, `ai`, `human B`, `ai`. */
export function outline(messages: StateMessage[], labels: Record<string, string>): string[] {
  return messages.map((m) => {
    const kind = kindOf(m);
    const label = kind === 'human' ? labels[textOf(m.content)] : undefined;
    return label ? `${kind} ${label}` : kind;
  });
}

/** A join result that carries an error payload (`__error__`) instead of values. */
export function joinError(result: unknown): string | undefined {
  if (!result || typeof result !== 'object' || !('__error__' in result)) return undefined;
  const error = (result as { __error__: { message?: unknown; error?: unknown } }).__error__;
  if (error === undefined) return undefined;
  // Only so deep: a payload nested too deep for JSON.stringify is still an error to report.
  const message = typeof error?.message === 'string' ? error.message : boundedJson(error);
  return (tryJson(message) as { message?: string } | null | undefined)?.message ?? message;
}
