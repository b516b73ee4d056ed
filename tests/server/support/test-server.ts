import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { ensureDemoIdentities } from '../../../server/auth/demo-identities';
import { createAuthServices, type AuthServices } from '../../../server/auth/services';
import { DEFAULT_MAX_BODY_BYTES, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import type { AppEnv } from '../../../server/http/env';
import type { DemoInbox } from '../../../server/notifications';
import type { HostedIdentity } from '../../../server/oidc/hosted-identity';
import { refreshSchemaCache } from '../../../server/postgrest';
import type { EngineCase, FreshOptions } from './databases';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_ORIGIN = 'http://localhost';
export const CONSOLE_HTML = '<!doctype html><html><head><title>ops console test build</title></head><body><div id="root"></div></body></html>';

/** A temp directory with a tiny console build (index.html and one hashed asset), data dir and properties file. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig & { cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ops-console-app-'));
  const distDir = join(dir, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), CONSOLE_HTML);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("console");\n');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    port: 0,
    dataDir: join(dir, 'data'),
    identityMode: 'self-hosted',
    oidc: { roleClaim: 'roles' },
    execEnabled: false,
    propertiesFile: join(dir, 'properties.yaml'),
    trustedProxies: [],
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    distDir,
    ...overrides,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Cookies from Set-Cookie headers, as one Cookie header value (later values win). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): this {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TestServer {
  app: Hono<AppEnv>;
  db: Database;
  config: ServerConfig;
  auth: AuthServices;
  /** A request to the app (no socket) from the console's origin; `path` is relative to http://localhost. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in through the login flow and returns the Cookie header holding the session. */
  signIn(email: string, password?: string): Promise<string>;
  /** An Authorization header for HTTP Basic with the test password. */
  basicAuth(email: string, password?: string): string;
  close(): Promise<void>;
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

/** Runs the login flow against any fetch-like function, returning the Cookie header with the session. */
export async function signInThrough(
  fetcher: (path: string, init?: RequestInit) => Promise<Response>,
  email: string,
  password: string,
): Promise<string> {
  const jar = new CookieJar();
  const init = await fetcher('/api/.ory/self-service/login/browser', { headers: { accept: 'application/json' } });
  if (init.status !== 200) throw new Error(`login init answered ${init.status}: ${await init.text()}`);
  jar.take(init);
  const flow = (await init.json()) as { ui: { action: string; nodes: { attributes: { name: string; value?: string } }[] } };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value;
  const action = new URL(flow.ui.action);
  const submit = await fetcher(action.pathname + action.search, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: jar.header() },
    body: JSON.stringify({ csrf_token: csrf, method: 'password', identifier: email, password }),
  });
  if (submit.status !== 200) throw new Error(`login answered ${submit.status}: ${await submit.text()}`);
  jar.take(submit);
  return jar.header();
}

/**
 * A request as the console's page sends it: with the console's Origin unless the test gives one, since
 * writes signed in by the session cookie must come from there.
 */
function fromConsole(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
  return { ...init, headers };
}

export async function createTestServer(
  engine: EngineCase,
  options: FreshOptions & {
    config?: Partial<ServerConfig>;
    auth?: AuthServices;
    demoInbox?: DemoInbox;
    hosted?: HostedIdentity;
    log?: (message: string) => void;
  } = {},
): Promise<TestServer> {
  const db = await engine.open({ seeded: options.seeded });
  await refreshSchemaCache(db);
  await ensureDemoIdentities(db, TEST_PASSWORD);
  const config = testConfig(options.config);
  const auth = options.auth ?? createAuthServices();
  const app = createApp({ config, db, auth, log: options.log ?? (() => undefined), demoInbox: options.demoInbox, hosted: options.hosted });
  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, fromConsole(init)));
  return {
    app,
    db,
    config,
    auth,
    request,
    signIn: (email, password = TEST_PASSWORD) => signInThrough(request, email, password),
    basicAuth: (email, password = TEST_PASSWORD) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
    close: async () => {
      await db.close();
      config.cleanup();
    },
  };
}
