import { describe, expect, test } from '@jest/globals';
import { LIMITS } from '../../src/inputs/limits.ts';
import { parseSecrets } from '../../src/inputs/secrets.ts';

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
    expect(parseSecrets('  \n ')).toEqual({ secrets: [], problems: [], unparsed: [] }));

  test('a line without = is reported by number, without its content', () => {
    const { problems } = parseSecrets('A=1\nsk-loose-secret-value');
    expect(problems).toEqual(['line 2 is not NAME=value']);
    expect(problems.join()).not.toContain('sk-loose');
  });

  test('invalid environment variable names are rejected by line, never quoted (the text may be a value)', () => {
    expect(parseSecrets('1ABC=x\nMY-KEY=y').problems).toEqual([
      'line 1: the text before the first "=" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)',
      'line 2: the text before the first "=" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)',
    ]);
  });

  test('a `NAME: value` typo with "=" in the value quotes nothing of it, and says how to write it', () => {
    const value = 'c2VjcmV0LXZhbHVlLXdpdGgtZXF1YWxzPT0=';
    const { problems, unparsed, secrets } = parseSecrets(`DB_PASSWORD: ${value}\nOK=1`);
    expect(problems).toEqual([
      'line 1: the text before the first "=" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*) (write NAME=value, not NAME: value)',
    ]);
    expect(problems.join()).not.toMatch(/c2Vj|PT0|DB_PASSWORD/);
    expect(unparsed).toEqual([`DB_PASSWORD: ${value}`]);
    expect(secrets).toEqual([{ name: 'OK', value: '1' }]);
  });

  test('a key given twice in a JSON object is refused (JSON.parse would keep the last silently)', () => {
    expect(parseSecrets('{"A": "sk-1", "B": "x", "A": "sk-2"}').problems).toEqual(['"A" is given twice']);
    expect(parseSecrets('{"a b": "sk-1", "a b": "sk-2"}').problems).toEqual([
      'key 2 is given twice',
      'key 1 is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)',
    ]);
  });

  test('the keys of a JSON object are read as JSON reads them: escapes, colons and braces in strings, nested keys', () => {
    // A key spelt with an escape is the same key; text that looks like a key inside a value, or a
    // key of a nested object, is not one of the object's keys.
    expect(parseSecrets('{"A": "sk-1", "\\u0041": "sk-2"}').problems).toEqual(['"A" is given twice']);
    expect(parseSecrets('{"A": "x\\"y\\\\", "B": "{\\"A\\": 1}", "C" : ":"}').problems).toEqual([]);
    expect(parseSecrets('{"A": {"A": "sk-1"}, "B": [{"A": 1}]}').problems).not.toContain(
      '"A" is given twice',
    );
    expect(parseSecrets('{"B" \n : "1", "B":"2"}').problems).toEqual(['"B" is given twice']);
  });

  test('a name given twice is rejected', () => {
    expect(parseSecrets('A=1\nA=2').problems).toEqual(['"A" is given twice']);
  });

  test('broken JSON and nested values are rejected without quoting values', () => {
    expect(parseSecrets('{"A": "sk-1",').problems).toEqual([
      'looks like JSON (starts with "{") but is not a JSON object; check quotes and commas',
    ]);
    const nested = parseSecrets('{"A": {"deep": "sk-2"}}');
    expect(nested.problems).toEqual(['the value of "A" must be a string, number or boolean']);
    expect(nested.problems.join()).not.toContain('sk-2');
  });

  test('size limits: value size and count', () => {
    const big = 'x'.repeat(LIMITS.secrets.valueBytes + 1);
    expect(parseSecrets(`BIG=${big}`).problems).toEqual(['the value of "BIG" is over 64 KiB']);
    const many = Array.from({ length: LIMITS.secrets.count + 1 }, (_, i) => `S${i}=v`).join('\n');
    expect(parseSecrets(many).problems).toEqual([
      `${LIMITS.secrets.count + 1} secrets given; at most ${LIMITS.secrets.count}`,
    ]);
  });

  test('an empty value (a repository secret that is not set) is refused: it would replace the working one', () => {
    for (const text of ['OPENAI_API_KEY=', 'OPENAI_API_KEY=  ', '{"OPENAI_API_KEY": ""}'])
      expect(parseSecrets(text).problems).toEqual([
        '"OPENAI_API_KEY" is empty: is the repository secret it comes from set (and available to this workflow)? An empty value would replace the deployment\'s',
      ]);
  });
});
