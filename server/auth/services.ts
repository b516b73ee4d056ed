import { AttemptWindow, CODE_ATTEMPTS } from './attempt-window';
import { printToTerminal } from './courier';
import { CredentialCache } from './credential-cache';
import { LoginRateLimiter, type RateLimits } from './rate-limit';

/** Per-server sign-in state kept in memory. */
export interface AuthServices {
  cache: CredentialCache;
  /** Password sign-ins, by the login flow and HTTP Basic (DECISIONS §40). */
  limiter: LoginRateLimiter;
  /** Second-factor failures per identity and codes sent per mailbox. */
  attempts: AttemptWindow;
  /** Where the courier writes the messages it sends: the terminal only, never a log the console serves. */
  courierLog: (line: string) => void;
}

export function createAuthServices(
  options: { rateLimits?: RateLimits; credentialTtlMs?: number; courierLog?: (line: string) => void } = {},
): AuthServices {
  return {
    cache: new CredentialCache(options.credentialTtlMs),
    limiter: new LoginRateLimiter(options.rateLimits),
    attempts: new AttemptWindow(CODE_ATTEMPTS),
    courierLog: options.courierLog ?? printToTerminal,
  };
}
