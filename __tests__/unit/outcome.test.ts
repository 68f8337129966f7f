import { describe, expect, test } from '@jest/globals';
import { headline } from '../../src/report/outcome.ts';
import { newRevisionStatus, type RevisionStatus, type RunState } from '../../src/run/run-state.ts';
import { summaryMarkdown } from '../../src/report/summary.ts';
import { smokeFailure } from '../../src/smoke/smoke-report.ts';
import { runStateWith, type StateParts } from '../helpers/run-state.ts';

const rev = (r: Partial<RevisionStatus>): RevisionStatus => ({ ...newRevisionStatus(), ...r });

const state = (parts: StateParts): RunState =>
  runStateWith({ ...parts, target: { deploymentName: 'agent', ...parts.target } });
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
        target: { action: 'update' },
        revision: rev({ id: 'rev-2', commitSha: 'dea49ef'.padEnd(40, '0'), status: 'DEPLOYED' }),
        gate: { smoke: smokeFailed },
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
        target: { action: 'update' },
        revision: rev({ id: 'rev-2', status: 'BUILDING' }),
        serving: { previous: { id: 'rev-1' } },
        failure: { title: 'Timed out', message: 'm', stopped: 'timeout' },
      }),
    );
    expect(h.icon).toBe('⏱️');
    expect(h.lede).toBe('Revision `rev-2` is not serving; revision `rev-1` still is.');
  });

  test('names from a server are code in the headline, never markup', () => {
    const h = headline(
      state({ target: { deploymentName: '*x* [y](z)', action: 'delete', deleteResult: 'DELETED' } }),
    );
    expect(h.title).toBe('Deleted `*x* [y](z)`');
  });
});

describe('the summary says each thing once', () => {
  test('failed checks are listed in the smoke test table, not again in the quoted error', () => {
    const smoke = {
      ...smokeFailed,
      url: 'http://127.0.0.1:1',
      checks: [
        { name: 'run' as const, result: 'failed' as const, duration_ms: 5, detail: 'the run failed: boom' },
        { name: 'stream' as const, result: 'passed' as const, duration_ms: 5, detail: 'streamed' },
      ],
    };
    const markdown = summaryMarkdown(
      state({
        target: { action: 'update' },
        revision: rev({ id: 'rev-2', status: 'DEPLOYED' }),
        gate: { smoke },
        failure: {
          title: 'Smoke test failed',
          message: `${smokeFailure(smoke)}\nRevision rev-2 is serving traffic although it failed its smoke test: roll back with command: rollback.`,
        },
      }),
    );
    expect(markdown).toContain('> 1 of 2 checks failed (listed in the smoke test table below).');
    expect(markdown).toContain('> Revision rev-2 is serving traffic although it failed its smoke test');
    expect(markdown.match(/the run failed: boom/g)).toHaveLength(1);
    expect(markdown).toMatch(/\| run \| ❌ \| 5ms \| the run failed: boom \|/);
  });
});
