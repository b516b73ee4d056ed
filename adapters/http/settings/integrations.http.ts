import * as t from 'io-ts';
import type { Integration, IntegrationPort } from '../../../core/settings/integrations';
import { isNilUuid, type CollectionPage, type CollectionQuery } from '../../../core/shared';
import { optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const RowCodec = t.intersection([
  t.type({ id: t.string, name: t.string, integration_type: t.string }),
  t.partial({
    source: optional(t.string),
    agent: optional(t.type({ id: optional(t.string), name: optional(t.string) })),
    job_status: optional(t.string),
    job_time_start: optional(t.string),
    created_at: optional(t.string),
    updated_at: optional(t.string),
    deleted_at: optional(t.string),
    creator_name: optional(t.string),
  }),
]);
const RowsCodec = t.array(RowCodec, 'Integrations');
type Row = t.TypeOf<typeof RowCodec>;

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

const toIntegration = (row: Row): Integration => ({
  id: row.id,
  name: row.name,
  integrationType: row.integration_type,
  source: row.source ?? '',
  // Seed 002 §2.2: the agent id of all zeros means no agent.
  agent: row.agent?.id && !isNilUuid(row.agent.id) ? { id: row.agent.id, name: row.agent.name ?? row.agent.id } : undefined,
  jobStatus: present(row.job_status),
  lastRun: present(row.job_time_start),
  createdAt: row.created_at ?? '',
  updatedAt: present(row.updated_at),
  createdBy: present(row.creator_name),
});

/** The columns the list may be sorted by. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name', integrationType: 'integration_type', source: 'source', jobStatus: 'job_status', lastRun: 'job_time_start',
  createdAt: 'created_at', updatedAt: 'updated_at',
};

const listed = from<Row>('integrations_with_status').select('*').is('deleted_at', null);

/** Seed 002 §7.2 and reference §2.7: `integrations_with_status`, newest first, not deleted, limit and offset, count=exact. */
export class HttpIntegrationAdapter implements IntegrationPort {
  constructor(private readonly db: PostgrestClient) {}

  async list(query: CollectionQuery): Promise<CollectionPage<Integration>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'created_at';
    const ordered = listed.order(column, { ascending: query.sort ? !query.sort.desc : false, nulls: 'last' }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toIntegration), total: page.total ?? page.rows.length };
  }
}
