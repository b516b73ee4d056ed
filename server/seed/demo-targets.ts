import type { Queryable } from '../db/database';

/**
 * Where the demo's checks reach (DECISIONS §11a): this server's own port, under /api/demo/targets, and
 * the DNS server it runs on 127.0.0.1. The seed writes both ports into the demo canaries; nothing is
 * rewritten when a check runs, so a person's own check of localhost:8080 goes to port 8080.
 */
export interface DemoTargets {
  httpPort: number;
  dnsPort: number;
}

/** What a server on the default PORT with its DNS server on its preferred port serves. */
export const DEFAULT_DEMO_TARGETS: DemoTargets = { httpPort: 8080, dnsPort: 1053 };

export const DEMO_TARGETS_PATH = '/api/demo/targets';

export const demoTargetUrl = (targets: DemoTargets, path: string) => `http://127.0.0.1:${targets.httpPort}${DEMO_TARGETS_PATH}${path}`;

export const demoTcpEndpoint = (targets: DemoTargets) => `127.0.0.1:${targets.httpPort}`;

/** Marks a seeded canary with the ports its spec names, so a later start can tell it is one and where it points. */
export const DEMO_TARGETS_ANNOTATION = 'demo-targets';

export const demoTargetsAnnotation = (targets: DemoTargets) => ({
  [DEMO_TARGETS_ANNOTATION]: `http=${targets.httpPort} dns=${targets.dnsPort}`,
});

function parseAnnotation(value: string): DemoTargets | undefined {
  const match = /^http=(\d+) dns=(\d+)$/.exec(value);
  return match ? { httpPort: Number(match[1]), dnsPort: Number(match[2]) } : undefined;
}

type Entry = Record<string, unknown>;

function repoint(spec: Record<string, unknown>, from: DemoTargets, to: DemoTargets): Record<string, unknown> {
  const entries = (type: string) => (Array.isArray(spec[type]) ? (spec[type] as Entry[]) : undefined);
  const httpPrefix = `http://127.0.0.1:${from.httpPort}/`;
  const http = entries('http')?.map((e) =>
    typeof e.url === 'string' && e.url.startsWith(httpPrefix) ? { ...e, url: `http://127.0.0.1:${to.httpPort}/${e.url.slice(httpPrefix.length)}` } : e,
  );
  const tcp = entries('tcp')?.map((e) => (e.endpoint === demoTcpEndpoint(from) ? { ...e, endpoint: demoTcpEndpoint(to) } : e));
  const dns = entries('dns')?.map((e) => (e.server === '127.0.0.1' && e.port === from.dnsPort ? { ...e, port: to.dnsPort } : e));
  return { ...spec, ...(http ? { http } : {}), ...(tcp ? { tcp } : {}), ...(dns ? { dns } : {}) };
}

/**
 * The seed runs once, at the first start, with that start's ports. A later start on another port (or
 * with the DNS server on another) points the seeded canaries at itself: only canaries the seed marked,
 * and in them only the addresses it wrote, so a person's own checks are never touched. The canary's
 * new version reaches its checks at the scheduler's next sync. Returns how many canaries moved.
 */
export async function pointDemoCanariesAt(db: Queryable, targets: DemoTargets): Promise<number> {
  const wanted = demoTargetsAnnotation(targets)[DEMO_TARGETS_ANNOTATION];
  const { rows } = await db.query<{ id: string; spec: Record<string, unknown>; seeded: string }>(
    `SELECT id, spec, annotations ->> $1 AS seeded FROM canaries
     WHERE deleted_at IS NULL AND annotations ? $1 AND annotations ->> $1 <> $2`,
    [DEMO_TARGETS_ANNOTATION, wanted],
  );
  let moved = 0;
  for (const row of rows) {
    const from = parseAnnotation(row.seeded);
    if (!from) continue;
    await db.query(
      `UPDATE canaries SET spec = $2::jsonb, annotations = annotations || $3::jsonb, updated_at = now() WHERE id = $1`,
      [row.id, JSON.stringify(repoint(row.spec, from, targets)), JSON.stringify(demoTargetsAnnotation(targets))],
    );
    moved++;
  }
  return moved;
}
