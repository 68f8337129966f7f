import type { CaseTokens } from '../run/facts.ts';

/** A case's tokens as shown: the median, `≥` when some messages reported none, `—` when unknown. */
export function tokensShown(tokens: CaseTokens | undefined): string {
  if (!tokens) return '—';
  return `${tokens.lower_bound ? '≥ ' : ''}${tokens.median.toLocaleString('en-US')}`;
}
