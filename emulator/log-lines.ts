import { RawJson } from './raw-json.ts';
import type { LogEntry } from './store.ts';

/**
 * Log lines a real build or server can print and a reader must survive: one a few MiB long (a
 * tool dumping a blob on one line), one whose message is JSON nested very deep.
 */

/** A line of `bytes` characters (ASCII: as many bytes), its first words saying what it is. */
export function bigLogLine(level: string, bytes: number, label = 'big line'): LogEntry {
  const head = `${label} of ${bytes} bytes: `;
  return { level, message: head + 'x'.repeat(Math.max(0, bytes - head.length)) };
}

/** A line whose message is a JSON object nested `depth` deep: `{"a":{"a":…1…}}`. */
export function nestedLogLine(level: string, depth: number): LogEntry {
  return { level, message: new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) };
}
