import { expect, test } from '@jest/globals';
import { searchPages } from '../../src/control-plane/paging.ts';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

test('the next page starts after the rows read, whatever offset a reply claims; a short page is not the end', async () => {
  const offsets: number[] = [];
  const pages = [rows('a'), rows('b', 'c'), rows()];
  const { found, complete } = await searchPages(
    async ({ offset }) => {
      offsets.push(offset);
      return pages.shift()!;
    },
    () => undefined,
  );
  expect({ found, complete, offsets }).toEqual({ found: undefined, complete: true, offsets: [0, 1, 3] });
});

test('a server that ignores the offset (the same rows every page) is read twice, not fifty times', async () => {
  let reads = 0;
  const result = await searchPages(
    async () => {
      reads++;
      return rows('other');
    },
    () => undefined,
  );
  expect(result).toEqual({ complete: true });
  expect(reads).toBe(2);
});
