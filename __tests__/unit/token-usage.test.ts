import { describe, expect, test } from '@jest/globals';
import { MAX_MESSAGE_TOKENS } from '../../src/base/policy.ts';
import { tokenUsageOf } from '../../src/agent-checks/token-usage.ts';

const ai = (usage_metadata?: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'ai',
  content: 'x',
  ...(usage_metadata === undefined ? {} : { usage_metadata }),
  ...extra,
});

describe('the tokens a run reports', () => {
  test("the AI messages' usage_metadata added up; other messages do not count", () => {
    const messages = [
      {
        type: 'human',
        content: 'q',
        usage_metadata: { input_tokens: 1000, output_tokens: 1000, total_tokens: 2000 },
      },
      ai(
        { input_tokens: 120, output_tokens: 30, total_tokens: 150 },
        { tool_calls: [{ name: 't', args: {} }] },
      ),
      { type: 'tool', content: 'r', usage_metadata: { input_tokens: 5, output_tokens: 5, total_tokens: 10 } },
      ai({
        input_tokens: 200,
        output_tokens: 40,
        total_tokens: 240,
        input_token_details: { cache_read: 100 },
        output_token_details: { reasoning: 10 },
      }),
      {
        role: 'assistant',
        content: 'y',
        usage_metadata: { input_tokens: 1, output_tokens: 2, total_tokens: 3 },
      },
    ];
    expect(tokenUsageOf(messages)).toEqual({
      known: true,
      input: 321,
      output: 72,
      total: 393,
      unreported: 0,
    });
  });

  test('no AI message reporting usage is unknown, never zero', () => {
    expect(tokenUsageOf([{ type: 'human', content: 'q' }, ai(), ai()])).toEqual({
      known: false,
      aiMessages: 2,
    });
    expect(tokenUsageOf([])).toEqual({ known: false, aiMessages: 0 });
  });

  test('zero tokens reported is known to be zero', () => {
    expect(tokenUsageOf([ai({ input_tokens: 0, output_tokens: 0, total_tokens: 0 })])).toEqual({
      known: true,
      input: 0,
      output: 0,
      total: 0,
      unreported: 0,
    });
  });

  test('some messages reporting: the sum of those, and how many did not', () => {
    expect(tokenUsageOf([ai({ input_tokens: 10, output_tokens: 5, total_tokens: 15 }), ai(), ai()])).toEqual({
      known: true,
      input: 10,
      output: 5,
      total: 15,
      unreported: 2,
    });
  });

  test('a total left out is input + output', () => {
    expect(tokenUsageOf([ai({ input_tokens: 10, output_tokens: 5 })])).toMatchObject({
      known: true,
      total: 15,
    });
  });

  test.each([
    ['a count that is text', { input_tokens: '10', output_tokens: 5, total_tokens: 15 }],
    ['a negative count', { input_tokens: -10, output_tokens: 5, total_tokens: 15 }],
    ['a fraction', { input_tokens: 1.5, output_tokens: 5, total_tokens: 6.5 }],
    ['not a number', { input_tokens: Number.NaN, output_tokens: 5, total_tokens: 15 }],
    ['a count past belief', { input_tokens: MAX_MESSAGE_TOKENS + 1, output_tokens: 5, total_tokens: 15 }],
    ['a total that is not a count', { input_tokens: 1, output_tokens: 5, total_tokens: null }],
    ['no input count', { output_tokens: 5, total_tokens: 5 }],
    ['a list', [10, 5, 15]],
    ['text', '15 tokens'],
  ])('%s reports nothing', (_name, usage) => {
    expect(tokenUsageOf([ai(usage)])).toEqual({ known: false, aiMessages: 1 });
    expect(tokenUsageOf([ai(usage), ai({ input_tokens: 1, output_tokens: 1, total_tokens: 2 })])).toEqual({
      known: true,
      input: 1,
      output: 1,
      total: 2,
      unreported: 1,
    });
  });
});
