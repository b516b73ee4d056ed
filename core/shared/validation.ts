import { NUMBER_FIELD_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';

const isBlank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The message a required field shows when it has no value, or undefined when it has one. */
export const validateRequired = (value: unknown): string | undefined => (isBlank(value) ? REQUIRED_FIELD_MESSAGE : undefined);

/** Seed 002 §5: an empty required number field is required; any other non-number is not a number. */
export function validateNumberField(text: string | number | null | undefined, required = true): string | undefined {
  if (isBlank(text)) return required ? REQUIRED_FIELD_MESSAGE : undefined;
  const value = typeof text === 'number' ? text : Number(String(text).trim());
  return Number.isFinite(value) ? undefined : NUMBER_FIELD_MESSAGE;
}
