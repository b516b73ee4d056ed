import type { UiText } from '../model';

/** Message ids of text nodes the console shows in its own way (identity-flows.md §3). */
export const RECOVERY_CODES_TEXT_ID = 1050015;
export const USED_RECOVERY_CODE_TEXT_ID = 1050014;
export const USED_RECOVERY_CODE = 'Used';

const isUiText = (value: unknown): value is UiText =>
  typeof value === 'object' && value !== null && 'id' in value && 'text' in value;

/**
 * The lines a text node shows. The list of recovery codes (1050015) shows one line per secret, and a
 * used one (1050014) reads 'Used' instead of the service's sentence (seed 002 §3).
 */
export function nodeTextLines(text: UiText): readonly string[] {
  const secrets = text.context?.secrets;
  if (text.id !== RECOVERY_CODES_TEXT_ID || !Array.isArray(secrets)) return [text.text];
  return secrets.filter(isUiText).map((secret) => (secret.id === USED_RECOVERY_CODE_TEXT_ID ? USED_RECOVERY_CODE : secret.text));
}
