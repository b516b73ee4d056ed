import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The backend's version (DECISIONS §15); the built-in backend ships with the console, so both are the package's. */
export const APP_VERSION = packageJson.version;

export function aboutRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', (c) => c.json({ appVersion: APP_VERSION, chartVersion: APP_VERSION }));
}
