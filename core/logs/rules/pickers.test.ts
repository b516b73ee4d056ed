import { describe, expect, it } from 'vitest';
import { chooseSelector, componentOptions } from './pickers';

describe('the component picker', () => {
  it('offers None, then the components by name', () => {
    expect(componentOptions([{ id: 'b', name: 'web' }, { id: 'a', name: 'api', icon: 'k8s' }])).toEqual([
      { value: '', label: 'None' },
      { value: 'a', label: 'api', icon: 'k8s' },
      { value: 'b', label: 'web' },
    ]);
  });
});

describe('the selector picker', () => {
  const selectors = [{ name: 'app' }, { name: 'sidecar' }];

  it('picks the first selector', () => {
    expect(chooseSelector(selectors, undefined)).toBe('app');
  });

  it('keeps the one the URL names when the component has it', () => {
    expect(chooseSelector(selectors, 'sidecar')).toBe('sidecar');
    expect(chooseSelector(selectors, 'gone')).toBe('app');
  });

  it('has nothing to pick without selectors', () => {
    expect(chooseSelector([], 'app')).toBeUndefined();
  });
});
