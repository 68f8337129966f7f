import type { RunContext } from '../run/context.ts';
import type { LogKind } from '../control-plane/schemas.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { LOG_NAMES, readLogPage, REPLY_LIMIT } from './read-log-page.ts';
import { boundedBlock, formatLine, lineCount } from './render.ts';
import { LOG_LIMITS } from '../base/policy.ts';
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
  const read = await newestLines(ctx, kind, revisionId, inputs.logs.lines);
  if (!read) return;
  // A server that ignored `order: desc` sent the log's first lines, oldest first (times all known,
  // rising from first to last): say so.
  const times = read.lines.map((line) => line.at);
  const ascending = times.length >= 2 && times.every((t) => t !== undefined) && times[0]! < times.at(-1)!;
  const { lines, dropped } = boundedBlock(ascending ? read.lines : read.lines.reverse());
  const which = ascending ? 'First' : 'Last';
  const title = `${which} ${lineCount(lines.length)} of the ${LOG_NAMES[kind]} of revision ${revisionId}`;
  const first = lines.find((line) => line.error);
  state.logs.failure = {
    kind,
    revisionId,
    lines,
    dropped,
    ...(ascending ? { first: true } : {}),
    ...(first ? { firstError: `${first.time} ${first.level} ${first.message}` } : {}),
  };
  await log.group(title, async () => {
    if (ascending) log.info('(the control plane sent the oldest lines although the newest were asked for)');
    if (read.short) log.info(`(${read.short})`);
    if (dropped) log.info(`(${lineCount(dropped)} more not shown: the block is limited in size)`);
    if (!lines.length) log.info(`(the ${LOG_NAMES[kind]} is empty)`);
    for (const line of lines) log.info(formatLine(line));
  });
}

/**
 * The newest `want` lines, newest first: one read, unless the reply is larger than a reply may be
 * (a few multi-MiB lines). Then the lines its start held whole are read again, alone, to learn
 * where they end, and the older ones from there — at most LOG_LIMITS.tailReads reads in all, so
 * the newest lines (and the ERROR among them) always show. `short` says why fewer lines than
 * `want` may have been read. Undefined when the first read gave nothing.
 */
async function newestLines(
  ctx: RunContext,
  kind: LogKind,
  revisionId: string,
  want: number,
): Promise<{ lines: ShownLine[]; short?: string } | undefined> {
  const lines: ShownLine[] = [];
  let offset: string | undefined;
  let limit = want;
  // The whole lines of a cut reply: shown should reading them again fail.
  let held: ShownLine[] = [];
  for (let reads = 0; reads < LOG_LIMITS.tailReads; reads++) {
    const at = offset === undefined ? {} : { offset };
    const page = await readLogPage(ctx, kind, revisionId, { order: 'desc', limit, ...at });
    if (typeof page === 'string') return reads ? { lines: [...lines, ...held] } : undefined;
    if (page.cut) {
      if (page.cut.rows === 0 || limit === 1) {
        // One line larger than a whole reply: the start of it is shown, and nothing older.
        const partial = page.cut.partial ? [page.cut.partial] : [];
        const short = `a reply was larger than ${REPLY_LIMIT} with a single line: ${partial.length ? 'that line is shown cut, and ' : ''}older lines are not read`;
        return { lines: [...lines, ...page.lines.slice(0, limit), ...partial], short };
      }
      // No more than were asked for, whatever a server that ignores `limit` sends.
      held = page.lines.slice(0, limit);
      limit = Math.min(page.cut.rows, limit - 1);
      continue;
    }
    held = [];
    lines.push(...page.lines.slice(0, limit));
    const advanced = page.nextOffset !== undefined && page.nextOffset !== offset;
    if (lines.length >= want || page.lines.length < limit || !advanced) return { lines };
    offset = page.nextOffset;
    limit = want - lines.length;
  }
  const short = `the newest lines are so long that ${LOG_LIMITS.tailReads} reads held only ${lineCount(lines.length + held.length)}`;
  return { lines: [...lines, ...held], short };
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
