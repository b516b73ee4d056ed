/** Page arithmetic shared by every paged list: pages are counted from 1 on screen, from 0 in queries. */
export interface Page {
  pageIndex: number;
  pageSize: number;
}

export const pageOffset = ({ pageIndex, pageSize }: Page): number => pageIndex * pageSize;

/** How many pages `total` rows fill; never less than 1, so an empty list still has its first page. */
export const pageCount = (total: number, pageSize: number): number =>
  pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;

/** Seed 000 §5: the page-number input accepts 1 up to the page count; anything else is pulled in range. */
export function clampPageNumber(input: string | number, pages: number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(pages, 1));
}

export interface ContentRange {
  from?: number;
  to?: number;
  /** Undefined when the server did not count (`0-49/*`). */
  total?: number;
}

const CONTENT_RANGE = /^(?:(\d+)-(\d+)|\*)\/(\d+|\*)$/;

/** A PostgREST `Content-Range` header (`0-49/1234`, or a star range for no rows); undefined when it is not one. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  const match = header ? CONTENT_RANGE.exec(header.trim().replace(/^items\s+/, '')) : null;
  if (!match) return undefined;
  const range: ContentRange = {};
  if (match[1] !== undefined) {
    range.from = Number(match[1]);
    range.to = Number(match[2]);
  }
  if (match[3] !== '*') range.total = Number(match[3]);
  return range;
}

/** The total after the slash of a `Content-Range` header (seed 002 §7.3). */
export const contentRangeTotal = (header: string | null | undefined): number | undefined => parseContentRange(header)?.total;
