import { humanIndex, ownReply, replyAfter, type StateMessage } from '../../agent/messages.ts';
import { SMOKE_STOP_GRACE_MS } from '../../base/policy.ts';
import { formatDuration } from '../../time/duration.ts';
import { CheckFailed, CheckInconclusive } from '../smoke-report.ts';
import type { CheckPass } from './check-context.ts';

/**
 * What a double-texting scenario saw: run A, observed running, then at once run B on the same
 * thread; B joined. Everything here is the server's own account, read after B finished.
 */
export interface Observation {
  /** The check's name, for messages (`rollback`, `interrupt`, `enqueue`). */
  name: string;
  observed: Record<string, unknown>;
  messages: StateMessage[];
  textA: string;
  textB: string;
  /** Run A after B finished: its status and last update, or the HTTP status of the failed fetch. */
  aAfter: { status: string; updatedAt?: string } | { httpStatus: number };
  /** When the server received run B (its `created_at`). */
  bCreatedAt?: string;
  /** Rollback, when A's reply is in the thread: when the server saved it (its checkpoint's time). */
  aRepliedAt?: string;
}

/**
 * The statuses a run stopped by a double-text ends in: `interrupted` (the hosted server's
 * interrupt), `error` (the open-source JavaScript server aborts a running run, for interrupt and
 * rollback alike).
 */
const STOPPED = new Set(['error', 'interrupted']);
/** Statuses of a run that has not ended. */
const NOT_ENDED = new Set(['pending', 'running']);

/** Enqueue: B waits for A; the thread ends with A's messages, then B's, in order. */
export function enqueueVerdict(o: Observation): CheckPass {
  const a = humanIndex(o.messages, o.textA);
  const b = requireReplyToB(o);
  if (a < 0) throw new CheckFailed("run A's message is missing from the thread", o.observed);
  const replyA = replyAfter(o.messages, a);
  if (!(a < replyA && replyA < b)) {
    throw new CheckFailed("the thread does not hold A's message and reply before B's", o.observed);
  }
  return { detail: 'B ran after A; the thread holds A then B, each with a reply', observed: o.observed };
}

/**
 * Rollback: A no longer runs, leaves no reply, and B completes. Two behaviours conform: the hosted
 * server deletes A (fetching it fails); the open-source JavaScript server aborts a running A and
 * keeps it as `error` (both delete an A that had not started). The detail says which was seen.
 */
export function rollbackVerdict(o: Observation): CheckPass {
  requireReplyToB(o);
  let how: string;
  if ('httpStatus' in o.aAfter)
    how = `A was deleted (fetching it answers HTTP ${o.aAfter.httpStatus}), as the hosted server does`;
  else {
    const status = requireStopped(o, o.aAfter);
    how = `A was stopped and kept (status ${status})${status === 'error' ? ', as the open-source server does with a running run' : ''}`;
    requireNotAnsweredFirst(o);
  }
  return { detail: `${how}; ${requireNoReplyToA(o)}; B replied`, observed: o.observed };
}

/**
 * Interrupt: A is stopped but kept (still fetchable, `interrupted` or `error`), and B completes.
 * What A wrote before it was stopped stays, by design, so A's messages are reported, not judged.
 */
export function interruptVerdict(o: Observation): CheckPass {
  requireReplyToB(o);
  if ('httpStatus' in o.aAfter) {
    throw new CheckFailed(
      `run A cannot be fetched (HTTP ${o.aAfter.httpStatus}): interrupt should keep it`,
      o.observed,
    );
  }
  const status = requireStopped(o, o.aAfter);
  return { detail: `A was stopped and kept (status ${status}); B replied`, observed: o.observed };
}

function requireReplyToB(o: Observation): number {
  const b = humanIndex(o.messages, o.textB);
  if (b < 0) throw new CheckFailed("the thread state does not hold run B's message", o.observed);
  if (replyAfter(o.messages, b) < 0)
    throw new CheckFailed("the thread state holds run B's message but no reply", o.observed);
  return b;
}

/**
 * A kept run A must have been stopped by B. One that ran on fails the check; one that finished
 * before B could stop it makes it inconclusive (the graph answers too fast to double-text).
 */
function requireStopped(o: Observation, a: { status: string; updatedAt?: string }): string {
  if (STOPPED.has(a.status)) return a.status;
  const sentWhile = `B was sent while A was ${String(o.observed.a_status_when_b_sent)}`;
  if (NOT_ENDED.has(a.status)) {
    throw new CheckFailed(
      `run A is still ${a.status} after B finished: ${o.name} should stop it (${sentWhile})`,
      o.observed,
    );
  }
  if (a.status === 'success') {
    // How long A ran on after the server received B, by the server's own clocks (A's last update,
    // its end, against B's creation): a timestamp missing or unreadable blames nothing on a guess.
    const ranOn = Date.parse(a.updatedAt ?? '') - Date.parse(o.bCreatedAt ?? '');
    if (!(ranOn > SMOKE_STOP_GRACE_MS)) {
      throw new CheckInconclusive(
        `run A finished (success) before run B could stop it, so ${o.name} could not be tested: the graph answers faster than the check can double-text`,
        o.observed,
      );
    }
    throw new CheckFailed(
      `run A ran to the end (success), ${formatDuration(ranOn)} after B reached the server while it ran: ${o.name} should stop it`,
      o.observed,
    );
  }
  throw new CheckFailed(
    `run A ended as ${a.status}; ${o.name} should stop it (interrupted or error) (${sentWhile})`,
    o.observed,
  );
}

/**
 * A kept A whose reply the server saved before B reached it had answered already: the stop came
 * too late to discard anything, which says nothing about rollback (the open-source server keeps
 * what a run saved). By the server's own clocks; a timestamp missing or unreadable proves nothing.
 */
function requireNotAnsweredFirst(o: Observation): void {
  const ahead = Date.parse(o.bCreatedAt ?? '') - Date.parse(o.aRepliedAt ?? '');
  if (!(ahead >= 0)) return;
  throw new CheckInconclusive(
    `run A had replied ${formatDuration(ahead)} before run B reached the server, so ${o.name} could not be tested: the graph answers faster than the check can double-text`,
    o.observed,
  );
}

/** A rolled-back A may leave its message (the open-source server keeps it), but never a reply. */
function requireNoReplyToA(o: Observation): string {
  const a = humanIndex(o.messages, o.textA);
  if (a < 0) return "the thread holds only B's messages";
  if (ownReply(o.messages, a) >= 0)
    throw new CheckFailed('run A left a reply in the thread: rollback should discard it', o.observed);
  return "A's message stayed in the thread without a reply";
}
