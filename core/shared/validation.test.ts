import { describe, expect, it } from 'vitest';
import { NUMBER_FIELD_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import { validateNumberField, validateRequired } from './validation';

describe('when a required field is validated', () => {
  it('asks for a value when it is empty, blank or an empty list', () => {
    expect([undefined, null, '', '  ', []].map(validateRequired)).toEqual(Array(5).fill(REQUIRED_FIELD_MESSAGE));
  });

  it('accepts any value, zero and false included', () => {
    expect(['a', 0, false, ['x']].map(validateRequired)).toEqual(Array(4).fill(undefined));
  });
});

describe('when a number field is validated', () => {
  it('asks for a value when a required field is empty', () => {
    expect(validateNumberField('')).toBe(REQUIRED_FIELD_MESSAGE);
  });

  it('lets an optional field stay empty', () => {
    expect(validateNumberField('', false)).toBeUndefined();
  });

  it('refuses text that is not a number', () => {
    expect(validateNumberField('12a')).toBe(NUMBER_FIELD_MESSAGE);
    expect(validateNumberField('Infinity')).toBe(NUMBER_FIELD_MESSAGE);
  });

  it('accepts integers, decimals and numbers', () => {
    expect(['12', ' -3.5 ', 7].map((v) => validateNumberField(v))).toEqual([undefined, undefined, undefined]);
  });
});
