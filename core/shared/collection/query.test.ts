import { describe, expect, it } from 'vitest';
import { readUrl, writeUrl } from '../url-state';
import { collectionUrl, defaultQuery, localPage } from './query';

const defaults = defaultQuery({ pageSize: 50, sort: { column: 'created_at', desc: true }, filter: { status: 'active' } });
const url = collectionUrl(defaults);

describe('a collection query in the URL', () => {
  it('leaves out what equals the default, so an untouched page has a bare URL', () => {
    expect(writeUrl(url, defaults)).toBe('');
    expect(readUrl(url, '')).toEqual(defaults);
  });

  it('round-trips a page, a page size, a sort and a filter', () => {
    const query = { pageIndex: 3, pageSize: 10, sort: { column: 'name', desc: false }, filter: { status: '' } };
    expect(writeUrl(url, query)).toBe('pageIndex=3&pageSize=10&sortBy=name&sortOrder=asc&status=');
    expect(readUrl(url, writeUrl(url, query))).toEqual(query);
  });

  it('falls back to the default for what cannot be read', () => {
    expect(readUrl(url, 'pageIndex=-1&pageSize=0.5')).toMatchObject({ pageIndex: 0, pageSize: 50 });
  });

  it('names the page by its own parameter when a screen counts pages from 1', () => {
    const paged = collectionUrl(defaults, { name: 'page', first: 1 });
    expect(writeUrl(paged, { ...defaults, pageIndex: 2 })).toBe('page=3');
    expect(readUrl(paged, 'page=3').pageIndex).toBe(2);
    expect(readUrl(paged, 'page=0').pageIndex).toBe(0);
    expect(readUrl(paged, 'pageIndex=4').pageIndex).toBe(0);
  });

  it('keeps a list without pages whole whatever the URL says', () => {
    expect(readUrl(collectionUrl(defaultQuery()), 'pageSize=10').pageSize).toBeUndefined();
  });
});

describe('a page of a list held in memory', () => {
  const rows = [
    { name: 'b', team: 'red' },
    { name: 'a', team: 'blue' },
    { name: 'c', team: 'red' },
  ];

  it('keeps the rows whose fields equal the filter, counted before paging', () => {
    expect(localPage(rows, { pageIndex: 0, pageSize: 1, filter: { team: 'red' } })).toEqual({ rows: [rows[0]], total: 2 });
  });

  it('sorts by a column either way and is whole without a page size', () => {
    const sorted = (desc: boolean) => localPage(rows, { pageIndex: 0, sort: { column: 'name', desc }, filter: {} }).rows.map((r) => r.name);
    expect(sorted(false)).toEqual(['a', 'b', 'c']);
    expect(sorted(true)).toEqual(['c', 'b', 'a']);
  });
});
