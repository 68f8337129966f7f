import { describe, expect, test } from '@jest/globals';
import type { StateMessage } from '../../src/agent/messages.ts';
import {
  interruptVerdict,
  rollbackVerdict,
  type Observation,
} from '../../src/smoke/checks/double-text-verdicts.ts';
import { CheckInconclusive } from '../../src/smoke/smoke-report.ts';

const A = 'hello [smoke-test rollback A]';
const B = 'hello [smoke-test rollback B]';
const human = (content: string): StateMessage => ({ type: 'human', content });
const ai = (content: string, tool_calls: unknown[] = []): StateMessage => ({
  type: 'ai',
  content,
  tool_calls,
});
/** B reached the server at this time; A's last update is compared with it. */
const B_AT = '2026-11-25T10:00:01.000Z';

function observation(
  name: 'rollback' | 'interrupt',
  aAfter: Observation['aAfter'],
  messages: StateMessage[],
): Observation {
  return {
    name,
    observed: { a_status_when_b_sent: 'running' },
    messages,
    textA: A,
    textB: B,
    aAfter,
    bCreatedAt: B_AT,
  };
}

/** The verdict as `passed: <detail>`, `failed: <detail>` or `inconclusive: <detail>`. */
function verdict(judge: (o: Observation) => { detail: string }, o: Observation): string {
  try {
    return `passed: ${judge(o).detail}`;
  } catch (error) {
    return `${error instanceof CheckInconclusive ? 'inconclusive' : 'failed'}: ${(error as Error).message}`;
  }
}

const onlyB = [human(B), ai('echo B')];
const keptA = [human(A), human(B), ai('echo B')];

describe('rollback: each conforming server passes, saying which behaviour it showed', () => {
  test.each([
    [
      'hosted: A deleted, only B in the thread',
      { httpStatus: 404 },
      onlyB,
      "passed: A was deleted (fetching it answers HTTP 404), as the hosted server does; the thread holds only B's messages; B replied",
    ],
    [
      'open-source: A kept as error, its message without a reply',
      { status: 'error', updatedAt: '2026-11-25T10:00:01.050Z' },
      keptA,
      "passed: A was stopped and kept (status error), as the open-source server does with a running run; A's message stayed in the thread without a reply; B replied",
    ],
    [
      'open-source: A kept as error, aborted before its message was checkpointed',
      { status: 'error' },
      onlyB,
      "passed: A was stopped and kept (status error), as the open-source server does with a running run; the thread holds only B's messages; B replied",
    ],
    [
      'A kept as interrupted after a tool-calling step (a step, not a reply)',
      { status: 'interrupted' },
      [human(A), ai('', [{ name: 'search', args: {}, id: 't1' }]), human(B), ai('echo B')],
      "passed: A was stopped and kept (status interrupted); A's message stayed in the thread without a reply; B replied",
    ],
  ])('%s', (_name, aAfter, messages, expected) => {
    expect(verdict(rollbackVerdict, observation('rollback', aAfter, messages))).toBe(expected);
  });
});

describe('rollback: a server where A runs on, completes or replies fails', () => {
  test.each([
    [
      'A still running after B finished',
      { status: 'running' },
      keptA,
      'failed: run A is still running after B finished: rollback should stop it (B was sent while A was running)',
    ],
    [
      'A completed 2 s after B reached the server',
      { status: 'success', updatedAt: '2026-11-25T10:00:03.000Z' },
      [human(A), ai('echo A'), human(B), ai('echo B')],
      'failed: run A ran to the end (success), 2s after B reached the server while it ran: rollback should stop it',
    ],
    [
      'A kept as error but its reply is in the thread',
      { status: 'error' },
      [human(A), ai('echo A'), human(B), ai('echo B')],
      'failed: run A left a reply in the thread: rollback should discard it',
    ],
    [
      'A deleted but its reply is in the thread',
      { httpStatus: 404 },
      [human(A), ai('echo A'), human(B), ai('echo B')],
      'failed: run A left a reply in the thread: rollback should discard it',
    ],
    [
      'A ended as timeout',
      { status: 'timeout' },
      keptA,
      'failed: run A ended as timeout; rollback should stop it (interrupted or error) (B was sent while A was running)',
    ],
    [
      'B has no reply',
      { httpStatus: 404 },
      [human(B)],
      "failed: the thread state holds run B's message but no reply",
    ],
  ])('%s', (_name, aAfter, messages, expected) => {
    expect(verdict(rollbackVerdict, observation('rollback', aAfter, messages))).toBe(expected);
  });
});

describe('rollback: a kept A whose reply is in the thread, judged by when the server saved it', () => {
  const replied = [human(A), ai('echo A'), human(B), ai('echo B')];
  test.each([
    [
      'saved before B reached the server: A had answered, nothing to test',
      '2026-11-25T10:00:00.700Z',
      'inconclusive: run A had replied 300ms before run B reached the server, so rollback could not be tested: the graph answers faster than the check can double-text',
    ],
    [
      'saved after B reached the server: A wrote on after it',
      '2026-11-25T10:00:01.200Z',
      'failed: run A left a reply in the thread: rollback should discard it',
    ],
    [
      'no time known: the reply is evidence enough',
      undefined,
      'failed: run A left a reply in the thread: rollback should discard it',
    ],
    ['an unreadable time', 'soon', 'failed: run A left a reply in the thread: rollback should discard it'],
  ])('%s', (_name, aRepliedAt, expected) => {
    const o = { ...observation('rollback', { status: 'error' }, replied), aRepliedAt };
    expect(verdict(rollbackVerdict, o)).toBe(expected);
  });

  test('a deleted A that left a reply fails whenever it was saved', () => {
    const o = {
      ...observation('rollback', { httpStatus: 404 }, replied),
      aRepliedAt: '2026-11-25T10:00:00.700Z',
    };
    expect(verdict(rollbackVerdict, o)).toBe(
      'failed: run A left a reply in the thread: rollback should discard it',
    );
  });
});

describe('a run A that succeeded: too fast to test, or not stopped, by the server’s own clock', () => {
  const done = [human(A), ai('echo A'), human(B), ai('echo B')];
  test.each([
    ['ended before B arrived', '2026-11-25T10:00:00.900Z', 'inconclusive'],
    [
      'ended just after B arrived: the stop may still have been on its way',
      '2026-11-25T10:00:01.900Z',
      'inconclusive',
    ],
    ['ran on for more than a second after B arrived', '2026-11-25T10:00:02.100Z', 'failed'],
    ['no timestamp: nothing is blamed on a guess', undefined, 'inconclusive'],
    ['an unreadable timestamp', 'yesterday', 'inconclusive'],
  ])('%s', (_name, updatedAt, result) => {
    for (const name of ['rollback', 'interrupt'] as const) {
      const judge = name === 'rollback' ? rollbackVerdict : interruptVerdict;
      expect(verdict(judge, observation(name, { status: 'success', updatedAt }, done))).toMatch(
        new RegExp(`^${result}: run A`),
      );
    }
  });
});

describe('interrupt: A is stopped and kept; what it wrote before is kept by design', () => {
  test.each([
    [
      'hosted: A interrupted',
      { status: 'interrupted' },
      keptA,
      'passed: A was stopped and kept (status interrupted); B replied',
    ],
    [
      'open-source: A marked error, with a partial reply',
      { status: 'error' },
      [human(A), ai('partial'), human(B), ai('echo B')],
      'passed: A was stopped and kept (status error); B replied',
    ],
    [
      'A deleted',
      { httpStatus: 404 },
      onlyB,
      'failed: run A cannot be fetched (HTTP 404): interrupt should keep it',
    ],
    [
      'A still pending',
      { status: 'pending' },
      keptA,
      'failed: run A is still pending after B finished: interrupt should stop it (B was sent while A was running)',
    ],
  ])('%s', (_name, aAfter, messages, expected) => {
    expect(verdict(interruptVerdict, observation('interrupt', aAfter, messages))).toBe(expected);
  });
});
