import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/db/database';
import { demoPerson } from '../../../server/seed/demo-people';
import type { EngineCase } from '../support/databases';
import { insertComponent, topologyApp, type TopologyApp } from './support';

export interface TopologyFixture {
  estate: string;
  shop: string;
  shopDb: string;
  shopApi: string;
  search: string;
  secret: string;
  other: string;
  agent: string;
  config: string;
  otherConfig: string;
  checkHttp: string;
  checkPing: string;
  incident: string;
  resolvedIncident: string;
  canary: string;
}

const one = async (db: Database, sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows[0]!.id;

/**
 * A small estate with known numbers:
 *   Estate ── Shop (unhealthy) ── Shop DB (warning), Shop API (unhealthy)
 *          ├─ Search (healthy), Secret (healthy, hidden)
 *   Other root (on agent edge) ─ relationship ─ Shop API
 * Checks: http (unhealthy) on Shop API; ping (healthy) on Shop DB and Shop API. An open availability/high
 * incident with evidence on Shop DB, a resolved one on Shop, an open security/critical analysis on
 * Shop's config item.
 */
export async function topologyFixture(db: Database): Promise<TopologyFixture> {
  const admin = demoPerson('admin').id;
  const agent = await one(db, `INSERT INTO agents (name) VALUES ('edge') RETURNING id`);
  const estate = await insertComponent(db, 'Estate', { type: 'Application', status: 'unhealthy' });
  const shop = await insertComponent(db, 'Shop', {
    parent: estate,
    status: 'unhealthy',
    labels: { env: 'prod', team: 'payments' },
    owner: 'alice',
    properties: [{ name: 'Latency', value: 120, unit: 'ms', headline: true }],
    logSelectors: [{ name: 'app', backend: 'files', labels: { tier: 'web' } }, { name: 'audit', backend: 'server' }],
  });
  const shopDb = await insertComponent(db, 'Shop DB', { parent: shop, type: 'Database', status: 'warning' });
  const shopApi = await insertComponent(db, 'Shop API', { parent: shop, status: 'unhealthy', properties: [{ name: 'Latency', value: 300, headline: true }] });
  const search = await insertComponent(db, 'Search', { parent: estate, status: 'healthy', labels: { env: 'staging' }, properties: [{ name: 'Latency', value: 40, headline: true }] });
  const secret = await insertComponent(db, 'Secret', { parent: estate, status: 'healthy', hidden: true });
  const other = await insertComponent(db, 'Other root', { type: 'Application', status: 'healthy', agentId: agent });
  await db.query(
    `UPDATE components SET path = $1 WHERE parent_id = $2`,
    [estate, estate],
  );
  await db.query(`UPDATE components SET path = $1 WHERE parent_id = $2`, [`${estate}.${shop}`, shop]);
  await db.query(
    `INSERT INTO component_relationships (component_id, relationship_id, selector_id) VALUES ($1, $2, 'test')`,
    [shopApi, other],
  );

  const team = await one(db, `INSERT INTO teams (name, created_by) VALUES ('payments-team', $1) RETURNING id`, [admin]);
  await db.query(`INSERT INTO team_components (team_id, component_id, role) VALUES ($1, $2, 'owner')`, [team, shop]);

  const canary = await one(db, `INSERT INTO canaries (name, spec) VALUES ('shop', '{}') RETURNING id`);
  const checkHttp = await one(db, `INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', 'shop-http', 'unhealthy') RETURNING id`, [canary]);
  const checkPing = await one(db, `INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'tcp', 'db-ping', 'healthy') RETURNING id`, [canary]);
  for (const [component, check] of [[shopApi, checkHttp], [shopDb, checkPing], [shopApi, checkPing]]) {
    await db.query(`INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)`, [component, check, canary]);
  }
  for (const [check, minutesAgo, pass] of [[checkHttp, 5, false], [checkHttp, 90, true], [checkPing, 3, true], [checkPing, 60 * 24 * 3, true]] as const) {
    await db.query(
      `INSERT INTO check_statuses (check_id, time, status, duration, message) VALUES ($1, now() - make_interval(mins => $2), $3, 12, 'probe')`,
      [check, minutesAgo, pass],
    );
  }

  const config = await one(db, `INSERT INTO config_items (name, type, config_class, config) VALUES ('shop-deploy', 'Kubernetes::Deployment', 'Deployment', '{"replicas": 3}') RETURNING id`);
  const otherConfig = await one(db, `INSERT INTO config_items (name, type, config_class) VALUES ('unlinked-bucket', 'AWS::S3::Bucket', 'Bucket') RETURNING id`);
  await db.query(`INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES ($1, $2, 'lookup')`, [shop, config]);
  await db.query(
    `INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, message) VALUES ($1, 'trivy', 'security', 'critical', 'CVE-2024-1234')`,
    [config],
  );
  await db.query(`INSERT INTO config_changes (config_id, change_type, severity, summary, created_at) VALUES ($1, 'UPDATE', 'info', 'replicas 2 -> 3', now() - interval '5 minutes')`, [config]);
  await db.query(`INSERT INTO config_changes (config_id, change_type, severity, summary, created_at) VALUES ($1, 'UPDATE', 'info', 'old change', now() - interval '3 days')`, [config]);

  const incident = await one(db, `INSERT INTO incidents (title, created_by, severity, type, status) VALUES ('Shop DB slow', $1, 'high', 'availability', 'open') RETURNING id`, [admin]);
  const resolvedIncident = await one(
    db,
    `INSERT INTO incidents (title, created_by, severity, type, status, resolved, created_at) VALUES ('Old outage', $1, 'critical', 'availability', 'resolved', now() - interval '2 days', now() - interval '3 days') RETURNING id`,
    [admin],
  );
  for (const [incidentId, component] of [[incident, shopDb], [resolvedIncident, shop]]) {
    const hypothesis = await one(db, `INSERT INTO hypotheses (created_by, incident_id, type, title) VALUES ($1, $2, 'root', 'root cause') RETURNING id`, [admin, incidentId]);
    await db.query(`INSERT INTO evidences (hypothesis_id, component_id, created_by, type, description) VALUES ($1, $2, $3, 'topology', 'component')`, [hypothesis, component, admin]);
  }
  return { estate, shop, shopDb, shopApi, search, secret, other, agent, config, otherConfig, checkHttp, checkPing, incident, resolvedIncident, canary };
}

export interface TopologyEstate {
  db: Database;
  app: TopologyApp;
  f: TopologyFixture;
}

/**
 * For the describe block it is called in: a fresh database on `engine` holding the estate above, with the
 * topology app over it. The fields are filled before the block's first test and closed after its last.
 */
export function withTopologyEstate(engine: EngineCase): TopologyEstate {
  const estate = {} as TopologyEstate;
  beforeAll(async () => {
    estate.db = await engine.open();
    estate.app = await topologyApp(estate.db);
    estate.f = await topologyFixture(estate.db);
  });
  afterAll(async () => {
    estate.app?.cleanup();
    await estate.db?.close();
  });
  return estate;
}
