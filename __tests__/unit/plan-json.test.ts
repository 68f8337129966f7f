import { describe, expect, test } from '@jest/globals';
import { LIMITS, PLAN_TEXT_MAX } from '../../src/inputs/limits.ts';
import { parsePlan } from '../../src/inputs/plan-json.ts';

/** Input `plan` (command: report) is read like any input: its shape checked, nothing else kept. */
const one = {
  deployment: 'support-agent',
  action: 'deploy',
  reason: 'changed',
  why: 'agents/support changed',
  serving: { revision: 'r1', commit: 'abc1234', from: 'control-plane' },
  changed: ['agents/support/graph.py'],
};
const problem = (value: unknown): string => {
  const parsed = parsePlan(JSON.stringify(value));
  if ('plan' in parsed) throw new Error('accepted');
  return parsed.problem;
};

describe('the plan as input', () => {
  test('a plan of this action is read as it is; fields it does not name are left out', () => {
    const parsed = parsePlan(
      JSON.stringify({
        commit: 'abcdef1',
        extra: 1,
        deployments: [{ ...one, note: 'x', serving: { ...one.serving, x: 2 } }],
      }),
    );
    expect(parsed).toEqual({ plan: { commit: 'abcdef1', deployments: [one] } });
    expect(parsePlan('{"deployments": []}')).toEqual({ plan: { deployments: [] } });
  });

  test.each([
    ['not JSON', '{', /^is not JSON;/],
    ['an array', [], /\(the top: expected an object\)/],
    ['no deployments', {}, /\(deployments: expected an array\)/],
    [
      'an unknown action',
      { deployments: [{ ...one, action: 'ship' }] },
      /\(deployments\.0\.action: expected one of deploy, skip\)/,
    ],
    [
      'an unknown reason',
      { deployments: [{ ...one, reason: 'why not' }] },
      /\(deployments\.0\.reason: expected one of forced, new,/,
    ],
    [
      'an empty name',
      { deployments: [{ ...one, deployment: '' }] },
      /\(deployments\.0\.deployment: shorter than 1 character\)/,
    ],
    [
      'a long name',
      { deployments: [{ ...one, deployment: 'x'.repeat(LIMITS.nameLength + 1) }] },
      /deployments\.0\.deployment: longer than/,
    ],
    [
      'a long why',
      { deployments: [{ ...one, why: 'x'.repeat(PLAN_TEXT_MAX.why + 1) }] },
      /deployments\.0\.why: longer than 2000/,
    ],
    ['a commit that is no SHA', { commit: 'main', deployments: [] }, /\(commit: not a commit SHA/],
    [
      'a serving commit that is no SHA',
      { deployments: [{ ...one, serving: { commit: 'HEAD' } }] },
      /deployments\.0\.serving\.commit: not a commit SHA/,
    ],
    [
      'an unknown serving source',
      { deployments: [{ ...one, serving: { from: 'guess' } }] },
      /deployments\.0\.serving\.from: expected one of control-plane, github-deployment/,
    ],
    [
      'too many changed files',
      { deployments: [{ ...one, changed: Array(21).fill('a') }] },
      /deployments\.0\.changed: more than 20 items/,
    ],
    [
      'a changed file that is no string',
      { deployments: [{ ...one, changed: [1] }] },
      /deployments\.0\.changed\.0: expected a string/,
    ],
    [
      'too many deployments',
      { deployments: Array(LIMITS.fleetSize + 1).fill(one) },
      /deployments: more than/,
    ],
  ])('%s is refused, naming where', (_what, value, pattern) => {
    expect(
      typeof value === 'string' ? (parsePlan(value) as { problem: string }).problem : problem(value),
    ).toMatch(pattern);
  });
});
