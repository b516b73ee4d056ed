import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';

export type IdentityMode = 'self-hosted' | 'hosted';

/** The server's settings, from the environment (DECISIONS §8). */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  missionControlUrl?: string;
  identityMode: IdentityMode;
  /** The OpenID provider of the hosted mode; none names the in-process demo provider. */
  oidc: OidcSettings;
  execEnabled: boolean;
  kubeproxyConnection?: string;
  propertiesFile: string;
  /** Addresses and ranges (CIDR) of the proxies whose `X-Forwarded-*` headers are believed. */
  trustedProxies: string[];
  /** The largest request body any route reads; larger ones answer 413. */
  maxBodyBytes: number;
  /** Where the built console lives. */
  distDir: string;
}

/** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ROLE_CLAIM (issue 24). */
export interface OidcSettings {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  /** The claim holding the person's roles (a string or a list); `roles` unless set. */
  roleClaim: string;
  /** What the sign-in buttons call the provider ('Sign in with <name>'); the issuer's host unless set. */
  providerName?: string;
  /** The provider's page where people manage their profile (the hosted mode's /profile-settings); the issuer unless set. */
  profileUrl?: string;
  /** SOCIAL_SIGN_IN=demo: the self-hosted mode offers sign-in through the in-process demo provider when no issuer is set. */
  socialDemo?: boolean;
}

export const DEFAULT_ROLE_CLAIM = 'roles';

function parseOidc(env: NodeJS.ProcessEnv): OidcSettings {
  const issuer = nonEmpty(env.OIDC_ISSUER);
  const clientId = nonEmpty(env.OIDC_CLIENT_ID);
  const clientSecret = nonEmpty(env.OIDC_CLIENT_SECRET);
  if (issuer && (!clientId || !clientSecret)) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  if (issuer && !URL.canParse(issuer)) throw new Error(`OIDC_ISSUER must be a URL, not "${issuer}"`);
  const profileUrl = nonEmpty(env.OIDC_PROFILE_URL);
  if (profileUrl && !URL.canParse(profileUrl)) throw new Error(`OIDC_PROFILE_URL must be a URL, not "${profileUrl}"`);
  const social = nonEmpty(env.SOCIAL_SIGN_IN);
  if (social && social !== 'demo') throw new Error(`SOCIAL_SIGN_IN must be "demo" or unset, not "${social}"`);
  return {
    issuer,
    clientId,
    clientSecret,
    roleClaim: nonEmpty(env.OIDC_ROLE_CLAIM) ?? DEFAULT_ROLE_CLAIM,
    providerName: nonEmpty(env.OIDC_PROVIDER_NAME),
    profileUrl,
    socialDemo: social === 'demo',
  };
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const truthy = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** An address, or an address and a prefix length its family allows. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDR ranges, not ${wrong.map((w) => `"${w}"`).join(', ')}`);
  return entries;
}

function parseMaxBodyBytes(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_MAX_BODY_BYTES;
  const bytes = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new Error(`MAX_BODY_BYTES must be a positive number of bytes, not "${value}"`);
  return bytes;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data');
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const identityMode = (nonEmpty(env.IDENTITY_MODE) ?? 'self-hosted') as IdentityMode;
  if (identityMode !== 'self-hosted' && identityMode !== 'hosted') {
    throw new Error(`IDENTITY_MODE must be "self-hosted" or "hosted", not "${env.IDENTITY_MODE}"`);
  }
  const propertiesFile = nonEmpty(env.PROPERTIES_FILE);
  return {
    port,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    missionControlUrl: nonEmpty(env.MISSION_CONTROL_URL)?.replace(/\/+$/, ''),
    identityMode,
    oidc: parseOidc(env),
    execEnabled: truthy(env.EXEC_ENABLED),
    kubeproxyConnection: nonEmpty(env.KUBEPROXY_CONNECTION),
    propertiesFile: propertiesFile
      ? (isAbsolute(propertiesFile) ? propertiesFile : resolve(cwd, propertiesFile))
      : join(dataDir, 'properties.yaml'),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    maxBodyBytes: parseMaxBodyBytes(env.MAX_BODY_BYTES),
    distDir: resolve(cwd, 'dist'),
  };
}
