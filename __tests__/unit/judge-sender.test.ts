import { describe, expect, test } from '@jest/globals';
import { judgeReply, type JudgeDeps } from '../../src/agent-checks/llm-judge.ts';
import { readExpectations } from '../../src/inputs/checks-file.ts';
import { Problems } from '../../src/inputs/fields.ts';
import { judgeWarnings, readJudgeSettings, readTokenGrowth } from '../../src/inputs/judge-settings.ts';
import { Budget } from '../../src/time/budget.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * The judge's sender on a virtual clock with a scripted transport (its logic: retries, pacing,
 * what it says when no score comes), and the inputs and file fields of the trajectory, max_tokens
 * and judge expectations.
 */
const WANT = { rubric: 'States the refund window', threshold: 0.7 };
const SETTINGS = {
  url: 'https://judge.example/v1',
  defaultUrl: false,
  model: 'm',
  apiKey: 'sk-judge-key-1234567',
};
const score = (s: number) => ({
  status: 200,
  json: {
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: { role: 'assistant', content: JSON.stringify({ reasoning: 'ok', score: s }) },
      },
    ],
  },
});

function deps(steps: ScriptStep[], timeoutMs = 600_000, controller = new AbortController()) {
  const clock = new VirtualClock(1_000_000);
  const transport = new ScriptedTransport(clock, steps);
  const d: JudgeDeps = {
    settings: SETTINGS,
    transport,
    budget: Budget.start(clock, timeoutMs, controller.signal),
    redact: (t) => t.replaceAll('secret-in-reply', '***'),
    random: () => 0.5,
  };
  return { d, clock, transport };
}

const POST = 'POST /chat/completions';

describe('the judge sender', () => {
  test('one request with the Bearer key alone; the score against the threshold', async () => {
    const { d, transport } = deps([{ expect: POST, answer: score(0.8) }]);
    expect(await judgeReply(WANT, 'Within 30 days.', undefined, d)).toEqual({
      result: { expectation: 'judge "States the refund window" ≥ 0.7', met: true, score: 0.8 },
    });
    expect(transport.sent[0]!.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: 'Bearer sk-judge-key-1234567',
    });
  });

  test('429 with Retry-After and a 503 are retried, paced on the clock; the third answer counts', async () => {
    const { d, clock, transport } = deps([
      { expect: POST, answer: { status: 429, retryAfter: '7', json: { error: { message: 'slow down' } } } },
      { expect: POST, answer: { status: 503 } },
      { expect: POST, answer: score(0.2) },
    ]);
    const r = await judgeReply(WANT, 'No.', undefined, d);
    expect(r.result).toMatchObject({ met: false, score: 0.2, detail: 'score 0.2: ok' });
    expect(clock.pauses).toEqual([7_000, 1_000]);
    expect(transport.sent.map((s) => s.at - 1_000_000)).toEqual([0, 7_000, 8_000]);
  });

  test('an answer that never comes good: not judged, saying the last status and its message, redacted', async () => {
    const { d } = deps([
      { expect: POST, answer: { network: 'connect' } },
      { expect: POST, answer: { status: 500 } },
      { expect: POST, answer: { status: 502, json: { error: { message: 'upstream secret-in-reply' } } } },
    ]);
    expect(await judgeReply(WANT, 'x', undefined, d)).toEqual({
      notJudged:
        'judge "States the refund window" ≥ 0.7: not judged: the judge answered 502: upstream *** (asked 3 times at most, within timeout)',
    });
  });

  test('a 401 is not retried and names judge_api_key; a Retry-After past 30 s is not waited for', async () => {
    const refused = deps([
      { expect: POST, answer: { status: 401, json: { error: { message: 'Incorrect API key' } } } },
    ]);
    expect((await judgeReply(WANT, 'x', undefined, refused.d)).notJudged).toMatch(
      /answered 401: Incorrect API key \(is judge_api_key right for judge_url\?\)/,
    );
    const long = deps([{ expect: POST, answer: { status: 429, retryAfter: '120' } }]);
    expect((await judgeReply(WANT, 'x', undefined, long.d)).notJudged).toMatch(/answered 429/);
    expect(long.clock.pauses).toEqual([]);
  });

  test('no time left for a retry: not judged at once; a cancellation ends it as a cancellation', async () => {
    const short = deps([{ expect: POST, answer: { status: 503 }, takesMs: 1_000 }], 1_500);
    expect((await judgeReply(WANT, 'x', undefined, short.d)).notJudged).toMatch(/answered 503/);
    const controller = new AbortController();
    const cancelled = deps([{ expect: POST, answer: { hangUntilCancelled: true } }], 600_000, controller);
    cancelled.transport.onSend = () => controller.abort();
    await expect(judgeReply(WANT, 'x', undefined, cancelled.d)).rejects.toThrow('cancelled');
  });

  test('no key with the default judge_url: nothing sent', async () => {
    const { d, transport } = deps([]);
    d.settings = { url: 'https://api.openai.com/v1', defaultUrl: true, model: 'm' };
    expect((await judgeReply(WANT, 'x', undefined, d)).notJudged).toMatch(/judge_api_key is empty/);
    expect(transport.sent).toEqual([]);
  });
});

describe('the judge and dataset inputs and fields', () => {
  const read = (values: Record<string, string>) => {
    const p = new Problems();
    const raw = (name: string) => values[name] ?? '';
    return { judge: readJudgeSettings(p, raw), growth: readTokenGrowth(p, raw), problems: p.list };
  };

  test('judge_url defaults to OpenAI, takes https or loopback http; checks_token_growth takes a percentage', () => {
    expect(read({})).toEqual({
      judge: { url: 'https://api.openai.com/v1', defaultUrl: true },
      growth: undefined,
      problems: [],
    });
    expect(read({ judge_url: 'http://127.0.0.1:9/judge/v1/', checks_token_growth: '50%' })).toMatchObject({
      judge: { url: 'http://127.0.0.1:9/judge/v1', defaultUrl: false },
      growth: 0.5,
    });
    // Azure OpenAI's v1 endpoint, as docs/checks.md shows it.
    expect(read({ judge_url: 'https://my-resource.openai.azure.com/openai/v1/' })).toMatchObject({
      judge: { url: 'https://my-resource.openai.azure.com/openai/v1', defaultUrl: false },
      problems: [],
    });
    const bad = read({
      judge_url: 'http://judge.example/v1',
      checks_token_growth: 'lots',
      judge_api_key: 'a b',
    });
    expect(bad.problems.join('\n')).toMatch(/judge_url.*only https is accepted/);
    expect(bad.problems.join('\n')).toMatch(/checks_token_growth.*percentage from 1% to 10000%/);
    expect(bad.problems.join('\n')).toMatch(/judge_api_key.*paste the value alone/);
    expect(bad.problems.join('\n')).not.toContain('a b');
  });

  test('one warning when judge cases cannot be judged', () => {
    const cases = [
      { name: 'a', input: {}, expect: { toolsInOrder: false, judge: WANT }, runs: 1, minPasses: 1 },
    ];
    const settings = { file: 'c.yaml', cases, concurrency: 4, baseline: false, failOn: 'any' as const };
    expect(judgeWarnings({ ...settings, judge: read({}).judge })).toHaveLength(1);
    expect(judgeWarnings({ ...settings, judge: { ...read({}).judge, apiKey: 'k' } })).toEqual([]);
  });

  test('trajectory, max_tokens and judge in a case: defaults, and every problem named', () => {
    const problems: string[] = [];
    const at = (where: string, message: string) => problems.push(`${where}: ${message}`);
    const field = (name: string) => `expect.${name}`;
    expect(
      readExpectations(
        {
          trajectory: { calls: ['send_email', { lookup_policy: { topic: 'refunds' } }] },
          max_tokens: 900,
          judge: { rubric: 'Polite' },
        },
        field,
        at,
      ),
    ).toEqual({
      trajectory: {
        match: 'strict',
        args: 'exact',
        calls: [{ name: 'send_email' }, { name: 'lookup_policy', args: { topic: 'refunds' } }],
      },
      maxTokens: 900,
      judge: { rubric: 'Polite', threshold: 0.5 },
    });
    expect(problems).toEqual([]);
    readExpectations(
      {
        trajectory: { match: 'loose', calls: [{ a: 1 }], extra: 1 },
        max_tokens: 1.5,
        judge: { threshold: 2 },
      },
      field,
      at,
    );
    expect(problems).toEqual([
      'expect.trajectory: "extra" is not a known field; use match, args, calls',
      'expect.trajectory.match: must be one of strict, unordered, subset, superset',
      "expect.trajectory.calls[0]: must be a list of 1 to 50 calls, each a tool's name or {name: {argument: value}}",
      'expect.max_tokens: must be a whole number of tokens from 1 to 1000000000',
      'expect.judge.rubric: is required: what a good reply does, 1 to 4000 characters',
      'expect.judge.threshold: must be a number from 0 to 1 (the score a run needs)',
    ]);
  });
});
