import { describe, expect, it } from 'vitest';
import { changedFields, isEmptyPatch } from './patch';

describe('when an incident edit is sent', () => {
  const saved = { title: 'Checkout down', description: '', severity: 'low', type: 'availability', status: 'open' as const };

  it('carries only the fields that changed', () => {
    expect(changedFields(saved, { ...saved, severity: 'high' })).toEqual({ severity: 'high' });
  });

  it('carries nothing when nothing changed', () => {
    expect(isEmptyPatch(changedFields(saved, { ...saved }))).toBe(true);
  });
});
