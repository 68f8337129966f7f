import {
  humanIndex,
  joinError,
  lastAiText,
  outline,
  replyAfter,
  threadMessages,
} from '../../agent/messages.ts';
import { excerpt } from '../../base/untrusted.ts';
import { CheckFailed } from '../smoke-report.ts';
import { messageText, runInput, type Check } from './check-context.ts';

/**
 * A run on a new thread: create, join, and find the message and a later reply in the state. The
 * detail quotes the last AI message with text, or says there was none.
 */
export const singleRunCheck: Check = async (ctx) => {
  const { client, signal } = ctx;
  const text = messageText(ctx, 'A');
  const thread = await client.threads.create({ signal });
  const run = await client.runs.create(thread.thread_id, ctx.assistantId, {
    input: runInput(text),
    multitaskStrategy: 'enqueue',
    signal,
  });
  const observed: Record<string, unknown> = { thread_id: thread.thread_id, run_id: run.run_id };
  const failure = joinError(await client.runs.join(thread.thread_id, run.run_id, { signal }));
  if (failure) throw new CheckFailed(`the run failed: ${excerpt(failure, 300, ctx.redact)}`, observed);
  const messages = await threadMessages(client, thread.thread_id, signal);
  observed.messages = outline(messages, { [text]: 'A' });
  const sent = humanIndex(messages, text);
  if (sent < 0) throw new CheckFailed('the thread state does not hold the message that was sent', observed);
  const reply = replyAfter(messages, sent);
  if (reply < 0) throw new CheckFailed('the thread state holds the message but no reply after it', observed);
  // The verdict is that a reply came; the quote is what the run said (a tool call says nothing).
  const said = lastAiText(messages.slice(sent + 1));
  return {
    detail: said
      ? `run ${run.run_id} replied: "${excerpt(said, 100, ctx.redact)}"`
      : `run ${run.run_id} replied with no text: no AI message after the one sent says anything`,
    observed,
  };
};
