import { DeadlineError, type Stopped } from '../base/errors.ts';
import { ended } from '../base/untrusted.ts';
import { describeRevision } from '../deploy/read-serving.ts';
import { servingNow } from './ending.ts';
import type { CommitProblem } from '../deploy/built-commit.ts';
import type { GateFailed, RollbackEnded } from '../gate/gate-errors.ts';
import { checksVerdict } from '../gate/judge.ts';
import type { Judged } from '../gate/run-gate.ts';
import type { ChecksFailOn } from '../inputs/types.ts';
import type { CaseReport, ChecksReport } from '../run/facts.ts';
import { GATE_NAMES, type Gate, type GateCause, type RunState } from '../run/run-state.ts';
import { smokeFailure } from '../smoke/smoke-report.ts';
import { formatDuration } from '../time/duration.ts';
import { shortId, shortSha } from '../base/commit-sha.ts';
import { commandWords, runWords, settingWords } from '../inputs/front-end.ts';

/*
 * The gate in words: what a smoke test or agent checks that did not pass say of a revision, why
 * nothing was rolled back, and how a rollback ended — from the facts the gate recorded. The one
 * place these sentences are made; the summary, the PR comment, GitHub Deployments and the
 * failure message all take theirs from here.
 */

/** "failed its smoke test", "failed its agent checks". */
export function failedIts(cause: GateCause): string {
  return `failed its ${GATE_NAMES[cause]}`;
}

/** What a gate judged: the run's (with a promote's built commit), or a rollback's. */
type GateJudged = Judged & Pick<Gate, 'builtCommit'>;

/** Which part of a revision's gate did not pass: its built commit, its smoke test, else its agent checks. */
function gateCause(judged: GateJudged): GateCause | undefined {
  if (judged.builtCommit) return 'commit';
  if (judged.smoke && judged.smoke.result !== 'passed') return 'smoke';
  if (judged.checks && judged.checks.result !== 'passed') return 'checks';
  return undefined;
}

/**
 * What a gate that did not pass says of the revision, or undefined when it passed: a smoke test by
 * what its failure was, agent checks by how many cases failed, else how many were not judged.
 */
export function gateSaid(judged: GateJudged, subject: string): string | undefined {
  const { smoke, checks } = judged;
  const cause = gateCause(judged);
  if (cause === 'commit') return builtCommitSaid(judged.builtCommit!, subject);
  if (cause === 'smoke' && smoke!.blame === 'setup')
    return `the smoke test could not judge ${subject} (the server was not reached, refused the key, or does not know the assistant)`;
  if (cause === 'smoke' && smoke!.blame === 'time')
    return `${subject} was not fully smoke-tested: timeout cut the smoke test short`;
  if (cause === 'smoke') return `${subject} failed its smoke test`;
  if (cause !== 'checks') return undefined;
  const count = (result: string): number => checks!.cases.filter((c) => c.result === result).length;
  const total = checks!.cases.length;
  if (count('failed')) return `${subject} failed ${count('failed')} of ${total} agent checks`;
  return `the agent checks could not judge ${count('not-judged')} of ${total} cases of ${subject}`;
}

/** The cases that did not pass, one per line with the first thing that failed. */
export function checksFailure(checks: ChecksReport): string {
  if (checks.detail) return checks.detail;
  const bad = checks.cases.filter((c) => c.result !== 'passed');
  const failed = bad.filter((c) => c.result === 'failed').length;
  const head =
    failed === bad.length
      ? `${failed} of ${checks.cases.length} agent check cases failed`
      : `${bad.length} of ${checks.cases.length} agent check cases did not pass (${failed} failed, ${bad.length - failed} not judged)`;
  return `${head}:\n${bad.map((c) => `  - ${caseFailure(c)}`).join('\n')}`;
}

/**
 * Failures the gate only warns of, said once: with `checks_fail_on: never` every case that did not
 * pass; with `regression` the failures that are none (a case not judged fails that gate). Nothing
 * unless the run's agent checks passed with such failures (a cancelled run's never came to a verdict).
 */
export function checksWarning(
  state: RunState,
  failOn: ChecksFailOn | undefined,
): { title: string; message: string } | undefined {
  const checks = state.gate.checks;
  if (!checks || !failOn || state.failure?.stopped === 'cancelled') return undefined;
  const verdict = checksVerdict(checks, failOn);
  if (verdict.kind !== 'passed' || !verdict.warned) return undefined;
  const of = `of ${checks.cases.length} agent check cases`;
  const count = (which: (c: CaseReport) => boolean): number => checks.cases.filter(which).length;
  const message =
    failOn === 'regression'
      ? `${count((c) => c.result === 'failed')} ${of} failed${noRegression(checks.cases, Boolean(state.gate.baseline))}; checks_fail_on is regression, so the job goes on.`
      : `${count((c) => c.result !== 'passed')} ${of} did not pass; checks_fail_on is never, so the job goes on.`;
  return { title: 'Agent checks did not pass', message };
}

/**
 * Why the failed cases are no regression: none ran before, none passed before, or — for a case
 * the baseline did not judge — whether it regressed is not known.
 */
function noRegression(cases: readonly CaseReport[], baseline: boolean): string {
  if (!baseline) return ', none of them a regression (no baseline ran to compare with)';
  const failed = cases.filter((c) => c.result === 'failed');
  const unknown = failed.filter((c) => c.before !== 'failed').length;
  const known = failed.length - unknown;
  if (!unknown) return ', none of them a regression (none passed on the baseline)';
  const them = unknown === 1 ? 'it' : 'them';
  const whether = unknown === 1 ? 'it is a regression' : 'they are regressions';
  return known
    ? `: ${known} failed on the baseline too (no regression); whether the other ${unknown === 1 ? 'one is a regression' : `${unknown} are regressions`} is unknown: the baseline did not judge ${them}`
    : `; whether ${whether} is unknown: the baseline did not judge ${them}`;
}

/** "refund policy (1 of 3 runs passed, 2 needed): contains "30 days": not found: …" */
export function caseFailure(c: CaseReport): string {
  const runs = c.runs > 1 ? ` (${c.passes} of ${c.runs} runs passed, ${c.min_passes} needed)` : '';
  const judged = c.result === 'not-judged' ? ' [not judged]' : c.regression ? ' [regression]' : '';
  return `${c.name}${judged}${runs}: ${c.failure ?? 'not passed'}`;
}

/** A promote's revision that built another commit than the one promoted, or one nobody named. */
function builtCommitSaid(facts: NonNullable<Gate['builtCommit']>, subject: string): string {
  const expected = shortSha(facts.expected);
  return facts.built
    ? `${subject} built commit ${shortSha(facts.built)}${facts.ref ? ` of ${facts.ref}` : ''}, not commit ${expected}, which was promoted (the ref moved before the build started)`
    : `the control plane did not say which commit ${subject} built, so it cannot be told from commit ${expected}, which was promoted`;
}

/** What failed in a revision's gate, in words: the built commit, the smoke test's failures or the cases'. */
function gateFailure(judged: GateJudged): string {
  const cause = gateCause(judged);
  if (cause === 'commit') return `${ended(builtCommitSaid(judged.builtCommit!, 'It'))}`;
  if (cause === 'smoke') return smokeFailure(judged.smoke!);
  if (cause === 'checks') return checksFailure(judged.checks!);
  return 'it did not pass';
}

/** A revision that did not pass its gate: its title and what failed. */
export function gateFailedWords(error: GateFailed, state: RunState): { title: string; message: string } {
  const smoke = error.failed === 'smoke';
  const title =
    error.failed === 'commit'
      ? error.verdict === 'failed'
        ? 'Different commit built'
        : 'Built commit unknown'
      : error.verdict === 'not-judged' && !smoke
        ? 'Agent checks not judged'
        : smoke
          ? 'Smoke test failed'
          : 'Agent checks failed';
  return { title, message: gateFailure(state.gate) };
}

/** Why a revision that did not pass was not rolled back, as the failure message ends with it. */
export function noRollbackWords(state: RunState): string | undefined {
  const gate = state.gate.verdict;
  if (!gate?.noRollback || !state.revision.id) return undefined;
  const failed = describeRevision({ id: state.revision.id, commit: state.revision.commitSha });
  const name = GATE_NAMES[gate.cause];
  const serving = `Revision ${failed} is serving traffic although it ${gate.verdict === 'failed' ? 'failed' : 'did not pass'} its ${name}`;
  const to = state.serving.previous && `revision ${describeRevision(state.serving.previous)}`;
  const rollback = commandWords(state.frontEnd, 'rollback');
  switch (gate.noRollback) {
    case 'first-revision':
      return `${serving} (the deployment's first revision: nothing to roll back to).`;
    case 'nothing-served':
      return `${serving}; no earlier revision was serving, so there is nothing to roll back to.`;
    case 'not-deployed':
      return `${serving}; the revision the control plane named as serving before, ${state.serving.previous!.id}, is ${state.serving.previous!.status}, not one that deployed, so nothing was rolled back to it.`;
    case 'not-judged':
      if (gate.cause === 'commit')
        return `The commit revision ${failed} built is not known, so nothing was rolled back; ${to} can be restored with ${rollback}.`;
      return gate.cause === 'smoke'
        ? `The smoke test could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, or does not know the assistant), so nothing was rolled back; ${to} can be restored with ${rollback}.`
        : `The agent checks could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, does not know the assistant, or a pattern was too slow), so nothing was rolled back; ${to} can be restored with ${rollback}.`;
    case 'not-asked':
      return `${serving}: roll back with ${rollback} (to ${to}), or set ${settingWords(state.frontEnd, 'rollback_on_failure', 'true')} to do it automatically.`;
  }
}

/** With `rollback_on_failure`, a timeout rolls nothing back: why, for the failure message. */
export function noRollbackOnTimeoutWords(state: RunState): string | undefined {
  if (!state.gate.noRollbackOnTimeout || !state.revision.id) return undefined;
  if (state.revision.status !== 'DEPLOYED')
    return `No rollback on a timeout: revision ${state.revision.id} may still finish.`;
  const checks = state.gate.checks && !state.gate.smoke?.blame ? state.gate.checks : undefined;
  const failed = checks?.cases.filter((c) => c.result === 'failed').length ?? 0;
  if (checks && failed) {
    const to = state.serving.previous ? ` (to revision ${describeRevision(state.serving.previous)})` : '';
    return `No rollback: timeout ran out during the agent checks of revision ${state.revision.id}, leaving no time to roll back and follow the redeploy, although ${failed} of ${checks.cases.length} cases failed before that: roll back with ${commandWords(state.frontEnd, 'rollback')}${to}, or raise timeout.`;
  }
  return `No rollback: timeout cut the ${checks ? 'agent checks' : 'smoke test'} of revision ${state.revision.id} short, so it says nothing against the revision.`;
}

const ROLLED_BACK: Record<GateCause, string> = {
  smoke: 'Rolled back after a failed smoke test',
  checks: 'Rolled back after failed agent checks',
  commit: 'Rolled back after another commit was built',
};

/**
 * How a rollback after a failed gate ended, from the rollback record: the whole story for the log,
 * and `why` the revision failed for the summary, whose headline tells the rest.
 */
export function rollbackWords(
  error: RollbackEnded,
  state: RunState,
): { title: string; message: string; stopped?: Stopped; why?: string } {
  const r = state.rollback!;
  const cause = r.cause ?? 'smoke';
  const failed = describeRevision(r.from!);
  const failure = gateFailure(state.gate);
  const why = `\nThe ${GATE_NAMES[cause]} of ${r.from!.id}: ${failure}`;
  const summaryWhy = `The ${GATE_NAMES[cause]} of revision ${shortId(r.from!.id)}: ${failure}`;
  const title = ROLLED_BACK[cause];
  const restored = `revision ${describeRevision(r.to)}${r.revision.id ? ` (as revision ${r.revision.id})` : ''}`;
  switch (error.outcome) {
    case 'restored':
      return {
        title,
        message: `Revision ${failed} ${failedIts(cause)}: rolled back to ${describeRevision(r.to)}, which is serving${r.smoke || r.checks ? ' and passes' : ''} (as revision ${r.revision.id}).${why}`,
        why: summaryWhy,
      };
    case 'restored-fails': {
      const again = gateCause(r) ?? cause;
      const what = r.failure ?? gateFailure(r);
      const too =
        r.verdict === 'not-judged'
          ? `could not be judged by its ${GATE_NAMES[again]} either`
          : `fails its ${GATE_NAMES[again]} too`;
      return {
        title,
        message: `Revision ${failed} ${failedIts(cause)} and was rolled back: ${restored} serves again, but it ${too}: ${what}${why}`,
        why: summaryWhy,
      };
    }
    case 'failed':
      return {
        title: 'Rollback failed',
        message: `Revision ${failed} ${failedIts(cause)}, and the rollback to ${restored} failed: ${r.failure}${servingNow(state.serving.active, r.failure ?? '')}${why}`,
        why: summaryWhy,
      };
    case 'stopped': {
      // The run stopped (timeout or cancellation) while the rollback went on: it keeps its stopped title,
      // and says what is under way on the server — the redeploy, which serves once it is DEPLOYED.
      const stop = error.stop!;
      const stopped =
        stop instanceof DeadlineError
          ? {
              title: 'Timed out',
              message: `Timed out (timeout: ${formatDuration(stop.timeoutMs)}) ${stop.during}.`,
            }
          : { title: 'Cancelled', message: 'The workflow was cancelled.' };
      const under = r.rolledBack
        ? ` Revision ${describeRevision(r.to)} serves again (as revision ${r.revision.id}); its own ${GATE_NAMES[r.cause ?? 'smoke']} did not finish.`
        : r.revision.id
          ? ` Its redeploy, revision ${r.revision.id}, was ${r.revision.status ?? 'starting'}: it keeps going on the server and serves once DEPLOYED. To follow it, ${runWords(state.frontEnd, 'status', [['deployment_id', state.target.deploymentId ?? '']])}.`
          : state.inFlight
            ? ' The redeploy was sent and not answered: it may be under way (it would be the deployment’s latest revision).'
            : ' The redeploy was not sent.';
      return {
        title: stopped.title,
        stopped: stop instanceof DeadlineError ? 'timeout' : 'cancelled',
        message: `Revision ${describeRevision(r.from!)} ${failedIts(r.cause ?? 'smoke')}; ${r.rolledBack ? 'it was rolled back' : `the rollback to revision ${describeRevision(r.to)} was under way`}. ${stopped.message}${under}`,
      };
    }
  }
}

/** Why a commit problem fails the run: the rule of the input it breaks. */
export function commitRuleWords(problem: Pick<CommitProblem, 'rule'>): string {
  return problem.rule === 'deploy_retries'
    ? 'a deploy_retries retry counts only when it deploys the commit the first attempt built'
    : 'require_commit is true';
}

/** `require_commit`: the failure, saying what now serves and that nothing was undone. */
export function commitRequiredWords(
  problem: CommitProblem,
  state: RunState,
): { title: string; message: string } {
  const own = describeRevision({ id: state.revision.id!, commit: state.revision.commitSha });
  const tested = !state.gate.smoke
    ? ', not smoke-tested'
    : state.gate.smoke.result === 'passed'
      ? ' and passed its smoke test'
      : '';
  const undo = state.serving.previous
    ? `: to undo it, ${runWords(state.frontEnd, 'rollback')} (it redeploys revision ${describeRevision(state.serving.previous)})`
    : '';
  return {
    title: problem.title,
    message: `${problem.message}
Failing because ${commitRuleWords(problem)}. Revision ${own} is ${state.revision.status ?? 'in progress'}${state.revision.status === 'DEPLOYED' ? ` and serving${tested}` : ''}; nothing was rolled back${undo}.`,
  };
}
