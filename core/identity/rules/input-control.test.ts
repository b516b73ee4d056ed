import { describe, expect, it } from 'vitest';
import { inputControl } from './input-control';

describe('the control of a flow input', () => {
  it.each([
    ['hidden', 'hidden'],
    ['checkbox', 'checkbox'],
    ['submit', 'button'],
    ['button', 'button'],
    ['email', 'text-like'],
    ['password', 'text-like'],
    ['datetime-local', 'text-like'],
  ])('shows type %s as %s', (type, control) => {
    expect(inputControl(type)).toBe(control);
  });
});
