import { Hono, type Context } from 'hono';
import { checkReturnTo } from '../auth/flows/return-to';
import { setSessionCookie } from '../auth/session-cookie';
import type { AppEnv, Principal } from '../http/env';
import { ApiError } from '../http/errors';
import { socialLinkSaved } from '../auth/flows/settings-flow';
import { finishSocialSignIn } from '../auth/flows/social-sign-in';
import { clientAddress, requestOrigin } from '../http/request-info';
import { readClaims, type SessionOrganization } from '../oidc/claims';
import type { HostedIdentity } from '../oidc/hosted-identity';
import { hostedSession, startHostedSession } from '../oidc/hosted-sessions';
import { startProviderSignIn, takeProviderSignIn } from '../oidc/login-cookie';
import { HostedSignInRefused, signInPerson } from '../oidc/people';
import { ProviderUnavailable, type RelyingParty } from '../oidc/relying-party';
import { jsonObject } from './require-permission';

const MAX_ORGANIZATION_NAME = 100;

function relyingParty(c: Context<AppEnv>, hosted: HostedIdentity): RelyingParty {
  if (c.var.config.identityMode !== 'hosted' || !hosted.relyingParty) throw new ApiError(404, 'The hosted identity mode is off.');
  return hosted.relyingParty;
}

function safeReturnTo(origin: string, value: string | undefined): string | null {
  try {
    return checkReturnTo(origin, value);
  } catch {
    return null;
  }
}

/** The page a browser sees when a sign-in cannot go on: it says why, and never echoes what the provider sent. */
const refusal = (c: Context<AppEnv>, status: 400 | 403 | 502, text: string) =>
  c.html(`<!doctype html><meta charset="utf-8"><title>Sign-in failed</title><h1>Sign-in failed</h1><p>${text}</p><p><a href="/login">Sign in again</a></p>`, status);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function sessionPrincipal(c: Context<AppEnv>): Principal & { sessionId: string } {
  const principal = c.var.principal;
  if (!principal) throw new ApiError(401, 'unauthorized');
  if (principal.via !== 'session' || !principal.sessionId) throw new ApiError(404, 'Organizations belong to a signed-in browser session.');
  return principal as Principal & { sessionId: string };
}

const device = (c: Context<AppEnv>) => {
  const address = clientAddress(c);
  return { ipAddress: address === 'unknown' ? null : address, userAgent: c.req.header('user-agent') ?? null };
};

/**
 * The hosted identity mode (issue 24) under /api/oidc: sign-in through the OpenID provider, and the
 * organizations of the signed-in session. A switch issues a new session for the chosen organization.
 */
export function oidcRoutes(hosted: HostedIdentity, log: (message: string) => void): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/login', async (c) => {
    const rp = relyingParty(c, hosted);
    const origin = requestOrigin(c);
    try {
      return c.redirect(await startProviderSignIn(c, rp, safeReturnTo(origin, c.req.query('return_to'))), 303);
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        return refusal(c, 502, `The identity provider ${escapeHtml(error.issuer)} could not be reached. Try again in a moment.`);
      }
      throw error;
    }
  });

  // One callback for both modes: a social sign-in of the self-hosted mode carries the flow it came from.
  routes.get('/callback', async (c) => {
    const rp = hosted.relyingParty;
    if (!rp) throw new ApiError(404, 'No identity provider is configured.');
    const login = takeProviderSignIn(c, rp);
    if (!login) return refusal(c, 400, 'This sign-in has expired or was already used.');
    const { purpose } = login;
    if (c.req.query('state') !== login.state) return refusal(c, 403, 'This sign-in did not start in this browser.');
    if (c.req.query('error')) return refusal(c, 403, 'The identity provider did not sign you in.');
    const callback = new URL(login.redirectUri);
    callback.search = new URL(c.req.url).search;
    let claims;
    try {
      claims = readClaims(await rp.finish(callback, login), c.var.config.oidc.roleClaim);
    } catch (error) {
      if (error instanceof ProviderUnavailable) return refusal(c, 502, `The identity provider ${escapeHtml(error.issuer)} could not be reached.`);
      // openid-client's messages name the check that failed, never a token.
      log(`OIDC sign-in refused: ${(error as Error).message}`);
      return refusal(c, 403, "The identity provider's answer was refused.");
    }
    let identityId: string;
    try {
      if (purpose) return await finishSocialSignIn(c, { ...login, purpose }, claims, rp.issuer, socialLinkSaved);
      identityId = await signInPerson(c.var.db, rp.issuer, claims);
    } catch (error) {
      if (error instanceof HostedSignInRefused) return refusal(c, 403, `You cannot sign in: ${error.message}.`);
      throw error;
    }
    const current = claims.organizationId ?? claims.organizations.find((org) => !org.personal)?.id ?? null;
    const { token, session } = await startHostedSession(c.var.db, {
      identityId,
      device: device(c),
      organizations: claims.organizations,
      organizationId: current,
    });
    setSessionCookie(c, token, new Date(session.expires_at));
    return c.redirect(login.returnTo ?? '/', 303);
  });

  /** The provider's profile page (R002-2-4-24): the hosted /profile-settings links here, as providers refuse to be framed. */
  routes.get('/profile', (c) => {
    relyingParty(c, hosted);
    if (!c.var.principal) throw new ApiError(401, 'unauthorized');
    return c.redirect(hosted.profileUrl!, 303);
  });

  routes.get('/organizations', async (c) => {
    relyingParty(c, hosted);
    const principal = sessionPrincipal(c);
    const found = await hostedSession(c.var.db, principal.sessionId);
    if (!found) throw new ApiError(401, 'unauthorized');
    return c.json({
      organization_id: found.organizationId,
      organizations: found.organizations,
      can_create: hosted.demo !== undefined,
    });
  });

  /** Re-issues the session for another of the person's organizations. */
  async function switchTo(c: Context<AppEnv>, principal: Principal & { sessionId: string }, organizations: SessionOrganization[], id: string) {
    const { token, session } = await startHostedSession(c.var.db, {
      identityId: principal.personId,
      device: device(c),
      organizations,
      organizationId: id,
      replaces: principal.sessionId,
    });
    setSessionCookie(c, token, new Date(session.expires_at));
    return c.json({ organization_id: id, organizations });
  }

  routes.post('/organizations/switch', async (c) => {
    relyingParty(c, hosted);
    const principal = sessionPrincipal(c);
    const body = await jsonObject(c);
    const found = await hostedSession(c.var.db, principal.sessionId);
    if (!found) throw new ApiError(401, 'unauthorized');
    const target = found.organizations.find((org) => org.id === body.id);
    if (!target) throw new ApiError(403, 'You are not a member of this organization.');
    return switchTo(c, principal, found.organizations, target.id);
  });

  routes.post('/organizations', async (c) => {
    relyingParty(c, hosted);
    const principal = sessionPrincipal(c);
    if (!hosted.demo) throw new ApiError(404, 'Organizations are created at the identity provider.');
    const body = await jsonObject(c);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > MAX_ORGANIZATION_NAME) throw new ApiError(400, `An organization needs a name of 1 to ${MAX_ORGANIZATION_NAME} characters.`);
    const found = await hostedSession(c.var.db, principal.sessionId);
    if (!found) throw new ApiError(401, 'unauthorized');
    const created = hosted.demo.organizations.create(principal.email ?? '', name);
    return switchTo(c, principal, [...found.organizations, created], created.id);
  });

  return routes;
}
