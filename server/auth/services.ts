import { CredentialCache } from './credential-cache';
import { LoginRateLimiter, type RateLimits } from './rate-limit';

/** Per-server sign-in state kept in memory. */
export interface AuthServices {
  cache: CredentialCache;
  limiter: LoginRateLimiter;
}

export function createAuthServices(options: { rateLimits?: RateLimits; credentialTtlMs?: number } = {}): AuthServices {
  return { cache: new CredentialCache(options.credentialTtlMs), limiter: new LoginRateLimiter(options.rateLimits) };
}
