import type { Queryable } from '../db/database';
import { buildAws, type AwsEstate } from './aws';
import { buildAzure } from './azure';
import { insertRows, insertStream } from './bulk';
import { CatalogBuilder } from './catalog-builder';
import { changeEvents, eventItems } from './change-events';
import { DEMO_PEOPLE } from './demo-people';
import { INTEGRATION_CONFIGS } from './integrations';
import { buildKubernetes, type KubeCluster } from './kubernetes';
import { fillWithCronJobRuns } from './kubernetes-jobs';
import { buildPostgres } from './postgres';
import { CONSOLE_DATABASE_CONNECTION } from '../scrapers/sources/sql';
import { Random, stableId } from './random';

/** Per unit of scale: `npm run seed -- --scale 100` makes 50,000 config items and 500,000 changes (issue 18). */
export const CONFIG_ITEMS_PER_SCALE = 500;
export const CONFIG_CHANGES_PER_SCALE = 5000;

export interface CatalogSeed {
  clusters: KubeCluster[];
  aws: AwsEstate;
  scrapers: { id: string; name: string }[];
  counts: Record<string, number>;
}

const SCRAPERS = [
  {
    name: 'kubernetes-prod-eu-west',
    cluster: 'prod-eu-west',
    spec: { schedule: '@every 15m', kubernetes: [{ clusterName: 'prod-eu-west', exclusions: { namespaces: ['kube-public'] } }] },
  },
  {
    name: 'kubernetes-staging-us-east',
    cluster: 'staging-us-east',
    spec: { schedule: '@every 15m', kubernetes: [{ clusterName: 'staging-us-east' }] },
  },
  {
    name: 'aws-acme-production',
    cluster: 'aws',
    spec: { schedule: '@every 1h', aws: [{ region: ['eu-west-1', 'us-east-1'], compliance: true, cost_reporting: {} }] },
  },
  {
    name: 'azure-acme-prod',
    cluster: 'azure',
    spec: { schedule: '@every 1h', azure: [{ subscriptionID: '7f3c9a2e-4b1d-4e8a-9c6f-2d5e8b1a0c3f', connection: 'connection://azure-acme' }] },
  },
  {
    name: 'postgres-inventory',
    cluster: 'postgres',
    // A scraper that really runs (DECISIONS §28 and §34): it reads the console's own database, read only.
    spec: {
      schedule: '@every 30m',
      sql: [{
        connection: CONSOLE_DATABASE_CONNECTION,
        driver: 'postgres',
        query: "SELECT current_database() AS name, current_setting('server_version') AS version, current_setting('server_encoding') AS encoding",
        type: 'PostgreSQL::Database',
        id: '$.name',
        name: '$.name',
        class: 'Database',
      }],
    },
  },
] as const;

/** Seconds since each scraper's items were last scraped: the Azure scraper has been failing for hours (stale, seed 002 §4). */
const SCRAPE_LAG: Record<string, number> = { azure: 3 * 3600 };

export async function seedCatalog(db: Queryable, scale: number, now: Date): Promise<CatalogSeed> {
  const admin = DEMO_PEOPLE[0].id;
  const created = new Date(now.getTime() - 120 * 86_400_000).toISOString();
  const scrapers = SCRAPERS.map((s) => ({
    id: stableId('scraper', s.name),
    name: s.name,
    namespace: 'mission-control',
    description: s.cluster === 'aws' ? 'Scrapes the AWS account' : s.cluster === 'azure' ? 'Scrapes the Azure subscription'
      : s.cluster === 'postgres' ? 'Reads the console\'s own PostgreSQL database' : `Scrapes the ${s.cluster} cluster`,
    spec: s.spec,
    source: 'UI',
    created_by: admin,
    created_at: created,
    updated_at: created,
  }));
  await insertRows(db, 'config_scrapers', scrapers);
  const scraperIds: Record<string, string> = Object.fromEntries(SCRAPERS.map((s, i) => [s.cluster, scrapers[i].id]));

  const builder = new CatalogBuilder(now, new Random(20_240_601 + scale), new Random(20_260_302 + scale));
  const clusters = buildKubernetes(builder, scale, scraperIds);
  const aws = buildAws(builder, scale, scraperIds.aws, clusters);
  buildAzure(builder, scale, scraperIds.azure);
  // The RDS instances' PostgreSQL internals come with the AWS account: a run of postgres-inventory,
  // which sees only the console's database, would otherwise soft-delete them.
  buildPostgres(builder, aws.databases, scraperIds.aws);
  fillWithCronJobRuns(builder, clusters, scraperIds, CONFIG_ITEMS_PER_SCALE * scale - INTEGRATION_CONFIGS);

  const counts: Record<string, number> = {};
  counts.config_items = await insertRows(db, 'config_items', builder.items);
  const events = CONFIG_CHANGES_PER_SCALE * scale - builder.changes.length;
  if (events < 0) throw new Error(`the catalog's histories hold ${builder.changes.length} changes, more than the ${CONFIG_CHANGES_PER_SCALE * scale} asked for`);
  counts.config_changes =
    (await insertRows(db, 'config_changes', builder.changes)) +
    (await insertStream(db, 'config_changes', changeEvents(eventItems(builder.items, now), events, new Random(20_260_303 + scale), now)));
  counts.config_analysis = await insertRows(db, 'config_analysis', builder.insights);
  counts.config_relationships = await insertRows(db, 'config_relationships', builder.relationships);
  counts.config_cost_summary = await insertRows(db, 'config_cost_summary', builder.costs);
  const lags = SCRAPERS.map((s) => SCRAPE_LAG[s.cluster] ?? 0);
  await db.query(
    `INSERT INTO config_items_last_scraped_time (config_id, last_scraped_time)
     SELECT ci.id, $1::timestamptz - (s.lag + abs(hashtext(ci.id::text)) % 900) * interval '1 second'
     FROM config_items ci JOIN unnest($2::uuid[], $3::int[]) AS s(id, lag) ON s.id = ci.scraper_id
     WHERE ci.deleted_at IS NULL`,
    [now.toISOString(), scrapers.map((s) => s.id), lags],
  );
  return { clusters, aws, scrapers: scrapers.map((s) => ({ id: s.id, name: s.name })), counts };
}
