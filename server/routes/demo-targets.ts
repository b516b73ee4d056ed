import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { restartDemoComponent } from './demo-restart';

/** Addresses whose request count is remembered; past this the oldest is forgotten, so strangers cannot grow it. */
const REMEMBERED = 1_000;

/** `fail_every=N` (N ≥ 2), or undefined. */
function failEvery(value: string | undefined): number | undefined {
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 2 ? n : undefined;
}

/**
 * `/api/demo/targets/*`: what the demo canaries check (DECISIONS §11a), on the server's own port and
 * public, since a check carries no credentials. Every path answers 200 with no body; with
 * `?fail_every=N` every Nth request to that address answers 503, so a demo check flaps on a schedule
 * anyone can predict. `POST /restart` is the demo playbook 'Restart component' (./demo-restart.ts).
 */
export function demoTargetRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const counts = new Map<string, number>();

  app.post('/restart', restartDemoComponent);
  app.all('/*', (c) => {
    const every = failEvery(c.req.query('fail_every'));
    if (every === undefined) return c.body(null, 200);
    const url = new URL(c.req.url);
    const address = url.pathname + url.search;
    const count = (counts.get(address) ?? 0) + 1;
    counts.delete(address);
    counts.set(address, count);
    if (counts.size > REMEMBERED) counts.delete(counts.keys().next().value!);
    return c.body(null, count % every === 0 ? 503 : 200);
  });

  return app;
}
