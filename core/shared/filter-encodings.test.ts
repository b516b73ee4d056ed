import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLabelFilters, decodeTagFilters, decodeTriStateFilter, decodeTriStateJson, encodeLabelFilters, encodeTagFilters,
  encodeTriStateFilter, encodeTriStateJson, nextTriState, toggleTriState, type TriStateMap,
} from './filter-encodings';

describe('when a tri-state filter button is clicked', () => {
  it('selects the clicked state, or resets to neutral when it was already active', () => {
    expect([nextTriState(0, 1), nextTriState(0, -1), nextTriState(1, 1), nextTriState(-1, -1), nextTriState(1, -1)]).toEqual([
      1, -1, 0, 0, -1,
    ]);
  });

  it('removes a key that becomes neutral and leaves the others', () => {
    const map: TriStateMap = { a: 1, b: -1 };
    expect(toggleTriState(map, 'a', 1)).toEqual({ b: -1 });
    expect(toggleTriState(map, 'c', -1)).toEqual({ a: 1, b: -1, c: -1 });
    expect(map).toEqual({ a: 1, b: -1 });
  });
});

describe('when tags are encoded', () => {
  it('writes key____value:1 or :-1, escaping commas and colons', () => {
    expect(
      encodeTagFilters([
        { key: 'env', value: 'prod', state: 1 },
        { key: 'team', value: 'a,b', state: -1 },
        { key: 'url', value: 'http://x:1', state: 1 },
      ]),
    ).toBe('env____prod:1,team____a||||b:-1,url____http____//x____1:1');
  });

  it('drops entries that are not key:1 or key:-1 when decoding', () => {
    expect(decodeTriStateFilter('a:1,b:0,c:2,:1,d,e:-1')).toEqual({ a: 1, e: -1 });
    expect(decodeTriStateFilter(null)).toEqual({});
  });

  // The URL encoding cannot tell an escape from underscores or bars typed next to it, so text is free of them.
  const text = fc.string({ minLength: 1 }).filter((s) => !/[_|]/.test(s));

  it('reads back every map it writes', () => {
    fc.assert(
      fc.property(fc.dictionary(text, fc.constantFrom(1 as const, -1 as const)), (map) => {
        expect(decodeTriStateFilter(encodeTriStateFilter(map))).toEqual(map);
      }),
    );
  });

  it('reads back every tag it writes', () => {
    const tag = fc.record({
      key: text.filter((s) => !s.includes(':')),
      value: text,
      state: fc.constantFrom(1 as const, -1 as const),
    });
    fc.assert(
      fc.property(fc.uniqueArray(tag, { selector: (t) => `${t.key}:${t.value}` }), (tags) => {
        expect(decodeTagFilters(encodeTagFilters(tags))).toEqual(tags);
      }),
    );
  });
});

describe('when labels are encoded', () => {
  it('writes key__:__value, comma-separated', () => {
    expect(encodeLabelFilters([{ key: 'app', value: 'web' }, { key: 'tier', value: 'db' }])).toBe('app__:__web,tier__:__db');
  });

  it('reads back every label it writes, commas included', () => {
    const part = fc.string({ minLength: 1 }).filter((s) => !/[_|]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.record({ key: part, value: fc.string().filter((s) => !/[_|]/.test(s)) })), (labels) => {
        expect(decodeLabelFilters(encodeLabelFilters(labels))).toEqual(labels);
      }),
    );
  });

  it('ignores items without a separator', () => {
    expect(decodeLabelFilters('a__:__1,broken,__:__x')).toEqual([{ key: 'a', value: '1' }]);
  });
});

describe('when a tri-state map is kept as JSON', () => {
  it('writes only included and excluded entries', () => {
    expect(encodeTriStateJson({ a: 1, b: -1 })).toBe('{"a":1,"b":-1}');
  });

  it('reads back what it writes and ignores anything malformed', () => {
    expect(decodeTriStateJson('{"a":1,"b":-1,"c":0,"d":"1"}')).toEqual({ a: 1, b: -1 });
    expect(['', 'not json', '[1]', 'null', '3'].map(decodeTriStateJson)).toEqual(Array(5).fill({}));
  });
});
