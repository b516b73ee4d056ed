import type { Queryable } from '../db/database';
import { backoffMillis, LEASE_MILLIS, MAX_ATTEMPTS } from './events';

export interface QueuedEvent {
  id: string;
  name: string;
  event_id: string | null;
  properties: Record<string, unknown> | null;
  /** This try's number, from 1. */
  attempts: number;
}

/**
 * Claims up to `limit` due events of `names`: rows never tried, or whose delay since the last try
 * has passed, and that have tries left. A claim is a try (attempts + 1) and a lease (the delay), so
 * several servers on one PostgreSQL never work on one event at once.
 */
export async function claimEvents(db: Queryable, names: readonly string[], limit: number): Promise<QueuedEvent[]> {
  const { rows } = await db.query<QueuedEvent>(
    `UPDATE event_queue SET attempts = coalesce(attempts, 0) + 1, last_attempt = clock_timestamp(), delay = $3
     WHERE id IN (
       SELECT id FROM event_queue
       WHERE name = ANY ($1::text[]) AND coalesce(attempts, 0) < $4
         AND (last_attempt IS NULL OR last_attempt + make_interval(secs => coalesce(delay, 0) / 1000.0) <= clock_timestamp())
       ORDER BY priority DESC, created_at
       LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id, name, event_id, properties, attempts`,
    [names, limit, LEASE_MILLIS, MAX_ATTEMPTS],
  );
  return rows;
}

/** The event is done with: it leaves the queue. */
export async function completeEvent(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM event_queue WHERE id = $1', [id]);
}

/**
 * A try failed: the event keeps its error and waits out the backoff, or, when its tries are used up
 * or trying again cannot help (`final`), stays with the error for the Event Queue screen.
 */
export async function failEvent(db: Queryable, event: QueuedEvent, error: string, final: boolean): Promise<void> {
  await db.query(
    `UPDATE event_queue SET error = $2, delay = $3, attempts = CASE WHEN $4 THEN greatest(attempts, $5) ELSE attempts END
     WHERE id = $1`,
    [event.id, error, backoffMillis(event.attempts), final, MAX_ATTEMPTS],
  );
}
