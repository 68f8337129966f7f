import type { RunContext } from '../run/context.ts';
import type { LogKind } from '../control-plane/schemas.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { LOG_NAMES, readLogPage } from './read.ts';
import { boundedBlock, formatLine, lineCount } from './render.ts';
import type { ShownLine } from '../run/facts.ts';

/**
 * On a failure: the last `log_lines` lines of the revision's build or server log, oldest first,
 * in a collapsible group of the CI log, and in the run state for the summary and the PR comment —
 * with its first ERROR line (`time LEVEL message`), the one most likely to say what broke, which
 * the failure message ends with (report/failure.ts).
 */
export async function showFailureLog(ctx: RunContext, kind: LogKind, revisionId: string): Promise<void> {
  const { log, state, inputs } = ctx;
  if (inputs.logs.mode === 'off') return;
  const page = await readLogPage(ctx, kind, revisionId, { order: 'desc', limit: inputs.logs.lines });
  if (typeof page === 'string') return;
  const asked = page.lines.slice(0, inputs.logs.lines);
  // A server that ignored `order: desc` sent the log's first lines, oldest first: say so.
  const ascending = isAscending(asked);
  const { lines, dropped } = boundedBlock(ascending ? asked : asked.reverse());
  const which = ascending ? 'First' : 'Last';
  const title = `${which} ${lineCount(lines.length)} of the ${LOG_NAMES[kind]} of revision ${revisionId}`;
  const first = lines.find((line) => line.error);
  state.failureLog = {
    kind,
    revisionId,
    lines,
    dropped,
    ...(first ? { firstError: `${first.time} ${first.level} ${first.message}` } : {}),
  };
  await log.group(title, async () => {
    if (ascending) log.info('(the control plane sent the oldest lines although the newest were asked for)');
    if (dropped) log.info(`(${lineCount(dropped)} more not shown: the block is limited in size)`);
    if (!lines.length) log.info(`(the ${LOG_NAMES[kind]} is empty)`);
    for (const line of lines) log.info(formatLine(line));
  });
}

/** Lines whose times (all known) rise from first to last: not the newest-first order asked for. */
function isAscending(lines: ShownLine[]): boolean {
  const times = lines.map((line) => line.at);
  if (times.length < 2 || times.some((t) => t === undefined)) return false;
  return times[0]! < times.at(-1)!;
}

/**
 * The log that says most about a revision in this status: the build log while it waits for a
 * builder or builds (or failed there), the server log while it deploys (or failed there).
 */
export function logOfStatus(status: string | undefined): LogKind | undefined {
  if (status === undefined) return undefined;
  const { verdict, phase } = classifyStatus(status);
  if (verdict === 'in-progress')
    return phase === 'deploy' ? 'server' : phase === 'build' || phase === 'build-wait' ? 'build' : undefined;
  // A failure says in its name where it failed (BUILD_FAILED, DEPLOY_FAILED, and ones new today).
  if (verdict === 'failure')
    return status.includes('DEPLOY') ? 'server' : status.includes('BUILD') ? 'build' : undefined;
  return undefined;
}
