/** The furthest from the epoch a Date reaches, either way (±100,000,000 days), in ms. */
const DATE_RANGE_MS = 8.64e15;

/** `ms` since the epoch, when a Date can hold it; else undefined. */
export function dateMs(ms: number): number | undefined {
  return Number.isFinite(ms) && Math.abs(ms) <= DATE_RANGE_MS ? ms : undefined;
}

/**
 * A number of epoch seconds, milliseconds, microseconds or nanoseconds as ms, told apart by size:
 * today each has its own.
 */
export function epochMsOf(n: number): number {
  return n < 1e11 ? n * 1_000 : n < 1e14 ? n : n < 1e17 ? n / 1_000 : n / 1_000_000;
}
