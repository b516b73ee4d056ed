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
};

export const messages = {
  missingProperty: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  noStrategy: () => error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
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
