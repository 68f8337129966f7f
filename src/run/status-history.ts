import { phaseOf } from '../control-plane/revision-status.ts';

/**
 * The statuses a revision went through: the one timeline model the log, the summary and the
 * comment use. Each status is timed by the revision's own `updated_at` where the control plane
 * reports it (when the status was set, on the server's clock: exact however far apart the checks
 * were), else by when this run saw it (to within one poll).
 */
export interface StatusSpan {
  status: string;
  /** First time this run saw the status (epoch ms, this run's clock). */
  since: number;
  /** First time it saw the next status, or undefined for the current one. */
  until?: number;
  /** When the server set the status (`updated_at`, server clock), if it said. */
  serverSince?: number;
}

export interface StatusChange {
  status: string;
  previous?: string;
  /** Time spent in the previous status: by the server's timestamps when it gave them. */
  previousMs?: number;
}

/** One row of a revision's timeline. */
export interface TimelineRow {
  status: string;
  /** Time in the status; undefined for the status the revision ended in. */
  ms?: number;
  /**
   * How `ms` is known: the revision's timestamps, this run's checks, still going at the end (since
   * the server set it, or since this run saw it change), or — a status it was already in when
   * this run first looked, of which the server gave no time — at least since that first look.
   */
  timing: 'server' | 'observed' | 'so far' | 'since seen' | 'end' | 'unseen';
  /** A status that came between this one and the next without being seen: `ms` holds both. */
  with?: string;
}

/**
 * Whether a revision that builds went from `from` to `to` through a build this run did not see:
 * `to` comes after the build and `from` is neither the build nor after it.
 */
export function passedUnseenBuild(from: string, to: string): boolean {
  const before = phaseOf(from);
  return before !== 'build' && before !== 'deploy' && phaseOf(to) === 'deploy';
}

export class StatusHistory {
  readonly spans: StatusSpan[] = [];
  private reported?: { status: string; at: number };

  /**
   * What the control plane said with the status: its `updated_at`. Called by whoever fetches,
   * before `observe` records the status.
   */
  report(status: string, updatedAt: string | undefined): void {
    const at = updatedAt === undefined ? Number.NaN : Date.parse(updatedAt);
    this.reported = Number.isFinite(at) ? { status, at } : undefined;
  }

  /** Records one observation; returns the change when the status differs from the last one. */
  observe(status: string, at: number): StatusChange | undefined {
    const reported = this.reported?.status === status ? this.reported.at : undefined;
    this.reported = undefined;
    const last = this.spans.at(-1);
    if (last?.status === status) return undefined;
    const span: StatusSpan = {
      status,
      since: at,
      ...(reported === undefined ? {} : { serverSince: reported }),
    };
    if (last) last.until = at;
    this.spans.push(span);
    if (!last) return { status };
    // By the server's timestamps when both are known and sane.
    return { status, previous: last.status, previousMs: serverMs(last, span) ?? span.since - last.since };
  }

  get current(): StatusSpan | undefined {
    return this.spans.at(-1);
  }

  /**
   * The timeline as reports show it. `end` closes a status still in progress (a timeout, a
   * cancellation, `wait: false`). With `built`, a revision seen after its build but never in
   * BUILDING gets the row, marked as not seen (the API reports only the current status), and the
   * time of the status before it is said to hold the build too: it ran until the next status
   * seen, and the build came between.
   */
  timeline(
    end: number,
    built: boolean,
    verdictOf: (status: string) => 'in-progress' | 'ended',
  ): TimelineRow[] {
    const rows: TimelineRow[] = [];
    const unseen: TimelineRow = { status: 'BUILDING', timing: 'unseen' };
    let missed = built && !this.spans.some((s) => s.status === 'BUILDING');
    // Already past the build at the first look: no time of this run's holds it.
    if (missed && this.spans[0] && phaseOf(this.spans[0].status) === 'deploy') {
      rows.push(unseen);
      missed = false;
    }
    this.spans.forEach((span, i) => {
      const next = this.spans[i + 1];
      if (verdictOf(span.status) === 'ended') rows.push({ status: span.status, timing: 'end' });
      else if (!next) rows.push(current(span, i, end));
      else {
        const through = missed && passedUnseenBuild(span.status, next.status);
        const server = serverMs(span, next);
        rows.push({
          status: span.status,
          ...(server === undefined
            ? { ms: next.since - span.since, timing: 'observed' }
            : { ms: server, timing: 'server' }),
          ...(through ? { with: unseen.status } : {}),
        });
        if (through) {
          rows.push(unseen);
          missed = false;
        }
      }
    });
    return rows;
  }
}

/**
 * The status a revision is still in at `end`: in it since the server set it (its `updated_at`,
 * on the server's clock: a status command's one look at a revision building for minutes must
 * not say "6ms so far"), else since this run saw it change — or, when this run's first look
 * already found it, at least since that look.
 */
function current(span: StatusSpan, index: number, end: number): TimelineRow {
  const seen = Math.max(0, end - span.since);
  if (span.serverSince !== undefined)
    return { status: span.status, ms: Math.max(seen, end - span.serverSince), timing: 'so far' };
  return { status: span.status, ms: seen, timing: index === 0 ? 'since seen' : 'so far' };
}

function serverMs(span: StatusSpan, next: StatusSpan): number | undefined {
  if (span.serverSince === undefined || next.serverSince === undefined) return undefined;
  const ms = next.serverSince - span.serverSince;
  // Timestamps that go backwards are not to be trusted over what was seen.
  return ms >= 0 ? ms : undefined;
}
