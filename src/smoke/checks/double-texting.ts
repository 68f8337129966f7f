import type { Client } from '@langchain/langgraph-sdk';
import {
  humanIndex,
  joinError,
  outline,
  ownReply,
  replySavedAt,
  threadMessages,
} from '../../agent/messages.ts';
import { excerpt } from '../../base/untrusted.ts';
import { SMOKE_START_POLL } from '../../base/policy.ts';
import { CheckFailed, CheckInconclusive } from '../smoke-report.ts';
import { messageText, runInput, type Check, type CheckContext } from './check-context.ts';
import {
  enqueueVerdict,
  interruptVerdict,
  rollbackVerdict,
  type Observation,
} from './double-text-verdicts.ts';

type Strategy = 'enqueue' | 'rollback' | 'interrupt';

/** Run statuses that mean the run has ended. */
const ENDED = new Set(['success', 'error', 'timeout', 'interrupted']);

/**
 * Run A, observed running, then at once run B on the same thread; B joined, then the thread and
 * run A read back. Waiting for A to run is what makes the verdict depend on the server and not on
 * timing: a double-text is a second message while the first is being answered.
 */
async function doubleText(ctx: CheckContext, strategy: Strategy): Promise<Observation> {
  const { client, signal, assistantId } = ctx;
  const textA = messageText(ctx, 'A');
  const textB = messageText(ctx, 'B');
  const thread = await client.threads.create({ signal });
  const create = (text: string) =>
    client.runs.create(thread.thread_id, assistantId, {
      input: runInput(text),
      multitaskStrategy: strategy,
      signal,
    });
  const a = await create(textA);
  const observed: Record<string, unknown> = { thread_id: thread.thread_id, run_a: a.run_id, strategy };
  observed.a_status_when_b_sent = await untilRunning(ctx, thread.thread_id, a.run_id, observed);
  const b = await create(textB);
  observed.run_b = b.run_id;
  const failure = joinError(await client.runs.join(thread.thread_id, b.run_id, { signal }));
  if (failure) throw new CheckFailed(`run B failed: ${excerpt(failure, 300, ctx.redact)}`, observed);
  const messages = await threadMessages(client, thread.thread_id, signal);
  observed.messages = outline(messages, { [textA]: 'A', [textB]: 'B' });
  const aAfter = await fetchRun(client, thread.thread_id, a.run_id, signal);
  observed.a_after = 'status' in aAfter ? aAfter.status : `HTTP ${aAfter.httpStatus}`;
  // The server's own clock says whether A ended before or after B reached it.
  if ('updatedAt' in aAfter)
    Object.assign(observed, { a_updated_at: aAfter.updatedAt, b_created_at: b.created_at });
  return { name: ctx.name, observed, messages, textA, textB, aAfter, bCreatedAt: b.created_at };
}

/**
 * Waits until run A runs. A run that succeeds before it could be overlapped makes the check
 * inconclusive (the graph is too fast to double-text); one that fails, fails the check.
 */
async function untilRunning(
  ctx: CheckContext,
  threadId: string,
  runId: string,
  observed: Record<string, unknown>,
): Promise<string> {
  let pause = SMOKE_START_POLL.firstMs;
  for (;;) {
    const { status } = await ctx.client.runs.get(threadId, runId, { signal: ctx.signal });
    observed.a_status_when_b_sent = status;
    if (status === 'running') return status;
    if (status === 'success') {
      throw new CheckInconclusive(
        `run A ended (${status}) before a second message could reach it while it ran, so ${ctx.name} could not be tested: the graph answers faster than the check can double-text (a model-backed agent takes seconds)`,
        observed,
      );
    }
    if (ENDED.has(status)) {
      const why = joinError(await ctx.client.runs.join(threadId, runId, { signal: ctx.signal }));
      throw new CheckFailed(
        `run A failed (${status})${why ? `: ${excerpt(why, 300, ctx.redact)}` : ''}`,
        observed,
      );
    }
    await ctx.clock.sleep(pause, ctx.signal);
    pause = Math.min(SMOKE_START_POLL.largestMs, pause * 2);
  }
}

async function fetchRun(
  client: Client,
  threadId: string,
  runId: string,
  signal: AbortSignal,
): Promise<Observation['aAfter']> {
  try {
    const run = await client.runs.get(threadId, runId, { signal });
    return { status: run.status, updatedAt: run.updated_at };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return { httpStatus: status };
    throw error;
  }
}

/** Enqueue: B waits for A; the thread ends with A's messages, then B's, in order. */
export const enqueueCheck: Check = async (ctx) => enqueueVerdict(await doubleText(ctx, 'enqueue'));

/** Rollback: A stops (deleted, or kept as ended) without a reply; B replies. */
export const rollbackCheck: Check = async (ctx) => {
  const o = await doubleText(ctx, 'rollback');
  return rollbackVerdict({ ...o, aRepliedAt: await whenAReplied(ctx, o) });
};

/**
 * A kept run A that left a reply: when the server saved that reply, so the verdict can tell an A
 * that answered before B arrived from one that wrote on after it. Read only in that case.
 */
async function whenAReplied(ctx: CheckContext, o: Observation): Promise<string | undefined> {
  if ('httpStatus' in o.aAfter || ownReply(o.messages, humanIndex(o.messages, o.textA)) < 0) return undefined;
  const at = await replySavedAt(ctx.client, String(o.observed.thread_id), o.textA, ctx.signal);
  if (at !== undefined) o.observed.a_replied_at = at;
  return at;
}

/** Interrupt: A stops and is kept; B replies. */
export const interruptCheck: Check = async (ctx) => interruptVerdict(await doubleText(ctx, 'interrupt'));
