import type {
  EvidenceCandidate, EvidenceSearchPort, PeopleDirectoryPort, Person, SearchableEvidenceType, Team,
} from '../../core/incidents';
import { CandidateRowsCodec, PeopleRowsCodec, TeamRowsCodec } from './codecs/incidents';
import { personOf, teamOf } from './incident-rows';
import { condition, from, type PostgrestQuery } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

/** The catalog picker's cap (seed 001 §9) serves every evidence search too. */
export const EVIDENCE_SEARCH_LIMIT = 50;

interface Searchable {
  readonly query: (like: string) => PostgrestQuery;
  readonly name: (row: Record<string, unknown>) => string;
  readonly detail: (row: Record<string, unknown>) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ');
const byName = (relation: string, columns: string) => (like: string) =>
  from(relation).select(columns).is('deleted_at', null).ilike('name', like).order('name').limit(EVIDENCE_SEARCH_LIMIT);

const SEARCHES: Readonly<Record<SearchableEvidenceType, Searchable>> = {
  topology: { query: byName('components', 'id,name,type,status'), name: (r) => text(r.name), detail: (r) => joined(r.type, r.status) },
  config: { query: byName('config_items', 'id,name,type,status'), name: (r) => text(r.name), detail: (r) => joined(r.type, r.status) },
  check: { query: byName('checks', 'id,name,type,status'), name: (r) => text(r.name), detail: (r) => joined(r.type, r.status) },
  config_analysis: {
    query: (like) =>
      from('config_analysis')
        .select('id,analyzer,analysis_type,severity,status')
        .or([condition('analyzer', 'ilike', like), condition('summary', 'ilike', like)].join(','))
        .order('last_observed', { ascending: false })
        .limit(EVIDENCE_SEARCH_LIMIT),
    name: (r) => text(r.analyzer),
    detail: (r) => joined(r.analysis_type, r.severity, r.status),
  },
  config_change: {
    query: (like) =>
      from('config_changes')
        .select('id,change_type,summary,severity,created_at')
        .or([condition('change_type', 'ilike', like), condition('summary', 'ilike', like)].join(','))
        .order('created_at', { ascending: false })
        .limit(EVIDENCE_SEARCH_LIMIT),
    name: (r) => joined(r.change_type, r.summary),
    detail: (r) => joined(r.severity, r.created_at),
  },
};

/** People and teams for mentions and responders, and the evidence wizard's search (DECISIONS §17). */
export class HttpIncidentDirectoryAdapter implements PeopleDirectoryPort, EvidenceSearchPort {
  constructor(private readonly db: PostgrestClient) {}

  /** Reference §2.5: people with an email (not System or agents), not deleted. */
  async people(): Promise<Person[]> {
    const query = from('people').select('id,name,email,avatar').is('deleted_at', null).isNot('email', null).order('name');
    return (await this.db.select(query, PeopleRowsCodec)).rows.map((row) => personOf(row)!);
  }

  async teams(): Promise<Team[]> {
    const query = from('teams').select('id,name,icon,spec').is('deleted_at', null).order('name');
    return (await this.db.select(query, TeamRowsCodec)).rows.map(teamOf);
  }

  async search(type: SearchableEvidenceType, query: string): Promise<EvidenceCandidate[]> {
    const search = SEARCHES[type];
    const rows = (await this.db.select(search.query(`*${query}*`), CandidateRowsCodec)).rows;
    return rows.map((row) => ({ id: row.id, type, name: search.name(row) || row.id, detail: search.detail(row) || undefined }));
  }
}
