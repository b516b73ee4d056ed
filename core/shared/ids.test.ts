import { describe, expect, it } from 'vitest';
import { NIL_UUID, isLocalAgent, isNilUuid, isUuid } from './ids';

describe('when checking ids', () => {
  it('accepts UUIDs in either case and the nil UUID', () => {
    expect(isUuid('0B7C4C7E-1b7a-4f5e-9a3c-4f6b1d2e3a10')).toBe(true);
    expect(isUuid(NIL_UUID)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'abc', '0b7c4c7e1b7a4f5e9a3c4f6b1d2e3a10', `${NIL_UUID}0`, 42, null]) {
      expect(isUuid(value)).toBe(false);
    }
  });

  it('knows the nil UUID', () => {
    expect(isNilUuid(NIL_UUID)).toBe(true);
    expect(isNilUuid('0b7c4c7e-1b7a-4f5e-9a3c-4f6b1d2e3a10')).toBe(false);
  });
});

describe('when an agent id is the nil UUID, empty or missing', () => {
  it('means the local agent', () => {
    expect([NIL_UUID, '', null, undefined].map(isLocalAgent)).toEqual([true, true, true, true]);
    expect(isLocalAgent('0b7c4c7e-1b7a-4f5e-9a3c-4f6b1d2e3a10')).toBe(false);
  });
});
