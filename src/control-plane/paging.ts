import { LIST_PAGE_SIZE, MAX_LIST_PAGES } from '../base/policy.ts';

/** What walking a list found: the row `pick` chose, or none — and whether every page was read. */
export interface PageSearch<R> {
  found?: R;
  /** False when MAX_LIST_PAGES pages were read without reaching the end. */
  complete: boolean;
}

/**
 * Reads a list endpoint page by page (LIST_PAGE_SIZE rows asked for each time) until `pick`
 * chooses a row or a page comes back empty. A server may return fewer rows than asked before the
 * end, so a short page is not the end; and the next offset is the rows actually read, never
 * what a reply claims — a reply whose `offset` jumps ahead would skip rows unseen. A page of
 * rows all seen before (by their `id`) is a server that ignores the offset: everything it will
 * give has been read.
 */
export async function searchPages<T extends { id: string }, R>(
  read: (page: { limit: number; offset: number }) => Promise<readonly T[]>,
  pick: (row: T) => R | undefined,
): Promise<PageSearch<R>> {
  let offset = 0;
  const seen = new Set<string>();
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const rows = await read({ limit: LIST_PAGE_SIZE, offset });
    for (const row of rows) {
      const found = pick(row);
      if (found !== undefined) return { found, complete: true };
    }
    if (rows.length === 0 || rows.every((row) => seen.has(row.id))) return { complete: true };
    for (const row of rows) seen.add(row.id);
    offset += rows.length;
  }
  return { complete: false };
}
