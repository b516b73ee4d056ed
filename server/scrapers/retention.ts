import { parseDuration } from '../../core/shared/durations';
import type { Queryable } from '../db/database';
import type { ScraperRetention } from './schema';

export interface RetentionResult {
  changesDeleted: number;
  itemsDeleted: number;
  itemsRemoved: number;
}

const before = (now: Date, age: string | undefined) => {
  const ms = age === undefined ? undefined : parseDuration(age);
  return ms === undefined ? undefined : new Date(now.getTime() - ms);
};

/**
 * A scraper's `retention` over its own items (seed 002 §3), inside the run's transaction:
 * `changes[]` keeps each item's changes of a type younger than `age` and at most `count` of them;
 * `type[]` soft-deletes items of a config type created or updated longer ago than `createdAge` or
 * `updatedAge`, and removes soft-deleted ones after `deletedAge` (unless something still points at them);
 * `staleItemAge` soft-deletes items not scraped for that long. An item this run saw is never deleted
 * by age: it would only come back at the next run.
 */
export async function applyRetention(
  tx: Queryable,
  scraperId: string,
  retention: ScraperRetention,
  now: Date,
  seenIds: readonly string[],
): Promise<RetentionResult> {
  const result: RetentionResult = { changesDeleted: 0, itemsDeleted: 0, itemsRemoved: 0 };
  for (const rule of retention.changes ?? []) {
    const cutoff = before(now, rule.age);
    if (cutoff) {
      const { rowCount } = await tx.query(
        `DELETE FROM config_changes ch USING config_items ci
         WHERE ch.config_id = ci.id AND ci.scraper_id = $1 AND ch.change_type = $2 AND ch.created_at < $3`,
        [scraperId, rule.name, cutoff],
      );
      result.changesDeleted += rowCount;
    }
    if (rule.count !== undefined) {
      const { rowCount } = await tx.query(
        `DELETE FROM config_changes WHERE id IN (
           SELECT id FROM (
             SELECT ch.id, row_number() OVER (PARTITION BY ch.config_id ORDER BY ch.created_at DESC, ch.inserted_at DESC) AS n
             FROM config_changes ch JOIN config_items ci ON ci.id = ch.config_id
             WHERE ci.scraper_id = $1 AND ch.change_type = $2
           ) ranked WHERE n > $3)`,
        [scraperId, rule.name, rule.count],
      );
      result.changesDeleted += rowCount;
    }
  }
  const softDelete = async (condition: string, params: unknown[], reason: string) => {
    const { rowCount } = await tx.query(
      `UPDATE config_items ci SET deleted_at = $2, delete_reason = $3
       WHERE ci.scraper_id = $1 AND ci.deleted_at IS NULL AND NOT (ci.id = ANY($4::uuid[])) AND ${condition}`,
      [scraperId, now, reason, seenIds, ...params],
    );
    result.itemsDeleted += rowCount;
  };
  for (const rule of retention.type ?? []) {
    const created = before(now, rule.createdAge);
    const updated = before(now, rule.updatedAge);
    const deleted = before(now, rule.deletedAge);
    if (created) await softDelete('ci.type = $5 AND ci.created_at < $6', [rule.name, created], `Older than ${rule.createdAge} (retention)`);
    if (updated) {
      await softDelete('ci.type = $5 AND coalesce(ci.updated_at, ci.created_at) < $6', [rule.name, updated], `Not updated for ${rule.updatedAge} (retention)`);
    }
    if (deleted) {
      const { rowCount } = await tx.query(
        `DELETE FROM config_items ci
         WHERE ci.scraper_id = $1 AND ci.type = $2 AND ci.deleted_at < $3
           AND NOT EXISTS (SELECT 1 FROM config_items child WHERE child.parent_id = ci.id)
           AND NOT EXISTS (SELECT 1 FROM components co WHERE co.config_id = ci.id)
           AND NOT EXISTS (SELECT 1 FROM playbook_runs pr WHERE pr.config_id = ci.id)`,
        [scraperId, rule.name, deleted],
      );
      result.itemsRemoved += rowCount;
    }
  }
  const stale = before(now, retention.staleItemAge);
  if (stale) {
    await softDelete(
      `NOT EXISTS (SELECT 1 FROM config_items_last_scraped_time ls WHERE ls.config_id = ci.id AND ls.last_scraped_time >= $5)`,
      [stale],
      `Not scraped for ${retention.staleItemAge} (retention)`,
    );
  }
  return result;
}
