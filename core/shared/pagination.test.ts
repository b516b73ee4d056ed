import { describe, expect, it } from 'vitest';
import { NUMBER_FIELD_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import { clampPageNumber, pageCount, pageNumberEntry } from './pagination';

describe('when paging', () => {
  it('counts at least one page', () => {
    expect([pageCount(0, 50), pageCount(50, 50), pageCount(51, 50), pageCount(10, 0)]).toEqual([1, 1, 2, 1]);
  });
});

describe('when a page number is typed', () => {
  it('keeps it between 1 and the page count', () => {
    expect([clampPageNumber('3', 5), clampPageNumber('0', 5), clampPageNumber(' 12 ', 5), clampPageNumber(-1, 5)]).toEqual([
      3, 1, 5, 1,
    ]);
  });

  it('drops decimals and goes to page 1 for text', () => {
    expect(clampPageNumber(2.7, 5)).toBe(2);
    expect(clampPageNumber('two', 5)).toBe(1);
    expect(clampPageNumber('4', 0)).toBe(1);
  });

  it('goes nowhere, with the number field messages, when empty or not a number', () => {
    expect(pageNumberEntry(' ', 5)).toEqual({ error: REQUIRED_FIELD_MESSAGE });
    expect(pageNumberEntry('2x', 5)).toEqual({ error: NUMBER_FIELD_MESSAGE });
    expect(pageNumberEntry('9', 5)).toEqual({ page: 5 });
  });
});

