import * as client from 'openid-client';
import { randomToken } from '../auth/secrets';

/** Where the console's relying party finds its provider, and who it is there. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A social sign-in (or a link from the settings) of the self-hosted mode (issue 24): the self-service flow it was started from. */
export interface SignInPurpose {
  flowType: 'login' | 'registration' | 'settings';
  flowId: string;
}

/** A sign-in under way: what the callback must see again. Kept on the server; the browser holds only its key. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string | null;
  expiresAt: number;
  /** Set for a social sign-in; a hosted-mode sign-in has none. */
  purpose?: SignInPurpose;
}

/** The provider could not be reached or did not answer as OpenID Connect says. */
export class ProviderUnavailable extends Error {
  constructor(readonly issuer: string, cause: unknown) {
    super(`the identity provider ${issuer} could not be reached`, { cause });
  }
}

const PENDING_LIFESPAN_MS = 10 * 60 * 1000;

/** Loopback issuers (the demo provider, a test's) speak plain HTTP; any other must use HTTPS. */
const isLoopback = (issuer: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/**
 * The built-in backend as a confidential OpenID Connect client (issue 24): the authorization code flow
 * with PKCE, state and nonce. Provider tokens stay here; the browser only ever gets the console's
 * session cookie.
 */
export class RelyingParty {
  private configuration?: Promise<client.Configuration>;
  private readonly pending = new Map<string, PendingLogin>();

  constructor(readonly settings: ProviderSettings, private readonly now: () => number = Date.now) {}

  get issuer() {
    return this.settings.issuer;
  }

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= client
      .discovery(issuer, this.settings.clientId, this.settings.clientSecret, client.ClientSecretBasic(this.settings.clientSecret), {
        execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      })
      .then((configuration) => {
        // The ID token's signature is checked even though it came straight from the token endpoint:
        // a loopback provider has no TLS to vouch for it.
        client.enableNonRepudiationChecks(configuration);
        return configuration;
      })
      .catch((error: unknown) => {
        // A provider that was down is asked again next time.
        this.configuration = undefined;
        throw new ProviderUnavailable(this.settings.issuer, error);
      });
    return this.configuration;
  }

  private sweep() {
    const now = this.now();
    for (const [key, login] of this.pending) if (login.expiresAt <= now) this.pending.delete(key);
  }

  /** Starts a sign-in: the provider's authorization URL and the key the browser keeps for the callback. */
  async start(redirectUri: string, returnTo: string | null, purpose?: SignInPurpose): Promise<{ url: string; key: string }> {
    const configuration = await this.discover();
    this.sweep();
    const login: PendingLogin = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      redirectUri,
      returnTo,
      expiresAt: this.now() + PENDING_LIFESPAN_MS,
      ...(purpose ? { purpose } : {}),
    };
    const key = randomToken();
    this.pending.set(key, login);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: login.state,
      nonce: login.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, key };
  }

  /** The sign-in a callback belongs to; it is forgotten at once, so a replayed callback finds nothing. */
  take(key: string | undefined): PendingLogin | undefined {
    if (!key) return undefined;
    const login = this.pending.get(key);
    this.pending.delete(key);
    return login && login.expiresAt > this.now() ? login : undefined;
  }

  /**
   * Trades the callback's code for tokens and returns the ID token's claims merged with userinfo's.
   * openid-client refuses a wrong state, issuer, audience, nonce, signature or an expired token.
   */
  async finish(callbackUrl: URL, login: PendingLogin): Promise<Record<string, unknown>> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let userinfo: Record<string, unknown> = {};
    if (configuration.serverMetadata().userinfo_endpoint) {
      userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    }
    return { ...userinfo, ...claims };
  }
}
