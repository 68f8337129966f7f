import { describe, expect, test } from '@jest/globals';
import { pruneFailedWords } from '../../src/report/prune-words.ts';
import type { PreviewRow, PruneState } from '../../src/run/prune-state.ts';

const state = (previews: PreviewRow[]): PruneState => ({
  prefix: 'agent-pr-',
  previews,
  others: 0,
  platformPreviews: 0,
  listEnd: 'end',
});
const row = (number: number, outcome: PreviewRow['outcome']): PreviewRow => ({
  name: `agent-pr-${number}`,
  deploymentId: `d${number}`,
  number,
  outcome,
  ...(outcome === 'failed' && { why: 'GitHub answered 500' }),
});

describe('a prune that could not prune every preview', () => {
  test('says the others were pruned only when some were', () => {
    const some = pruneFailedWords(state([row(1, 'pruned'), row(2, 'failed')]));
    expect(some).toMatch(/^1 preview\(s\) .* could not be pruned; the others were \(output pruned\)\./);
    expect(some).toContain('  - agent-pr-2: GitHub answered 500');
    // A dry run deletes nothing: it must not say the others were pruned.
    const none = pruneFailedWords(state([row(1, 'would-prune'), row(2, 'failed')]));
    expect(none).toMatch(/could not be pruned\. The next run tries them again:/);
    expect(none).not.toContain('the others were');
  });
});
