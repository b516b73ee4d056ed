import { describe, expect, it } from 'vitest';
import { clampPageNumber, contentRangeTotal, pageCount, pageOffset, parseContentRange } from './pagination';

describe('when paging', () => {
  it('skips pageIndex × pageSize rows', () => {
    expect(pageOffset({ pageIndex: 3, pageSize: 50 })).toBe(150);
  });

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
});

describe('when reading a Content-Range header', () => {
  it('reads the rows and the total', () => {
    expect(parseContentRange('0-49/1234')).toEqual({ from: 0, to: 49, total: 1234 });
    expect(parseContentRange('*/0')).toEqual({ total: 0 });
    expect(parseContentRange('items 50-99/100')).toEqual({ from: 50, to: 99, total: 100 });
  });

  it('has no total when the server did not count', () => {
    expect(parseContentRange('0-49/*')).toEqual({ from: 0, to: 49 });
    expect(contentRangeTotal('0-49/*')).toBeUndefined();
  });

  it('gives undefined for a missing or malformed header', () => {
    expect([null, undefined, '', '0-49', 'abc/12'].map(parseContentRange)).toEqual(Array(5).fill(undefined));
  });
});
