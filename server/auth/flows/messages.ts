/** A Kratos UI text (identity-flows.md §5): numeric id, literal text, type. */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

const info = (id: number, text: string, context?: Record<string, unknown>): UiText => ({ id, text, type: 'info', ...(context ? { context } : {}) });
const error = (id: number, text: string, context?: Record<string, unknown>): UiText => ({ id, text, type: 'error', ...(context ? { context } : {}) });

export const labels = {
  signIn: () => info(1010001, 'Sign in'),
  signInWithPassword: () => info(1010022, 'Sign in with password'),
  confirmItIsYou: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  secondFactorChallenge: () => info(1010004, 'Please complete the second authentication challenge.'),
  password: () => info(1070001, 'Password'),
  id: () => info(1070004, 'ID'),
  email: () => info(1070007, 'Email'),
  authenticationCode: () => info(1010006, 'Authentication code'),
  backupRecoveryCode: () => info(1010007, 'Backup recovery code'),
  useAuthenticator: () => info(1010009, 'Use Authenticator'),
  useBackupRecoveryCode: () => info(1010010, 'Use backup recovery code'),
  signUp: () => info(1040001, 'Sign up'),
  signInWith: (provider: string) => info(1010002, `Sign in with ${provider}`, { provider }),
  signUpWith: (provider: string) => info(1040002, `Sign up with ${provider}`, { provider }),
  linkProvider: (provider: string) => info(1050002, `Link ${provider}`, { provider }),
  unlinkProvider: (provider: string) => info(1050003, `Unlink ${provider}`, { provider }),
  save: () => info(1070003, 'Save'),
  verifyCode: () => info(1070006, 'Verify code'),
  resendCode: () => info(1070008, 'Resend code'),
  continue: () => info(1070009, 'Continue'),
  recoveryCode: () => info(1070010, 'Recovery code'),
  verificationCode: () => info(1070011, 'Verification code'),
  /** A schema property's title as a field label (Kratos 1070002). */
  trait: (title: string, name: string) => info(1070002, title, { title, name }),
  unlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  totpQrCode: () => info(1050005, 'Authenticator app QR code'),
  totpSecretLabel: () => info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  revealLookupSecrets: () => info(1050007, 'Reveal backup recovery codes'),
  regenerateLookupSecrets: () => info(1050008, 'Generate new backup recovery codes'),
  lookupSecretsListLabel: () => info(1050010, 'These are your back up recovery codes. Please keep them in a safe place!'),
  confirmLookupSecrets: () => info(1050011, 'Confirm backup recovery codes'),
  disableLookupSecrets: () => info(1050016, 'Disable this method'),
};

export const messages = {
  missingProperty: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  noStrategy: () => error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
  passwordTooShort: (min: number, actual: number) =>
    error(4000032, `The password must be at least ${min} characters long, but got ${actual}.`, { min_length: min, actual_length: actual }),
  passwordLikeIdentifier: () => error(4000031, 'The password can not be used because it is too similar to the identifier.'),
  passwordCommon: () => error(4000034, 'The password has been found in data breaches and must no longer be used.', { breaches: 1 }),
  invalidEmail: (value: string) => error(4000001, `"${value}" is not valid "email"`, { reason: `"${value}" is not valid "email"` }),
  duplicateIdentifier: () => error(4000007, 'An account with the same identifier (email, phone, username, ...) exists already.'),
  invalidTotpCode: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  lookupSecretUsed: () => error(4000012, 'This backup recovery code has already been used.'),
  lookupSecretInvalid: () => error(4000016, 'The backup recovery code is not valid.'),
  recoveryCodeSent: () =>
    info(
      1060003,
      'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  verificationCodeSent: () =>
    info(
      1080003,
      'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  recoveryCodeInvalid: () => error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
  verificationCodeInvalid: () => error(4070006, 'The verification code is invalid or has already been used. Please try again.'),
  recovered: (privilegedUntil: Date, now: Date): UiText => ({
    id: 1060001,
    text: `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${((privilegedUntil.getTime() - now.getTime()) / 60_000).toFixed(2)} minutes.`,
    type: 'success',
    context: { privileged_session_expires_at_unix: Math.floor(privilegedUntil.getTime() / 1000) },
  }),
  verified: (): UiText => ({ id: 1080002, text: 'You successfully verified your email address.', type: 'success' }),
  settingsSaved: (): UiText => ({ id: 1050001, text: 'Your changes have been saved!', type: 'success' }),
  lookupSecret: (code: string) => info(1050009, code, { secret: code }),
  lookupSecretUsedAt: (usedAt: Date) =>
    info(1050014, `Secret was used at ${usedAt.toISOString()}`, { used_at: usedAt.toISOString(), used_at_unix: Math.floor(usedAt.getTime() / 1000) }),
  lookupSecretList: (codes: { code: string; usedAt: Date | null }[]) =>
    info(1050015, codes.map((c) => (c.usedAt ? 'used' : c.code)).join(', '), {
      secrets: codes.map((c) => (c.usedAt ? messages.lookupSecretUsedAt(c.usedAt) : messages.lookupSecret(c.code))),
    }),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  accountExistsLinkIt: () =>
    error(
      4000027,
      'An account with the same identifier (email, phone, username, ...) exists already. Please sign in to your existing account and link your social profile in the settings page.',
    ),
  /** Our own id: Kratos names no message for a provider it cannot reach. */
  providerUnreachable: (provider: string) => error(4000902, `${provider} could not be reached. Try again in a moment.`, { provider }),
  /** Our own id: Kratos refuses this too, in words of its own version. */
  onlySignInMethod: () => error(4000903, 'This is the only way you sign in: set a password before unlinking it.'),
  /** Our own id: the provider's account is another person's here. */
  linkedElsewhere: (provider: string) => error(4000904, `This ${provider} account is already linked to another person.`, { provider }),
  /** Our own id: Kratos has no rate limit of its own (Ory's network does it in front). */
  tooManyAttempts: (text: string) => error(4000901, text),
};

/** The message a fresh flow carries when it replaces an expired one ("The login flow expired 2.50 minutes ago..."). */
export const EXPIRED_MESSAGE_IDS: Record<string, number> = {
  login: 4010001,
  registration: 4040001,
  settings: 4050001,
  recovery: 4060005,
  verification: 4070005,
};

export function flowExpiredMessage(type: string, expiredAt: Date, now: Date): UiText {
  const minutes = ((now.getTime() - expiredAt.getTime()) / 60_000).toFixed(2);
  return error(EXPIRED_MESSAGE_IDS[type] ?? 4010001, `The ${type} flow expired ${minutes} minutes ago, please try again.`, {
    expired_at: expiredAt.toISOString(),
  });
}
