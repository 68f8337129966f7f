import type { RunState } from '../run/run-state.ts';

/**
 * The CLI's exit codes, documented in --help and docs/cli.md: a pipeline tells a bad deploy from
 * a bad command line, a timeout and a cancellation without reading the log.
 */
export const EXIT = {
  ok: {
    code: 0,
    text: 'done: deployed (and its smoke test and agent checks passed), or the command succeeded',
  },
  failed: {
    code: 1,
    text: 'failed: the deploy or its gate (build, smoke test, agent checks, rollback, a refusal), or a bug',
  },
  badInput: { code: 2, text: 'bad input: a flag, variable or value was refused; nothing was sent' },
  timedOut: { code: 3, text: 'timed out: timeout ran out (the revision may still go on)' },
  cancelled: { code: 4, text: 'cancelled: SIGINT or SIGTERM (the revision may still go on)' },
} as const;

/** The exit code of a run that started, from how it ended. */
export function exitCodeOf(state: RunState): number {
  if (!state.failure) return EXIT.ok.code;
  if (state.failure.stopped === 'timeout') return EXIT.timedOut.code;
  if (state.failure.stopped === 'cancelled') return EXIT.cancelled.code;
  return EXIT.failed.code;
}
