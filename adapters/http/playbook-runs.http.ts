import * as t from 'io-ts';
import type { LookupQuery, PlaybookParameter, PlaybookRunPort, ResourceOption, RunRequest, RunTarget } from '../../core/playbooks';
import type { HttpClient } from './client';
import { decode, optional } from './codecs/decode';
import { from } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const ParameterCodec = t.intersection([
  t.type({ name: t.string }),
  t.partial({
    label: optional(t.string),
    type: optional(t.string),
    required: optional(t.boolean),
    default: t.unknown,
    description: optional(t.string),
    properties: optional(t.UnknownRecord),
  }),
]);
const ParamsCodec = t.type({ params: t.array(ParameterCodec) }, 'PlaybookParams');
const RunCodec = t.type({ run_id: t.string }, 'PlaybookRunAnswer');
const OptionCodec = t.intersection([t.type({ id: t.string }), t.partial({ name: optional(t.string), type: optional(t.string), email: optional(t.string) })]);
const OptionsCodec = t.array(OptionCodec, 'Lookups');

/** At most this many matches fill a picker. */
const LOOKUP_LIMIT = 20;

/** Where each picker searches, by name, and what it shows beside the name. */
const LOOKUPS = {
  config: { relation: 'config_items', select: 'id,name,type', detail: 'type', live: true },
  component: { relation: 'components', select: 'id,name,type', detail: 'type', live: true },
  check: { relation: 'checks', select: 'id,name,type', detail: 'type', live: true },
  people: { relation: 'people', select: 'id,name,email', detail: 'email', live: false },
  team: { relation: 'teams', select: 'id,name', detail: undefined, live: true },
} as const;

const targetBody = (target?: RunTarget) => (target ? { [`${target.kind}_id`]: target.id } : {});

/** Running playbooks through `/api/playbook` (reference §4.3); the pickers search PostgREST by name. */
export class HttpPlaybookRunAdapter implements PlaybookRunPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async parameters(playbookId: string, target?: RunTarget): Promise<PlaybookParameter[]> {
    const path = `/playbook/${encodeURIComponent(playbookId)}/params`;
    const response = await this.http.request(path, { method: 'POST', body: targetBody(target) });
    return decode(ParamsCodec, response.data, `POST ${path}`).params.map((p) => ({
      name: p.name,
      label: p.label ?? '',
      type: p.type ?? 'text',
      required: p.required === true,
      default: p.default,
      description: p.description ?? undefined,
      properties: p.properties ?? {},
    }));
  }

  async run(request: RunRequest): Promise<string> {
    const response = await this.http.request('/playbook/run', { method: 'POST', body: request });
    return decode(RunCodec, response.data, 'POST /playbook/run').run_id;
  }

  async lookup(query: LookupQuery): Promise<ResourceOption[]> {
    const where = LOOKUPS[query.kind];
    let select = from(where.relation).select(where.select).order('name').limit(LOOKUP_LIMIT);
    if (where.live) select = select.is('deleted_at', null);
    if (query.text.trim()) select = select.ilike('name', `*${query.text.trim()}*`);
    if (query.types?.length) select = select.in('type', query.types);
    const { rows } = await this.db.select(select, OptionsCodec);
    return rows.map((row) => ({ id: row.id, name: row.name ?? row.id, ...(where.detail && row[where.detail] ? { detail: row[where.detail]! } : {}) }));
  }
}
