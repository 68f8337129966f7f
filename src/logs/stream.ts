import type { RunContext } from '../run/context.ts';
import type { Budget } from '../time/budget.ts';
import { LOG_LIMITS, LOG_READ } from '../base/policy.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { readLogPage, REPLY_LIMIT } from './read-log-page.ts';
import { formatLine, lineCount } from './render.ts';
import type { ShownLine } from '../run/facts.ts';

/** Whether a revision's build log grows in this status: it waits for a builder, or builds. */
function buildLogGrows(status: string): boolean {
  const { verdict, phase } = classifyStatus(status);
  return verdict === 'in-progress' && (phase === 'build-wait' || phase === 'build');
}

/** Whether a revision in this status still waits in the queue: there is no build log yet. */
function queued(status: string): boolean {
  const { verdict, phase } = classifyStatus(status);
  return verdict === 'in-progress' && phase === 'queue';
}

/**
 * `logs: stream`: while the revision waits for or is in its build, each status poll is followed
 * by one read of the build log from where the previous one ended (`next_offset`), and the new
 * lines are printed as they come — so the job log shows the build live. Once the build is over,
 * the rest of the log is read too: one page per poll while the revision deploys, or, when it has
 * already ended, at most LOG_LIMITS.drainPages pages at once; lines left unread are said to be.
 * A reply larger than a reply may be (multi-MiB lines) still shows the lines it held whole, and
 * the next read asks for only as many. Server logs are not streamed. Returns what to do after
 * each poll (nothing unless streaming).
 */
export function streamingBuildLog(
  ctx: RunContext,
  revisionId: string,
  /** The wait's budget: a read never eats into what the wait keeps for a failure. */
  budget: Budget,
): ((status: string) => Promise<void>) | undefined {
  if (ctx.inputs.logs.mode !== 'stream') return undefined;
  // Lines a read asks for: fewer after a reply larger than a reply may be (multi-MiB lines).
  let limit: number = LOG_LIMITS.streamPageLines;
  let offset: string | undefined;
  let printed = 0;
  let failures = 0;
  let done = false;
  // Each line once, even from a server that repeats a page or ignores the offset: a line is known
  // by all it shows (ids alone may repeat: some servers number lines per page).
  const seen = new Set<string>();
  const key = (line: ShownLine): string => `${line.id ?? ''}|${line.time}|${line.level}|${line.message}`;

  /**
   * Prints the lines not printed before, at most `limit` of them (whatever the server sends);
   * `unread` more the reply held were not even read.
   */
  const print = (lines: ShownLine[], unread = 0): void => {
    const fresh = lines.filter((line) => !seen.has(key(line)));
    const shown = fresh.slice(0, limit);
    if (printed === 0 && shown.length) ctx.log.info(`Build log of revision ${revisionId}:`);
    for (const line of shown) {
      if (seen.size < 100_000) seen.add(key(line));
      ctx.log.info(formatLine(line));
    }
    const more = fresh.length - shown.length + unread;
    if (more > 0)
      ctx.log.info(`… ${lineCount(more)} more of this read not shown (more than the ${limit} asked for).`);
    printed += shown.length;
  };

  /**
   * One page: 'more' when the log may hold more now, 'end' when it is read to its end (an empty
   * page, or no new offset: a server may send fewer lines a page than asked for).
   */
  const readPage = async (deploying: boolean): Promise<'more' | 'end' | 'stop'> => {
    const page = await readLogPage(
      ctx,
      'build',
      revisionId,
      { order: 'asc', limit, ...(offset === undefined ? {} : { offset }) },
      deploying ? 'The deploy goes on.' : '',
      budget,
    );
    if (page === 'unavailable' || page === 'hung') return 'stop';
    if (page === 'failed') return ++failures >= LOG_LIMITS.streamFailures ? 'stop' : 'more';
    failures = 0;
    if (page.cut) {
      // The lines the reply held whole are shown now; the next read asks for only that many, to
      // learn where they end (they are not shown again).
      print(page.lines);
      if (page.cut.rows > 0 && limit > 1) {
        limit = Math.min(page.cut.rows, limit - 1);
        return 'more';
      }
      // One line larger than a whole reply: there is no reading past it.
      if (page.cut.partial) print([page.cut.partial]);
      ctx.log.info(
        `… the build log of revision ${revisionId} is not streamed further: a reply was larger than ${REPLY_LIMIT} with a single line. It is in LangSmith.`,
      );
      return 'stop';
    }
    print(page.lines, page.unread);
    limit = LOG_LIMITS.streamPageLines;
    const advanced = page.nextOffset !== undefined && page.nextOffset !== offset;
    offset = page.nextOffset ?? offset;
    return page.lines.length === 0 || !advanced ? 'end' : 'more';
  };

  let sawItGoing = false;
  return async (status) => {
    const { verdict, phase } = classifyStatus(status);
    // The wait's time is up: a failure's log tail follows, from the reserve it kept.
    if (done || !budget.allows(LOG_READ.minTimeLeftMs)) return;
    // A revision that had ended before this run looked: its old build log is not streamed.
    if (verdict !== 'in-progress' && !sawItGoing) return void (done = true);
    sawItGoing = true;
    // Before the build, or a status not placed (UNKNOWN, one new today): nothing to read yet.
    if (verdict === 'in-progress' && (phase === undefined || queued(status))) return;
    if (buildLogGrows(status)) {
      if ((await readPage(true)) === 'stop') done = true;
      return;
    }
    // The build is over: read what is left of its log, a page a poll while the revision deploys.
    if (verdict === 'in-progress') {
      if ((await readPage(true)) !== 'more') done = true;
      return;
    }
    // It has ended: a few pages at once, and no second try of a read that failed.
    done = true;
    for (let pages = 0; pages < LOG_LIMITS.drainPages; pages++) {
      const read = await readPage(false);
      if (read !== 'more' || failures > 0) return;
    }
    ctx.log.info(
      `… the rest of the build log of revision ${revisionId} is not shown here (${LOG_LIMITS.drainPages} more pages were read after the build); it is in LangSmith.`,
    );
  };
}
