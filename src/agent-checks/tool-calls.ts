import { isRecord } from '../base/record.ts';
import { kindOf, type StateMessage } from '../agent/messages.ts';
import type { SeenCall } from './trajectory-match.ts';

type CallingMessage = StateMessage & { name?: unknown; additional_kwargs?: unknown };

/**
 * The tool calls a run's messages record, in order, with their arguments and the message that
 * made them: an AI message's `tool_calls` (LangChain: `{name, args}`), or else its
 * `additional_kwargs.tool_calls` (OpenAI: `{function: {name, arguments}}`, the arguments JSON
 * text). A run whose AI messages record none but whose tool messages have names (a graph that
 * runs tools without a model's request) called those tools with arguments unknown. What is not a
 * call with a name is no call; `invalid_tool_calls` (arguments the model garbled) were not run.
 */
export function toolCallsOf(messages: readonly StateMessage[]): SeenCall[] {
  const calls: SeenCall[] = [];
  messages.forEach((message, step) => {
    const m = message as CallingMessage;
    if (kindOf(m) !== 'ai') return;
    const own = list(m.tool_calls);
    for (const call of own)
      if (isRecord(call) && typeof call.name === 'string')
        calls.push({ name: call.name, args: call.args, step });
    if (own.length) return;
    const openAi = isRecord(m.additional_kwargs) ? list(m.additional_kwargs.tool_calls) : [];
    for (const call of openAi)
      if (isRecord(call) && isRecord(call.function) && typeof call.function.name === 'string')
        calls.push({ name: call.function.name, args: parsedArguments(call.function.arguments), step });
  });
  if (calls.length) return calls;
  return messages.flatMap((m, step) =>
    (m.type ?? m.role) === 'tool' && typeof (m as CallingMessage).name === 'string'
      ? [{ name: (m as CallingMessage).name as string, args: undefined, step }]
      : [],
  );
}

/** OpenAI's arguments: JSON text of an object; text that is not JSON stays text (it fits nothing). */
function parsedArguments(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
