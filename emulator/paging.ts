/**
 * `limit`/`offset` paging as the control plane's list endpoints do it: one page of `items` and
 * the offset of the next page. `maxPageSize` lets a test make the emulator return fewer rows
 * than asked for, as a real server may.
 */
export function page<T>(
  items: readonly T[],
  query: URLSearchParams,
  maxPageSize = 100,
): { rows: T[]; offset: number } {
  const limit = Math.min(Number(query.get('limit') ?? 20), maxPageSize);
  const offset = Number(query.get('offset') ?? 0);
  const rows = items.slice(offset, offset + limit);
  return { rows, offset: offset + rows.length };
}
