import { NIL_UUID } from '../../core/shared/ids';
import type { Queryable } from '../db/database';

export interface ClaimedScraper {
  id: string;
  name: string;
  spec: unknown;
}

const lease = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs);

/**
 * Takes up to `limit` due local scrapers for this server, as check runs are claimed: every live
 * scraper has a config_scraper_schedule row, due rows are locked with SKIP LOCKED and given a lease
 * (running_until) in the same statement, so another server sharing the database neither waits for them
 * nor sees them as due. A scraper is due at its next run, when it was never run, and when it was edited
 * since it was last claimed. A server that dies mid-run leaves it to be claimed once the lease passes.
 */
export async function claimDueScrapers(db: Queryable, now: Date, limit: number, leaseMs: number): Promise<ClaimedScraper[]> {
  await db.query(
    `INSERT INTO config_scraper_schedule (scraper_id)
     SELECT s.id FROM config_scrapers s
     WHERE s.deleted_at IS NULL AND s.agent_id = $1 AND s.id <> $1
       AND NOT EXISTS (SELECT 1 FROM config_scraper_schedule q WHERE q.scraper_id = s.id)
     ON CONFLICT (scraper_id) DO NOTHING`,
    [NIL_UUID],
  );
  const { rows } = await db.query<ClaimedScraper>(
    `WITH due AS (
       SELECT q.scraper_id FROM config_scraper_schedule q
       JOIN config_scrapers s ON s.id = q.scraper_id
       WHERE s.deleted_at IS NULL AND s.agent_id = $1 AND s.id <> $1
         AND (q.running_until IS NULL OR q.running_until <= $2)
         AND (q.next_runtime IS NULL OR q.next_runtime <= $2 OR q.seen_updated_at IS DISTINCT FROM s.updated_at)
       ORDER BY q.next_runtime NULLS FIRST
       LIMIT $3
       FOR UPDATE OF q SKIP LOCKED
     )
     UPDATE config_scraper_schedule q SET running_until = $4, seen_updated_at = s.updated_at
     FROM due, config_scrapers s
     WHERE q.scraper_id = due.scraper_id AND s.id = q.scraper_id
     RETURNING s.id, s.name, s.spec`,
    [NIL_UUID, now, limit, lease(now, leaseMs)],
  );
  return rows;
}

export type RunNowClaim =
  | { kind: 'claimed'; scraper: ClaimedScraper }
  | { kind: 'not-found' }
  | { kind: 'not-local' }
  | { kind: 'running' };

/** Takes one scraper for a run now, unless a server runs it already. */
export async function claimScraperNow(db: Queryable, id: string, now: Date, leaseMs: number): Promise<RunNowClaim> {
  const { rows: found } = await db.query<{ agent_id: string }>(
    `SELECT agent_id FROM config_scrapers WHERE id = $1 AND deleted_at IS NULL AND id <> $2`,
    [id, NIL_UUID],
  );
  if (!found[0]) return { kind: 'not-found' };
  if (found[0].agent_id !== NIL_UUID) return { kind: 'not-local' };
  await db.query(`INSERT INTO config_scraper_schedule (scraper_id) VALUES ($1) ON CONFLICT (scraper_id) DO NOTHING`, [id]);
  const { rows } = await db.query<ClaimedScraper>(
    `UPDATE config_scraper_schedule q SET running_until = $3, seen_updated_at = s.updated_at
     FROM config_scrapers s
     WHERE q.scraper_id = $1 AND s.id = q.scraper_id AND (q.running_until IS NULL OR q.running_until <= $2)
     RETURNING s.id, s.name, s.spec`,
    [id, now, lease(now, leaseMs)],
  );
  return rows[0] ? { kind: 'claimed', scraper: rows[0] } : { kind: 'running' };
}

/** Hands a claimed scraper back with its next run. */
export async function releaseScraper(db: Queryable, id: string, nextRuntime: Date): Promise<void> {
  await db.query(`UPDATE config_scraper_schedule SET running_until = NULL, next_runtime = $2 WHERE scraper_id = $1`, [id, nextRuntime]);
}
