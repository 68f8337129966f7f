/**
 * A size as people read it: bytes, KiB or MiB — binary, as the storage's limit is (209,715,200
 * bytes: 200 MiB), so a size and the limit compare as they read.
 */
export function formatSize(bytes: number): string {
  if (bytes < 1_024) return `${bytes} bytes`;
  const one = (n: number): string => n.toFixed(1).replace(/\.0$/, '');
  if (bytes < 1_048_576) return `${one(bytes / 1_024)} KiB`;
  return `${one(bytes / 1_048_576)} MiB`;
}
