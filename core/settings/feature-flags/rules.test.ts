import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_MESSAGES } from './texts';
import type { FeatureFlag } from './model';
import { canManageFeatureFlags, flagActions, mergeFlags, validateFeatureFlag } from './rules';

const stored: FeatureFlag = { name: 'logs.disable', value: 'true', source: 'db', createdAt: '2026-01-01T00:00:00Z' };
const local: FeatureFlag = { name: 'incidents.disable', value: 'true', source: 'local' };

describe('validating a feature flag', () => {
  it.each([
    [{ name: '', value: 'true', description: '' }],
    [{ name: 'x', value: '  ', description: 'd' }],
  ])('asks for all details when name or value is missing (%o)', (draft) => {
    expect(validateFeatureFlag(draft)).toBe(FEATURE_FLAG_MESSAGES.missingDetails);
  });

  it('accepts a flag without a description', () => {
    expect(validateFeatureFlag({ name: 'x', value: 'y', description: '' })).toBeUndefined();
  });
});

describe('who may change flags', () => {
  it.each([
    [['admin'], true],
    [['editor'], true],
    [['commander'], false],
    [['viewer'], false],
    [[], false],
  ])('roles %o may write: %s', (roles, expected) => {
    expect(canManageFeatureFlags(roles)).toBe(expected);
  });

  it('offers update and delete on a stored flag to an admin', () => {
    expect(flagActions(stored, ['admin'])).toEqual({ update: true, remove: true });
  });

  it('never offers them on a local flag', () => {
    expect(flagActions({ ...local, createdAt: '2026-01-01T00:00:00Z' }, ['admin'])).toEqual({ update: false, remove: false });
  });

  it('does not offer them on a flag without created_at', () => {
    expect(flagActions({ ...stored, createdAt: undefined }, ['admin'])).toEqual({ update: false, remove: false });
  });
});

describe('merging stored and local flags', () => {
  it('lets a local flag win over a stored one of the same name', () => {
    const merged = mergeFlags([{ ...stored, name: 'incidents.disable', value: 'false' }, stored], [local]);
    expect(merged.map((f) => [f.name, f.value, f.source])).toEqual([
      ['incidents.disable', 'true', 'local'],
      ['logs.disable', 'true', 'db'],
    ]);
  });
});
