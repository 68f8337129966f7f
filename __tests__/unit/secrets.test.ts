import { describe, expect, test } from '@jest/globals';
import { parseSecrets, SECRET_LIMITS } from '../../src/inputs/secrets.ts';

describe('parseSecrets', () => {
  test('reads NAME=value lines, splitting at the first = and skipping blanks and comments', () => {
    const { secrets, problems } = parseSecrets(
      '# keys\nOPENAI_API_KEY=sk-a=b\n\n  DB_URL = postgres://x?a=1  \n',
    );
    expect(problems).toEqual([]);
    expect(secrets).toEqual([
      { name: 'OPENAI_API_KEY', value: 'sk-a=b' },
      { name: 'DB_URL', value: ' postgres://x?a=1' },
    ]);
  });

  test('reads a JSON object, turning numbers and booleans into strings', () => {
    expect(parseSecrets('{"A": "x", "B": 2, "C": true}').secrets).toEqual([
      { name: 'A', value: 'x' },
      { name: 'B', value: '2' },
      { name: 'C', value: 'true' },
    ]);
  });

  test('empty text means no secrets', () =>
    expect(parseSecrets('  \n ')).toEqual({ secrets: [], problems: [] }));

  test('a line without = is reported by number, without its content', () => {
    const { problems } = parseSecrets('A=1\nsk-loose-secret-value');
    expect(problems).toEqual(['line 2 is not NAME=value']);
    expect(problems.join()).not.toContain('sk-loose');
  });

  test('invalid environment variable names are rejected', () => {
    expect(parseSecrets('1ABC=x\nMY-KEY=y').problems).toEqual([
      '"1ABC" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)',
      '"MY-KEY" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)',
    ]);
  });

  test('a name given twice is rejected', () => {
    expect(parseSecrets('A=1\nA=2').problems).toEqual(['"A" is given twice']);
  });

  test('broken JSON and nested values are rejected without quoting values', () => {
    expect(parseSecrets('{"A": "sk-1",').problems).toEqual([
      'looks like JSON (starts with "{") but does not parse',
    ]);
    const nested = parseSecrets('{"A": {"deep": "sk-2"}}').problems;
    expect(nested).toEqual(['JSON values must be strings, numbers or booleans (check A)']);
  });

  test('size limits: value size and count', () => {
    const big = 'x'.repeat(SECRET_LIMITS.valueBytes + 1);
    expect(parseSecrets(`BIG=${big}`).problems).toEqual(['the value of "BIG" is over 64 KiB']);
    const many = Array.from({ length: SECRET_LIMITS.count + 1 }, (_, i) => `S${i}=v`).join('\n');
    expect(parseSecrets(many).problems).toEqual([
      `${SECRET_LIMITS.count + 1} secrets given; at most ${SECRET_LIMITS.count}`,
    ]);
  });
});
