import { validateNumberField } from './validation';

// Page arithmetic shared by every paged list: pages are counted from 1 on screen, from 0 in queries.

/** Seed 002 §9: a list that reads as it scrolls reads its next page once within 300 px of its bottom. */
export const NEXT_PAGE_DISTANCE_PX = 300;

/** How many pages `total` rows fill; never less than 1, so an empty list still has its first page. */
export const pageCount = (total: number, pageSize: number): number =>
  pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;

/** Seed 000 §5: the page-number input accepts 1 up to the page count; anything else is pulled in range. */
export function clampPageNumber(input: string | number, pages: number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(pages, 1));
}

/** What typing in the page-number input leads to: a page between 1 and the page count, or why there is none. */
export type PageNumberEntry = { readonly page: number } | { readonly error: string };

/**
 * Seed 000 §5 and seed 002 §5: the page-number input is a required number field, so empty or not a
 * number says so and goes nowhere; any number goes to the nearest page there is.
 */
export function pageNumberEntry(text: string, pages: number): PageNumberEntry {
  const error = validateNumberField(text);
  return error ? { error } : { page: clampPageNumber(text, pages) };
}
