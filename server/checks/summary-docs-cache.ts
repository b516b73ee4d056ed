import type { Queryable } from '../db/database';

/** One check's Health list document as migration 009 keeps it, ready to be completed with its figures. */
export interface SummaryDoc {
  readonly checkId: string;
  readonly name: string;
  readonly deleted: boolean;
  readonly labels: Readonly<Record<string, unknown>>;
  /** The check's own last run as JSON text, or null when only its statuses know it. */
  readonly lastRuntime: string | null;
  /** The document without its closing brace. */
  readonly head: string;
}

interface Snapshot {
  /** Every document, deleted ones too, in the database's order of (name, check_id). */
  readonly docs: readonly SummaryDoc[];
  /** Transactions from this one on may have written documents this snapshot has not seen. */
  readonly horizon: string;
}

interface DocRow {
  horizon: string;
  total: number;
  check_id: string | null;
  name: string;
  deleted: boolean;
  labels: string;
  last_runtime: string | null;
  doc: string;
}

const snapshots = new WeakMap<Queryable, Snapshot>();
const inFlight = new WeakMap<Queryable, Promise<Snapshot>>();

/**
 * One statement, so the horizon, the count and the rows come from one snapshot: every transaction older
 * than the horizon has ended and its documents are among the rows (or were read before); younger ones are
 * read again next time. Rows come in the list's order, which the database's collation decides.
 */
const SINCE = `
  SELECT h.horizon, h.total, d.check_id::text AS check_id, d.name, d.deleted_at IS NOT NULL AS deleted,
    d.labels::text AS labels, to_json(d.last_runtime)::text AS last_runtime, d.doc
  FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
          (SELECT count(*) FROM check_summary_docs)::int AS total) h
  LEFT JOIN check_summary_docs d ON d.written_by >= $1::xid8
  ORDER BY d.name, d.check_id`;

const docOf = (row: DocRow): SummaryDoc => ({
  checkId: row.check_id!, name: row.name, deleted: row.deleted, labels: JSON.parse(row.labels) as Record<string, unknown>,
  lastRuntime: row.last_runtime, head: row.doc.slice(0, -1),
});

async function read(db: Queryable, since: string) {
  const { rows } = await db.query<DocRow>(SINCE, [since]);
  return { horizon: rows[0]!.horizon, total: rows[0]!.total, docs: rows.filter((r) => r.check_id !== null).map(docOf) };
}

/**
 * Merges what changed into the snapshot in place when no document appeared, vanished or was renamed (a
 * check's status, run or silence: the common case); anything else is read whole, in the database's order.
 */
async function sync(db: Queryable, previous: Snapshot | undefined): Promise<Snapshot> {
  if (!previous) {
    const whole = await read(db, '0');
    return { docs: whole.docs, horizon: whole.horizon };
  }
  const changed = await read(db, previous.horizon);
  if (changed.docs.length === 0 && changed.total === previous.docs.length) return { ...previous, horizon: changed.horizon };
  const byId = new Map(changed.docs.map((d) => [d.checkId, d]));
  let kept = 0;
  const docs = previous.docs.map((doc) => {
    const update = byId.get(doc.checkId);
    if (!update || update.name !== doc.name) return doc;
    kept++;
    return update;
  });
  if (kept === changed.docs.length && docs.length === changed.total) return { docs, horizon: changed.horizon };
  return sync(db, undefined);
}

/** The Health list documents as the database holds them now; concurrent readers share one read. */
export function currentSummaryDocs(db: Queryable): Promise<readonly SummaryDoc[]> {
  let running = inFlight.get(db);
  if (!running) {
    running = sync(db, snapshots.get(db))
      .then((snapshot) => {
        snapshots.set(db, snapshot);
        return snapshot;
      })
      .finally(() => inFlight.delete(db));
    inFlight.set(db, running);
  }
  return running.then((s) => s.docs);
}

/** The Labels filter of the summary (reference §4.1): every label it names, with the same value. */
export const hasLabels = (doc: SummaryDoc, wanted: Readonly<Record<string, string>>): boolean =>
  Object.entries(wanted).every(([key, value]) => doc.labels[key] === value);
