import { describe, expect, test } from '@jest/globals';
import { headline } from '../../src/report/outcome.ts';
import { newRunState, type RunState } from '../../src/report/run-state.ts';

const state = (extra: Partial<RunState>): RunState => ({
  ...newRunState('deploy', 0),
  deploymentName: 'agent',
  ...extra,
});
const smokeFailed = {
  result: 'failed' as const,
  url: '',
  assistant_id: 'a',
  duration_ms: 1,
  ready_after_ms: 0,
  checks: [],
};

describe('headline', () => {
  test('a deployed revision that failed its smoke test, not rolled back: it is serving traffic, said first', () => {
    const h = headline(
      state({
        action: 'update',
        revisionId: 'rev-2',
        commitSha: 'dea49ef'.padEnd(40, '0'),
        revisionStatus: 'DEPLOYED',
        smoke: smokeFailed,
        failure: { title: 'Smoke test failed', message: 'm' },
      }),
    );
    expect(h).toEqual({
      icon: '❌',
      title: 'Smoke test failed: `agent`',
      lede: 'Revision `rev-2` (commit `dea49ef`) is serving traffic, but it failed its smoke test.',
    });
  });

  test('a revision that never deployed, stopped by a timeout: what served before still serves', () => {
    const h = headline(
      state({
        action: 'update',
        revisionId: 'rev-2',
        revisionStatus: 'BUILDING',
        previousRevision: { id: 'rev-1' },
        failure: { title: 'Timed out', message: 'm' },
      }),
    );
    expect(h.icon).toBe('⏱️');
    expect(h.lede).toBe('Revision `rev-2` is not serving; revision `rev-1` still is.');
  });

  test('names from a server are code in the headline, never markup', () => {
    const h = headline(state({ deploymentName: '*x* [y](z)', action: 'delete', deleteResult: 'DELETED' }));
    expect(h.title).toBe('Deleted `*x* [y](z)`');
  });
});
