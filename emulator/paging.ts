/**
 * A page of log lines as the logs endpoints answer it: `order` asc (oldest first) or desc, at most
 * `limit`, from the opaque `offset` a previous reply gave as `next_offset` (here, a position).
 */
export function logPage<T>(
  lines: readonly T[],
  body: { limit?: number; order?: string; offset?: string },
): { logs: T[]; next_offset: string } {
  const ordered = body.order === 'desc' ? [...lines].reverse() : lines;
  const start = Math.max(0, Number.parseInt(body.offset ?? '0', 10) || 0);
  const rows = ordered.slice(start, start + (body.limit ?? 50));
  return { logs: rows, next_offset: String(start + rows.length) };
}

/**
 * `limit`/`offset` paging as the control plane's list endpoints do it: one page of `items` and
 * the offset of the next page. `maxPageSize` lets a test make the emulator return fewer rows
 * than asked for, as a real server may; `ignoreOffset` makes it answer the first page whatever
 * `offset` asks for, as a careless server does.
 */
export function page<T>(
  items: readonly T[],
  query: URLSearchParams,
  options: { maxPageSize?: number; ignoreOffset?: boolean } = {},
): { rows: T[]; offset: number } {
  const limit = Math.min(Number(query.get('limit') ?? 20), options.maxPageSize ?? 100);
  const offset = options.ignoreOffset ? 0 : Number(query.get('offset') ?? 0);
  const rows = items.slice(offset, offset + limit);
  return { rows, offset: offset + rows.length };
}
