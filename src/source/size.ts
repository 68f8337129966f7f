import { KIB, MIB } from '../base/policy.ts';

/**
 * A size as people read it: bytes, KiB or MiB — binary, as the storage's limit is (209,715,200
 * bytes: 200 MiB), so a size and the limit compare as they read. Rounded down: a size just
 * under a limit never reads as the limit.
 */
export function formatSize(bytes: number): string {
  if (bytes < KIB) return `${bytes} bytes`;
  // Tenths of the unit, counted exactly (the units are powers of two).
  const one = (unit: number): string => (Math.floor((bytes * 10) / unit) / 10).toFixed(1).replace(/\.0$/, '');
  if (bytes < MIB) return `${one(KIB)} KiB`;
  return `${one(MIB)} MiB`;
}
