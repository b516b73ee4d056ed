import type { EventQueueRow } from './model';
import type { EventQueueColumnKey } from './texts';

/** What each column of a row reads; dates stay ISO for the UI to format. */
export const eventQueueCells = (row: EventQueueRow): Record<EventQueueColumnKey, string> => ({
  name: row.name,
  pending: String(row.pending),
  failed: String(row.failed),
  averageAttempts: String(row.averageAttempts),
  firstFailure: row.firstFailure ?? '',
  lastFailure: row.lastFailure ?? '',
});
