import { describe, expect, it } from 'vitest';
import type { Component } from '../model';
import { HEALTH_SORT_RANK, sortComponents, sortOptions } from './sort';

const c = (name: string, extra: Partial<Component> = {}): Component => ({ id: name, name, ...extra });
const names = (components: Component[]) => components.map((x) => x.name);

describe('the health sort rank', () => {
  it('is info 4, healthy 3, warning 2, unhealthy 1', () => {
    expect(HEALTH_SORT_RANK).toEqual({ info: 4, healthy: 3, warning: 2, unhealthy: 1 });
  });
});

describe('when cards are sorted by health', () => {
  const cards = [c('a', { status: 'healthy' }), c('b', { status: 'unhealthy' }), c('c', { status: 'warning' }), c('d', { status: 'info' }), c('e')];

  it('puts unhealthy first, then warning, healthy, info, and those without a status last', () => {
    expect(names(sortComponents(cards, 'status', 'asc'))).toEqual(['b', 'c', 'a', 'd', 'e']);
  });

  it('reverses the ranks when descending but keeps those without a status last', () => {
    expect(names(sortComponents(cards, 'status', 'desc'))).toEqual(['d', 'a', 'c', 'b', 'e']);
  });

  it('orders equal ranks by name', () => {
    expect(names(sortComponents([c('z', { status: 'healthy' }), c('m', { status: 'healthy' })], 'status', 'asc'))).toEqual(['m', 'z']);
  });
});

describe('when cards are sorted by other keys', () => {
  it('sorts by a headline property numerically', () => {
    const cards = [
      c('a', { properties: [{ name: 'cpu', value: 900 }] }),
      c('b', { properties: [{ name: 'cpu', value: '80' }] }),
      c('c'),
    ];
    expect(names(sortComponents(cards, 'field:cpu', 'asc'))).toEqual(['b', 'a', 'c']);
  });

  it('sorts by last update', () => {
    const cards = [c('a', { updatedAt: '2024-06-02T00:00:00Z' }), c('b', { updatedAt: '2024-06-01T00:00:00Z' })];
    expect(names(sortComponents(cards, 'updated_at', 'desc'))).toEqual(['a', 'b']);
  });

  it('does not change the list it was given', () => {
    const cards = [c('b'), c('a')];
    sortComponents(cards, 'name', 'asc');
    expect(names(cards)).toEqual(['b', 'a']);
  });
});

describe('the sort options', () => {
  it('are Health, Name, Type, Last Updated and one per headline property', () => {
    const options = sortOptions([
      c('a', { properties: [{ name: 'cpu', headline: true }, { name: 'owner' }] }),
      c('b', { properties: [{ name: 'cpu', headline: true }, { name: 'memory', headline: true }] }),
    ]);
    expect(options.map((o) => o.label)).toEqual(['Health', 'Name', 'Type', 'Last Updated', 'cpu', 'memory']);
    expect(options.at(-1)?.value).toBe('field:memory');
  });
});
