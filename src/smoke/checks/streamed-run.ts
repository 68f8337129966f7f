import { SMOKE_MAX_EVENT_KINDS } from '../../base/policy.ts';
import { boundedJson, excerpt } from '../../base/untrusted.ts';
import { CheckFailed } from '../smoke-report.ts';
import { messageText, runInput, type Check } from './check-context.ts';

/** A threadless streamed run (`updates` and `messages`): at least one chunk, no error event. */
export const streamCheck: Check = async (ctx) => {
  const kinds = new Map<string, number>();
  const stream = ctx.client.runs.stream(null, ctx.assistantId, {
    input: runInput(messageText(ctx, 'A')),
    streamMode: ['updates', 'messages'],
    signal: ctx.signal,
  });
  for await (const chunk of stream) {
    // Kinds are the server's words: a flood of new names is counted under one.
    const kind = kinds.has(chunk.event) || kinds.size < SMOKE_MAX_EVENT_KINDS ? chunk.event : '(other)';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (chunk.event === 'error') {
      throw new CheckFailed(
        `the stream sent an error event: ${excerpt(boundedJson(chunk.data), 200, ctx.redact)}`,
        {
          events: Object.fromEntries(kinds),
        },
      );
    }
  }
  const observed = { events: Object.fromEntries(kinds) };
  const total = [...kinds.values()].reduce((a, b) => a + b, 0);
  if (total === 0) throw new CheckFailed('the stream ended without a chunk', observed);
  return { detail: `${total} chunks: ${[...kinds.keys()].join(', ')}`, observed };
};
