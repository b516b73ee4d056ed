import { DomainError, isUuid, type CollectionPage, type CollectionQuery } from '../../../core/shared';
import {
  labelsOf, resourceAgent, resourceWrite, type ResourceDraft, type ResourceKind, type SettingsResource, type SettingsResourcePort,
} from '../../../core/settings';
import type { HttpClient } from '../client';
import { ResourceRowsCodec, type ResourceRow } from '../codecs/settings-resources';
import { decode } from '../codecs/decode';
import { from } from '../postgrest';
import type { PostgrestClient } from '../postgrest-client';

/** R002-9-11: settings lists are fetched with limit 100. */
export const RESOURCE_LIST_LIMIT = 100;
const WITH_AUTHOR = '*,created_by(id,name,avatar,email)';

/** Seed 002 §7.2: lists read `{table}_with_status` (incident rules have no such view). */
const listRelation = (kind: ResourceKind) => (kind === 'incident_rules' ? 'incident_rules' : `${kind}_with_status`);

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

export function toResource(row: ResourceRow): SettingsResource {
  const author = row.created_by;
  return {
    id: row.id,
    name: row.name,
    namespace: present(row.namespace),
    icon: present(row.icon),
    schedule: present(row.schedule),
    source: present(row.source),
    labels: labelsOf(row.labels ?? {}),
    spec: row.spec ?? {},
    agent: resourceAgent(row.agent?.id ?? row.agent_id, row.agent?.name),
    createdBy: author && typeof author === 'object' ? { id: author.id, name: present(author.name) ?? author.email ?? author.id, avatar: present(author.avatar) } : undefined,
    createdAt: present(row.created_at),
    updatedAt: present(row.updated_at),
    lastRun: present(row.last_runtime) ?? present(row.job_time_start),
    lastFailed: present(row.job_last_failed),
    jobStatus: present(row.job_status),
    jobDetails: row.job_details && Object.keys(row.job_details).length > 0 ? row.job_details : undefined,
  };
}

/** The generic settings tables over /api/db (seed 002 §7.2): list, get, create, update and soft delete. */
export class HttpSettingsResourceAdapter implements SettingsResourcePort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async list(kind: ResourceKind, query: CollectionQuery): Promise<CollectionPage<SettingsResource>> {
    const request = from(listRelation(kind))
      .select(WITH_AUTHOR)
      .filter('deleted_at', 'is', null)
      .order('created_at', { ascending: false })
      .limit(RESOURCE_LIST_LIMIT);
    // R002-2-2-18: the list is never answered from a cache.
    const response = await this.http.request(request.path, { query: request.toString(), headers: { 'Cache-Control': 'no-cache' } });
    const rows = decode(ResourceRowsCodec, response.data, `GET ${request.path}`).map(toResource);
    const size = query.pageSize ?? rows.length;
    return { rows: rows.slice(query.pageIndex * size, (query.pageIndex + 1) * size), total: rows.length };
  }

  async get(kind: ResourceKind, id: string): Promise<SettingsResource | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await this.db.select(from(kind).select(WITH_AUTHOR).filter('id', 'eq', id).filter('deleted_at', 'is', null), ResourceRowsCodec);
    return rows[0] && toResource(rows[0]);
  }

  async create(kind: ResourceKind, draft: ResourceDraft, createdBy: string): Promise<SettingsResource> {
    const request = from(kind).select(WITH_AUTHOR);
    const response = await this.http.request(request.path, {
      method: 'POST',
      query: request.toString(),
      body: { ...resourceWrite(kind, draft), created_by: createdBy },
    });
    return this.single(decode(ResourceRowsCodec, response.data, `POST ${request.path}`), `The server did not return the new ${draft.name}`);
  }

  async update(kind: ResourceKind, id: string, draft: ResourceDraft, createdBy: string): Promise<SettingsResource> {
    const rows = await this.db.update(
      from(kind).select(WITH_AUTHOR).filter('id', 'eq', id).filter('deleted_at', 'is', null),
      // PostgreSQL reads the string now() as the current time (reference §1.5).
      { ...resourceWrite(kind, draft), created_by: createdBy, updated_at: 'now()' },
      ResourceRowsCodec,
    );
    return this.single(rows, `${draft.name} not found`);
  }

  /** R002-4-18: a soft delete, deleted_at set to now. */
  async remove(kind: ResourceKind, id: string): Promise<void> {
    const rows = await this.db.update(
      from(kind).select('id,name').filter('id', 'eq', id).filter('deleted_at', 'is', null),
      { deleted_at: 'now()' },
      ResourceRowsCodec,
    );
    if (rows.length === 0) throw new DomainError('not_found', `${id} not found`);
  }

  private single(rows: ResourceRow[], message: string): SettingsResource {
    const row = rows[0];
    if (!row) throw new DomainError('not_found', message);
    return toResource(row);
  }
}
