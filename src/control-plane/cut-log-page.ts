import { arrayFromCutText, objectFromCutText } from '../base/json-prefix.ts';
import { LOG_LIMITS } from '../base/policy.ts';
import { LogLine, logLines } from './schemas.ts';

/**
 * A log page read from a reply larger than the most this action reads (a few multi-MiB lines):
 * the lines its start holds whole (`rows` of them, lines that are not objects included; at most
 * LOG_LIMITS.pageRowsRead are read), and no
 * offset — where those lines end is not known. When not even one line is whole, `partial` is the
 * start of the first, `messageCut` when the cut fell in its message. A class, so no reply can
 * pass for one.
 */
export class CutLogPage {
  readonly logs: LogLine[];
  readonly rows: number;
  readonly partial?: { line: LogLine; messageCut: boolean };

  constructor(logs: LogLine[], rows: number, partial?: CutLogPage['partial']) {
    this.logs = logs;
    this.rows = rows;
    if (partial) this.partial = partial;
  }
}

/**
 * The page the start of a cut log reply holds, or undefined when it holds none. As with a whole
 * reply (LogPage), at most LOG_LIMITS.pageRowsRead rows are read.
 */
export function cutLogPage(text: string): CutLogPage | undefined {
  const found = arrayFromCutText(text, 'logs', LOG_LIMITS.pageRowsRead);
  if (!found) return undefined;
  const logs = logLines(found.whole);
  const start = found.whole.length || found.cut === undefined ? undefined : objectFromCutText(found.cut);
  const line = start && LogLine.safeParse(start.fields);
  const partial = line?.success ? { line: line.data, messageCut: start!.cutField === 'message' } : undefined;
  return new CutLogPage(logs, found.whole.length, partial);
}
