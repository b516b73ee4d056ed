import { describe, expect, it } from 'vitest';
import { breadcrumbIds, breadcrumbItems, breadcrumbLookups, breadcrumbPathOwner } from './breadcrumb';

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

describe('the breadcrumb names', () => {
  const root = { id: 'pod', name: 'pod-1', path: 'estate.cluster' };

  it('looks up the referer, and every listed id but the component in view once it is loaded', () => {
    expect(breadcrumbLookups({ id: 'pod', refererId: 'ns', named: {} })).toEqual(['ns', 'pod']);
    expect(breadcrumbLookups({ id: 'pod', root, named: {} })).toEqual(['estate', 'cluster']);
  });

  it("follows the referer's path once the referer is known", () => {
    const named = { ns: { id: 'ns', name: 'namespace-x', path: 'estate' } };
    expect(breadcrumbLookups({ id: 'pod', refererId: 'ns', root, named })).toEqual(['ns', 'estate']);
  });

  it('names each listed id by its text, its name, or the id itself while unknown', () => {
    const named = { estate: { id: 'estate', name: 'estate', text: 'The estate' } };
    expect(breadcrumbItems({ id: 'pod', root, named }).map((item) => item.name)).toEqual(['The estate', 'cluster', 'pod-1']);
  });
});
