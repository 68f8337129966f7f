import type { RunContext } from '../run/context.ts';
import type { Budget } from '../time/budget.ts';
import { CutLogPage } from '../control-plane/cut-log-page.ts';
import type { LogKind, LogPage, LogQuery } from '../control-plane/schemas.ts';
import type { Redact } from '../base/untrusted.ts';
import { CancelledError, DeadlineError, HttpError, NetworkError, RequestError } from '../base/errors.ts';
import { LOG_READ, MAX_BODY_BYTES, MIB } from '../base/policy.ts';
import { shownLine } from './render.ts';
import type { ShownLine } from '../run/facts.ts';

export const LOG_NAMES: Record<LogKind, string> = { build: 'build log', server: 'server log' };

/** The largest reply read, as said to users ("4 MiB"). */
export const REPLY_LIMIT = `${MAX_BODY_BYTES / MIB} MiB`;

/** A page of log lines, shown-safe, and where the next page starts. */
export interface LogRead {
  lines: ShownLine[];
  nextOffset?: string;
  /** Lines the reply held beyond those read (a server that ignores `limit`): counted, not read. */
  unread?: number;
  /**
   * The reply was larger than a reply may be (MAX_BODY_BYTES): `lines` are those its start held
   * whole (`rows` of them), and where they end is not known. `partial` is the start of the first
   * line, cut, when not even that one was whole.
   */
  cut?: { rows: number; partial?: ShownLine };
}

/**
 * Why a read gave no lines: the endpoint is not there for this run, this read failed, or it got
 * no reply in time (a stream does not wait on such an endpoint again).
 */
type LogMiss = 'unavailable' | 'failed' | 'hung';

/**
 * Reads one page of a revision's build or server log. Logs never fail a deploy:
 * - a control plane without the endpoint (404 Not Found, 405, 501) or refusing it (401/403) has
 *   no logs for the rest of the run;
 * - a read that fails (5xx, a reply that is not a log, a 404 about the revision: no log yet) or
 *   gets no reply in time is only this read's loss — a later read may try again;
 * - too little of `timeout` left skips the read: logs count against it like everything else.
 * Each kind of log gets at most one notice a run. Returns the page, or why there is none.
 */
export async function readLogPage(
  ctx: RunContext,
  kind: LogKind,
  revisionId: string,
  query: LogQuery,
  /** Said after a notice: what happens next ("The deploy goes on."), when there is something to say. */
  goesOn = '',
  /** The budget the read must fit in: the run's, or a narrower one (the wait's). */
  budget: Budget = ctx.budget,
): Promise<LogRead | LogMiss> {
  const { state } = ctx;
  if (ctx.inputs.logs.mode === 'off' || !state.target.deploymentId || state.logs.unavailable.includes(kind))
    return 'unavailable';
  // Says why a log is not shown: a notice the first time a run misses this kind, debug after.
  const notice = (text: string): void => {
    if (state.logs.noticed.includes(kind)) return ctx.log.debug(text);
    state.logs.noticed.push(kind);
    ctx.log.notice(`${text}${goesOn ? ` ${goesOn}` : ''}`, `No ${LOG_NAMES[kind]}`);
  };
  if (!budget.allows(LOG_READ.minTimeLeftMs)) {
    // Not the control plane's doing: this run's time is nearly up.
    notice(`The ${LOG_NAMES[kind]} was not read: too little of timeout was left.`);
    return 'failed';
  }
  try {
    return logRead(
      await ctx.cp.readLogs(kind, state.target.deploymentId, revisionId, query, budget),
      ctx.redact,
    );
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    return logMiss(ctx, kind, revisionId, error, notice);
  }
}

/** A page as shown: its lines redacted and bounded, where the next starts, or where it was cut. */
function logRead(page: LogPage | CutLogPage, redact: Redact): LogRead {
  const lines = page.logs.map((line) => shownLine(line, redact));
  if (page instanceof CutLogPage) {
    const { rows, partial } = page;
    return {
      lines,
      cut: {
        rows,
        ...(partial ? { partial: shownLine(partial.line, redact, partial.messageCut) } : {}),
      },
    };
  }
  return {
    lines,
    nextOffset:
      page.next_offset === null || page.next_offset === undefined ? undefined : String(page.next_offset),
    ...(page.unread ? { unread: page.unread } : {}),
  };
}

/** What a failed read means for this run's reads of the kind, said once. */
function logMiss(
  ctx: RunContext,
  kind: LogKind,
  revisionId: string,
  error: unknown,
  notice: (text: string) => void,
): LogMiss {
  const name = LOG_NAMES[kind];
  // Anything else is a log this action could not handle: a bug to fix, never the deploy's failure.
  if (!(error instanceof RequestError || error instanceof DeadlineError)) {
    notice(
      `The ${name} of revision ${revisionId} could not be shown: ${error instanceof Error ? error.message : String(error)}.`,
    );
    return 'failed';
  }
  const permanent = error instanceof HttpError && endpointMissing(error);
  const refused = error instanceof HttpError && (error.status === 401 || error.status === 403);
  if (permanent || refused) {
    ctx.state.logs.unavailable.push(kind);
    const why = permanent ? 'it does not offer them' : 'it refused the request';
    notice(
      `${name[0]!.toUpperCase()}${name.slice(1)}s are not available from this control plane: ${why} (${error.method} ${error.path} answered ${error.status}).`,
    );
    return 'unavailable';
  }
  notice(`The ${name} of revision ${revisionId} could not be read: ${error.message}.`);
  const hung =
    error instanceof DeadlineError || (error instanceof NetworkError && error.failure === 'timeout');
  return hung ? 'hung' : 'failed';
}

/**
 * A control plane without the endpoint: 405 or 501, or a 404 that names no revision or log
 * (FastAPI answers an unknown route `{"detail": "Not Found"}`). A 404 saying more — "no build
 * logs for revision …" — is about this revision: its log may simply not exist yet.
 */
function endpointMissing(error: HttpError): boolean {
  if (error.status === 405 || error.status === 501) return true;
  return error.status === 404 && /^(not found)?\.?$/i.test(error.detail.trim());
}
