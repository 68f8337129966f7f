import type { RunContext } from '../commands/context.ts';
import { LOG_LIMITS } from '../policy.ts';
import { readLogPage } from './read.ts';
import { formatLine } from './render.ts';

/** The statuses during which the build log grows. */
export const BUILD_PHASES: ReadonlySet<string> = new Set(['AWAITING_BUILD', 'BUILDING']);

/**
 * `logs: stream`: while the revision is waiting for or in its build, each status poll is followed
 * by at most one read of the build log from where the previous one ended (`next_offset`), and the
 * new lines are printed as they come — so the job log shows the build live. Server logs are not
 * streamed. Returns the poll, wrapped.
 */
export function streamingBuildLog(
  ctx: RunContext,
  revisionId: string,
  fetchStatus: () => Promise<string>,
): () => Promise<string> {
  if (ctx.inputs.logs.mode !== 'stream') return fetchStatus;
  let offset: string | undefined;
  let printed = 0;
  const seen = new Set<string>();
  return async () => {
    const status = await fetchStatus();
    if (!BUILD_PHASES.has(status)) return status;
    const page = await readLogPage(ctx, 'build', revisionId, {
      order: 'asc',
      limit: LOG_LIMITS.streamPageLines,
      ...(offset === undefined ? {} : { offset }),
    });
    if (page) {
      if (printed === 0 && page.lines.length) ctx.log.info(`Build log of revision ${revisionId}:`);
      // Each line once, even from a server that repeats a page or ignores the offset: a line is
      // known by its id, or by its time, level and text when it has none.
      const key = (line: (typeof page.lines)[number]): string =>
        line.id !== undefined ? `id:${line.id}` : `${line.time}|${line.level}|${line.message}`;
      const fresh = page.lines.filter((line) => !seen.has(key(line)));
      // At most what was asked for, whatever the server sends.
      const shown = fresh.slice(0, LOG_LIMITS.streamPageLines);
      for (const line of shown) {
        if (seen.size < 100_000) seen.add(key(line));
        ctx.log.info(formatLine(line));
      }
      if (fresh.length > shown.length)
        ctx.log.info(
          `… ${fresh.length - shown.length} more lines of this read not shown (more than the ${LOG_LIMITS.streamPageLines} asked for).`,
        );
      printed += shown.length;
      offset = page.nextOffset ?? offset;
    }
    return status;
  };
}
