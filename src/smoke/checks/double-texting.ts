import type { Client } from '@langchain/langgraph-sdk';
import {
  humanIndex,
  joinError,
  outline,
  replyAfter,
  threadMessages,
  type StateMessage,
} from '../../agent/messages.ts';
import { excerpt } from '../../base/untrusted.ts';
import { CheckFailed, CheckInconclusive } from '../report.ts';
import { messageText, runInput, type Check, type CheckContext } from './context.ts';

type Strategy = 'enqueue' | 'rollback' | 'interrupt';

/** Run statuses that mean the run has ended. */
const ENDED = new Set(['success', 'error', 'timeout', 'interrupted']);
/** Pauses between reads of run A's status while waiting for it to start: 25 ms, doubling to 400 ms. */
const START_POLL = { firstMs: 25, largestMs: 400 };

/**
 * What a double-texting scenario saw: run A, observed running, then at once run B on the same
 * thread. Waiting for A to run is what makes the verdict depend on the server and not on timing:
 * a double-text is a second message while the first is being answered.
 */
interface Observation {
  observed: Record<string, unknown>;
  messages: StateMessage[];
  textA: string;
  textB: string;
  /** Run A after B finished: its status, or the HTTP status of the failed fetch. */
  aAfter: { status: string } | { httpStatus: number };
}

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
  return { observed, messages, textA, textB, aAfter };
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
  let pause = START_POLL.firstMs;
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
    pause = Math.min(START_POLL.largestMs, pause * 2);
  }
}

/** A was overlapped only if it did not simply finish: `success` means B arrived too late. */
function requireOverlap(ctx: CheckContext, o: Observation): void {
  if ('status' in o.aAfter && o.aAfter.status === 'success') {
    throw new CheckInconclusive(
      `run A finished (success) before run B took effect, so ${ctx.name} could not be tested: the graph answers faster than the check can double-text`,
      o.observed,
    );
  }
}

async function fetchRun(
  client: Client,
  threadId: string,
  runId: string,
  signal: AbortSignal,
): Promise<{ status: string } | { httpStatus: number }> {
  try {
    return { status: (await client.runs.get(threadId, runId, { signal })).status };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return { httpStatus: status };
    throw error;
  }
}

function requireReplyToB(o: Observation): number {
  const b = humanIndex(o.messages, o.textB);
  if (b < 0) throw new CheckFailed("the thread state does not hold run B's message", o.observed);
  if (replyAfter(o.messages, b) < 0)
    throw new CheckFailed("the thread state holds run B's message but no reply", o.observed);
  return b;
}

/** Enqueue: B waits for A; the thread ends with A's messages, then B's, in order. */
export const enqueueCheck: Check = async (ctx) => {
  const o = await doubleText(ctx, 'enqueue');
  const a = humanIndex(o.messages, o.textA);
  const b = requireReplyToB(o);
  if (a < 0) throw new CheckFailed("run A's message is missing from the thread", o.observed);
  const replyA = replyAfter(o.messages, a);
  if (!(a < replyA && replyA < b)) {
    throw new CheckFailed("the thread does not hold A's message and reply before B's", o.observed);
  }
  return { detail: 'B ran after A; the thread holds A then B, each with a reply', observed: o.observed };
};

/** Rollback: A is interrupted and deleted; only B's messages remain; fetching A fails. */
export const rollbackCheck: Check = async (ctx) => {
  const o = await doubleText(ctx, 'rollback');
  requireReplyToB(o);
  requireOverlap(ctx, o);
  const problems: string[] = [];
  if (humanIndex(o.messages, o.textA) >= 0) problems.push("run A's message is still in the thread");
  if ('status' in o.aAfter) problems.push(`run A can still be fetched (status ${o.aAfter.status})`);
  if (problems.length) {
    throw new CheckFailed(
      `${problems.join('; ')}: rollback should delete run A (A was ${o.observed.a_status_when_b_sent} when B was sent)${'status' in o.aAfter && o.aAfter.status === 'error' ? '; the open-source JavaScript agent server keeps a rolled-back running run as error, the hosted server deletes it' : ''}`,
      o.observed,
    );
  }
  return {
    detail: `A was deleted (fetching it answers HTTP ${(o.aAfter as { httpStatus: number }).httpStatus}); the thread holds only B`,
    observed: o.observed,
  };
};

/** Interrupt: A is interrupted but kept (still fetchable); B runs and replies. */
export const interruptCheck: Check = async (ctx) => {
  const o = await doubleText(ctx, 'interrupt');
  requireReplyToB(o);
  requireOverlap(ctx, o);
  if (!('status' in o.aAfter)) {
    throw new CheckFailed(
      `run A cannot be fetched (HTTP ${o.aAfter.httpStatus}): interrupt should keep it`,
      o.observed,
    );
  }
  return { detail: `A was kept (status ${o.aAfter.status}); B replied`, observed: o.observed };
};
