import type { Database, Queryable } from '../db/database';

/** How stale the last-hour summaries may be when the Health list reads them. */
export const SUMMARY_MAX_AGE_MS = 5_000;
/**
 * Summaries older than SUMMARY_MAX_AGE_MS but younger than this are served at once while a refresh runs
 * behind the request; older ones (a server idle for a while) wait for the refresh.
 */
export const SUMMARY_SERVE_STALE_MS = 60_000;

/** A check's last-hour figures as the Health list writes them. */
export interface CheckFigures {
  /** `"uptime":{…},"latency":{…}` */
  readonly text: string;
  /** The last run in check_statuses as JSON text. */
  readonly lastCheck: string;
}
export type FiguresByCheck = ReadonlyMap<string, CheckFigures>;

interface Refreshed {
  readonly at: number;
  readonly figures: FiguresByCheck;
}

const refreshed = new WeakMap<Queryable, Refreshed>();
const inFlight = new WeakMap<Queryable, Promise<Refreshed>>();

// The figures change only with a refresh, so they are read once per refresh rather than once per request.
async function readFigures(db: Queryable): Promise<FiguresByCheck> {
  const { rows } = await db.query<{ id: string; text: string; last_check: string }>(
    `SELECT check_id::text AS id, '"uptime":' || uptime::text || ',"latency":' || latency::text AS text,
       coalesce(to_json(last_check)::text, 'null') AS last_check
     FROM check_status_summary`,
  );
  return new Map(rows.map((r) => [r.id, { text: r.text, lastCheck: r.last_check }]));
}

/** Refreshes check_status_summary now; concurrent callers share one refresh. */
export function refreshCheckSummaries(db: Database): Promise<FiguresByCheck> {
  let running = inFlight.get(db);
  if (!running) {
    const concurrently = db.engine === 'postgres' ? 'CONCURRENTLY ' : '';
    running = db
      .exec(`REFRESH MATERIALIZED VIEW ${concurrently}check_status_summary`)
      .then(() => readFigures(db))
      .then((figures) => {
        const state = { at: Date.now(), figures };
        refreshed.set(db, state);
        return state;
      })
      .finally(() => inFlight.delete(db));
    inFlight.set(db, running);
  }
  return running.then((s) => s.figures);
}

/**
 * The last-hour figures of every check, at most SUMMARY_MAX_AGE_MS old (or SUMMARY_SERVE_STALE_MS while a
 * refresh runs). On PostgreSQL the refresh runs CONCURRENTLY so other servers and readers are not blocked.
 */
export async function freshCheckSummaries(db: Database, now = Date.now()): Promise<FiguresByCheck> {
  const last = refreshed.get(db);
  const age = last === undefined ? Infinity : now - last.at;
  if (last && age < SUMMARY_MAX_AGE_MS) return last.figures;
  const running = refreshCheckSummaries(db);
  if (last && age < SUMMARY_SERVE_STALE_MS) {
    // A failed background refresh leaves the summaries as they were; the next reader tries again.
    running.catch(() => undefined);
    return last.figures;
  }
  return running;
}
