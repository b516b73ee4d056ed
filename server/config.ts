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
  execEnabled: boolean;
  kubeproxyConnection?: string;
  propertiesFile: string;
  /** Where the built console lives. */
  distDir: string;
}

const truthy = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

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
    execEnabled: truthy(env.EXEC_ENABLED),
    kubeproxyConnection: nonEmpty(env.KUBEPROXY_CONNECTION),
    propertiesFile: propertiesFile
      ? (isAbsolute(propertiesFile) ? propertiesFile : resolve(cwd, propertiesFile))
      : join(dataDir, 'properties.yaml'),
    distDir: resolve(cwd, 'dist'),
  };
}
