import * as t from 'io-ts';
import {
  connectionWriteOf, type Connection, type ConnectionDraft, type ConnectionPort, type ConnectionTestOutcome,
} from '../../../core/settings/connections';
import { DomainError, isDomainError, type CollectionPage, type CollectionQuery } from '../../../core/shared';
import type { HttpClient } from '../client';
import { optional } from '../codecs/decode';
import { httpError } from '../errors';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const RowCodec = t.intersection([
  t.type({ id: t.string, name: t.string, type: t.string }),
  t.partial({
    namespace: optional(t.string),
    url: optional(t.string),
    username: optional(t.string),
    password: optional(t.string),
    certificate: optional(t.string),
    insecure_tls: optional(t.boolean),
    properties: optional(t.unknown),
    created_at: optional(t.string),
    updated_at: optional(t.string),
    deleted_at: optional(t.string),
    created_by: optional(t.union([t.string, t.type({ id: t.string, name: optional(t.string), email: optional(t.string) })])),
  }),
]);
const RowsCodec = t.array(RowCodec, 'Connections');
type Row = t.TypeOf<typeof RowCodec>;

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const toConnection = (row: Row): Connection => {
  const author = row.created_by;
  return {
    id: row.id,
    name: row.name,
    namespace: row.namespace ?? 'default',
    type: row.type,
    url: present(row.url),
    username: present(row.username),
    password: present(row.password),
    certificate: present(row.certificate),
    insecureTls: row.insecure_tls === true,
    properties: isMap(row.properties) ? Object.fromEntries(Object.entries(row.properties).map(([k, v]) => [k, String(v)])) : {},
    createdAt: row.created_at ?? '',
    updatedAt: present(row.updated_at),
    createdBy: author && typeof author === 'object' ? { id: author.id, name: present(author.name) ?? author.email ?? author.id } : undefined,
  };
};

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name', namespace: 'namespace', type: 'type', createdAt: 'created_at', updatedAt: 'updated_at',
};

// Reference §2.7's settings list: every column (secrets read masked, DECISIONS §30) and the author.
const listed = from<Row>('connections')
  .select('id,name,namespace,type,url,username,password,certificate,insecure_tls,properties,created_at,updated_at,created_by(id,name,email)')
  .is('deleted_at', null);
const table = from<Row>('connections');
const notFound = (id: string) => new DomainError('not_found', `Connection ${id} not found`);
/** What a 400 without a text of its own reads as: no server text to show (R002-8-29). */
const NO_TEXT = httpError(400, undefined).message;

/** Connections over PostgREST's `connections` and `POST /connection/test/{id}` (reference §2.7, §4.9). */
export class HttpConnectionAdapter implements ConnectionPort {
  constructor(
    private readonly db: PostgrestClient,
    private readonly http: HttpClient,
  ) {}

  async list(query: CollectionQuery): Promise<CollectionPage<Connection>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'created_at';
    const ordered = listed.order(column, { ascending: query.sort ? !query.sort.desc : false, nulls: 'last' }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toConnection), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<Connection> {
    const [row] = (await this.db.select(listed.eq('id', id), RowsCodec)).rows;
    if (!row) throw notFound(id);
    return toConnection(row);
  }

  async create(draft: ConnectionDraft, by: string): Promise<Connection> {
    const [row] = await this.db.insert('connections', { ...connectionWriteOf(draft), source: 'UI', created_by: by }, RowsCodec);
    if (!row) throw new DomainError('server', 'The server did not return the new connection');
    return this.get(row.id);
  }

  async update(id: string, draft: ConnectionDraft): Promise<Connection> {
    const [row] = await this.db.update(table.eq('id', id).is('deleted_at', null), { ...connectionWriteOf(draft), updated_at: new Date().toISOString() }, RowsCodec);
    if (!row) throw notFound(id);
    return this.get(row.id);
  }

  /** Seed 002 §7.2: a soft delete. */
  async remove(id: string): Promise<void> {
    const rows = await this.db.update(table.eq('id', id).is('deleted_at', null), { deleted_at: new Date().toISOString() }, RowsCodec);
    if (rows.length === 0) throw notFound(id);
  }

  /** Reference §4.9: 200 with message 'ok' passes; 400 carries the server's text, 501 an untestable type. */
  async test(id: string): Promise<ConnectionTestOutcome> {
    try {
      await this.http.request(`/connection/test/${encodeURIComponent(id)}`, { method: 'POST', responseType: 'text' });
      return { kind: 'passed' };
    } catch (error) {
      const status = isDomainError(error) ? error.details?.status : undefined;
      if (status === 400) return { kind: 'refused', text: error instanceof Error && error.message !== NO_TEXT ? error.message : undefined };
      if (status === 501) return { kind: 'unsupported' };
      return { kind: 'failed' };
    }
  }
}
