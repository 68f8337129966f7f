import type { LogLine } from '../control-plane/schemas.ts';
import { LOG_LIMITS } from '../base/policy.ts';
import { ANSI, CONTROL, type Redact } from '../base/untrusted.ts';
import type { ShownLine } from '../run/facts.ts';
import { dateMs, epochMsOf } from '../time/epoch.ts';

const ERROR_LEVELS = new Set(['ERROR', 'CRITICAL', 'FATAL', 'EMERGENCY', 'ALERT']);

/** Python's numeric logging levels, as some servers send them. */
const NUMERIC_LEVELS: Record<string, string> = {
  '10': 'DEBUG',
  '20': 'INFO',
  '30': 'WARNING',
  '40': 'ERROR',
  '50': 'CRITICAL',
};

/** Server text made one safe line: escape sequences gone, breaks shown as ↵, controls dropped. */
function oneLine(text: string): string {
  return text
    .replace(ANSI, '')
    .replace(/\r\n|\r|\n/g, ' ↵ ')
    .replace(CONTROL, ' ');
}

/**
 * A line from a server, made safe to show. Every field is redacted first (a secret can never be
 * cut in half by a bound, nor changed by upper-casing), then made one line without escape
 * sequences or control characters, then bounded: the message at LOG_LIMITS.lineChars with a
 * marker, the level and an unparsable time at a few characters. Workflow commands inside are
 * defused by the log itself (runner-io.ts). A message the reply cut (`messageCut`: only its start
 * came) loses its last LOG_LIMITS.cutMarginChars after redaction — where the start of a secret the
 * cut made unrecognisable could be — and is always marked cut.
 */
export function shownLine(line: LogLine, redact: Redact, messageCut = false): ShownLine {
  const rawLevel = oneLine(redact(line.level ?? 'INFO')).trim();
  const level =
    (NUMERIC_LEVELS[rawLevel] ?? rawLevel).slice(0, LOG_LIMITS.levelChars).toUpperCase() || 'INFO';
  let message = redact(line.message ?? '');
  if (messageCut) message = message.slice(0, Math.max(0, message.length - LOG_LIMITS.cutMarginChars));
  message = oneLine(message);
  if (messageCut || message.length > LOG_LIMITS.lineChars)
    message = `${message.slice(0, LOG_LIMITS.lineChars)}… [line cut]`;
  const id = line.id === undefined ? undefined : String(line.id).slice(0, 200);
  const at = epochMs(line.timestamp);
  const time =
    at !== undefined
      ? new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')
      : line.timestamp === undefined
        ? '—'
        : oneLine(redact(String(line.timestamp))).slice(0, LOG_LIMITS.timeChars);
  return { id, time, at, level, message, error: ERROR_LEVELS.has(level) };
}

/** ISO 8601 as servers write it: a date, optionally a time, fraction and zone. */
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The time of a line in epoch ms: epoch seconds, milliseconds, microseconds or nanoseconds (a
 * number or digits, told apart by size), or an ISO 8601 string. Anything else is not guessed at
 * (Date.parse would make a date out of "step 2/6").
 */
function epochMs(timestamp: LogLine['timestamp']): number | undefined {
  if (timestamp === undefined) return undefined;
  if (typeof timestamp === 'number' || /^\d+(?:\.\d+)?$/.test(timestamp))
    return dateMs(epochMsOf(Number(timestamp)));
  if (!ISO.test(timestamp.trim())) return undefined;
  // A time without a zone is taken as UTC, as servers mean it, not as the runner's local time.
  const iso = timestamp.trim().replace(' ', 'T');
  return dateMs(Date.parse(/T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso) || !iso.includes('T') ? iso : `${iso}Z`));
}

/** One line of the CI log: time, level, message; ERROR lines marked so they stand out. */
export function formatLine(line: ShownLine): string {
  return `${line.error ? '✖' : ' '} ${line.time} ${line.level.padEnd(5)} ${line.message}`;
}

/**
 * The newest lines that fit in LOG_LIMITS.blockChars, oldest first; says how many older ones were
 * left out. Every line is bounded, so a block always holds many.
 */
export function boundedBlock(lines: ShownLine[]): { lines: ShownLine[]; dropped: number } {
  let size = 0;
  let from = lines.length;
  while (from > 0 && size + formatLine(lines[from - 1]!).length + 1 <= LOG_LIMITS.blockChars) {
    from--;
    size += formatLine(lines[from]!).length + 1;
  }
  return { lines: lines.slice(from), dropped: from };
}

/** "1 line", "3 lines". */
export function lineCount(n: number): string {
  return `${n} line${n === 1 ? '' : 's'}`;
}
