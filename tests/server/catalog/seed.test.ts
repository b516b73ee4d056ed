import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { CONFIG_CHANGES_PER_SCALE, CONFIG_ITEMS_PER_SCALE } from '../../../server/seed/catalog';
import { engines } from '../support/databases';

/** Seed 002 §2.1: the insight types and severities the insights screen knows. */
const INSIGHT_TYPES = ['cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technical_debt', 'reliability', 'recommendation', 'other'];
const INSIGHT_SEVERITIES = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'];

/** The value at an RFC 6901 pointer. */
const at = (document: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

describe.each(engines)('the demo catalog at scale 1 on $name', (engine) => {
  let db: Database;
  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

  beforeAll(async () => {
    db = await engine.open({ seeded: true });
  });

  afterAll(async () => {
    await db.close();
  });

  it(`holds at least ${CONFIG_ITEMS_PER_SCALE} items and exactly ${CONFIG_CHANGES_PER_SCALE} changes`, async () => {
    // The catalog's histories; the health demo adds one deployment of its own before a check's failures (server/seed/health.ts).
    const [counts] = await rows<{ items: number; changes: number }>(
      `SELECT (SELECT count(*)::int FROM config_items) AS items,
         (SELECT count(*)::int FROM config_changes WHERE coalesce(external_change_id, '') NOT LIKE 'deployment-before-failure-%') AS changes`,
    );
    expect(counts.items).toBeGreaterThanOrEqual(CONFIG_ITEMS_PER_SCALE);
    expect(counts.changes).toBe(CONFIG_CHANGES_PER_SCALE);
  });

  it('comes from several providers: Kubernetes, AWS, Azure and a database', async () => {
    const providers = await rows<{ provider: string; n: number }>(
      `SELECT split_part(type, '::', 1) AS provider, count(*)::int AS n FROM config_items GROUP BY 1 ORDER BY 1`,
    );
    const byProvider = Object.fromEntries(providers.map((p) => [p.provider, p.n]));
    for (const provider of ['Kubernetes', 'AWS', 'Azure', 'PostgreSQL']) expect(byProvider[provider], provider).toBeGreaterThan(20);
  });

  it('has insights of every type and every severity', async () => {
    const types = await rows<{ analysis_type: string }>('SELECT DISTINCT analysis_type FROM config_analysis');
    const severities = await rows<{ severity: string }>('SELECT DISTINCT severity FROM config_analysis');
    expect(types.map((t) => t.analysis_type).sort()).toEqual([...INSIGHT_TYPES].sort());
    expect(severities.map((s) => s.severity).sort()).toEqual([...INSIGHT_SEVERITIES].sort());
  });

  it('gives every diff change a unified diff and a JSON patch whose newest values are the config as scraped now', async () => {
    const diffs = await rows<{ config_id: string; diff: string; patches: { op: string; path: string; value?: unknown }[]; config: unknown; newest: boolean }>(
      `SELECT ch.config_id, ch.diff, ch.patches, ci.config,
         ch.created_at = max(ch.created_at) OVER (PARTITION BY ch.config_id) AS newest
       FROM config_changes ch JOIN config_items ci ON ci.id = ch.config_id WHERE ch.diff IS NOT NULL`,
    );
    expect(diffs.length).toBeGreaterThan(100);
    for (const change of diffs) {
      expect(change.diff).toMatch(/^--- a\/.+\n\+\+\+ b\/.+\n@@ /);
      expect(change.patches.length).toBeGreaterThan(0);
      if (!change.newest) continue;
      for (const op of change.patches) {
        expect(at(change.config, op.path), `${change.config_id} ${op.path}`).toEqual(op.op === 'remove' ? undefined : op.value);
      }
    }
    const kinds = await rows<{ provider: string }>(
      `SELECT DISTINCT split_part(ci.type, '::', 1) AS provider FROM config_changes ch JOIN config_items ci ON ci.id = ch.config_id
       WHERE ch.patches IS NOT NULL`,
    );
    expect(kinds.map((k) => k.provider).sort()).toEqual(['AWS', 'Azure', 'Kubernetes', 'PostgreSQL']);
  });

  it('spreads changes over months, with repeats counted since first seen, and none after its config went away', async () => {
    const [spread] = await rows<{ recent: number; month: number; older: number; repeated: number; after_deletion: number }>(
      `SELECT count(*) FILTER (WHERE ch.created_at > now() - interval '2 days')::int AS recent,
         count(*) FILTER (WHERE ch.created_at > now() - interval '30 days')::int AS month,
         count(*) FILTER (WHERE ch.created_at <= now() - interval '30 days')::int AS older,
         count(*) FILTER (WHERE ch.count > 1 AND ch.first_observed < ch.created_at)::int AS repeated,
         count(*) FILTER (WHERE ch.created_at > ci.deleted_at + interval '1 minute')::int AS after_deletion
       FROM config_changes ch JOIN config_items ci ON ci.id = ch.config_id`,
    );
    expect(spread.recent).toBeGreaterThan(50);
    expect(spread.month).toBeGreaterThan(spread.recent);
    expect(spread.older).toBeGreaterThan(100);
    expect(spread.repeated).toBeGreaterThan(50);
    expect(spread.after_deletion).toBe(0);
  });

  it('keeps deleted items of several kinds', async () => {
    const deleted = await rows<{ type: string }>('SELECT DISTINCT type FROM config_items WHERE deleted_at IS NOT NULL');
    expect(deleted.map((d) => d.type)).toEqual(
      expect.arrayContaining(['Kubernetes::ReplicaSet', 'Kubernetes::Job', 'Kubernetes::Pod', 'PostgreSQL::Table']),
    );
  });

  it('relates items several levels deep, across providers', async () => {
    const [pod] = await rows<{ id: string }>(
      `SELECT p.id FROM config_items p JOIN config_items rs ON rs.id = p.parent_id
       WHERE p.type = 'Kubernetes::Pod' AND rs.type = 'Kubernetes::ReplicaSet' AND p.deleted_at IS NULL ORDER BY p.name LIMIT 1`,
    );
    const walk = await rows<{ depth: number; type: string }>(
      `SELECT depth, type FROM related_configs_recursive($1, 'incoming', false, 10)`,
      [pod.id],
    );
    expect(Math.max(...walk.map((w) => w.depth))).toBeGreaterThanOrEqual(5);
    expect(walk.map((w) => w.type)).toEqual(
      expect.arrayContaining(['Kubernetes::Deployment', 'Kubernetes::Cluster', 'AWS::EKS::Cluster', 'AWS::EC2::Instance', 'AWS::Region']),
    );
    const [hard] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM config_relationships r JOIN config_items a ON a.id = r.config_id JOIN config_items b ON b.id = r.related_id
       WHERE r.relation = 'hard' AND a.type = 'AWS::RDS::DBInstance' AND b.type = 'PostgreSQL::Server'`,
    );
    expect(hard.n).toBeGreaterThan(0);
  });

  it('has costs, and the summaries counted at once', async () => {
    const [figures] = await rows<{ costed: number; changed: number }>(
      `SELECT count(*) FILTER (WHERE cost_total_30d > 0)::int AS costed, count(*) FILTER (WHERE changes > 0)::int AS changed FROM configs`,
    );
    expect(figures.costed).toBeGreaterThan(20);
    expect(figures.changed).toBeGreaterThan(100);
  });

  it('has one scraper whose items were last scraped over an hour ago (stale)', async () => {
    const stale = await rows<{ name: string }>(
      `SELECT DISTINCT s.name FROM config_items_last_scraped_time l JOIN config_items ci ON ci.id = l.config_id
       JOIN config_scrapers s ON s.id = ci.scraper_id WHERE l.last_scraped_time < now() - interval '1 hour'`,
    );
    expect(stale.map((s) => s.name)).toEqual(['azure-acme-prod']);
  });
});
