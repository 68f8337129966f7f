/**
 * Durations as users write them in workflow YAML: a plain number is seconds (`90`, `2.5`),
 * or one or more `<number><unit>` parts with units ms, s, m, h (`500ms`, `90s`, `15m`, `1h30m`).
 */
const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;

/** Milliseconds, or undefined when the text is not a duration. */
export function parseDuration(text: string): number | undefined {
  const value = text.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number(value) * 1_000);
  if (value === '') return undefined;
  PART.lastIndex = 0;
  let total = 0;
  let consumed = 0;
  for (let match = PART.exec(value); match; match = PART.exec(value)) {
    total += Number(match[1]) * (UNIT_MS[match[2] as string] as number);
    consumed = PART.lastIndex;
  }
  return consumed === value.length ? Math.round(total) : undefined;
}

/** Short human form for logs and summaries: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))}ms`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** Milliseconds in `seconds` seconds (the API, a checks file and GitHub count some times in seconds). */
export function msOf(seconds: number): number {
  return seconds * 1_000;
}

/** Seconds in `ms` milliseconds. */
export function secondsOf(ms: number): number {
  return ms / 1_000;
}
