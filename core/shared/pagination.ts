/** Page arithmetic shared by every paged list: pages are counted from 1 on screen, from 0 in queries. */

/** How many pages `total` rows fill; never less than 1, so an empty list still has its first page. */
export const pageCount = (total: number, pageSize: number): number =>
  pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;

/** Seed 000 §5: the page-number input accepts 1 up to the page count; anything else is pulled in range. */
export function clampPageNumber(input: string | number, pages: number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(pages, 1));
}
