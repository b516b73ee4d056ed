import type { Database } from '../db/database';
import { currentSummaryDocs, hasLabels, type SummaryDoc } from './summary-docs-cache';
import { freshCheckSummaries, type FiguresByCheck } from './summary-cache';

export interface SummaryFilter {
  checkId?: string;
  labels?: Record<string, string>;
  sortBy?: string;
}

// check_summary's figures for a check with no run at all.
const NO_FIGURES =
  '"uptime":{"passed":0,"failed":0,"last_pass":null,"last_fail":null},' +
  '"latency":{"p99":null,"p97":null,"p95":null,"p50":null,"avg":null,"rolling1h":0}';

/**
 * The Health list (reference §4.1): every live row of check_summary as JSON text. Each check's row is kept
 * as a document (migration 009) that this server holds in memory and follows by what was written since
 * (summary-docs-cache); the last-hour uptime and latency are read once per refresh of check_status_summary
 * (summary-cache). A read joins the two in the list's order, so at scale it moves no rows out of the database.
 * Unlike the real handler we keep p50, p97 and avg (DECISIONS §11); `rolling1h` is 0 as in Mission Control.
 * Empty columns are sent as null (the real server omits them); the console reads both alike.
 */
export async function checksSummaryJson(db: Database, filter: SummaryFilter = {}): Promise<string> {
  const [figures, docs] = await Promise.all([freshCheckSummaries(db), currentSummaryDocs(db)]);
  const key = JSON.stringify(filter);
  const last = lastAnswer.get(db);
  if (last && last.docs === docs && last.figures === figures && last.key === key) return last.json;
  const json = summaryJson(docs, figures, filter);
  lastAnswer.set(db, { docs, figures, key, json });
  return json;
}

// The last answer stands until a document is written, the figures are refreshed or another filter is asked
// for: between two refreshes, readers of an unchanged list share one string.
const lastAnswer = new WeakMap<Database, { docs: readonly SummaryDoc[]; figures: FiguresByCheck; key: string; json: string }>();

function summaryJson(docs: readonly SummaryDoc[], figures: FiguresByCheck, filter: SummaryFilter): string {
  const labels = filter.labels && Object.keys(filter.labels).length > 0 ? filter.labels : undefined;
  const rows: string[] = [];
  for (const doc of docs) {
    if (doc.deleted || (filter.checkId !== undefined && doc.checkId !== filter.checkId)) continue;
    if (labels && !hasLabels(doc, labels)) continue;
    const found = figures.get(doc.checkId);
    rows.push(`${doc.head},${found?.text ?? NO_FIGURES},"last_runtime":${doc.lastRuntime ?? found?.lastCheck ?? 'null'}}`);
  }
  if (filter.sortBy === '-name') rows.reverse();
  return `[${rows.join(',')}]`;
}
