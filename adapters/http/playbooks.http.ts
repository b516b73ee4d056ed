import * as t from 'io-ts';
import { stringify } from 'yaml';
import { DomainError, type CollectionPage, type CollectionQuery } from '../../core/shared';
import { readPlaybookSpec, targetsOf, type Playbook, type PlaybookDraft, type PlaybookPort } from '../../core/playbooks';
import { optional } from './codecs/decode';
import { from } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const RowCodec = t.intersection([
  t.type({ id: t.string, name: t.string, spec: t.UnknownRecord }),
  t.partial({
    title: optional(t.string),
    category: optional(t.string),
    description: optional(t.string),
    icon: optional(t.string),
    created_at: optional(t.string),
    deleted_at: optional(t.string),
  }),
]);
const RowsCodec = t.array(RowCodec, 'Playbooks');
type Row = t.TypeOf<typeof RowCodec>;

const toRow = (row: Row): Playbook => ({
  id: row.id,
  name: row.name,
  title: row.title || row.name,
  category: row.category ?? '',
  description: row.description ?? '',
  icon: row.icon ?? '',
  spec: stringify(row.spec),
  targets: targetsOf(row.spec),
  createdAt: row.created_at ?? '',
});

/** The columns a draft writes: the spec as an object, and the fields the cards show taken from it. */
function columnsOf(draft: PlaybookDraft) {
  const { spec } = readPlaybookSpec(draft.spec);
  if (!spec) throw new DomainError('invalid', 'The playbook spec does not pass the playbook spec schema');
  const text = (key: string) => (typeof spec[key] === 'string' ? (spec[key] as string) : undefined);
  return { name: draft.name, spec, title: text('title') ?? draft.name, category: text('category') ?? '', description: text('description') ?? null, icon: text('icon') ?? null };
}

/** The column each sortable field is sorted by. */
const SORT_COLUMNS: Readonly<Record<string, string>> = { title: 'title', name: 'name', createdAt: 'created_at' };

const live = () => from<Row>('playbooks').is('deleted_at', null);
const notFound = (id: string) => new DomainError('not_found', `Playbook ${id} not found`);

/** Playbooks over PostgREST's `playbooks` table (seed 002 §7.2); a delete sets deleted_at. */
export class HttpPlaybookAdapter implements PlaybookPort {
  constructor(private readonly db: PostgrestClient) {}

  async list(query: CollectionQuery): Promise<CollectionPage<Playbook>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'title';
    // The id keeps the order stable across pages when the sort column ties.
    const ordered = live().order(column, { ascending: query.sort ? !query.sort.desc : true }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toRow), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<Playbook> {
    const [row] = (await this.db.select(live().eq('id', id), RowsCodec)).rows;
    if (!row) throw notFound(id);
    return toRow(row);
  }

  async create(draft: PlaybookDraft): Promise<Playbook> {
    const [row] = await this.db.insert('playbooks', { ...columnsOf(draft), source: 'UI' }, RowsCodec);
    if (!row) throw new DomainError('server', 'The server did not return the new playbook');
    return toRow(row);
  }

  async update(id: string, draft: PlaybookDraft): Promise<Playbook> {
    const [row] = await this.db.update(live().eq('id', id), columnsOf(draft), RowsCodec);
    if (!row) throw notFound(id);
    return toRow(row);
  }

  async remove(id: string): Promise<void> {
    if ((await this.db.update(live().eq('id', id), { deleted_at: 'now()' }, RowsCodec)).length === 0) throw notFound(id);
  }
}
