import { describe, expect, test } from '@jest/globals';
import { isReservedSecret, reservedBy } from '../../src/inputs/reserved-secrets.ts';

describe('reserved secret names (the clients’ lists)', () => {
  test('the platform’s own names are reserved everywhere', () => {
    for (const name of [
      'LANGCHAIN_TRACING_V2',
      'POSTGRES_URI',
      'REDIS_URI',
      'DATABASE_URI',
      'LANGSMITH_TENANT_ID',
    ]) {
      expect(isReservedSecret(name, false)).toBe(true);
      expect(isReservedSecret(name, true)).toBe(true);
    }
  });

  test('the 11 names the Python client calls ALLOWED_SELF_HOSTED_ENV_VARS are reserved on the cloud only', () => {
    const cloudOnly = [
      'LANGSMITH_API_KEY',
      'LANGSMITH_ENDPOINT',
      'POSTGRES_URI_CUSTOM',
      'REDIS_URI_CUSTOM',
      'PATH',
      'PORT',
      'MOUNT_PREFIX',
      'LSD_ENV',
      'LSD_DD_API_KEY',
      'LSD_DD_ENDPOINT',
      'LSD_DEPLOYMENT_TYPE',
    ];
    for (const name of cloudOnly) {
      expect(reservedBy(name)).toBe('cloud');
      expect(isReservedSecret(name, false)).toBe(true);
      expect(isReservedSecret(name, true)).toBe(false);
    }
  });

  test('names are exact: another case, or a name merely alike, is the user’s', () => {
    for (const name of ['port', 'OPENAI_API_KEY', 'POSTGRES_URI_2', 'MY_PORT'])
      expect(reservedBy(name)).toBeUndefined();
  });

  test('the JS client’s own key variable is never sent either', () =>
    expect(isReservedSecret('LANGGRAPH_HOST_API_KEY', true)).toBe(true));
});
