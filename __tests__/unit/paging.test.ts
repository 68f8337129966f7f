import { expect, test } from '@jest/globals';
import { searchPages } from '../../src/control-plane/paging.ts';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

test('the next page starts after the rows read, whatever offset a reply claims; a short page is not the end', async () => {
  const offsets: number[] = [];
  const pages = [rows('a'), rows('b', 'c'), rows()];
  const result = await searchPages(
    async ({ offset }) => {
      offsets.push(offset);
      return pages.shift()!;
    },
    () => undefined,
  );
  expect({ result, offsets }).toEqual({ result: { end: 'end', rowsRead: 3 }, offsets: [0, 1, 3] });
});

test('a server that ignores the offset (the same rows every page) is read twice, and said to repeat, not to end', async () => {
  let reads = 0;
  const result = await searchPages(
    async () => {
      reads++;
      return rows('other', 'another');
    },
    () => undefined,
  );
  expect(result).toEqual({ end: 'repeated', rowsRead: 2 });
  expect(reads).toBe(2);
});

test('a page that overlaps the last one (a row inserted meanwhile) is not a repeat: the walk goes on to the end', async () => {
  const pages = [rows('a', 'b'), rows('b', 'c'), rows()];
  const result = await searchPages(
    async () => pages.shift()!,
    () => undefined,
  );
  expect(result).toEqual({ end: 'end', rowsRead: 3 });
});

test('a row picked on a repeated page is still found', async () => {
  const result = await searchPages(
    async () => rows('x', 'y'),
    (row) => (row.id === 'y' ? row.id : undefined),
  );
  expect(result).toEqual({ found: 'y' });
});

test('each row is offered to pick once: a row shown again (an overlap, a repeat) is not picked as new', async () => {
  const offered: string[] = [];
  const pages = [rows('a', 'b'), rows('b', 'c'), rows('c'), rows()];
  await searchPages(
    async () => pages.shift()!,
    (row) => void offered.push(row.id),
  );
  expect(offered).toEqual(['a', 'b', 'c']);
});
