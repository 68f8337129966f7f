import { describe, expect, test } from '@jest/globals';
import { DEPLOYMENT_NAME_PATTERN, normalizeDeploymentName } from '../../src/inputs/deployment-name.ts';

describe('normalizeDeploymentName (the three clients’ rule)', () => {
  test.each([
    ['My_Agent', 'my-agent'],
    ['my-agent', 'my-agent'],
    ['agent.v2', 'agent-v2'],
    ['  Spaces  and__More ', 'spaces-and-more'],
    ['--edge--', 'edge'],
    ['a--b', 'a--b'],
    ['ACME/support-bot', 'acme-support-bot'],
    ['Café', 'caf'],
    ['pr-12', 'pr-12'],
  ])('%j becomes %j', (given, sent) => expect(normalizeDeploymentName(given)).toBe(sent));

  test('a name with nothing the platform allows becomes empty (the caller refuses it; no "app")', () => {
    expect(normalizeDeploymentName('___')).toBe('');
    expect(normalizeDeploymentName('')).toBe('');
  });

  test('what it gives matches the platform’s pattern, and normalizing again changes nothing', () => {
    for (const name of ['My_Agent', 'x.Y.z', 'ÄÖÜ-ok', '9lives']) {
      const once = normalizeDeploymentName(name);
      expect(once).toMatch(DEPLOYMENT_NAME_PATTERN);
      expect(normalizeDeploymentName(once)).toBe(once);
    }
  });
});
