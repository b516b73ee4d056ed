import { createRequire } from 'node:module';
import type { UiText } from './flows/messages';
import { messages } from './flows/messages';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

export const MIN_PASSWORD_LENGTH = 8;

/**
 * DECISIONS §6a: at least 8 characters, not the identifier (nor its part before the @), and not in the
 * bundled list of common passwords (there is no network for breach lists). Null when acceptable.
 */
export function passwordProblem(password: string, identifier: string): UiText | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort(MIN_PASSWORD_LENGTH, length);
  const lowered = password.trim().toLowerCase();
  const id = identifier.trim().toLowerCase();
  if (id && (lowered === id || lowered === id.split('@')[0])) return messages.passwordLikeIdentifier();
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) return messages.passwordCommon();
  return null;
}
