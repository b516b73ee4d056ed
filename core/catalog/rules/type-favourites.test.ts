import { describe, expect, it } from 'vitest';
import { parseFavouriteTypes, serialiseFavouriteTypes, toggleFavouriteType, typeChoices } from './type-favourites';

describe('config type favourites', () => {
  it('reads back what it stored, and nothing from a value it cannot read', () => {
    expect(parseFavouriteTypes(serialiseFavouriteTypes(['Kubernetes::Pod', 'AWS::EC2']))).toEqual(['Kubernetes::Pod', 'AWS::EC2']);
    expect(parseFavouriteTypes(undefined)).toEqual([]);
    expect(parseFavouriteTypes('Kubernetes::Pod')).toEqual([]);
    expect(parseFavouriteTypes('{"a":1}')).toEqual([]);
    expect(parseFavouriteTypes('["a", 3, "", "a"]')).toEqual(['a']);
  });

  it('toggles a type in and out', () => {
    expect(toggleFavouriteType(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFavouriteType(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('offers the favourites first, starred, and ignores a favourite the server no longer lists', () => {
    const types = ['c', 'a', 'b'].map((value) => ({ value, label: value }));
    expect(typeChoices(types, ['b', 'gone']).map((type) => type.label)).toEqual(['★ b', 'c', 'a']);
  });
});
