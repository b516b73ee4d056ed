import * as t from 'io-ts';
import { DomainError, type CollectionPage, type CollectionQuery } from '../../../core/shared';
import type {
  CustomService, NamedRef, Notification, NotificationDraft, NotificationPort, RecipientChoices,
} from '../../../core/settings/notifications';
import { optional } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

const RefCodec = t.intersection([t.type({ id: t.string }), t.partial({ name: optional(t.string), email: optional(t.string) })]);
const ServiceCodec = t.partial({ name: optional(t.string), connection: optional(t.string) });

const RowCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({
    title: optional(t.string), events: optional(t.array(t.string)), filter: optional(t.string), template: optional(t.string),
    person: optional(RefCodec), team: optional(RefCodec), created_by: optional(t.union([RefCodec, t.string])),
    custom_services: optional(t.array(ServiceCodec)), source: optional(t.string), created_at: optional(t.string),
    pending: optional(t.number), sent: optional(t.number), failed: optional(t.number),
    avg_duration_ms: optional(t.union([t.number, t.string])), most_common_error: optional(t.string),
  }),
]);
const RowsCodec = t.array(RowCodec, 'Notifications');
type Row = t.TypeOf<typeof RowCodec>;
const WrittenCodec = t.array(t.type({ id: t.string }), 'Notifications');
const NamedCodec = t.array(t.intersection([t.type({ id: t.string }), t.partial({ name: optional(t.string), email: optional(t.string) })]));
const ConnectionsCodec = t.array(t.type({ id: t.string, name: t.string, type: t.string }), 'Connections');

const refOf = (ref: t.TypeOf<typeof RefCodec> | string | null | undefined): NamedRef | undefined =>
  ref && typeof ref === 'object' ? { id: ref.id, name: ref.name || ref.email || ref.id } : undefined;

const toRow = (row: Row): Notification => ({
  id: row.id,
  name: row.name,
  title: row.title ?? '',
  events: row.events ?? [],
  filter: row.filter ?? '',
  template: row.template ?? '',
  person: refOf(row.person),
  team: refOf(row.team),
  customServices: (row.custom_services ?? []).map((s): CustomService => ({ name: s.name ?? s.connection ?? '', connection: s.connection ?? '' })),
  source: row.source ?? undefined,
  createdBy: refOf(row.created_by),
  createdAt: row.created_at ?? '',
  pending: row.pending ?? 0,
  sent: row.sent ?? 0,
  failed: row.failed ?? 0,
  avgDurationMs: row.avg_duration_ms === null || row.avg_duration_ms === undefined ? undefined : Number(row.avg_duration_ms),
  mostCommonError: row.most_common_error ?? undefined,
});

/** The columns the list may be sorted by. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name', pending: 'pending', sent: 'sent', failed: 'failed', avgDuration: 'avg_duration_ms', createdAt: 'created_at',
};

/** R002-7-2-08: the summary view with person, team and created_by expanded. */
const summary = from<Row>('notifications_summary').select(
  '*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon),created_by(id,name,avatar,email)',
);
const table = from<Row & { deleted_at?: string | null }>('notifications');
const notFound = (id: string) => new DomainError('not_found', `Notification ${id} not found`);
const blank = (text: string) => (text === '' ? null : text);

/**
 * What a form writes. R002-7-2-10: an update sends person_id, team_id and custom_services, each null
 * when the recipient is not of its kind, so switching recipients clears the stored ones.
 */
function written(draft: NotificationDraft) {
  return {
    name: draft.name,
    title: blank(draft.title),
    events: draft.events,
    filter: blank(draft.filter),
    template: blank(draft.template),
    person_id: draft.recipient === 'person' ? blank(draft.personId) : null,
    team_id: draft.recipient === 'team' ? blank(draft.teamId) : null,
    custom_services: draft.recipient === 'others' && draft.customServices.length > 0 ? draft.customServices : null,
  };
}

/** Notifications over PostgREST: read from `notifications_summary`, written to `notifications` (seed 002 §7.2). */
export class HttpNotificationAdapter implements NotificationPort {
  constructor(private readonly db: PostgrestClient) {}

  async list(query: CollectionQuery): Promise<CollectionPage<Notification>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'created_at';
    // The id keeps the order stable across pages when the sort column ties.
    const ordered = summary.order(column, { ascending: query.sort ? !query.sort.desc : false }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toRow), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<Notification> {
    const [row] = (await this.db.select(summary.eq('id', id), RowsCodec)).rows;
    if (!row) throw notFound(id);
    return toRow(row);
  }

  /** R002-7-2-09: a create adds created_by; it is the UI's (R002-4-10). */
  async create(draft: NotificationDraft, by: string): Promise<Notification> {
    const [row] = await this.db.insert('notifications', { ...written(draft), source: 'UI', created_by: by }, WrittenCodec);
    if (!row) throw new DomainError('server', 'The server did not return the new notification');
    return this.get(row.id);
  }

  async update(id: string, draft: NotificationDraft): Promise<Notification> {
    const [row] = await this.db.update(table.eq('id', id), written(draft), WrittenCodec);
    if (!row) throw notFound(id);
    return this.get(row.id);
  }

  /** A notification is deleted softly, as the real one is: its sends stay in the history. */
  async remove(id: string): Promise<void> {
    const rows = await this.db.update(table.eq('id', id).is('deleted_at', null), { deleted_at: new Date().toISOString() }, WrittenCodec);
    if (rows.length === 0) throw notFound(id);
  }

  /** The pickers' choices; connections by id, name and type only (DECISIONS §30). */
  async recipients(): Promise<RecipientChoices> {
    const [people, teams, connections] = await Promise.all([
      this.db.select(from('people').select('id,name,email').is('deleted_at', null).order('name'), NamedCodec),
      this.db.select(from('teams').select('id,name').is('deleted_at', null).order('name'), NamedCodec),
      this.db.select(from('notification_connections').select('id,name,type').order('name'), ConnectionsCodec),
    ]);
    const named = (rows: t.TypeOf<typeof NamedCodec>) => rows.map((row): NamedRef => ({ id: row.id, name: row.name || row.email || row.id }));
    return { people: named(people.rows), teams: named(teams.rows), connections: connections.rows };
  }
}
