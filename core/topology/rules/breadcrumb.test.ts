import { describe, expect, it } from 'vitest';
import { breadcrumbIds, breadcrumbPathOwner } from './breadcrumb';

describe('the breadcrumb', () => {
  it('lists the ancestor path, the referer and the component', () => {
    expect(breadcrumbIds({ path: 'root.cluster', refererId: 'ns', id: 'pod' })).toEqual(['root', 'cluster', 'ns', 'pod']);
  });

  it('lists an id once', () => {
    expect(breadcrumbIds({ path: 'root.cluster', id: 'cluster' })).toEqual(['root', 'cluster']);
  });

  it('is only Dashboard on /topology', () => {
    expect(breadcrumbIds({})).toEqual([]);
  });

  it('follows the referer’s path when there is a referer', () => {
    expect(breadcrumbPathOwner({ id: 'pod', refererId: 'ns' })).toBe('ns');
    expect(breadcrumbPathOwner({ id: 'pod' })).toBe('pod');
  });
});
