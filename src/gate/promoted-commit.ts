import { sameCommit, shortSha } from '../base/commit-sha.ts';
import type { RunContext } from '../run/context.ts';
import { failGate } from './verify.ts';

/**
 * A promote of a GitHub source: the platform builds the head of the ref when its build starts, so
 * a push in between is built instead of the commit promoted. Once the revision is DEPLOYED, the
 * commit it built must be the one promoted: another is a failed gate (rolled back under
 * `rollback_on_failure`), one the control plane does not name a gate that could not judge.
 * Judged before the smoke test and the agent checks, which would only test other code.
 */
export async function judgePromotedCommit(ctx: RunContext, expected: string): Promise<void> {
  const { state, log } = ctx;
  if (state.revision.status !== 'DEPLOYED') return;
  const built = state.revision.commitSha;
  const ref = state.revision.ref;
  if (built && sameCommit(built, expected)) {
    log.info(`Revision ${state.revision.id} built commit ${shortSha(built)}, the commit promoted.`);
    return;
  }
  state.gate.builtCommit = { expected, ...(built ? { built } : {}), ...(ref ? { ref } : {}) };
  log.warning(
    built
      ? `Revision ${state.revision.id} built commit ${shortSha(built)}${ref ? ` of ${ref}` : ''}, not commit ${shortSha(expected)}, which was promoted: the ref moved before the build started.`
      : `The control plane did not say which commit revision ${state.revision.id} built (repo_commit_sha), so it cannot be told from the commit promoted, ${shortSha(expected)}.`,
    built ? 'Different commit built' : 'Built commit unknown',
  );
  await failGate(ctx, 'commit', built ? 'failed' : 'not-judged', true);
}
