import { printToTerminal } from './courier';
import { CredentialCache } from './credential-cache';
import { LoginRateLimiter, type RateLimits } from './rate-limit';

/** Per-server sign-in state kept in memory. */
export interface AuthServices {
  cache: CredentialCache;
  limiter: LoginRateLimiter;
  /** Where the courier writes the messages it sends: the terminal only, never a log the console serves. */
  courierLog: (line: string) => void;
}

export function createAuthServices(
  options: { rateLimits?: RateLimits; credentialTtlMs?: number; courierLog?: (line: string) => void } = {},
): AuthServices {
  return {
    cache: new CredentialCache(options.credentialTtlMs),
    limiter: new LoginRateLimiter(options.rateLimits),
    courierLog: options.courierLog ?? printToTerminal,
  };
}
