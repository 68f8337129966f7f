import type { RunContext } from '../run/context.ts';
import type { Budget } from '../time/budget.ts';
import { LOG_LIMITS, LOG_READ } from '../base/policy.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { readLogPage, REPLY_LIMIT, type LogRead } from './read-log-page.ts';
import { formatLine, lineCount } from './render.ts';
import type { ShownLine } from '../run/facts.ts';

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
  const stream = new BuildLogStream(ctx, revisionId, budget);
  return (status) => stream.afterPoll(status);
}

/** A line is known by all it shows (ids alone may repeat: some servers number lines per page). */
const key = (line: ShownLine): string => `${line.id ?? ''}|${line.time}|${line.level}|${line.message}`;

/** The state of one revision's streamed build log, between polls. */
class BuildLogStream {
  private readonly ctx: RunContext;
  private readonly revisionId: string;
  private readonly budget: Budget;
  // Lines a read asks for: fewer after a reply larger than a reply may be (multi-MiB lines).
  private limit: number = LOG_LIMITS.streamPageLines;
  private offset: string | undefined;
  private printed = 0;
  private failures = 0;
  private done = false;
  private sawItGoing = false;
  // Each line once, even from a server that repeats a page or ignores the offset.
  private readonly seen = new Set<string>();

  constructor(ctx: RunContext, revisionId: string, budget: Budget) {
    this.ctx = ctx;
    this.revisionId = revisionId;
    this.budget = budget;
  }

  async afterPoll(status: string): Promise<void> {
    const { verdict, phase } = classifyStatus(status);
    // The wait's time is up: a failure's log tail follows, from the reserve it kept.
    if (this.done || !this.budget.allows(LOG_READ.minTimeLeftMs)) return;
    // A revision that had ended before this run looked: its old build log is not streamed.
    if (verdict !== 'in-progress' && !this.sawItGoing) return void (this.done = true);
    this.sawItGoing = true;
    // Still queued, or a status not placed (UNKNOWN, one new today): no build log yet.
    if (verdict === 'in-progress' && (phase === undefined || phase === 'queue')) return;
    // It waits for a builder, or builds: its build log grows.
    if (verdict === 'in-progress' && (phase === 'build-wait' || phase === 'build')) {
      if ((await this.readPage(true)) === 'stop') this.done = true;
      return;
    }
    // The build is over: read what is left of its log, a page a poll while the revision deploys.
    if (verdict === 'in-progress') {
      if ((await this.readPage(true)) !== 'more') this.done = true;
      return;
    }
    this.done = true;
    await this.drain();
  }

  /** The revision has ended: a few pages at once, and no second try of a read that failed. */
  private async drain(): Promise<void> {
    for (let pages = 0; pages < LOG_LIMITS.drainPages; pages++) {
      const read = await this.readPage(false);
      if (read !== 'more' || this.failures > 0) return;
    }
    this.ctx.log.info(
      `… the rest of the build log of revision ${this.revisionId} is not shown here (${LOG_LIMITS.drainPages} more pages were read after the build); it is in LangSmith.`,
    );
  }

  /**
   * Prints the lines not printed before, at most `limit` of them (whatever the server sends);
   * `unread` more the reply held were not even read.
   */
  private print(lines: ShownLine[], unread = 0): void {
    const { log } = this.ctx;
    const fresh = lines.filter((line) => !this.seen.has(key(line)));
    const shown = fresh.slice(0, this.limit);
    if (this.printed === 0 && shown.length) log.info(`Build log of revision ${this.revisionId}:`);
    for (const line of shown) {
      if (this.seen.size < LOG_LIMITS.streamSeenLines) this.seen.add(key(line));
      log.info(formatLine(line));
    }
    const more = fresh.length - shown.length + unread;
    if (more > 0)
      log.info(`… ${lineCount(more)} more of this read not shown (more than the ${this.limit} asked for).`);
    this.printed += shown.length;
  }

  /**
   * One page: 'more' when the log may hold more now, 'end' when it is read to its end (an empty
   * page, or no new offset: a server may send fewer lines a page than asked for).
   */
  private async readPage(deploying: boolean): Promise<'more' | 'end' | 'stop'> {
    const { offset } = this;
    const page = await readLogPage(
      this.ctx,
      'build',
      this.revisionId,
      { order: 'asc', limit: this.limit, ...(offset === undefined ? {} : { offset }) },
      deploying ? 'The deploy goes on.' : '',
      this.budget,
    );
    if (page === 'unavailable' || page === 'hung') return 'stop';
    if (page === 'failed') return ++this.failures >= LOG_LIMITS.streamFailures ? 'stop' : 'more';
    this.failures = 0;
    if (page.cut) return this.afterCutReply(page.lines, page.cut);
    this.print(page.lines, page.unread);
    this.limit = LOG_LIMITS.streamPageLines;
    const advanced = page.nextOffset !== undefined && page.nextOffset !== offset;
    this.offset = page.nextOffset ?? offset;
    return page.lines.length === 0 || !advanced ? 'end' : 'more';
  }

  /**
   * The lines the reply held whole are shown now; the next read asks for only that many, to
   * learn where they end (they are not shown again).
   */
  private afterCutReply(lines: ShownLine[], cut: NonNullable<LogRead['cut']>): 'more' | 'stop' {
    this.print(lines);
    if (cut.rows > 0 && this.limit > 1) {
      this.limit = Math.min(cut.rows, this.limit - 1);
      return 'more';
    }
    // One line larger than a whole reply: there is no reading past it.
    if (cut.partial) this.print([cut.partial]);
    this.ctx.log.info(
      `… the build log of revision ${this.revisionId} is not streamed further: a reply was larger than ${REPLY_LIMIT} with a single line. It is in LangSmith.`,
    );
    return 'stop';
  }
}
