import * as t from 'io-ts';
import {
  parseLogBackendLabels, parseLogBackendSpec, type LogBackend, type LogBackendDraft, type LoggingBackendPort,
} from '../../../core/settings/logging-backends';
import { DomainError, type CollectionPage, type CollectionQuery } from '../../../core/shared';
import { optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const RowCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({
    labels: optional(t.unknown),
    spec: optional(t.unknown),
    source: optional(t.string),
    created_at: optional(t.string),
    updated_at: optional(t.string),
    deleted_at: optional(t.string),
    created_by: optional(t.union([t.string, t.type({ id: t.string, name: optional(t.string), email: optional(t.string) })])),
  }),
]);
const RowsCodec = t.array(RowCodec, 'LoggingBackends');
type Row = t.TypeOf<typeof RowCodec>;

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

const toBackend = (row: Row): LogBackend => {
  const author = row.created_by;
  return {
    id: row.id,
    name: row.name,
    labels: isMap(row.labels) ? Object.fromEntries(Object.entries(row.labels).map(([k, v]) => [k, String(v)])) : {},
    spec: isMap(row.spec) ? row.spec : {},
    source: row.source ?? '',
    createdAt: row.created_at ?? '',
    updatedAt: present(row.updated_at),
    createdBy: author && typeof author === 'object' ? { id: author.id, name: present(author.name) ?? author.email ?? author.id } : undefined,
  };
};

/** The columns the list may be sorted by. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name', source: 'source', createdAt: 'created_at', updatedAt: 'updated_at',
};

// Reference §2.7's select, with labels and created_by's person for the list's columns.
const listed = from<Row>('logging_backends').select('id,name,labels,spec,source,created_at,updated_at,created_by(id,name,email)').is('deleted_at', null);
const table = from<Row>('logging_backends');
const notFound = (id: string) => new DomainError('not_found', `Log backend ${id} not found`);

/** The draft's text as the row's fields; a text the form should have refused is refused here too. */
function fieldsOf(draft: LogBackendDraft) {
  const spec = parseLogBackendSpec(draft.spec);
  if ('error' in spec) throw new DomainError('invalid', spec.error);
  const labels = parseLogBackendLabels(draft.labels);
  if ('error' in labels) throw new DomainError('invalid', labels.error);
  return { spec: spec.value, labels: labels.value };
}

/** Log backends over PostgREST's `logging_backends` (reference §2.7, seed 002 §7.2: newest first, a soft delete). */
export class HttpLoggingBackendAdapter implements LoggingBackendPort {
  constructor(private readonly db: PostgrestClient) {}

  async list(query: CollectionQuery): Promise<CollectionPage<LogBackend>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'created_at';
    // The id keeps the order stable across pages when the sort column ties.
    const ordered = listed.order(column, { ascending: query.sort ? !query.sort.desc : false, nulls: 'last' }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toBackend), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<LogBackend> {
    const [row] = (await this.db.select(listed.eq('id', id), RowsCodec)).rows;
    if (!row) throw notFound(id);
    return toBackend(row);
  }

  async create(draft: LogBackendDraft, by: string): Promise<LogBackend> {
    const [row] = await this.db.insert('logging_backends', { name: draft.name, ...fieldsOf(draft), source: 'UI', created_by: by }, RowsCodec);
    if (!row) throw new DomainError('server', 'The server did not return the new log backend');
    // Read back through the list's select, which names the author.
    return this.get(row.id);
  }

  /** Seed 002 §2.2: the name stays as it was. */
  async update(id: string, draft: LogBackendDraft): Promise<LogBackend> {
    const [row] = await this.db.update(table.eq('id', id).is('deleted_at', null), fieldsOf(draft), RowsCodec);
    if (!row) throw notFound(id);
    return this.get(row.id);
  }

  /** Seed 002 §7.2: a soft delete. */
  async remove(id: string): Promise<void> {
    const rows = await this.db.update(table.eq('id', id).is('deleted_at', null), { deleted_at: new Date().toISOString() }, RowsCodec);
    if (rows.length === 0) throw notFound(id);
  }
}
