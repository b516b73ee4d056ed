import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { diffConfigs, jsonPatch, type JsonPatchOperation } from '../diff/config-diff';
import type { ScrapedItem } from './extract';

/** What one run found, ready to meet the catalog. */
export interface Scrape {
  items: ScrapedItem[];
  /** Sources whose earlier items stay even though this run did not see them. */
  failedSources: ReadonlySet<string>;
  /** Nothing is deleted when the run could not tell what exists. */
  incomplete: boolean;
}

export interface TypeSummary {
  added: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

export interface StoreResult {
  /** Per config type, as a job's scrape_summary shows it. */
  summary: Record<string, TypeSummary>;
  /** config_changes rows written. */
  changes: number;
  stored: number;
  /** The catalog ids of the items this run saw. */
  seenIds: string[];
}

interface Existing {
  id: string;
  type: string;
  external_id: string;
  name: string | null;
  config_class: string;
  config: unknown;
  source: string | null;
  description: string | null;
  health: string | null;
  status: string | null;
  tags: unknown;
  labels: unknown;
  properties: unknown;
  deleted: boolean;
}

const keyOf = (type: string, externalId: string) => `${type}\u0000${externalId}`;
const differs = (a: unknown, b: unknown) => jsonPatch(a ?? null, b ?? null).length > 0;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `before` with its keys in `after`'s order (keys only it has last): the database gives stored
 * documents back in its own key order, and a diff should show what changed, not that order.
 */
export function alignKeys(before: unknown, after: unknown): unknown {
  if (isObject(before) && isObject(after)) {
    const aligned: Record<string, unknown> = {};
    for (const key of Object.keys(after)) if (key in before) aligned[key] = alignKeys(before[key], after[key]);
    for (const key of Object.keys(before)) if (!(key in aligned)) aligned[key] = before[key];
    return aligned;
  }
  if (Array.isArray(before) && Array.isArray(after)) return before.map((item, i) => alignKeys(item, after[i]));
  return before;
}

/** `spec.replicas, metadata.labels.version and 2 more`: where a change is, for its summary. */
function changedPaths(patches: JsonPatchOperation[]): string {
  const paths = [...new Set(patches.map((p) => p.path.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~')).join('.') || '(document)'))];
  const shown = paths.slice(0, 3).join(', ');
  return paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown;
}

const summaryOf = (summary: Record<string, TypeSummary>, type: string) =>
  (summary[type] ??= { added: 0, updated: 0, unchanged: 0, deleted: 0 });

/**
 * Writes one run into the catalog, inside the caller's transaction: new items inserted, changed ones
 * updated with a `diff` change holding the unified diff and JSON patch (DECISIONS §35), items of this
 * scraper it did not see soft-deleted with a DELETE change (except those of failed sources), and
 * every seen item's last_scraped_time moved to `now`.
 */
export async function storeScrape(tx: Queryable, scraperId: string, scrape: Scrape, now: Date): Promise<StoreResult> {
  const { rows: existingRows } = await tx.query<Existing>(
    `SELECT id, type, external_id[1] AS external_id, name, config_class, config, source, description, health, status,
       tags, labels, properties, deleted_at IS NOT NULL AS deleted
     FROM config_items WHERE scraper_id = $1 ORDER BY deleted_at NULLS FIRST`,
    [scraperId],
  );
  const existing = new Map<string, Existing>();
  for (const row of existingRows) if (!existing.has(keyOf(row.type, row.external_id))) existing.set(keyOf(row.type, row.external_id), row);

  const summary: Record<string, TypeSummary> = {};
  const inserts: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  const changes: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  const seenIds: string[] = [];

  for (const item of scrape.items) {
    const key = keyOf(item.type, item.externalId);
    seen.add(key);
    const before = existing.get(key);
    const row = {
      type: item.type,
      config_class: item.configClass,
      name: item.name,
      external_id: item.externalId,
      config: item.config,
      source: item.source,
      description: item.description,
      health: item.health ?? null,
      status: item.status ?? null,
      keep_health: item.health === undefined,
      keep_status: item.status === undefined,
      tags: item.tags,
      labels: item.labels,
      properties: item.properties,
    };
    if (!before) {
      const id = randomUUID();
      inserts.push({ id, ...row });
      seenIds.push(id);
      summaryOf(summary, item.type).added += 1;
      continue;
    }
    seenIds.push(before.id);
    const contentChanged = differs(before.config, item.config);
    const metadataChanged =
      before.deleted || before.name !== item.name || before.config_class !== item.configClass || before.source !== item.source ||
      before.description !== item.description || differs(before.tags, item.tags) || differs(before.labels, item.labels) ||
      differs(before.properties, item.properties) || (!row.keep_health && before.health !== item.health) ||
      (!row.keep_status && before.status !== item.status);
    if (contentChanged) {
      const { diff, patches } = diffConfigs(alignKeys(before.config, item.config), item.config, `${item.type}/${item.name}`);
      changes.push({ config_id: before.id, change_type: 'diff', source: item.source, summary: changedPaths(patches), diff, patches });
    }
    if (contentChanged || metadataChanged) {
      updates.push({ id: before.id, ...row });
      summaryOf(summary, item.type).updated += 1;
    } else {
      summaryOf(summary, item.type).unchanged += 1;
    }
  }

  const vanished = scrape.incomplete
    ? []
    : [...existing.values()].filter(
      (row) => !row.deleted && !seen.has(keyOf(row.type, row.external_id)) && !scrape.failedSources.has(row.source ?? ''),
    );
  for (const row of vanished) {
    summaryOf(summary, row.type).deleted += 1;
    changes.push({
      config_id: row.id, change_type: 'DELETE', source: row.source, summary: `${row.type} ${row.name ?? row.external_id} was not found by its scraper`,
      diff: null, patches: null,
    });
  }

  const RECORD = `id uuid, type text, config_class text, name text, external_id text, config jsonb, source text, description text,
    health text, status text, keep_health boolean, keep_status boolean, tags jsonb, labels jsonb, properties jsonb`;
  if (inserts.length > 0) {
    await tx.query(
      `INSERT INTO config_items (id, scraper_id, type, config_class, name, external_id, config, source, description, health, status,
         tags, labels, properties, created_at, updated_at, inserted_at)
       SELECT r.id, $1, r.type, r.config_class, r.name, ARRAY[r.external_id], r.config, r.source, r.description, r.health, r.status,
         r.tags, r.labels, r.properties, $2, $2, $2
       FROM jsonb_to_recordset($3::jsonb) AS r(${RECORD})`,
      [scraperId, now, JSON.stringify(inserts)],
    );
  }
  if (updates.length > 0) {
    await tx.query(
      `UPDATE config_items c SET type = r.type, config_class = r.config_class, name = r.name, config = r.config, source = r.source,
         description = r.description, health = CASE WHEN r.keep_health THEN c.health ELSE r.health END,
         status = CASE WHEN r.keep_status THEN c.status ELSE r.status END, tags = r.tags, labels = r.labels,
         properties = r.properties, deleted_at = NULL, delete_reason = NULL
       FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD})
       WHERE c.id = r.id`,
      [JSON.stringify(updates)],
    );
  }
  if (vanished.length > 0) {
    await tx.query(`UPDATE config_items SET deleted_at = $2, delete_reason = 'Not found by its scraper' WHERE id = ANY($1::uuid[])`, [
      vanished.map((row) => row.id),
      now,
    ]);
  }
  if (changes.length > 0) {
    await tx.query(
      `INSERT INTO config_changes (config_id, change_type, severity, source, summary, diff, patches, created_at, first_observed)
       SELECT r.config_id, r.change_type, 'info', r.source, r.summary, r.diff, r.patches, $1, $1
       FROM jsonb_to_recordset($2::jsonb) AS r(config_id uuid, change_type text, source text, summary text, diff text, patches jsonb)`,
      [now, JSON.stringify(changes)],
    );
  }
  if (seenIds.length > 0) {
    await tx.query(
      `INSERT INTO config_items_last_scraped_time (config_id, last_scraped_time)
       SELECT id, $2 FROM unnest($1::uuid[]) AS id
       ON CONFLICT (config_id) DO UPDATE SET last_scraped_time = EXCLUDED.last_scraped_time, updated_at = now()`,
      [seenIds, now],
    );
  }
  return { summary, changes: changes.length, stored: scrape.items.length, seenIds };
}
