import type { CancelledError, DeadlineError } from '../base/errors.ts';
import { GATE_NAMES, type GateCause } from '../run/run-state.ts';

/*
 * How a gate ended, as typed errors carrying facts: report/failure.ts says it in words, from
 * them and the run state (the smoke report, the checks report, the rollback record).
 */

/** A revision that did not pass its gate: its smoke test, its agent checks, or its built commit. */
export class GateFailed extends Error {
  readonly failed: GateCause;
  /** `failed`: the agent misbehaved; `not-judged`: the gate could not tell. */
  readonly verdict: 'failed' | 'not-judged';

  constructor(failed: GateCause, verdict: 'failed' | 'not-judged') {
    super(`the ${GATE_NAMES[failed]} ${verdict === 'failed' ? 'failed' : 'could not judge the revision'}`);
    this.failed = failed;
    this.verdict = verdict;
  }
}

/**
 * A rollback after a failed gate, ended: the earlier revision serves again and passes
 * (`restored`), serves again but does not pass (`restored-fails`), the redeploy failed (`failed`),
 * or the run was stopped meanwhile (`stopped`, by `stop`).
 */
export class RollbackEnded extends Error {
  readonly outcome: 'restored' | 'restored-fails' | 'failed' | 'stopped';
  readonly stop?: DeadlineError | CancelledError;

  constructor(outcome: RollbackEnded['outcome'], stop?: DeadlineError | CancelledError) {
    super(`rollback ${outcome}`);
    this.outcome = outcome;
    this.stop = stop;
  }
}
