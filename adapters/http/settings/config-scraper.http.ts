import * as t from 'io-ts';
import type { ConfigScraper, ConfigScraperDraft, ConfigScraperPort, ScrapeOutcome } from '../../../core/settings/config-scraper';
import { parseSpec } from '../../../core/settings/config-scraper';
import { DomainError, NIL_UUID, isNilUuid, type CollectionPage, type CollectionQuery } from '../../../core/shared';
import type { HttpClient } from '../client';
import { decode, optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const RowCodec = t.intersection([
  t.type({ id: t.string }),
  t.partial({
    name: optional(t.string),
    namespace: optional(t.string),
    description: optional(t.string),
    source: optional(t.string),
    spec: optional(t.unknown),
    agent_id: optional(t.string),
    agent: optional(t.type({ id: t.string, name: optional(t.string) })),
    job_status: optional(t.string),
    job_time_start: optional(t.string),
    job_last_failed: optional(t.string),
    job_success_count: optional(t.union([t.number, t.string])),
    created_at: optional(t.string),
    updated_at: optional(t.string),
    deleted_at: optional(t.string),
    created_by: optional(t.union([t.string, t.type({ id: t.string, name: optional(t.string), email: optional(t.string) })])),
  }),
]);
const RowsCodec = t.array(RowCodec, 'ConfigScrapers');
type Row = t.TypeOf<typeof RowCodec>;
const OutcomeCodec = t.intersection([
  t.type({ status: t.string }),
  t.partial({ items: optional(t.number), changes: optional(t.number), errors: optional(t.array(t.string)) }),
]);

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const toScraper = (row: Row): ConfigScraper => {
  const author = row.created_by;
  const agent = row.agent && !isNilUuid(row.agent.id) ? { id: row.agent.id, name: row.agent.name ?? row.agent.id } : undefined;
  return {
    id: row.id,
    name: row.name ?? '',
    namespace: present(row.namespace),
    description: present(row.description),
    source: row.source ?? '',
    spec: isMap(row.spec) ? row.spec : {},
    agent,
    jobStatus: present(row.job_status),
    lastRun: present(row.job_time_start),
    lastFailed: present(row.job_last_failed),
    itemsScraped: row.job_success_count === null || row.job_success_count === undefined ? undefined : Number(row.job_success_count),
    createdAt: row.created_at ?? '',
    updatedAt: present(row.updated_at),
    createdBy: author && typeof author === 'object' ? { id: author.id, name: present(author.name) ?? author.email ?? author.id } : undefined,
  };
};

/** The columns the list may be sorted by. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name', source: 'source', jobStatus: 'job_status', lastRun: 'job_time_start', lastFailed: 'job_last_failed',
  createdAt: 'created_at', updatedAt: 'updated_at',
};

// The System scraper (nil id) stands for items no scraper made: it has no spec to edit or run.
const listed = from<Row>('config_scrapers_with_status').select('*,created_by(id,name,email)').is('deleted_at', null).neq('id', NIL_UUID);
const table = from<Row>('config_scrapers');
const notFound = (id: string) => new DomainError('not_found', `Catalog scraper ${id} not found`);

function specOf(draft: ConfigScraperDraft): Record<string, unknown> {
  const parsed = parseSpec(draft.spec);
  if (parsed.error !== undefined) throw new DomainError('invalid', parsed.error);
  return parsed.spec;
}

/** Config scrapers over PostgREST and Run Now (reference §2.3, seed 002 §7.2). */
export class HttpConfigScraperAdapter implements ConfigScraperPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async list(query: CollectionQuery): Promise<CollectionPage<ConfigScraper>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'created_at';
    const ordered = listed.order(column, { ascending: query.sort ? !query.sort.desc : false, nulls: 'last' }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toScraper), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<ConfigScraper> {
    const [row] = (await this.db.select(listed.eq('id', id), RowsCodec)).rows;
    if (!row) throw notFound(id);
    return toScraper(row);
  }

  async create(draft: ConfigScraperDraft, by: string): Promise<ConfigScraper> {
    const [row] = await this.db.insert('config_scrapers', { name: draft.name, spec: specOf(draft), source: 'UI', created_by: by }, RowsCodec);
    if (!row) throw new DomainError('server', 'The server did not return the new scraper');
    return toScraper(row);
  }

  async update(id: string, draft: ConfigScraperDraft): Promise<ConfigScraper> {
    const [row] = await this.db.update(table.eq('id', id).is('deleted_at', null), { spec: specOf(draft) }, RowsCodec);
    if (!row) throw notFound(id);
    return toScraper(row);
  }

  /** Seed 002 §7.2: a soft delete. */
  async remove(id: string): Promise<void> {
    const rows = await this.db.update(table.eq('id', id).is('deleted_at', null), { deleted_at: new Date().toISOString() }, RowsCodec);
    if (rows.length === 0) throw notFound(id);
  }

  async runNow(id: string): Promise<ScrapeOutcome> {
    const response = await this.http.request(`/config/run/${encodeURIComponent(id)}`, { method: 'POST', body: {} });
    const outcome = decode(OutcomeCodec, response.data, `POST /config/run/${id}`);
    return { status: outcome.status, items: outcome.items ?? 0, changes: outcome.changes ?? 0, errors: outcome.errors ?? [] };
  }
}
