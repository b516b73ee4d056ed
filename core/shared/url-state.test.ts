import { describe, expect, it } from 'vitest';
import { readUrl, writeUrl, type UrlCodec } from './url-state';

const pairs: UrlCodec<Record<string, string>> = {
  parse: (params) => Object.fromEntries(['q', 'a b', 'empty', 'missing'].filter((k) => params.has(k)).map((k) => [k, params.get(k)!])),
  serialise: (value) => value,
};

describe('when a state is written to the URL', () => {
  it('writes what the browser URLSearchParams writes, so old links and new ones are the same', () => {
    const value = { q: "it's (50%) ~done! + café/ü?&=#", 'a b': '*-._', empty: '' };
    expect(writeUrl(pairs, value)).toBe(new URLSearchParams(value).toString());
  });

  it('reads back what it wrote', () => {
    const value = { q: "it's (50%) ~done! + café/ü?&=#", 'a b': 'x y', empty: '' };
    expect(readUrl(pairs, writeUrl(pairs, value))).toEqual(value);
  });
});

describe('when a URL is read', () => {
  it('takes a leading question mark, spaces written as + or %20, and a malformed escape as written', () => {
    expect(readUrl(pairs, '?q=a+b%20c&empty')).toEqual({ q: 'a b c', empty: '' });
    expect(readUrl(pairs, 'q=100%')).toEqual({ q: '100%' });
  });

  it('gives every value of a repeated parameter, the first for get', () => {
    const all: UrlCodec<string[]> = { parse: (params) => [params.get('tag')!, ...params.getAll('tag')], serialise: () => ({}) };
    expect(readUrl(all, 'tag=a&tag=b')).toEqual(['a', 'a', 'b']);
  });
});
