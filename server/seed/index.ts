import { refreshCatalogSummaries } from '../catalog/summaries';
import type { Database, Queryable } from '../db/database';
import { EVALUATED_PER_PASS, evaluateDefinitionOfDone } from '../incidents/definition-of-done-evaluator';
import { seedCatalog } from './catalog';
import { DEFAULT_DEMO_TARGETS, type DemoTargets } from './demo-targets';
import { seedHealth } from './health';
import { seedIncidents } from './incidents';
import { seedIntegrations } from './integrations';
import { seedPeople } from './people';
import { seedPlaybooks } from './playbooks';
import { seedSystem } from './system';
import { seedTopology } from './topology';

export { DEMO_PEOPLE, type DemoPerson } from './demo-people';

export interface SeedOptions {
  /** Multiplies entities (and thins check history): 1 is the everyday demo, 100 the benchmark estate. */
  scale: number;
  /** Every seeded time is relative to this instant. */
  now: Date;
  /** Where the demo checks reach: the starting server's ports (DEFAULT_DEMO_TARGETS otherwise). */
  targets?: DemoTargets;
}

export interface SeedReport {
  scale: number;
  /** False when the database already held an estate and nothing was written. */
  seeded: boolean;
  seconds: number;
  counts: Record<string, number>;
}

/** True when the database already holds an estate (seeded or entered by people), so seeding must not run. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const result = await db.query<{ seeded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM config_items) OR EXISTS (SELECT 1 FROM canaries) OR EXISTS (SELECT 1 FROM incidents) AS seeded`,
  );
  return result.rows[0].seeded;
}

/**
 * Every scripted definition of done as the server's evaluator leaves it: otherwise its first pass after
 * each start rewrote them all (500 at scale 100) while the first screens were being read.
 */
async function evaluateDefinitionsOfDone(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM evidences WHERE coalesce(definition_of_done, false) AND coalesce(btrim(script), '') <> '' ORDER BY id`,
  );
  for (let i = 0; i < rows.length; i += EVALUATED_PER_PASS) {
    await evaluateDefinitionOfDone(tx, rows.slice(i, i + EVALUATED_PER_PASS).map((row) => row.id));
  }
}

/** Writes the deterministic demo estate in one transaction: all of it or nothing. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const scale = Math.floor(options.scale);
  if (!Number.isFinite(scale) || scale < 1) throw new Error(`scale must be a whole number of at least 1, not ${options.scale}`);
  const started = performance.now();
  const { now } = options;
  const targets = options.targets ?? DEFAULT_DEMO_TARGETS;
  const counts = await db.transaction(async (tx) => {
    if (await isSeeded(tx)) return undefined;
    // Nobody follows the stream of a whole estate being written (migration 036).
    await tx.query(`SET LOCAL ops_console.live_events = 'off'`);
    const { actors } = await seedPeople(tx, now);
    const catalog = await seedCatalog(tx, scale, now);
    const integrations = await seedIntegrations(tx, now);
    const topology = await seedTopology(tx, scale, now, catalog.clusters, catalog.aws);
    const health = await seedHealth(tx, scale, now, targets, catalog.clusters, catalog.aws, topology.services);
    const apps = catalog.clusters.flatMap((c) => c.apps);
    const incidents = await seedIncidents(tx, scale, now, actors, {
      checks: health.checks,
      components: topology.components,
      configIds: apps.map((a) => a.deployment.id),
    });
    const playbooks = await seedPlaybooks(tx, scale, now, targets, {
      deployments: apps.map((a) => a.deployment.id),
      databases: catalog.aws.databases.map((d) => d.id),
      nodes: catalog.clusters.flatMap((c) => c.nodes.map((n) => n.id)),
      checks: health.checks.map((c) => c.id),
      components: topology.services.map((s) => s.id),
    });
    const system = await seedSystem(tx, scale, now, targets, {
      canaries: health.canaries,
      scrapers: catalog.scrapers,
      topologyId: topology.topologyId,
      failingChecks: health.checks.filter((c) => c.profile !== 'healthy').map((c) => c.id),
      edgeScraper: catalog.scrapers.find((s) => s.name.includes('staging'))!.id,
    });
    await evaluateDefinitionsOfDone(tx);
    return { ...catalog.counts, config_items: catalog.counts.config_items + integrations, ...topology.counts, ...health.counts, ...incidents, ...playbooks, ...system };
  });
  if (counts) {
    // A bulk load leaves the planner guessing and dead row versions behind until autovacuum gets to them,
    // in the middle of the first reads; a fresh console starts with real statistics and clean tables.
    await db.exec('VACUUM ANALYZE');
    // The seeded history shows in the last-hour and catalog summaries at once, not at their first refresh.
    await db.exec('REFRESH MATERIALIZED VIEW check_status_summary');
    await refreshCatalogSummaries(db);
  }
  return {
    scale,
    seeded: counts !== undefined,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    counts: counts ?? {},
  };
}
