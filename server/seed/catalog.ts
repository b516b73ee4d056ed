import type { Queryable } from '../db/database';
import { buildAws, type AwsEstate } from './aws';
import { insertRows } from './bulk';
import { CatalogBuilder } from './catalog-builder';
import { DEMO_PEOPLE } from './demo-people';
import { buildKubernetes, type KubeCluster } from './kubernetes';
import { Random, stableId } from './random';

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
    spec: { schedule: '@every 1h', aws: [{ regions: ['eu-west-1', 'us-east-1'], compliance: true, cost_reporting: {} }] },
  },
] as const;

export async function seedCatalog(db: Queryable, scale: number, now: Date): Promise<CatalogSeed> {
  const admin = DEMO_PEOPLE[0].id;
  const created = new Date(now.getTime() - 120 * 86_400_000).toISOString();
  const scrapers = SCRAPERS.map((s) => ({
    id: stableId('scraper', s.name),
    name: s.name,
    namespace: 'mission-control',
    description: `Scrapes ${s.cluster === 'aws' ? 'the AWS account' : `the ${s.cluster} cluster`}`,
    spec: s.spec,
    source: 'UI',
    created_by: admin,
    created_at: created,
    updated_at: created,
  }));
  await insertRows(db, 'config_scrapers', scrapers);
  const scraperIds = Object.fromEntries(SCRAPERS.map((s, i) => [s.cluster, scrapers[i].id]));

  const builder = new CatalogBuilder(now, new Random(20_240_601 + scale));
  const clusters = buildKubernetes(builder, scale, scraperIds);
  const aws = buildAws(builder, scale, scraperIds.aws, clusters);

  const counts: Record<string, number> = {};
  counts.config_items = await insertRows(db, 'config_items', builder.items);
  counts.config_changes = await insertRows(db, 'config_changes', builder.changes);
  counts.config_analysis = await insertRows(db, 'config_analysis', builder.insights);
  counts.config_relationships = await insertRows(db, 'config_relationships', builder.relationships);
  counts.config_cost_summary = await insertRows(db, 'config_cost_summary', builder.costs);
  await db.query(
    `INSERT INTO config_items_last_scraped_time (config_id, last_scraped_time)
     SELECT id, $1::timestamptz - (abs(hashtext(id::text)) % 900) * interval '1 second' FROM config_items
     WHERE deleted_at IS NULL AND scraper_id = ANY($2::uuid[])`,
    [now.toISOString(), scrapers.map((s) => s.id)],
  );
  return { clusters, aws, scrapers: scrapers.map((s) => ({ id: s.id, name: s.name })), counts };
}
