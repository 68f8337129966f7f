/** The statuses a revision went through, as this run observed them. */
export interface StatusSpan {
  status: string;
  /** First time this run saw the status (epoch ms). */
  since: number;
  /** First time it saw the next status, or undefined for the current one. */
  until?: number;
}

export interface StatusChange {
  status: string;
  previous?: string;
  /** Time spent in the previous status, as observed. */
  previousMs?: number;
}

export class StatusHistory {
  readonly spans: StatusSpan[] = [];

  /** Records one observation; returns the change when the status differs from the last one. */
  observe(status: string, at: number): StatusChange | undefined {
    const last = this.spans.at(-1);
    if (last?.status === status) return undefined;
    if (last) last.until = at;
    this.spans.push({ status, since: at });
    return last ? { status, previous: last.status, previousMs: at - last.since } : { status };
  }

  get current(): StatusSpan | undefined {
    return this.spans.at(-1);
  }
}
