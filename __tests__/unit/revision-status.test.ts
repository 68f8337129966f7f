import { describe, expect, test } from '@jest/globals';
import { classifyStatus } from '../../src/control-plane/revision-status.ts';

describe('revision status table', () => {
  test('DEPLOYED is success', () => expect(classifyStatus('DEPLOYED').verdict).toBe('success'));

  test.each(['CREATE_FAILED', 'BUILD_FAILED', 'DEPLOY_FAILED', 'IMAGE_PULL_FAILED', 'FAILED'])(
    '%s (contains FAILED) is failure',
    (status) => expect(classifyStatus(status).verdict).toBe('failure'),
  );

  test.each(['SKIPPED', 'INTERRUPTED'])(
    '%s is a failure that says the revision was not deployed',
    (status) => {
      const meaning = classifyStatus(status);
      expect(meaning.verdict).toBe('failure');
      expect(meaning.meaning).toMatch(/not deployed/);
    },
  );

  test.each(['CREATING', 'QUEUED', 'AWAITING_BUILD', 'BUILDING', 'AWAITING_DEPLOY', 'DEPLOYING', 'UNKNOWN'])(
    '%s keeps polling',
    (status) => expect(classifyStatus(status).verdict).toBe('in-progress'),
  );

  test('a status unknown today keeps polling and says so', () => {
    expect(classifyStatus('WARMING_UP')).toEqual({
      verdict: 'in-progress',
      meaning: 'Status WARMING_UP is not known to this action; it keeps waiting.',
    });
  });

  test('BUILD_FAILED points to langgraph.json and the dependencies', () =>
    expect(classifyStatus('BUILD_FAILED').meaning).toMatch(/langgraph.json/));
});
