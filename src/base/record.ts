/** Whether a value parsed from JSON is an object with keys (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
