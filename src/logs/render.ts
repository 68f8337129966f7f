import type { LogLine } from '../control-plane/schemas.ts';
import { LOG_LIMITS } from '../policy.ts';
import { CONTROL, type Redact } from '../report/untrusted.ts';

/** A log line as it is shown: its time, level and message — redacted, one line, bounded. */
export interface ShownLine {
  /** The server's id of the line, when it gives one (a stream prints each line once). */
  id?: string;
  time: string;
  level: string;
  message: string;
  /** ERROR (or worse): the lines most likely to say what broke. */
  error: boolean;
}

const ERROR_LEVELS = new Set(['ERROR', 'CRITICAL', 'FATAL', 'EMERGENCY', 'ALERT']);

/**
 * A line from a server, made safe to show: redacted first (a secret can never be cut in half by
 * the bound), line breaks inside the message shown as ↵, control characters dropped, long lines
 * cut with a marker. Workflow commands inside are defused by the log itself (runner-io.ts).
 */
export function shownLine(line: LogLine, redact: Redact): ShownLine {
  const level = (line.level ?? 'INFO').toUpperCase();
  let message = redact(line.message ?? '')
    .replace(/\r\n|\r|\n/g, ' ↵ ')
    .replace(CONTROL, ' ');
  if (message.length > LOG_LIMITS.lineChars)
    message = `${message.slice(0, LOG_LIMITS.lineChars)}… [line cut]`;
  const id = line.id === undefined ? undefined : String(line.id).slice(0, 200);
  return { id, time: timeOf(line.timestamp), level, message, error: ERROR_LEVELS.has(level) };
}

/** `2026-11-23T06:28:13Z` from epoch milliseconds or an ISO string; as given (bounded) otherwise. */
function timeOf(timestamp: LogLine['timestamp']): string {
  if (timestamp === undefined) return '—';
  const date = new Date(typeof timestamp === 'number' ? timestamp : Date.parse(timestamp));
  if (Number.isNaN(date.getTime())) return String(timestamp).replace(CONTROL, ' ').slice(0, 32);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** One line of the CI log: time, level, message; ERROR lines marked so they stand out. */
export function formatLine(line: ShownLine): string {
  return `${line.error ? '✖' : ' '} ${line.time} ${line.level.padEnd(5)} ${line.message}`;
}

/** At most LOG_LIMITS.blockChars of lines, dropping the oldest; says how many were dropped. */
export function boundedBlock(lines: ShownLine[]): { lines: ShownLine[]; dropped: number } {
  let size = 0;
  let from = lines.length;
  while (from > 0 && size + formatLine(lines[from - 1]!).length + 1 <= LOG_LIMITS.blockChars) {
    from--;
    size += formatLine(lines[from]!).length + 1;
  }
  return { lines: lines.slice(from), dropped: from };
}
