import type { Client } from '@langchain/langgraph-sdk';
import type { SmokeCheckName } from '../../inputs/types.ts';
import type { Redact } from '../../base/untrusted.ts';
import type { Clock } from '../../time/clock.ts';

export interface CheckContext {
  name: SmokeCheckName;
  client: Client;
  assistantId: string;
  message: string;
  /** Aborts on the check's time limit or the workflow's cancellation. */
  signal: AbortSignal;
  clock: Clock;
  /** Applied to anything the server said before it is clipped into a detail. */
  redact: Redact;
}

export interface CheckPass {
  detail: string;
  observed: Record<string, unknown>;
}

/** A check passes by returning what it verified; it fails by throwing CheckFailed. */
export type Check = (ctx: CheckContext) => Promise<CheckPass>;

/** The text of message A or B of a check: the user's message, tagged so it can be found again. */
export function messageText(ctx: CheckContext, which: 'A' | 'B'): string {
  return `${ctx.message} [smoke-test ${ctx.name} ${which}]`;
}

export function runInput(text: string): { messages: Array<{ role: string; content: string }> } {
  return { messages: [{ role: 'human', content: text }] };
}
