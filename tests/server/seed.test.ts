import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { evaluateDefinitionOfDone } from '../../server/incidents/definition-of-done-evaluator';
import { DEMO_PEOPLE, isSeeded, seedDemoData, type SeedReport } from '../../server/seed';
import { engines } from './support/databases';

const NOW = new Date('2026-03-02T10:00:00Z');

/** A digest of the estate: equal digests mean the same rows, ids and values. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const digest = async (sql: string) => (await db.query<{ d: string }>(sql)).rows[0].d;
  return {
    configs: await digest(`SELECT md5(string_agg(id::text || type || coalesce(name, '') || coalesce(path, '') || config::text, ',' ORDER BY id)) AS d FROM config_items`),
    changes: await digest(`SELECT md5(string_agg(id::text || config_id::text || change_type || created_at::text, ',' ORDER BY id)) AS d FROM config_changes`),
    checks: await digest(`SELECT md5(string_agg(id::text || name || status || last_transition_time::text, ',' ORDER BY id)) AS d FROM checks`),
    statuses: await digest(`SELECT count(*)::text || '/' || sum(duration)::text || '/' || count(*) FILTER (WHERE status)::text AS d FROM check_statuses`),
    incidents: await digest(`SELECT md5(string_agg(incident_id || title || status, ',' ORDER BY incident_id)) AS d FROM incidents`),
  };
}

function loopbackViolations(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const url = value.match(/^[a-z][a-z0-9+.-]*:\/\/([^/:?#]+)/i);
    if (url && !['secret', 'configmap', 'connection'].includes(value.split(':')[0]) && url[1] !== '127.0.0.1') return [`${path}: ${value}`];
    const hostPort = value.match(/^([\w.-]+):\d+$/);
    if (hostPort && hostPort[1] !== '127.0.0.1') return [`${path}: ${value}`];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => loopbackViolations(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'server' && v !== '127.0.0.1' ? [`${path}.${k}: ${String(v)}`] : loopbackViolations(v, `${path}.${k}`),
    );
  }
  return [];
}

describe.each(engines)('the demo estate at scale 1 on $name', (engine) => {
  let db: Database;
  let report: SeedReport;

  beforeAll(async () => {
    db = await engine.open();
    report = await seedDemoData(db, { scale: 1, now: NOW });
  });

  afterAll(async () => {
    await db.close();
  });

  it('holds the expected volumes', async () => {
    const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    expect(report.seeded).toBe(true);
    // 30 http, 12 tcp, 10 dns, the platform canary's 8 reported probes and the runner that reports them.
    expect(await count('checks')).toBe(61);
    expect(await count('check_statuses')).toBe(61 * 2016);
    expect(await count('canaries')).toBe(5);
    expect(await count('config_items')).toBeGreaterThanOrEqual(200);
    expect(await count('components')).toBeGreaterThanOrEqual(50);
    expect(await count('components')).toBeLessThanOrEqual(60);
    expect(await count('incidents')).toBe(8);
    expect(report.counts.check_statuses).toBe(61 * 2016);
    for (const table of ['config_changes', 'config_analysis', 'config_relationships', 'hypotheses', 'evidences', 'comments',
      'responders', 'playbooks', 'playbook_runs', 'playbook_run_actions', 'teams', 'team_members', 'job_history',
      'notifications', 'connections', 'logging_backends', 'event_queue', 'properties']) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
  });

  it('has checks of several types, some failing and some flapping', async () => {
    const { rows } = await db.query<{ type: string }>('SELECT DISTINCT type FROM checks ORDER BY type');
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['dns', 'http', 'tcp']));
    const unhealthy = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM checks WHERE status = 'unhealthy'`);
    expect(unhealthy.rows[0].n).toBeGreaterThan(0);
    const flapping = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT check_id FROM check_statuses GROUP BY check_id
         HAVING count(*) FILTER (WHERE status) > 100 AND count(*) FILTER (WHERE NOT status) > 100) f`,
    );
    expect(flapping.rows[0].n).toBeGreaterThan(0);
  });

  it('runs canaries every 30 s, 1 m and 5 m, their checks last run at spread times within one interval', async () => {
    const { rows } = await db.query<{ schedule: string; seconds: number; ago: number[] }>(
      `SELECT ca.spec ->> 'schedule' AS schedule,
         extract(epoch FROM (min(c.next_runtime) - min(c.last_runtime)))::int AS seconds,
         array_agg(extract(epoch FROM ($1::timestamptz - c.last_runtime))::int ORDER BY c.last_runtime) AS ago
       FROM canaries ca JOIN checks c ON c.canary_id = ca.id GROUP BY ca.id`,
      [NOW],
    );
    expect(new Set(rows.map((r) => r.schedule))).toEqual(new Set(['@every 30s', '@every 1m', '@every 5m']));
    for (const canary of rows) {
      const every = { '@every 30s': 30, '@every 1m': 60, '@every 5m': 300 }[canary.schedule]!;
      expect(canary.seconds, canary.schedule).toBe(every);
      expect(canary.ago.every((s) => s >= 0 && s < every), canary.schedule).toBe(true);
      if (canary.ago.length > 2) expect(new Set(canary.ago).size, canary.schedule).toBeGreaterThan(canary.ago.length / 2);
    }
  });

  it('has one check whose target fails every third request, and whose history fails every third run', async () => {
    const { rows } = await db.query<{ id: string; url: string }>(
      `SELECT c.id, c.spec ->> 'url' AS url FROM checks c WHERE c.spec ->> 'url' LIKE '%fail\\_every=3%'`,
    );
    expect(rows).toHaveLength(1);
    const { rows: runs } = await db.query<{ status: boolean }>(
      `SELECT status FROM check_statuses WHERE check_id = $1 ORDER BY time DESC LIMIT 9`,
      [rows[0]!.id],
    );
    const failedAt = runs.flatMap((r, i) => (r.status ? [] : [i % 3]));
    expect(failedAt).toHaveLength(3);
    expect(new Set(failedAt).size).toBe(1);
  });

  it('lays the topology out as several roots, each nested at least two deep, with health of every kind', async () => {
    const { rows } = await db.query<{ name: string; health: string; depth: number }>(
      `SELECT r.name, r.health, max(array_length(string_to_array(c.path, '.'), 1))::int AS depth
       FROM components r JOIN components c ON c.path LIKE r.id::text || '%'
       WHERE r.parent_id IS NULL GROUP BY r.id, r.name, r.health`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.depth >= 2)).toBe(true);
    expect(new Set(rows.map((r) => r.health))).toEqual(new Set(['healthy', 'warning', 'unhealthy']));
  });

  it('gives each demo person one role row', async () => {
    const { rows } = await db.query<{ email: string; roles: string[] }>(
      'SELECT email, roles FROM people_roles WHERE id = ANY($1::uuid[]) ORDER BY email',
      [DEMO_PEOPLE.map((p) => p.id)],
    );
    expect(rows).toHaveLength(5);
    for (const person of DEMO_PEOPLE) expect(rows.find((r) => r.email === person.email)?.roles).toEqual([person.role]);
  });

  it('points every canary, connection and logging backend at loopback only', async () => {
    const specs = await db.query<{ name: string; spec: unknown }>('SELECT name, spec FROM canaries');
    const others = await db.query<{ name: string; spec: unknown }>(
      `SELECT name, to_jsonb(c) AS spec FROM connections c UNION ALL SELECT name, spec FROM logging_backends
       UNION ALL SELECT name, spec FROM checks`,
    );
    const violations = [...specs.rows, ...others.rows].flatMap((row) => loopbackViolations(row.spec, row.name));
    expect(violations).toEqual([]);
    const urls = specs.rows.flatMap((row) => JSON.stringify(row.spec).match(/http:\/\/127\.0\.0\.1[^"]*/g) ?? []);
    expect(urls.length).toBeGreaterThan(20);
  });

  it('publishes no live event of its own, while a write after it still does', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events');
    expect(before.rows[0].n).toBe(0);
    const check = await db.query<{ id: string }>('SELECT id FROM checks ORDER BY name LIMIT 1');
    // Written and rolled back, so the estate stays as seeded for the other cases.
    const rolledBack = new Error('rolled back');
    let after: { kind: string; resource_id: string }[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO check_statuses (check_id, status, time) VALUES ($1, true, now())`, [check.rows[0].id]);
        after = (await tx.query<{ kind: string; resource_id: string }>('SELECT kind, resource_id FROM live_events')).rows;
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(after).toEqual([{ kind: 'check.status', resource_id: check.rows[0].id }]);
  });

  it("holds its definitions of done as the evaluator leaves them, so the server's first pass writes none", async () => {
    const { rows } = await db.query<{ n: number; evaluated: number }>(
      `SELECT count(*)::int AS n, count(script_result)::int AS evaluated FROM evidences WHERE definition_of_done AND script IS NOT NULL`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    expect(rows[0].evaluated).toBe(rows[0].n);
    expect(await evaluateDefinitionOfDone(db)).toBe(0);
  });

  it('refuses to seed a second time', async () => {
    expect(await isSeeded(db)).toBe(true);
    const again = await seedDemoData(db, { scale: 1, now: NOW });
    expect(again.seeded).toBe(false);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM checks');
    expect(rows[0].n).toBe(61);
  });

  it('gives the same estate when seeded again at the same scale', async () => {
    const other = await engine.open();
    try {
      await seedDemoData(other, { scale: 1, now: NOW });
      expect(await fingerprint(other)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  });
});

describe('the loopback guard of this suite', () => {
  it('notices a target outside the machine', () => {
    expect(loopbackViolations({ http: [{ url: 'https://example.com/health' }], tcp: [{ endpoint: '10.0.0.1:443' }] })).toHaveLength(2);
    expect(loopbackViolations({ dns: [{ server: '8.8.8.8' }] })).toHaveLength(1);
    expect(loopbackViolations({ http: [{ url: 'http://127.0.0.1:8080/health' }], password: 'secret://x/y' })).toEqual([]);
  });
});
