import * as t from 'io-ts';
import { targetsOf } from '../../core/playbooks';
import type {
  RunDialogPlaybook, LookupQuery, PlaybookParameter, PlaybookRunAction, PlaybookRunDetail, PlaybookRunPort, PlaybookRunRow, ResourceOption, RunListQuery, RunRequest,
  RunTarget,
} from '../../core/playbooks';
import { DomainError, type CollectionPage, type ExportTable } from '../../core/shared';
import type { HttpClient } from './client';
import { decode, optional } from './codecs/decode';
import { exportTableOf, from } from './postgrest';
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

const Named = optional(t.intersection([t.type({ id: t.string }), t.partial({ name: optional(t.string), title: optional(t.string) })]));
const RunRowCodec = t.intersection([
  t.type({ id: t.string, playbook_id: t.string, status: t.string, created_at: t.string }),
  t.partial({
    scheduled_time: optional(t.string),
    start_time: optional(t.string),
    end_time: optional(t.string),
    error: optional(t.string),
    parameters: optional(t.UnknownRecord),
    playbooks: Named,
    component: Named,
    config: Named,
    check: Named,
    created_by: Named,
  }),
]);
const ListedCodec = t.array(t.intersection([t.type({ id: t.string, name: t.string, spec: t.UnknownRecord }), t.partial({ title: optional(t.string) })]), 'ApplicablePlaybooks');
/** The types a spec's selectors of one kind name. */
const typesOf = (selectors: unknown): string[] =>
  Array.isArray(selectors) ? selectors.flatMap((s: { types?: unknown }) => (Array.isArray(s?.types) ? s.types.map(String) : [])) : [];
const NamesCodec = t.array(t.type({ id: t.string, name: t.string, title: t.string }), 'PlaybookNames');
const RunRowsCodec = t.array(RunRowCodec, 'PlaybookRuns');
export const ActionCodec = t.intersection([
  t.type({ id: t.string, name: t.string, status: t.string }),
  t.partial({
    start_time: optional(t.string),
    end_time: optional(t.string),
    scheduled_time: optional(t.string),
    error: optional(t.string),
    result: optional(t.UnknownRecord),
  }),
]);
const ActionsCodec = t.array(ActionCodec, 'PlaybookRunActions');

const RUN_SELECT =
  'id,playbook_id,status,created_at,scheduled_time,start_time,end_time,error,parameters,playbooks(id,name,title),' +
  'component:components(id,name),config:config_items(id,name),check:checks(id,name),created_by(id,name)';

export const present = (value: string | null | undefined) => value ?? undefined;

function toRun(row: t.TypeOf<typeof RunRowCodec>): PlaybookRunRow {
  const resource = (['component', 'config', 'check'] as const).flatMap((kind) => {
    const named = row[kind];
    return named ? [{ kind, id: named.id, name: named.name ?? named.id }] : [];
  })[0];
  return {
    id: row.id,
    playbookId: row.playbook_id,
    playbookName: row.playbooks?.name ?? row.playbook_id,
    playbookTitle: row.playbooks?.title || row.playbooks?.name || row.playbook_id,
    rawStatus: row.status,
    ...(resource ? { resource } : {}),
    ...(row.created_by ? { requestedBy: { id: row.created_by.id, name: row.created_by.name ?? row.created_by.id } } : {}),
    createdAt: row.created_at,
    scheduledTime: present(row.scheduled_time),
    startTime: present(row.start_time),
    endTime: present(row.end_time),
    error: present(row.error),
    parameters: row.parameters ?? {},
  };
}

export const toAction = (row: t.TypeOf<typeof ActionCodec>): PlaybookRunAction => ({
  id: row.id,
  name: row.name,
  rawStatus: row.status,
  startTime: present(row.start_time),
  endTime: present(row.end_time),
  scheduledTime: present(row.scheduled_time),
  error: present(row.error),
  result: row.result ?? undefined,
});

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

  /** The filtered runs, newest first, before paging: the list pages through them, the export reads them all. */
  private filtered(query: RunListQuery) {
    let select = from('playbook_runs').select(RUN_SELECT).is('parent_id', null).order('created_at', { ascending: false }).order('id');
    if (query.from) select = select.gte('created_at', query.from);
    if (query.to) select = select.lte('created_at', query.to);
    if (query.configId) select = select.eq('config_id', query.configId);
    if (query.playbookId) select = select.eq('playbook_id', query.playbookId);
    if (query.statuses?.length) select = select.in('status', query.statuses);
    return select;
  }

  exportTable(query: RunListQuery): ExportTable {
    return exportTableOf(this.filtered(query));
  }

  async list(query: RunListQuery): Promise<CollectionPage<PlaybookRunRow>> {
    const page = await this.db.select(this.filtered(query).page(query.pageIndex, query.pageSize), RunRowsCodec, { count: true });
    return { rows: page.rows.map(toRun), total: page.total ?? page.rows.length };
  }

  async get(runId: string): Promise<PlaybookRunDetail> {
    const [runs, actions] = await Promise.all([
      this.db.select(from('playbook_runs').select(RUN_SELECT).eq('id', runId), RunRowsCodec),
      this.db.select(
        from('playbook_run_actions').select('id,name,status,start_time,end_time,scheduled_time,error,result').eq('playbook_run_id', runId).order('start_time', { nulls: 'last' }).order('scheduled_time'),
        ActionsCodec,
      ),
    ]);
    const [run] = runs.rows;
    if (!run) throw new DomainError('not_found', `Playbook run ${runId} not found`);
    return { run: toRun(run), actions: actions.rows.map(toAction) };
  }

  async approve(runId: string): Promise<void> {
    await this.http.request(`/playbook/run/approve/${encodeURIComponent(runId)}`, { method: 'POST' });
  }

  async cancel(runId: string): Promise<void> {
    await this.http.request(`/playbook/run/cancel/${encodeURIComponent(runId)}`, { method: 'POST' });
  }

  async applicable(target: RunTarget): Promise<RunDialogPlaybook[]> {
    const response = await this.http.request('/playbook/list', { query: new URLSearchParams({ [`${target.kind}_id`]: target.id }).toString() });
    return decode(ListedCodec, response.data, 'GET /playbook/list').map((row) => ({
      id: row.id,
      title: row.title || row.name,
      targets: targetsOf(row.spec),
      types: Object.fromEntries(targetsOf(row.spec).map((kind) => [kind, typesOf(row.spec[`${kind}s`])])),
    }));
  }

  async playbookNames(): Promise<ResourceOption[]> {
    const { rows } = await this.db.select(from('playbook_names').select('id,name,title').order('title').order('name'), NamesCodec);
    return rows.map((row) => ({ id: row.id, name: row.title || row.name }));
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
