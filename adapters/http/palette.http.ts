import type { PaletteResource, PaletteResourceKind, PaletteSearch, PaletteSearchPort } from '../../core/palette';
import type { HttpClient } from './client';
import { decode } from './codecs/decode';
import { IncidentMatchRowsCodec, PersonMatchRowsCodec, SearchAnswerCodec, type Found } from './codecs/palette';
import { condition, from } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

/** The kinds POST /resources/search answers, by the key its request and answer use (reference §4.11). */
const SEARCH_KEYS = { check: 'checks', component: 'components', config: 'configs', playbook: 'playbooks' } as const;
type SearchedKind = keyof typeof SEARCH_KEYS;

const detailOf = (found: Found) => [found.type, found.namespace].filter(Boolean).join(' · ') || undefined;

/**
 * The palette's search (DECISIONS §32): one POST /resources/search for checks, components, configs and
 * playbooks, and /api/db for incidents (by title or number) and people (by name or email), all at once.
 */
export class HttpPaletteSearchAdapter implements PaletteSearchPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async search(
    { text, kinds, limit }: PaletteSearch,
    signal?: AbortSignal,
    onFound?: (part: readonly PaletteResource[]) => void,
  ): Promise<PaletteResource[]> {
    const searched = kinds.filter((kind): kind is SearchedKind => kind in SEARCH_KEYS);
    const told = (part: PaletteResource[]) => {
      if (part.length > 0) onFound?.(part);
      return part;
    };
    const [resources, incidents, people] = await Promise.all([
      searched.length ? this.resources(text, searched, limit, signal).then(told) : [],
      kinds.includes('incident') ? this.incidents(text, limit, signal).then(told) : [],
      kinds.includes('person') ? this.people(text, limit, signal).then(told) : [],
    ]);
    return [...resources, ...incidents, ...people];
  }

  private async resources(text: string, kinds: readonly SearchedKind[], limit: number, signal?: AbortSignal): Promise<PaletteResource[]> {
    const body: Record<string, unknown> = { limit };
    for (const kind of kinds) body[SEARCH_KEYS[kind]] = [{ search: text, limit }];
    const response = await this.http.request('/resources/search', { method: 'POST', body, signal });
    const answer = decode(SearchAnswerCodec, response.data ?? {}, 'POST /resources/search');
    return kinds.flatMap((kind) =>
      (answer[SEARCH_KEYS[kind]] ?? []).map((found): PaletteResource => ({
        kind, id: found.id, name: found.name, detail: detailOf(found), health: found.health ?? undefined,
      })),
    );
  }

  private async incidents(text: string, limit: number, signal?: AbortSignal): Promise<PaletteResource[]> {
    const like = `*${text}*`;
    const query = from('incidents')
      .select('id,incident_id,title,status,severity')
      .or([condition('title', 'ilike', like), condition('incident_id', 'ilike', like)].join(','))
      .order('created_at', { ascending: false })
      .limit(limit);
    const rows = (await this.db.select(query, IncidentMatchRowsCodec, { signal })).rows;
    return rows.map((row) => this.found('incident', row.id, row.title, row.incident_id ?? undefined, row.status ?? undefined));
  }

  private async people(text: string, limit: number, signal?: AbortSignal): Promise<PaletteResource[]> {
    const like = `*${text}*`;
    const query = from('people')
      .select('id,name,email')
      .is('deleted_at', null)
      .isNot('email', null)
      .or([condition('name', 'ilike', like), condition('email', 'ilike', like)].join(','))
      .order('name')
      .limit(limit);
    const rows = (await this.db.select(query, PersonMatchRowsCodec, { signal })).rows;
    return rows.map((row) => this.found('person', row.id, row.name, row.email ?? undefined));
  }

  private found(kind: PaletteResourceKind, id: string, name: string, detail?: string, health?: string): PaletteResource {
    return { kind, id, name, detail, health };
  }
}
