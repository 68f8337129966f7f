import { describe, expect, test } from '@jest/globals';
import { toolCallsOf } from '../../src/agent-checks/tool-calls.ts';
import {
  describeTrajectoryFailure,
  matchTrajectory,
  type SeenCall,
} from '../../src/agent-checks/trajectory-match.ts';
import { ARGS_MODES, TRAJECTORY_MODES, type ExpectedCall } from '../../src/inputs/expect-kinds.ts';

/** Calls of the run, each in its own AI message (step), unless a step is given. */
const calls = (...list: Array<[string, unknown, number?]>): SeenCall[] =>
  list.map(([name, args, step], i) => ({ name, args, step: step ?? i * 2 + 1 }));

describe('trajectory match: every mode of `match` and `args`', () => {
  // Each row: what is expected, what the run did, and for each `match` mode the verdict under
  // `args` exact, ignore, subset, superset (T: met, F: not met).
  const table: Array<{
    name: string;
    expected: ExpectedCall[];
    seen: SeenCall[];
    verdicts: Record<(typeof TRAJECTORY_MODES)[number], string>;
  }> = [
    {
      name: 'an argument and a call more than expected',
      expected: [{ name: 'lookup', args: { topic: 'refunds' } }],
      seen: calls(['lookup', { topic: 'refunds', region: 'eu' }], ['send_email', { to: 'a' }]),
      verdicts: { strict: 'FFFF', unordered: 'FFFF', superset: 'FTFT', subset: 'FFFF' },
    },
    {
      name: 'an argument and a call fewer than expected',
      expected: [
        { name: 'lookup', args: { topic: 'refunds', region: 'eu' } },
        { name: 'send_email', args: { to: 'a' } },
      ],
      seen: calls(['lookup', { topic: 'refunds' }]),
      verdicts: { strict: 'FFFF', unordered: 'FFFF', superset: 'FFFF', subset: 'FTTF' },
    },
    {
      name: 'the same calls in another order, in two messages',
      expected: [
        { name: 'lookup', args: { topic: 'refunds' } },
        { name: 'send_email', args: { to: 'a' } },
      ],
      seen: calls(['send_email', { to: 'a' }], ['lookup', { topic: 'refunds' }]),
      verdicts: { strict: 'FFFF', unordered: 'TTTT', superset: 'TTTT', subset: 'TTTT' },
    },
    {
      name: 'the same calls in another order, made in parallel by one message',
      expected: [
        { name: 'lookup', args: { topic: 'refunds' } },
        { name: 'send_email', args: { to: 'a' } },
      ],
      seen: calls(['send_email', { to: 'a' }, 1], ['lookup', { topic: 'refunds' }, 1]),
      verdicts: { strict: 'TTTT', unordered: 'TTTT', superset: 'TTTT', subset: 'TTTT' },
    },
    {
      name: 'a name alone beside a call with one argument more',
      expected: [{ name: 'lookup' }, { name: 'send_email', args: { to: 'a' } }],
      seen: calls(['lookup', { anything: 1 }], ['send_email', { to: 'a', cc: 'b' }]),
      verdicts: { strict: 'FTFT', unordered: 'FTFT', superset: 'FTFT', subset: 'FTFT' },
    },
  ];

  for (const row of table)
    for (const match of TRAJECTORY_MODES)
      ARGS_MODES.forEach((args, k) => {
        const want = row.verdicts[match][k] === 'T';
        test(`${row.name}: match ${match}, args ${args} → ${want ? 'met' : 'not met'}`, () => {
          const result = matchTrajectory(row.expected, row.seen, { match, args });
          expect(result.met).toBe(want);
          expect(result.failures.length === 0).toBe(want);
        });
      });
});

describe("trajectory match: agentevals' own examples", () => {
  const weather = (city: string) => ({ name: 'get_weather', args: { city } });
  test.each([
    [
      'the same single call',
      [weather('San Francisco')],
      calls(['get_weather', { city: 'San Francisco' }]),
      'TTTT',
    ],
    [
      'parallel calls in another order within one message',
      [weather('London'), weather('SF')],
      calls(['get_weather', { city: 'SF' }, 1], ['get_weather', { city: 'London' }, 1]),
      'TTTT',
    ],
    [
      'the two calls made one after the other, expected in the other order',
      [weather('London'), weather('SF')],
      calls(['get_weather', { city: 'SF' }], ['get_weather', { city: 'London' }]),
      'FTTT',
    ],
    [
      'one of two calls made',
      [weather('London'), weather('SF')],
      calls(['get_weather', { city: 'SF' }]),
      'FFFT',
    ],
    [
      'another tool',
      [{ name: 'accuweather_forecast', args: { city: 'San Francisco' } }],
      calls(['get_weather', { city: 'SF' }]),
      'FFFF',
    ],
    [
      'one call more than expected',
      [weather('SF')],
      calls(['get_weather', { city: 'SF' }, 1], ['get_weather', { city: 'London' }, 1]),
      'FFTF',
    ],
  ] as const)('%s (strict, unordered, superset, subset: %#)', (_name, expected, seen, verdicts) => {
    const got = (['strict', 'unordered', 'superset', 'subset'] as const)
      .map((match) => (matchTrajectory(expected, seen, { match, args: 'exact' }).met ? 'T' : 'F'))
      .join('');
    expect(got).toBe(verdicts);
  });

  test.each([
    // tool_args_match_mode superset: the agent passed an argument more.
    ['superset', { is_cool: true, flight_no: 'LX0112' }, { flight_no: 'LX0112' }, 'FTFT'],
    // tool_args_match_mode subset: the agent passed an argument fewer.
    ['subset', { flight_no: 'LX0112' }, { flight_no: 'LX0112', foo: 'bar' }, 'FTTF'],
    ['exact', { flight_no: 'LX0112' }, { flight_no: 'LX0112' }, 'TTTT'],
    ['strict params', { city: 'SF' }, { city: 'San Francisco' }, 'FTFF'],
  ] as const)(
    'tool_args_match_mode %s (exact, ignore, subset, superset)',
    (_name, agent, reference, verdicts) => {
      const got = ARGS_MODES.map((args) =>
        matchTrajectory([{ name: 'get_flight_info', args: reference }], calls(['get_flight_info', agent]), {
          match: 'strict',
          args,
        }).met
          ? 'T'
          : 'F',
      ).join('');
      expect(got).toBe(verdicts);
    },
  );
});

describe('trajectory match: where it departs from agentevals, on purpose', () => {
  test('`args` keeps its sides in subset mode: superset lets the agent pass more (agentevals swaps them there)', () => {
    const expected = [{ name: 'lookup', args: { topic: 'refunds' } }];
    const seen = calls(['lookup', { topic: 'refunds', region: 'eu' }]);
    expect(matchTrajectory(expected, seen, { match: 'subset', args: 'superset' }).met).toBe(true);
    expect(matchTrajectory(expected, seen, { match: 'subset', args: 'subset' }).met).toBe(false);
    expect(matchTrajectory(expected, seen, { match: 'unordered', args: 'superset' }).met).toBe(true);
  });

  test('calls are paired by a matching, not greedily: a name alone does not take the call a specific one needs', () => {
    const expected = [{ name: 'search' }, { name: 'search', args: { q: 'x' } }];
    const seen = calls(['search', { q: 'x' }], ['search', { q: 'y' }]);
    expect(matchTrajectory(expected, seen, { match: 'unordered', args: 'exact' })).toEqual({
      met: true,
      failures: [],
    });
  });
});

describe("trajectory match: per-tool overrides, as agentevals' tool_args_match_overrides", () => {
  const expected: ExpectedCall[] = [
    { name: 'search', args: { query: 'refunds', filter: { region: 'eu', page: 1 }, page: 1 } },
    { name: 'notify', args: { to: 'a' } },
  ];
  const seen = calls(
    ['search', { query: 'refunds', filter: { region: 'eu', page: 3 }, page: 2, trace: 'x' }],
    ['notify', { to: 'b' }],
  );

  test('a mode for one tool; the others keep `args`', () => {
    const strict = { match: 'strict' as const, args: 'exact' as const };
    expect(matchTrajectory(expected, seen, strict).met).toBe(false);
    const ignored = matchTrajectory(expected, seen, { ...strict, overrides: { search: 'ignore' } });
    expect(ignored.failures).toEqual([
      {
        kind: 'arguments',
        expected: 1,
        seen: 1,
        name: 'notify',
        problems: [{ key: 'to', problem: 'wrong', expected: 'a', seen: 'b' }],
      },
    ]);
    const both = { ...strict, overrides: { search: 'ignore', notify: 'ignore' } } as const;
    expect(matchTrajectory(expected, seen, both).met).toBe(true);
  });

  test('keys: only those keys, dotted into nested values, must be equal; absent on both sides is equal', () => {
    const modes = (keys: string[]) =>
      ({ match: 'strict', args: 'exact', overrides: { search: keys, notify: 'ignore' } }) as const;
    expect(matchTrajectory(expected, seen, modes(['query', 'filter.region', 'lang'])).met).toBe(true);
    const result = matchTrajectory(expected, seen, modes(['query', 'filter.page', 'trace']));
    expect(result.failures).toEqual([
      {
        kind: 'arguments',
        expected: 0,
        seen: 0,
        name: 'search',
        problems: [
          { key: 'filter.page', problem: 'wrong', expected: 1, seen: 3 },
          { key: 'trace', problem: 'unexpected', seen: 'x' },
        ],
      },
    ]);
    expect(describeTrajectoryFailure(result.failures[0]!, (t) => t)).toBe(
      'search (expected call 1, call 1): filter.page expected 1, seen 3; trace not expected (seen "x")',
    );
  });

  test('an override keyed by an inherited name applies to no tool', () => {
    const modes = {
      match: 'strict',
      args: 'ignore',
      overrides: JSON.parse('{"__proto__": "exact"}'),
    } as const;
    expect(
      matchTrajectory([{ name: 'constructor', args: { a: 1 } }], calls(['constructor', { a: 2 }]), modes).met,
    ).toBe(true);
  });
});

describe('trajectory match: what a failure says', () => {
  test('a call not made is missing', () => {
    const result = matchTrajectory([{ name: 'lookup' }, { name: 'send_email' }], calls(['lookup', {}]), {
      match: 'superset',
      args: 'exact',
    });
    expect(result.failures).toEqual([{ kind: 'missing', expected: 1, name: 'send_email' }]);
  });

  test('a call made once where two were expected is missing once', () => {
    const expected = [
      { name: 'lookup', args: { topic: 'refunds' } },
      { name: 'lookup', args: { topic: 'refunds' } },
    ];
    const result = matchTrajectory(expected, calls(['lookup', { topic: 'refunds' }]), {
      match: 'superset',
      args: 'exact',
    });
    expect(result.failures).toEqual([{ kind: 'missing', expected: 1, name: 'lookup' }]);
  });

  test('a call no expected call fits is extra (subset, strict and unordered)', () => {
    const seen = calls(['lookup', {}], ['delete_account', { id: 7 }]);
    for (const match of ['subset', 'strict', 'unordered'] as const)
      expect(matchTrajectory([{ name: 'lookup' }], seen, { match, args: 'exact' }).failures).toEqual([
        { kind: 'extra', seen: 1, name: 'delete_account' },
      ]);
    expect(matchTrajectory([{ name: 'lookup' }], seen, { match: 'superset', args: 'exact' }).met).toBe(true);
  });

  test('a call with the right name and other arguments names each key: wrong, missing, not expected', () => {
    const expected = [{ name: 'lookup', args: { topic: 'refunds', lang: 'en' } }];
    const seen = calls(['lookup', { topic: 'returns', region: 'eu' }]);
    const result = matchTrajectory(expected, seen, { match: 'strict', args: 'exact' });
    expect(result.failures).toEqual([
      {
        kind: 'arguments',
        expected: 0,
        seen: 0,
        name: 'lookup',
        problems: [
          { key: 'topic', problem: 'wrong', expected: 'refunds', seen: 'returns' },
          { key: 'lang', problem: 'missing', expected: 'en' },
          { key: 'region', problem: 'unexpected', seen: 'eu' },
        ],
      },
    ]);
    expect(describeTrajectoryFailure(result.failures[0]!, (t) => t)).toBe(
      'lookup (expected call 1, call 1): topic expected "refunds", seen "returns"; lang missing (expected "en"); region not expected (seen "eu")',
    );
  });

  test('subset mode names the arguments of a call the expected one does not allow', () => {
    const result = matchTrajectory(
      [{ name: 'lookup', args: { topic: 'refunds' } }],
      calls(['lookup', { topic: 'refunds', region: 'eu' }]),
      { match: 'subset', args: 'subset' },
    );
    expect(result.failures).toEqual([
      {
        kind: 'arguments',
        expected: 0,
        seen: 0,
        name: 'lookup',
        problems: [{ key: 'region', problem: 'unexpected', seen: 'eu' }],
      },
    ]);
  });

  test('the closest call of that name is the one reported', () => {
    const expected = [{ name: 'lookup', args: { topic: 'refunds', lang: 'en' } }];
    const seen = calls(['lookup', { topic: 'x', lang: 'y' }], ['lookup', { topic: 'refunds', lang: 'fr' }]);
    const [failure] = matchTrajectory(expected, seen, { match: 'superset', args: 'exact' }).failures;
    expect(failure).toMatchObject({
      kind: 'arguments',
      seen: 1,
      problems: [{ key: 'lang', problem: 'wrong' }],
    });
  });

  test('strict with the right calls in the wrong order says where', () => {
    const result = matchTrajectory(
      [{ name: 'lookup' }, { name: 'send_email' }],
      calls(['send_email', {}], ['lookup', {}]),
      { match: 'strict', args: 'ignore' },
    );
    expect(result.failures).toEqual([
      { kind: 'order', position: 0, expectedName: 'lookup', seenName: 'send_email' },
    ]);
    expect(describeTrajectoryFailure(result.failures[0]!, (t) => t)).toBe(
      'call 1 was send_email, expected lookup there',
    );
  });

  test('arguments that are not an object fit no given arguments, but a name alone', () => {
    const seen = calls(['lookup', '{not json']);
    const result = matchTrajectory([{ name: 'lookup', args: {} }], seen, {
      match: 'strict',
      args: 'superset',
    });
    expect(result.failures).toEqual([
      {
        kind: 'arguments',
        expected: 0,
        seen: 0,
        name: 'lookup',
        problems: [{ key: '', problem: 'wrong', expected: {}, seen: '{not json' }],
      },
    ]);
    expect(describeTrajectoryFailure(result.failures[0]!, (t) => t)).toBe(
      'lookup (expected call 1, call 1): arguments expected {}, seen "{not json"',
    );
    expect(matchTrajectory([{ name: 'lookup' }], seen, { match: 'strict', args: 'exact' }).met).toBe(true);
  });

  test('what a failure shows of the server is redacted and bounded', () => {
    const secret = 'lsv2_pt_0123456789abcdef';
    const seen = calls(['lookup', { token: secret, note: 'x'.repeat(500) }]);
    const [failure] = matchTrajectory([{ name: 'lookup', args: { token: 'a', note: 'b' } }], seen, {
      match: 'strict',
      args: 'exact',
    }).failures;
    const line = describeTrajectoryFailure(failure!, (t) => t.replaceAll(secret, '***'));
    expect(line).not.toContain(secret);
    expect(line).toContain('token expected "a", seen "***"');
    expect(line.length).toBeLessThan(300);
  });

  test('a run that called a tool thousands of times is judged on its first calls', () => {
    const many = Array.from({ length: 5_000 }, (_, i): SeenCall => ({ name: 'ping', args: { i }, step: i }));
    const result = matchTrajectory([{ name: 'ping' }], many, { match: 'subset', args: 'exact' });
    expect(result.failures).toHaveLength(499);
  });
});

describe('the tool calls of a thread', () => {
  test("LangChain's tool_calls and OpenAI's additional_kwargs, with the message that made each", () => {
    const messages = [
      { type: 'human', content: 'refund?' },
      {
        type: 'ai',
        content: '',
        tool_calls: [
          { name: 'lookup', args: { topic: 'refunds' }, id: '1' },
          { name: 'search', args: { q: 'x' }, id: '2' },
          { args: { nameless: true } },
          'garbage',
        ],
      },
      { type: 'tool', name: 'lookup', content: '30 days', tool_call_id: '1' },
      {
        role: 'assistant',
        content: '',
        additional_kwargs: {
          tool_calls: [
            { function: { name: 'send_email', arguments: '{"to":"a"}' } },
            { function: { name: 'broken', arguments: '{oops' } },
          ],
        },
      },
      { type: 'ai', content: 'Done.' },
    ];
    expect(toolCallsOf(messages)).toEqual([
      { name: 'lookup', args: { topic: 'refunds' }, step: 1 },
      { name: 'search', args: { q: 'x' }, step: 1 },
      { name: 'send_email', args: { to: 'a' }, step: 3 },
      { name: 'broken', args: '{oops', step: 3 },
    ]);
  });

  test('with no AI message asking for a tool, the named tool messages are the calls, arguments unknown', () => {
    const messages = [
      { type: 'human', content: 'hi' },
      { type: 'tool', name: 'lookup', content: 'x' },
      { type: 'tool', content: 'nameless' },
      { type: 'ai', content: 'ok' },
    ];
    expect(toolCallsOf(messages)).toEqual([{ name: 'lookup', args: undefined, step: 1 }]);
  });
});
