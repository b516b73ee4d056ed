import type { Agent, AgentListQuery, AgentPage, AgentPort, GeneratedAgent } from '../../core/agents';
import { DomainError } from '../../core/shared';
import type { HttpClient } from './client';
import { AgentIdsCodec, AgentRowsCodec, GeneratedAgentCodec, type AgentRow } from './codecs/agents';
import { decode } from './codecs/decode';
import { from } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
const count = (value: number | string | null | undefined) => (value === null || value === undefined ? 0 : Number(value) || 0);

const toAgent = (row: AgentRow): Agent => {
  const author = row.created_by;
  return {
    id: row.id,
    name: row.name,
    description: present(row.description),
    properties: Object.fromEntries(
      Object.entries(row.properties ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ),
    lastSeen: present(row.last_seen),
    lastReceived: present(row.last_received),
    createdAt: row.created_at ?? '',
    updatedAt: present(row.updated_at),
    createdBy:
      author && typeof author === 'object'
        ? { id: author.id, name: present(author.name) ?? author.email ?? author.id, email: present(author.email), avatar: present(author.avatar) }
        : undefined,
    deletedAt: present(row.deleted_at),
    configCount: count(row.config_count),
    checksCount: count(row.checks_count),
    configScraperCount: count(row.config_scrapper_count),
    playbookRunsCount: count(row.playbook_runs_count),
  };
};

/** The columns the list may be sorted by; anything else in the URL sorts by creation time. */
export const AGENT_SORT_COLUMNS: ReadonlySet<string> = new Set([
  'name', 'config_count', 'checks_count', 'config_scrapper_count', 'playbook_runs_count', 'status', 'last_received', 'last_seen',
  'created_at', 'updated_at', 'created_by',
]);

const summary = from('agents_summary').select('*,created_by(id,name,avatar,email)');

/** Agents over PostgREST (`agents_summary`, `agents`) and `POST /agent/generate` (reference §2.7, §4.6). */
export class HttpAgentAdapter implements AgentPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async list(query: AgentListQuery): Promise<AgentPage> {
    const sortBy = query.sortBy && AGENT_SORT_COLUMNS.has(query.sortBy) ? query.sortBy : 'created_at';
    let ordered = summary.order(sortBy, { ascending: query.sortOrder === 'asc', nulls: 'last' });
    // A stable order across pages when the sort column ties.
    if (sortBy !== 'created_at') ordered = ordered.order('created_at', { ascending: false });
    const page = await this.db.select(ordered.order('id').page(query.pageIndex, query.pageSize), AgentRowsCodec, { count: true });
    return { agents: page.rows.map(toAgent), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<Agent> {
    const page = await this.db.select(summary.eq('id', id), AgentRowsCodec);
    const row = page.rows[0];
    if (!row) throw new DomainError('not_found', `Agent ${id} not found`);
    return toAgent(row);
  }

  async create(agent: { name: string; properties: Readonly<Record<string, string>> }): Promise<GeneratedAgent> {
    const response = await this.http.request('/agent/generate', { method: 'POST', body: { name: agent.name, properties: agent.properties } });
    const generated = decode(GeneratedAgentCodec, response.data, 'POST /agent/generate');
    return { id: generated.id, username: generated.username, accessToken: generated.access_token };
  }

  async update(id: string, changes: { properties: Readonly<Record<string, string>> }): Promise<void> {
    const rows = await this.db.update(
      from('agents').eq('id', id).is('deleted_at', null).select('id'),
      // PostgreSQL reads the string now() as the current time (reference §1.5).
      { properties: changes.properties, updated_at: 'now()' },
      AgentIdsCodec,
    );
    if (rows.length === 0) throw new DomainError('not_found', `Agent ${id} not found`);
  }

  async remove(id: string, cleanup: boolean): Promise<void> {
    const rows = await this.db.update(
      from('agents').eq('id', id).is('deleted_at', null).select('id'),
      { deleted_at: 'now()', ...(cleanup ? { cleanup: true } : {}) },
      AgentIdsCodec,
    );
    if (rows.length === 0) throw new DomainError('not_found', `Agent ${id} not found`);
  }
}
