import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCatalogSummaries } from '../../../server/catalog/summaries';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';
import { C, insertCatalogEstate } from './fixture';

/**
 * The columns reference §2.3 (and §2.1 for check_summary_for_config) lists for each catalog relation, in its order,
 * then the 7-day cost seed 002 §3 adds (migration 032), appended.
 */
const REFERENCE_COLUMNS: Record<string, string[]> = {
  configs: [
    'id', 'scraper_id', 'config_class', 'external_id', 'type', 'name', 'namespace', 'description', 'source', 'labels', 'tags',
    'tags_values', 'properties', 'properties_values', 'created_by', 'created_at', 'updated_at', 'deleted_at', 'cost_per_minute',
    'cost_total_1h', 'cost_total_1d', 'cost_total_30d', 'billing_currency', 'mixed_currency', 'agent_id', 'status', 'health',
    'ready', 'path', 'changes', 'analysis', 'cost_total_7d',
  ],
  config_detail: [
    'id', 'agent_id', 'icon', 'scraper_id', 'config_class', 'status', 'health', 'ready', 'external_id', 'type', 'name',
    'description', 'config', 'source', 'labels', 'tags', 'tags_values', 'properties', 'parent_id', 'path', 'is_pushed',
    'created_by', 'created_at', 'updated_at', 'deleted_at', 'delete_reason', 'inserted_at', 'properties_values',
    'last_scraped_time', 'agent_name', 'summary', 'scraper',
  ],
  config_names: ['id', 'type', 'external_id', 'name'],
  // external_change_id added at the end: the changes feed answers with it (reference §4.4).
  catalog_changes: [
    'id', 'config_id', 'name', 'deleted_at', 'type', 'tags', 'config', 'external_created_by', 'created_at', 'severity',
    'change_type', 'source', 'summary', 'details', 'diff', 'created_by', 'count', 'first_observed', 'agent_id', 'path',
    'inserted_at', 'external_change_id',
  ],
  config_analysis_items: [
    'id', 'config_id', 'scraper_id', 'created_by', 'source', 'analyzer', 'analysis_type', 'severity', 'summary', 'status',
    'message', 'analysis', 'properties', 'first_observed', 'last_observed', 'is_pushed', 'properties_values', 'name',
    'deleted_at', 'type', 'tags', 'labels', 'config', 'agent_id', 'path', 'config_name', 'config_type', 'config_class',
  ],
  config_tags: ['key', 'value'],
  config_labels: ['key', 'value'],
  config_tags_labels_keys: ['key'],
  config_types: ['type'],
  config_statuses: ['status'],
  config_classes: ['config_class'],
  change_types: ['change_type'],
  analysis_types: ['analysis_type'],
  analyzer_types: ['analyzer'],
  config_analysis_analyzers: ['analyzer'],
  config_summary: ['type', 'created_at', 'updated_at', 'analysis', 'severity', 'changes', 'total_configs', 'costs'],
  config_class_summary: ['config_class', 'analysis', 'changes', 'total_configs', 'costs'],
  config_item_summary_3d: ['config_id', 'config_changes_count', 'config_analysis_type_counts'],
  config_item_summary_7d: ['config_id', 'config_changes_count', 'config_analysis_type_counts'],
  config_item_summary_30d: ['config_id', 'config_changes_count', 'config_analysis_type_counts'],
  config_cost_summary: ['config_id', 'billing_currency', 'cost_1h', 'cost_1d', 'cost_30d', 'billed_30d', 'last_cost_at', 'cost_7d'],
  incidents_by_config: ['title', 'id', 'created_at', 'type', 'status', 'severity', 'config_id'],
  check_summary_for_config: [
    'config_id', 'id', 'canary_id', 'agent_id', 'uptime', 'latency', 'last_transition_time', 'type', 'icon', 'name', 'status',
    'description', 'namespace', 'canary_namespace', 'canary_name', 'labels', 'severity', 'owner', 'last_runtime', 'created_at',
    'updated_at', 'deleted_at', 'silenced_at',
  ],
};

/** Reference §3's row columns, plus the walk's depth and direction at the end. */
const RELATED_CONFIG_COLUMNS = [
  'id', 'name', 'type', 'related_ids', 'tags', 'changes', 'analysis', 'cost_per_minute', 'cost_total_1h', 'cost_total_1d',
  'cost_total_30d', 'created_at', 'updated_at', 'deleted_at', 'agent_id', 'health', 'ready', 'status', 'path', 'depth', 'direction',
];

/** Columns the catalog list, the insights list and the changes feed sort or filter by (issue 18). */
const SORTED_COLUMNS: [string, string][] = [
  ...['name', 'type', 'config_class', 'status', 'health', 'created_at', 'updated_at', 'deleted_at', 'parent_id'].map(
    (c): [string, string] => ['config_items', c],
  ),
  ...['created_at', 'change_type', 'summary', 'source', 'count', 'config_id'].map((c): [string, string] => ['config_changes', c]),
  ...['first_observed', 'last_observed', 'analysis_type', 'analyzer', 'severity', 'status', 'config_id'].map(
    (c): [string, string] => ['config_analysis', c],
  ),
];

describe.each(engines)('the catalog relations on $name', (engine) => {
  let db: Database;
  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

  beforeAll(async () => {
    db = await engine.open();
    await insertCatalogEstate(db);
  });

  afterAll(async () => {
    await db.close();
  });

  it('have the columns reference §2.3 lists, in its order', async () => {
    const found: Record<string, string[]> = {};
    for (const relation of Object.keys(REFERENCE_COLUMNS)) {
      const columns = await rows<{ attname: string }>(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [relation],
      );
      found[relation] = columns.map((c) => c.attname);
    }
    expect(found).toEqual(REFERENCE_COLUMNS);
  });

  it('index the first column of something for every column the lists sort by', async () => {
    const missing: string[] = [];
    for (const [table, column] of SORTED_COLUMNS) {
      const found = await rows(
        `SELECT 1 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
         WHERE i.indrelid = $1::regclass AND a.attname = $2`,
        [table, column],
      );
      if (found.length === 0) missing.push(`${table}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  describe('configs', () => {
    it('counts the last 7 days of changes and the open insights by type from the 7-day summary', async () => {
      const list = await rows<{ id: string; changes: string; analysis: Record<string, number> | null }>(
        'SELECT id, changes, analysis FROM configs WHERE id = ANY($1::uuid[]) ORDER BY id',
        [[C.api, C.pod, C.service]],
      );
      expect(list.map((r) => [r.id, Number(r.changes), r.analysis])).toEqual([
        [C.api, 3, { security: 1 }],
        [C.pod, 1, { availability: 1 }],
        [C.service, 0, null],
      ]);
    });

    it('shows a new change only once the summaries are refreshed', async () => {
      await db.query(`INSERT INTO config_changes (config_id, change_type, summary) VALUES ($1, 'diff', 'later')`, [C.service]);
      const before = await rows<{ changes: string }>('SELECT changes FROM configs WHERE id = $1', [C.service]);
      await refreshCatalogSummaries(db);
      const after = await rows<{ changes: string }>('SELECT changes FROM configs WHERE id = $1', [C.service]);
      await db.query(`DELETE FROM config_changes WHERE summary = 'later'`);
      await refreshCatalogSummaries(db);
      expect([Number(before[0].changes), Number(after[0].changes)]).toEqual([0, 1]);
    });

    it('gives costs in one currency, and none with mixed_currency when an item has two', async () => {
      const list = await rows(
        `SELECT id, cost_per_minute::text, cost_total_1h::text, cost_total_1d::text, cost_total_7d::text, cost_total_30d::text,
           billing_currency, mixed_currency
         FROM configs WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [[C.instance, C.database]],
      );
      expect(list).toEqual([
        {
          id: C.instance, cost_per_minute: '0.002083', cost_total_1h: '0.125', cost_total_1d: '3', cost_total_7d: '21', cost_total_30d: '90',
          billing_currency: 'USD', mixed_currency: false,
        },
        {
          id: C.database, cost_per_minute: null, cost_total_1h: null, cost_total_1d: null, cost_total_7d: null, cost_total_30d: null,
          billing_currency: null, mixed_currency: true,
        },
      ]);
    });

    it('takes namespace from the tags', async () => {
      expect(await rows('SELECT namespace FROM configs WHERE id = $1', [C.api])).toEqual([{ namespace: 'shop' }]);
    });
  });

  describe('config_detail', () => {
    it('summarises relationships both ways, open insights, 7 days of changes, 30 days of runs and live check links', async () => {
      const [detail] = await rows<{ summary: Record<string, number>; last_scraped_time: Date; scraper: unknown }>(
        'SELECT summary, last_scraped_time, scraper FROM config_detail WHERE id = $1',
        [C.pod],
      );
      expect(detail.summary).toEqual({ relationships: 3, analysis: 1, changes: 1, playbook_runs: 0, checks: 0 });
      expect(detail.scraper).toBeNull();
    });
  });

  describe('the summaries', () => {
    it('count changes inside 3, 7 and 30 days', async () => {
      const counts = await rows<{ d3: number; d7: number; d30: number }>(
        `SELECT (SELECT config_changes_count FROM config_item_summary_3d WHERE config_id = $1)::int AS d3,
           (SELECT config_changes_count FROM config_item_summary_7d WHERE config_id = $1)::int AS d7,
           (SELECT config_changes_count FROM config_item_summary_30d WHERE config_id = $1)::int AS d30`,
        [C.api],
      );
      expect(counts).toEqual([{ d3: 2, d7: 3, d30: 4 }]);
    });
  });

  describe('the filter-option views', () => {
    it('list distinct tags, labels, their keys, types, statuses, classes, change and insight types of live items', async () => {
      const tagKeys = await rows<{ key: string }>('SELECT key FROM config_tags_labels_keys');
      expect(tagKeys.map((r) => r.key).sort()).toEqual([
        'label:Name', 'label:app', 'label:team', 'tag:account', 'tag:cluster', 'tag:namespace', 'tag:region', 'tag:zone',
      ]);
      expect(await rows(`SELECT value FROM config_tags WHERE key = 'namespace' ORDER BY value`)).toEqual([
        { value: 'kube-system' }, { value: 'shop' },
      ]);
      expect(await rows(`SELECT value FROM config_labels WHERE key = 'team' ORDER BY value`)).toEqual([
        { value: 'payments' }, { value: 'platform' },
      ]);
      expect((await rows<{ status: string }>('SELECT status FROM config_statuses ORDER BY status')).map((r) => r.status)).not.toContain('Terminated');
      expect((await rows<{ type: string }>('SELECT type FROM config_types')).length).toBe(9);
      expect((await rows<{ config_class: string }>('SELECT config_class FROM config_classes')).length).toBe(9);
      expect((await rows<{ change_type: string }>('SELECT change_type FROM change_types')).map((r) => r.change_type).sort()).toEqual([
        'BackOff', 'BackupCompleted', 'Cordoned', 'Killing', 'Pulled', 'Rollback', 'RunInstances', 'Scaling', 'diff',
      ]);
      expect(await rows('SELECT analysis_type FROM analysis_types ORDER BY analysis_type')).toEqual([
        { analysis_type: 'availability' }, { analysis_type: 'cost' }, { analysis_type: 'security' },
      ]);
    });

    it('roll changes, insights and costs up per type and per class', async () => {
      const [deployments] = await rows(
        `SELECT changes::int, total_configs::int, analysis, severity FROM config_summary WHERE type = 'Kubernetes::Deployment'`,
      );
      expect(deployments).toEqual({ changes: 3, total_configs: 1, analysis: { security: 1 }, severity: { high: 1 } });
      const [machines] = await rows(
        `SELECT costs::text, total_configs::int FROM config_class_summary WHERE config_class = 'VirtualMachine'`,
      );
      expect(machines).toEqual({ costs: '90', total_configs: 1 });
    });
  });

  describe('related_configs_recursive', () => {
    const related = (sql: string) =>
      rows<{ id: string; depth: number; direction: string; related_ids: string[] }>(
        `SELECT id, depth, direction, related_ids FROM ${sql}`,
      );

    it('answers reference §3 columns with the walk depth and direction', async () => {
      const [row] = await rows<Record<string, unknown>>(`SELECT * FROM related_configs_recursive($1)`, [C.api]);
      expect(Object.keys(row)).toEqual(RELATED_CONFIG_COLUMNS);
    });

    it('starts with the config, then outgoing links and children nearest first, hard and soft', async () => {
      const found = await related(`related_configs_recursive('${C.api}', 'outgoing', false, 10)`);
      expect(found.map((r) => [r.id, r.depth])).toEqual([
        [C.api, 0], [C.service, 1], [C.replicas, 1], [C.pod, 2], [C.cluster, 3], [C.node, 4], [C.system, 4], [C.shop, 4],
      ]);
      expect(found.find((r) => r.id === C.api)!.related_ids).toEqual([C.replicas, C.service]);
    });

    it('walks each config once, so a cycle ends and is drawn once', async () => {
      const found = await related(`related_configs_recursive('${C.pod}', 'all', false, 10)`);
      expect(new Set(found.map((r) => r.id)).size).toBe(found.length);
      expect(found.find((r) => r.id === C.cluster)).toMatchObject({ depth: 1 });
    });

    it('follows only parents and hard links when asked for hard relations', async () => {
      const found = await related(`related_configs_recursive('${C.pod}', 'incoming', false, 10, 'hard', 'hard')`);
      expect(found.map((r) => r.id)).toEqual([C.pod, C.replicas, C.api, C.shop, C.cluster]);
      expect(found.every((r) => r.id === C.pod || r.direction === 'incoming')).toBe(true);
    });

    it('stops at max_depth', async () => {
      const found = await related(`related_configs_recursive('${C.cluster}', 'outgoing', false, 2)`);
      expect(Math.max(...found.map((r) => r.depth))).toBe(2);
      expect(found.map((r) => r.id)).not.toContain(C.replicas);
    });

    it('leaves deleted configs out unless asked', async () => {
      const live = await related(`related_configs_recursive('${C.replicas}', 'outgoing')`);
      const all = await related(`related_configs_recursive('${C.replicas}', 'outgoing', true)`);
      expect(live.map((r) => r.id)).not.toContain(C.oldPod);
      expect(all.map((r) => r.id)).toContain(C.oldPod);
    });
  });

  describe('related_changes_recursive', () => {
    const changed = async (args: string) =>
      (await rows<{ config_id: string }>(`SELECT DISTINCT config_id FROM related_changes_recursive(${args}) ORDER BY config_id`)).map(
        (r) => r.config_id,
      );

    it('takes downstream through parents and hard links only, unless soft', async () => {
      expect(await changed(`'${C.api}'`)).toEqual([C.api, C.pod]);
      expect(await changed(`'${C.api}', 'downstream', false, 2, true`)).toEqual([C.api, C.pod, C.service]);
    });

    it('takes upstream from the parents and hard links leading in', async () => {
      expect(await changed(`'${C.node}', 'upstream'`)).toEqual([C.node, C.instance]);
    });

    it('takes both directions with all, and the config alone with none', async () => {
      expect(await changed(`'${C.replicas}', 'all'`)).toEqual([C.api, C.pod]);
      expect(await changed(`'${C.api}', 'none'`)).toEqual([C.api]);
    });

    it('includes deleted linked configs only when asked', async () => {
      expect(await changed(`'${C.replicas}', 'downstream', true`)).toEqual([C.pod, C.oldPod]);
    });
  });

  describe('config_analysis_filter_options', () => {
    it('lists the choices over every insight or over one config', async () => {
      const [all] = await rows<{ o: Record<string, unknown> }>('SELECT config_analysis_filter_options() AS o');
      expect(all.o).toMatchObject({
        types: ['availability', 'cost', 'security'],
        analyzers: ['CrashLoopBackOff', 'IdleInstance', 'OOMKilled', 'RunAsRoot'],
        sources: ['AWS Cost Explorer', 'Kubernetes', 'Trivy'],
        config_types: ['AWS::EC2::Instance', 'Kubernetes::Deployment', 'Kubernetes::Pod'],
      });
      const [one] = await rows<{ o: Record<string, unknown> }>('SELECT config_analysis_filter_options($1) AS o', [C.api]);
      expect(one.o).toEqual({
        types: ['security'], analyzers: ['RunAsRoot'], sources: ['Trivy'], config_types: ['Kubernetes::Deployment'],
        catalogs: [{ id: C.api, name: 'api', type: 'Kubernetes::Deployment', config_class: 'Deployment' }],
      });
    });
  });
});
