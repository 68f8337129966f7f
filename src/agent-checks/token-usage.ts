import { kindOf, type StateMessage } from '../agent/messages.ts';
import type { TokenUsage } from '../run/facts.ts';
import { MAX_MESSAGE_TOKENS } from '../base/policy.ts';

/** A message's own `usage_metadata`, as LangChain's AIMessage serialises it into the thread. */
interface UsageMetadata {
  input_tokens?: unknown;
  output_tokens?: unknown;
  total_tokens?: unknown;
}

/**
 * Adds up the `usage_metadata` (input, output, total tokens) of the AI messages given — the
 * run's own messages, not those of its input. A message whose counts are not non-negative whole
 * numbers (a hostile or broken server) reports nothing; a total left out is input + output.
 */
export function tokenUsageOf(messages: readonly StateMessage[]): TokenUsage {
  let aiMessages = 0;
  let reported = 0;
  const sum = { input: 0, output: 0, total: 0 };
  for (const m of messages) {
    if (kindOf(m) !== 'ai') continue;
    aiMessages++;
    const usage = usageOf((m as { usage_metadata?: unknown }).usage_metadata);
    if (!usage) continue;
    reported++;
    sum.input += usage.input;
    sum.output += usage.output;
    sum.total += usage.total;
  }
  if (reported === 0) return { known: false, aiMessages };
  return { known: true, ...sum, unreported: aiMessages - reported };
}

function usageOf(value: unknown): { input: number; output: number; total: number } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { input_tokens, output_tokens, total_tokens } = value as UsageMetadata;
  if (!isCount(input_tokens) || !isCount(output_tokens)) return undefined;
  const total = total_tokens === undefined ? input_tokens + output_tokens : total_tokens;
  return isCount(total) ? { input: input_tokens, output: output_tokens, total } : undefined;
}

/** A token count: a whole number from 0 to MAX_MESSAGE_TOKENS. */
function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_MESSAGE_TOKENS;
}
