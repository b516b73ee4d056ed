import type { Role } from '../../core/access';
import type { Database } from '../db/database';
import type { ServerConfig } from '../config';
import type { AuthServices } from '../auth/services';
import type { HostedIdentity } from '../oidc/hosted-identity';

/** Who is calling: resolved once per request by the authentication middleware. */
export interface Principal {
  personId: string;
  name: string;
  email: string | null;
  /** Roles as stored (casbin_rule); `can()` from core/access treats none as viewer. */
  roles: Role[];
  via: 'session' | 'basic' | 'token';
  /** The session id when `via` is 'session'. */
  sessionId?: string;
}

/** What every route handler can reach (the Hono context variables). */
export interface AppVariables {
  db: Database;
  config: ServerConfig;
  principal: Principal | null;
  /** In-memory sign-in state: credential cache and rate limits. */
  auth: AuthServices;
  /** The OpenID provider: the hosted mode's, or the self-hosted mode's social sign-in (issue 24). */
  oidc: HostedIdentity;
}

export type AppEnv = { Variables: AppVariables };
