import { describe, expect, test } from '@jest/globals';
import { describeSecretChanges, secretChanges } from '../../src/control-plane/secret-changes.ts';
import type { Deployment } from '../../src/control-plane/schemas.ts';
import type { Inputs } from '../../src/inputs/types.ts';

const given = (names: string[] | undefined, secretsMode: 'merge' | 'replace' = 'merge') =>
  ({
    secrets: names?.map((name) => ({ name, value: `value-of-${name}` })),
    secretsMode,
  }) as Inputs['deployment'];
const deployment = (secrets: string[] | undefined) => ({ id: 'd1', secrets }) as Deployment;
/** Names shown as they are (the redaction has its own test: hostile/server-text-secrets). */
const same = (text: string): string => text;

describe('what an update does to the secrets, by name', () => {
  test('a new deployment gets every secret given', () => {
    const c = secretChanges(given(['A', 'B']), undefined, false, same);
    expect(c).toEqual({ send: true, added: ['A', 'B'], changed: [], kept: [], removed: [], platform: [] });
    expect(describeSecretChanges(c, same)).toBe('added A, B (values hidden)');
    expect(describeSecretChanges(secretChanges(given(undefined), undefined, false, same), same)).toBe('none');
  });

  test('no secrets given: nothing is sent and every secret is kept, in either mode', () => {
    for (const mode of ['merge', 'replace'] as const) {
      const c = secretChanges(given(undefined, mode), deployment(['UI']), false, same);
      expect(c).toEqual({ send: false, added: [], changed: [], kept: ['UI'], removed: [], platform: [] });
      expect(describeSecretChanges(c, same)).toBe('not sent; the deployment keeps UI');
    }
  });

  test('merge sends the list when it names every secret the deployment has', () => {
    const c = secretChanges(given(['UI', 'A']), deployment(['UI']), false, same);
    expect(describeSecretChanges(c, same)).toBe('added A; changed UI (values hidden)');
  });

  test('merge refuses a list that leaves secrets out, naming them (bounded)', () => {
    expect(() => secretChanges(given(['A']), deployment(['UI', 'OTHER']), false, same)).toThrow(
      /^Deployment d1 has secrets UI, OTHER, which secrets leaves out\..*set secrets_mode: replace to delete them/,
    );
    const many = Array.from({ length: 25 }, (_, i) => `S${i}`);
    expect(() => secretChanges(given(['A']), deployment(many), false, same)).toThrow(
      /S19 and 5 more, which secrets leaves out/,
    );
  });

  test('merge refuses when the deployment’s list is unknown; replace sends it', () => {
    expect(() => secretChanges(given(['A']), deployment(undefined), false, same)).toThrow(
      /did not list the secrets/,
    );
    expect(secretChanges(given(['A'], 'replace'), deployment(undefined), false, same).send).toBe(true);
  });

  test('replace names what it removes', () => {
    const c = secretChanges(given(['A'], 'replace'), deployment(['UI', 'A']), false, same);
    expect(describeSecretChanges(c, same)).toBe('changed A; removed UI (values hidden)');
  });

  test('a name the platform reserves is never counted as removed, in either mode; self-hosted allows the cloud-only ones', () => {
    for (const mode of ['merge', 'replace'] as const) {
      const c = secretChanges(given(['A'], mode), deployment(['A', 'POSTGRES_URI', 'PORT']), false, same);
      expect(c).toMatchObject({
        send: true,
        changed: ['A'],
        removed: [],
        platform: ['POSTGRES_URI', 'PORT'],
      });
    }
    // On a self-hosted instance PORT is the user's: merge refuses to drop it, replace removes it.
    expect(() => secretChanges(given(['A']), deployment(['A', 'PORT']), true, same)).toThrow(
      /has secret PORT/,
    );
    expect(secretChanges(given(['A'], 'replace'), deployment(['A', 'PORT']), true, same).removed).toEqual([
      'PORT',
    ]);
  });
});
