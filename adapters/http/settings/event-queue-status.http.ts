import * as t from 'io-ts';
import type { CollectionPage, CollectionQuery } from '../../../core/shared';
import type { EventQueuePort, EventQueueRow } from '../../../core/settings/event-queue-status';
import { optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const Count = t.union([t.number, t.string]);
const RowCodec = t.intersection([
  t.type({ name: t.string }),
  t.partial({
    event_id: optional(t.string), pending: optional(Count), failed: optional(Count), average_attempts: optional(Count),
    first_failure: optional(t.string), last_failure: optional(t.string), most_common_error: optional(t.string),
  }),
]);
const RowsCodec = t.array(RowCodec, 'EventQueueSummary');
type Row = t.TypeOf<typeof RowCodec>;

const toRow = (row: Row): EventQueueRow => ({
  name: row.name,
  eventId: row.event_id ?? undefined,
  pending: Number(row.pending ?? 0),
  failed: Number(row.failed ?? 0),
  averageAttempts: Number(row.average_attempts ?? 0),
  firstFailure: row.first_failure ?? undefined,
  lastFailure: row.last_failure ?? undefined,
  mostCommonError: row.most_common_error ?? undefined,
});

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name', pending: 'pending', failed: 'failed', averageAttempts: 'average_attempts', firstFailure: 'first_failure', lastFailure: 'last_failure',
};

/** The event queue over PostgREST's `event_queue_summary`, read afresh each time (R002-7-2-03). */
export class HttpEventQueueAdapter implements EventQueuePort {
  constructor(private readonly db: PostgrestClient) {}

  async list(query: CollectionQuery): Promise<CollectionPage<EventQueueRow>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'last_failure';
    const ordered = from<Row>('event_queue_summary')
      .order(column, { ascending: query.sort ? !query.sort.desc : false, nulls: 'last' })
      .order('name');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toRow), total: page.total ?? page.rows.length };
  }
}
