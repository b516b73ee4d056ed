import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, timingSafeEqual } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { randomToken } from '../auth/secrets';
import { DEMO_PEOPLE, type DemoPerson } from '../seed/demo-people';
import { DemoOrganizations } from './demo-organizations';
import { demoAccountPage } from './demo-account-page';
import { demoLoginPage } from './demo-login-page';
import type { ProviderSettings } from './relying-party';

export const DEMO_CLIENT_ID = 'ops-console';
export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

/** The in-process provider of the hosted mode's demo: where it is and how the console signs in there. */
export interface DemoProvider {
  settings: ProviderSettings;
  /** Its profile page, which shows the person signed in at the provider. */
  profileUrl: string;
  organizations: DemoOrganizations;
  close(): Promise<void>;
}

const personByEmail = (email: string) => DEMO_PEOPLE.find((p) => p.email === email.trim().toLowerCase());
const personById = (id: string) => DEMO_PEOPLE.find((p) => p.id === id);

function samePassword(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function formBody(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > limit) break;
  }
  return new URLSearchParams(body);
}

function html(res: ServerResponse, status: number, page: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page);
}

const ACCOUNT_PATH = '/account';
const ACCOUNT_COOKIE = 'demo_account';

/**
 * Who is signed in at the demo provider, for its profile page: oidc-provider keeps its own session
 * beyond reach of plain handlers, so the demo keeps a key per sign-in in a cookie of its own.
 */
class AccountSessions {
  private readonly people = new Map<string, string>();

  start(res: ServerResponse, person: DemoPerson) {
    const key = randomToken();
    this.people.set(key, person.id);
    res.setHeader('Set-Cookie', `${ACCOUNT_COOKIE}=${key}; Path=${ACCOUNT_PATH}; HttpOnly; SameSite=Lax`);
  }

  of(req: IncomingMessage): DemoPerson | undefined {
    const key = (req.headers.cookie ?? '').split(/;\s*/).find((pair) => pair.startsWith(`${ACCOUNT_COOKIE}=`))?.slice(ACCOUNT_COOKIE.length + 1);
    const id = key ? this.people.get(key) : undefined;
    return id ? personById(id) : undefined;
  }
}

function configuration(options: {
  clientSecret: string;
  redirectUris: string[];
  organizations: DemoOrganizations;
  roleClaim: string;
  signingKey: Record<string, unknown>;
}): Configuration {
  const claims = (person: DemoPerson) => {
    const organizations = options.organizations.of(person);
    return {
      sub: person.id,
      email: person.email,
      email_verified: true,
      name: person.name,
      [options.roleClaim]: [person.role],
      org_id: organizations.find((org) => !org.personal)?.id,
      organizations,
    };
  };
  return {
    clients: [{
      client_id: DEMO_CLIENT_ID,
      client_secret: options.clientSecret,
      redirect_uris: options.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [options.signingKey as never] },
    cookies: { keys: [randomToken()] },
    // The console reads the person and their organizations from the ID token alone.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', options.roleClaim, 'org_id', 'organizations'],
    },
    pkce: { required: () => true },
    // Seconds; a sign-in at the demo provider is short, and the console keeps its own session.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 86_400, Grant: 86_400 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const person = personById(id);
      return person ? { accountId: id, claims: () => claims(person) } : undefined;
    },
    // The console is this provider's own first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Demo identity provider</title><h1>Sign-in failed</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, '')}</p>`;
    },
  };
}

/**
 * Runs an OpenID provider in this process on a loopback port (issue 24): it holds the demo people, signed
 * in with the demo password, and the demo organizations. The console is its only client.
 */
export async function startDemoProvider(options: {
  consoleOrigins: string[];
  password: string;
  roleClaim: string;
}): Promise<DemoProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = randomToken();
  const organizations = new DemoOrganizations(options.consoleOrigins[0]!);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: randomToken().slice(0, 16) };
  // Loaded only here: on import the library warns that Node 20 is older than the runtime it targets
  // (it runs on Node 20.12 and later), and only the hosted demo needs it.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, configuration({
    clientSecret,
    redirectUris: options.consoleOrigins.map((origin) => `${origin}/api/oidc/callback`),
    organizations,
    roleClaim: options.roleClaim,
    signingKey,
  }));
  const providerCallback = provider.callback();

  const accounts = new AccountSessions();

  /** The person a posted sign-in form names, or the form again with why not. */
  async function signedIn(req: IncomingMessage, res: ServerResponse, action: string): Promise<DemoPerson | undefined> {
    const form = await formBody(req);
    const person = personByEmail(form.get('email') ?? '');
    if (!person || !samePassword(form.get('password') ?? '', options.password)) {
      html(res, 400, demoLoginPage({ action, email: form.get('email') ?? '', error: WRONG_CREDENTIALS }));
      return undefined;
    }
    accounts.start(res, person);
    return person;
  }

  async function account(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST') {
      if (!(await signedIn(req, res, ACCOUNT_PATH))) return;
      res.writeHead(303, { location: ACCOUNT_PATH }).end();
      return;
    }
    const person = accounts.of(req);
    html(res, 200, person ? demoAccountPage(person, organizations.of(person)) : demoLoginPage({ action: ACCOUNT_PATH }));
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const details = await provider.interactionDetails(req, res);
    const action = `/interaction/${details.uid}`;
    if (req.method === 'POST' && path === action) {
      const person = await signedIn(req, res, action);
      if (!person) return;
      return provider.interactionFinished(req, res, { login: { accountId: person.id } }, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === 'login') {
      return html(res, 200, demoLoginPage({ action }));
    }
    // Any other prompt is settled by the grant loadExistingGrant gives.
    return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
  }

  handle = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (path === ACCOUNT_PATH) return void account(req, res).catch(() => res.headersSent || res.writeHead(400).end());
    if (!path.startsWith('/interaction/')) return void providerCallback(req, res);
    interaction(req, res, path).catch(() => {
      if (!res.headersSent) html(res, 400, '<!doctype html><title>Demo identity provider</title><p>This sign-in has expired. Go back to the console and sign in again.</p>');
    });
  };

  return {
    settings: { issuer, clientId: DEMO_CLIENT_ID, clientSecret },
    profileUrl: `${issuer}${ACCOUNT_PATH}`,
    organizations,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
