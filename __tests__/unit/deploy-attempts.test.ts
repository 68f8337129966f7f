import { describe, expect, test } from '@jest/globals';
import { outputsOf } from '../../src/report/outputs.ts';
import { summaryMarkdown } from '../../src/report/summary.ts';
import { commitRuleWords } from '../../src/report/gate-words.ts';
import { newRevisionStatus, type FailureLog, type RunState } from '../../src/run/run-state.ts';
import { runStateWith } from '../helpers/run-state.ts';

/** The attempts of a `deploy_retries` run, as the outputs and the summary tell them. */
const log = (revisionId: string, message: string): FailureLog => ({
  kind: 'server',
  revisionId,
  lines: [{ time: '2026-11-22T12:00:00Z', level: 'ERROR', message, error: true }],
  dropped: 0,
});

const retried = (attempts: RunState['attempts'], failure?: FailureLog): RunState =>
  runStateWith({
    target: { deploymentName: 'agent', deploymentId: 'd-1', action: 'update' },
    revision: { ...newRevisionStatus(), id: attempts!.at(-1)!.revisionId, status: attempts!.at(-1)!.status },
    attempts,
    logs: { failure },
  });

describe('deploy attempts', () => {
  test('deploy_attempts is each attempt’s revision id and status, oldest first; empty when the run followed none', () => {
    const state = retried([
      { revisionId: 'r-1', made: 'first', status: 'DEPLOY_FAILED' },
      { revisionId: 'r-2', made: 'redeploy', status: 'DEPLOYED' },
    ]);
    expect(JSON.parse(outputsOf(state).deploy_attempts!)).toEqual([
      { revision_id: 'r-1', status: 'DEPLOY_FAILED' },
      { revision_id: 'r-2', status: 'DEPLOYED' },
    ]);
    expect(outputsOf(runStateWith({})).deploy_attempts).toBe('');
  });

  test('deploy_attempts stays small whatever a hostile server calls a status: each one cut, the JSON still reads', () => {
    const state = retried([
      { revisionId: 'r-1', made: 'first', status: 'DEPLOY_FAILED' },
      { revisionId: 'r-2', made: 'redeploy', status: `DEPLOY_FAILED${'x'.repeat(100_000)}"\n::error::x` },
    ]);
    const output = outputsOf(state).deploy_attempts!;
    expect(output.length).toBeLessThan(300);
    const listed = JSON.parse(output) as Array<{ status: string }>;
    expect(listed[0]!.status).toBe('DEPLOY_FAILED');
    expect(listed[1]!.status.startsWith('DEPLOY_FAILEDxxx')).toBe(true);
    expect(output).not.toContain('\n');
  });

  test('the summary lists each attempt and how it was made, each failed one with its log’s tail, once', () => {
    const last = log('r-3', 'still failing at start-up');
    const summary = summaryMarkdown(
      retried(
        [
          { revisionId: 'r-1', made: 'first', status: 'DEPLOY_FAILED', log: log('r-1', 'first failure') },
          { revisionId: 'r-2', made: 'redeploy', status: 'DEPLOY_FAILED', log: log('r-2', 'second') },
          { revisionId: 'r-3', made: 'new-revision', status: 'DEPLOY_FAILED', log: last },
        ],
        last,
      ),
    );
    expect(summary).toContain('**Attempt 1 of 3:** revision `r-1` · `DEPLOY_FAILED`');
    expect(summary).toContain(
      '**Attempt 2 of 3:** revision `r-2`, a redeploy of the one before · `DEPLOY_FAILED`',
    );
    expect(summary).toContain(
      '**Attempt 3 of 3:** revision `r-3`, a new revision of the same source · `DEPLOY_FAILED`',
    );
    for (const line of ['first failure', 'second', 'still failing at start-up'])
      expect(summary.split(line)).toHaveLength(2);
    expect(summary.indexOf('first failure')).toBeLessThan(summary.indexOf('**Attempt 2 of 3:**'));
  });

  test('one attempt lists none; its failure’s log, or one shown for another reason (a failed smoke test), is still shown', () => {
    const failed = log('r-1', 'failed at start-up');
    const once = summaryMarkdown(
      retried([{ revisionId: 'r-1', made: 'first', status: 'DEPLOY_FAILED', log: failed }], failed),
    );
    expect(once).not.toContain('**Attempt');
    expect(once.split('failed at start-up')).toHaveLength(2);
    const smoke = summaryMarkdown(
      retried([{ revisionId: 'r-1', made: 'first', status: 'DEPLOYED' }], log('r-1', 'smoke')),
    );
    expect(smoke).toContain('of the server log of revision <code>r-1</code>');
  });

  test('a commit problem says the rule it breaks', () => {
    expect(commitRuleWords({})).toBe('require_commit is true');
    expect(commitRuleWords({ rule: 'deploy_retries' })).toBe(
      'a deploy_retries retry counts only when it deploys the commit the first attempt built',
    );
  });
});
