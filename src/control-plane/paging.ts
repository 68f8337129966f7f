import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../base/policy.ts';

/**
 * Why a walk through a list stopped without `pick` choosing a row:
 * - `end`: a page came back empty — every row was read;
 * - `repeated`: a page held only rows read before — the server ignores `offset`, so rows after
 *   the first page may exist that it will never give: what was read is not everything;
 * - `limit`: MAX_LIST_PAGES pages were read without reaching the end.
 */
export type PageEnd = 'end' | 'repeated' | 'limit';

/** What walking a list found: the row `pick` chose, or why none was, and how many rows were read. */
export type PageSearch<R> = { found: R } | { found?: undefined; end: PageEnd; rowsRead: number };

/**
 * Reads a list endpoint page by page (LIST_PAGE_SIZE rows asked for each time) until `pick`
 * chooses a row or the list ends. A server may return fewer rows than asked before the end, so
 * a short page is not the end (only an empty one is); and the next offset is the rows actually
 * read, never what a reply claims — a reply whose `offset` jumps ahead would skip rows unseen. A
 * page of rows all seen before (by their `id`) is a server that ignores the offset: the walk
 * stops there, and says so, since its caller cannot know what lies beyond. A caller whose pages
 * may be smaller than LIST_PAGE_SIZE (it asks for fewer) may read more than MAX_LIST_PAGES.
 */
export async function searchPages<T extends { id: string }, R>(
  read: (page: { limit: number; offset: number }) => Promise<readonly T[]>,
  pick: (row: T) => R | undefined,
  maxPages = MAX_LIST_PAGES,
): Promise<PageSearch<R>> {
  let offset = 0;
  const seen = new Set<string>();
  for (let page = 0; page < maxPages; page++) {
    const rows = await read({ limit: LIST_PAGE_SIZE, offset });
    if (rows.length === 0) return { end: 'end', rowsRead: seen.size };
    if (rows.every((row) => seen.has(row.id))) return { end: 'repeated', rowsRead: seen.size };
    // Each row is offered once: `pick` may keep state (what it saw before), and a row shown
    // again must not be taken for a new one.
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const found = pick(row);
      if (found !== undefined) return { found };
    }
    offset += rows.length;
  }
  return { end: 'limit', rowsRead: seen.size };
}
