import type { RunContext } from '../commands/context.ts';
import type { LogKind, LogQuery } from '../control-plane/schemas.ts';
import { CancelledError, DeadlineError, HttpError, RequestError } from '../errors.ts';
import { LOG_READ } from '../policy.ts';
import { shownLine, type ShownLine } from './render.ts';

export const LOG_NAMES: Record<LogKind, string> = { build: 'build log', server: 'server log' };

/** A page of log lines, shown-safe, and where the next page starts. */
export interface LogRead {
  lines: ShownLine[];
  nextOffset?: string;
}

/**
 * Reads one page of a revision's build or server log. Logs never fail a deploy: a control plane
 * without the endpoint (404/405/501), one that refuses it (401/403), a timeout, a reply that is
 * not a log — each gives one notice per kind of log for the run, and `undefined`. So does too
 * little time left within `timeout`: logs count against it like everything else.
 */
export async function readLogPage(
  ctx: RunContext,
  kind: LogKind,
  revisionId: string,
  query: LogQuery,
): Promise<LogRead | undefined> {
  const { state, cp, log } = ctx;
  if (ctx.inputs.logs.mode === 'off' || !state.deploymentId || state.logsUnavailable.includes(kind))
    return undefined;
  const unavailable = (why: string): undefined => {
    state.logsUnavailable.push(kind);
    log.notice(
      `${LOG_NAMES[kind][0]!.toUpperCase()}${LOG_NAMES[kind].slice(1)}s are not available from this control plane: ${why}. The deploy goes on.`,
      `No ${LOG_NAMES[kind]}`,
    );
    return undefined;
  };
  if (ctx.deadline - ctx.clock.now() < LOG_READ.minTimeLeftMs) {
    // Not the control plane's doing: this run's time is nearly up.
    log.notice(
      `The ${LOG_NAMES[kind]} was not read: too little of timeout was left.`,
      `No ${LOG_NAMES[kind]}`,
    );
    return undefined;
  }
  try {
    const page = await cp.readLogs(kind, state.deploymentId, revisionId, query);
    return {
      lines: page.logs.map((line) => shownLine(line, ctx.redact)),
      nextOffset:
        page.next_offset === null || page.next_offset === undefined ? undefined : String(page.next_offset),
    };
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    if (error instanceof HttpError) {
      const why = [404, 405, 501].includes(error.status)
        ? 'it does not offer them'
        : 'it refused the request';
      return unavailable(`${why} (${error.method} ${error.path} answered ${error.status})`);
    }
    if (error instanceof RequestError || error instanceof DeadlineError) return unavailable(error.message);
    throw error;
  }
}
