import type {
  CatalogFilter, CatalogListQuery, CatalogOptions, CatalogPort, CatalogSummaryRow, ChangeDetail, ChangePage, ChangesQuery, ConfigChange,
  ConfigDetail, ConfigIncident, ConfigItem, ConfigPage, InsightPage, InsightsQuery, LinkedComponent, PanelPage, PanelPageQuery, RelatedConfig,
  RelationsQuery,
} from '../../core/catalog';
import { CATALOG_SUMMARY_WINDOW, CHANGES_DEPTH, groupOrder } from '../../core/catalog';
import { DomainError, isHealth, isUuid, type ExportTable } from '../../core/shared';
import { MANUAL_SELECTOR_ID } from '../../core/topology';
import type { HttpClient } from './client';
import {
  ChangeConfigRowsCodec, ChangeDetailRowsCodec, ComponentLinkRowsCodec, ConfigIncidentRowsCodec, DeletedRowsCodec, ChangesAnswerCodec, ConfigCostRowsCodec, InsightRowsCodec, RelatedRowsCodec, type ChangeRow, ConfigDetailRowsCodec, ConfigRowsCodec, KeyValueRowsCodec, StatusRowsCodec, SummaryRowsCodec, TypeRowsCodec, type ConfigRow, type SummaryRow,
} from './codecs/catalog';
import { decode } from './codecs/decode';
import { catalogChangesQuery } from './catalog-exports';
import { condition, exportTableOf, from, type PostgrestQuery } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
const numberOf = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : Number(value));
const counts = (map: Readonly<Record<string, number | string | null | undefined>> | null | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(map ?? {}).map(([key, value]) => [key, numberOf(value) ?? 0]));
const strings = (map: Readonly<Record<string, unknown>> | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(map ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

const toConfig = (row: ConfigRow): ConfigItem => ({
  id: row.id,
  name: row.name ?? '',
  type: row.type,
  configClass: row.config_class ?? '',
  status: present(row.status),
  health: row.health && isHealth(row.health) ? row.health : undefined,
  tags: strings(row.tags),
  labels: strings(row.labels),
  changes: numberOf(row.changes) ?? 0,
  analysis: counts(row.analysis),
  cost30d: numberOf(row.cost_total_30d),
  createdAt: row.created_at ?? '',
  updatedAt: present(row.updated_at),
  deletedAt: present(row.deleted_at),
});

const SUMMARY_FIELDS = new Set(['count', 'health', 'analysis', 'changes', 'created_at', 'updated_at', 'cost_30d', 'cost_total_30d']);

const toSummary = (row: SummaryRow): CatalogSummaryRow => ({
  groups: Object.fromEntries(
    Object.entries(row).filter(([key, value]) => !SUMMARY_FIELDS.has(key) && typeof value === 'string') as [string, string][],
  ),
  count: Number(row.count),
  health: counts(row.health),
  analysis: counts(row.analysis),
  changes: numberOf(row.changes) ?? 0,
  // A real Mission Control names the cost cost_30d; the built-in backend sends both (reference §4.4).
  cost30d: numberOf(row.cost_total_30d ?? row.cost_30d),
  createdAt: present(row.created_at),
  updatedAt: present(row.updated_at),
});

const toChange = (row: ChangeRow): ConfigChange => ({
  id: row.id,
  configId: row.config_id ?? '',
  configName: row.name ?? '',
  configType: row.type ?? '',
  tags: strings(row.tags),
  changeType: row.change_type ?? '',
  severity: present(row.severity),
  summary: present(row.summary),
  source: present(row.source),
  createdAt: row.created_at ?? '',
  firstObserved: present(row.first_observed),
  count: numberOf(row.count) ?? 1,
  createdBy: present(row.created_by),
  externalCreatedBy: present(row.external_created_by),
  deletedAt: present(row.deleted_at),
});

/** The columns the flat list may be sorted by; anything else sorts by type. */
export const CONFIG_SORT_COLUMNS: ReadonlySet<string> = new Set([
  'name', 'type', 'status', 'health', 'changes', 'cost_total_30d', 'created_at', 'updated_at', 'deleted_at',
]);

const LIST_COLUMNS =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis';

/** The columns the insights may be sorted by (reference §2.3); anything else sorts by first observed. */
export const INSIGHT_SORT_COLUMNS: ReadonlySet<string> = new Set([
  'config_name', 'analysis_type', 'analyzer', 'summary', 'severity', 'status', 'source', 'first_observed', 'last_observed',
]);

const INSIGHT_COLUMNS =
  'id,config_id,config_name,config_type,analysis_type,analyzer,severity,status,summary,message,source,first_observed,last_observed';

const distinct = (values: readonly (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))].sort((a, b) => a.localeCompare(b));

/** POST /catalog/changes's search for a query, without its page (reference §4.4). */
function changesSearchBody(query: ChangesQuery): Record<string, unknown> {
  return {
    ...(query.configId ? { id: query.configId, recursive: query.recursive, depth: CHANGES_DEPTH } : {}),
    ...(query.configTypes ? { config_type: query.configTypes } : {}),
    ...(query.changeTypes ? { type: query.changeTypes } : {}),
    ...(query.severity ? { severity: query.severity } : {}),
    ...(query.tags ? { tags: query.tags } : {}),
    from: query.from,
    include_deleted_configs: query.includeDeletedConfigs,
    sort_by: query.sortBy,
  };
}

/** The catalog list over `configs` (PostgREST) and `POST /catalog/summary` (reference §2.3, §4.4, seed 002 §7.1). */
export class HttpCatalogAdapter implements CatalogPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async summary(filter: CatalogFilter): Promise<readonly CatalogSummaryRow[]> {
    const body = {
      groupBy: filter.groupBy,
      deleted: !filter.hideDeleted,
      filter: Object.fromEntries(filter.labels.map((label) => [label.key, label.value])),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.health ? { health: filter.health } : {}),
      changes: { since: CATALOG_SUMMARY_WINDOW },
      analysis: { since: CATALOG_SUMMARY_WINDOW },
      cost: CATALOG_SUMMARY_WINDOW,
    };
    const response = await this.http.request('/catalog/summary', { method: 'POST', body });
    return (decode(SummaryRowsCodec, response.data, 'POST /catalog/summary') ?? []).map((row) => toSummary(row as SummaryRow));
  }

  /** The flat list's filters and order, without its page. */
  private configsOf(query: CatalogListQuery): PostgrestQuery {
    let select = from('configs').select(LIST_COLUMNS);
    if (query.configType) select = select.eq('type', query.configType);
    if (query.status) select = select.eq('status', query.status);
    if (query.health) select = select.eq('health', query.health);
    if (query.search) {
      const pattern = `*${query.search}*`;
      select = select.or(['name', 'type', 'description', 'namespace'].map((column) => condition(column, 'ilike', pattern)).join(','));
    }
    for (const label of query.labels) {
      select = label.value === '' ? select.is(`labels->>${label.key}`, null) : select.eq(`labels->>${label.key}`, label.value);
    }
    if (query.hideDeleted) select = select.is('deleted_at', null);
    // A grouped list reads each group in one run of rows (seed 002 §2.1), so the groups order first.
    for (const column of groupOrder(query.groupBy)) select = select.order(column, { ascending: true, nulls: 'last' });
    // Deleted configs sort last whatever the order (seed 002 §2.1).
    if (!query.hideDeleted) select = select.order('deleted_at', { ascending: false, nulls: 'first' });
    const sortBy = CONFIG_SORT_COLUMNS.has(query.sortBy) ? query.sortBy : 'type';
    select = select.order(sortBy, { ascending: query.sortOrder === 'asc', nulls: 'last' });
    if (sortBy !== 'name') select = select.order('name');
    return select.order('id');
  }

  async list(query: CatalogListQuery): Promise<ConfigPage> {
    const page = await this.db.select(this.configsOf(query).page(query.pageIndex, query.pageSize), ConfigRowsCodec, { count: true });
    return { configs: page.rows.map(toConfig), total: page.total ?? page.rows.length };
  }

  listExport(query: CatalogListQuery): ExportTable {
    return exportTableOf(this.configsOf(query));
  }

  async options(): Promise<CatalogOptions> {
    const [types, tags, labels, statuses] = await Promise.all([
      this.db.select(from('config_types').select('type'), TypeRowsCodec),
      this.db.select(from('config_tags').select('key,value'), KeyValueRowsCodec),
      this.db.select(from('config_labels').select('key,value'), KeyValueRowsCodec),
      this.db.select(from('config_statuses').select('status'), StatusRowsCodec),
    ]);
    return {
      types: distinct(types.rows.map((row) => row.type)),
      tagKeys: distinct(tags.rows.map((row) => row.key)),
      labels: labels.rows
        .filter((row) => row.key && typeof row.value === 'string')
        .map((row) => ({ key: row.key!, value: row.value as string }))
        .sort((a, b) => a.key.localeCompare(b.key) || a.value.localeCompare(b.value)),
      statuses: distinct(statuses.rows.map((row) => row.status)),
    };
  }

  async get(id: string): Promise<ConfigDetail> {
    if (!isUuid(id)) throw new DomainError('not_found', `Config ${id} not found`);
    const [details, costs] = await Promise.all([
      this.db.select(from('config_detail').select('*').eq('id', id), ConfigDetailRowsCodec),
      // Every column: the built-in backend's configs add cost_total_7d, which a real Mission Control's lack.
      this.db.select(from('configs').select('*').eq('id', id), ConfigCostRowsCodec),
    ]);
    const row = details.rows[0];
    if (!row) throw new DomainError('not_found', `Config ${id} not found`);
    const summary = row.summary ?? {};
    return {
      ...toConfig(row),
      description: present(row.description),
      content: row.config ?? undefined,
      properties: (row.properties ?? []).flatMap((property) =>
        property.name
          ? [{ name: property.name, text: present(property.text), value: property.value ?? undefined, unit: present(property.unit), headline: property.headline === true }]
          : [],
      ),
      lastScrapedTime: present(row.last_scraped_time),
      scraper: row.scraper ? { id: row.scraper.id, name: row.scraper.name ?? row.scraper.id } : undefined,
      summary: {
        changes: numberOf(summary.changes) ?? 0,
        analysis: numberOf(summary.analysis) ?? 0,
        relationships: numberOf(summary.relationships) ?? 0,
        playbookRuns: numberOf(summary.playbook_runs) ?? 0,
        checks: numberOf(summary.checks) ?? 0,
      },
      cost1d: numberOf(costs.rows[0]?.cost_total_1d),
      cost7d: numberOf(costs.rows[0]?.cost_total_7d),
      cost30d: numberOf(costs.rows[0]?.cost_total_30d) ?? numberOf(row.cost_total_30d),
    };
  }

  async changes(query: ChangesQuery): Promise<ChangePage> {
    const body = { ...changesSearchBody(query), page: query.page, page_size: query.pageSize };
    const response = await this.http.request('/catalog/changes', { method: 'POST', body });
    const answer = decode(ChangesAnswerCodec, response.data, 'POST /catalog/changes');
    return { changes: (answer.changes ?? []).map(toChange), total: numberOf(answer.total) ?? 0 };
  }

  async change(id: string): Promise<ChangeDetail> {
    if (!isUuid(id)) throw new DomainError('not_found', `Change ${id} not found`);
    const select = 'id,config_id,change_type,severity,source,summary,created_at,first_observed,count,created_by,external_created_by,diff,patches,details';
    const [row] = (await this.db.select(from('config_changes').select(select).eq('id', id), ChangeDetailRowsCodec)).rows;
    if (!row) throw new DomainError('not_found', `Change ${id} not found`);
    const [config] = (await this.db.select(from('configs').select('id,name,type,tags,deleted_at').eq('id', row.config_id), ChangeConfigRowsCodec)).rows;
    return {
      ...toChange({ ...row, name: config?.name, type: config?.type, tags: config?.tags, deleted_at: config?.deleted_at }),
      diff: present(row.diff),
      patches: row.patches ?? undefined,
      details: row.details ?? undefined,
    };
  }

  /** The insights' filters and order, without their page. */
  private insightsOf(query: InsightsQuery): PostgrestQuery {
    let select = from('config_analysis_items').select(INSIGHT_COLUMNS);
    if (query.configId) select = select.eq('config_id', query.configId);
    if (query.configType) select = select.eq('config_type', query.configType);
    if (query.severity) select = select.eq('severity', query.severity);
    if (query.analyzer) select = select.eq('analyzer', query.analyzer);
    if (query.analysisType) select = select.eq('analysis_type', query.analysisType);
    const sortBy = INSIGHT_SORT_COLUMNS.has(query.sortBy) ? query.sortBy : 'first_observed';
    return select.order(sortBy, { ascending: query.sortOrder === 'asc', nulls: 'last' }).order('id');
  }

  insightsExport(query: InsightsQuery): ExportTable {
    return exportTableOf(this.insightsOf(query));
  }

  /**
   * A filtered table streamed or paged through /api/db; a config's changes with its linked configs'
   * (Downstream or Upstream) are paged by the browser through the search the tab itself reads.
   */
  changesExport(query: ChangesQuery): ExportTable {
    if (query.configId !== undefined && query.recursive !== 'none') {
      return { name: 'catalog_changes', relation: 'catalog_changes', query: JSON.stringify(changesSearchBody(query)), pagedThrough: 'changes' };
    }
    return exportTableOf(catalogChangesQuery(query, new Date()));
  }

  async insights(query: InsightsQuery): Promise<InsightPage> {
    const select = this.insightsOf(query);
    const page = await this.db.select(select.page(query.pageIndex, query.pageSize), InsightRowsCodec, { count: true });
    return {
      insights: page.rows.map((row) => ({
        id: row.id,
        configId: row.config_id ?? '',
        configName: row.config_name ?? '',
        configType: row.config_type ?? '',
        analysisType: row.analysis_type ?? '',
        analyzer: row.analyzer ?? '',
        severity: present(row.severity),
        status: present(row.status),
        summary: present(row.summary),
        message: present(row.message),
        source: present(row.source),
        firstObserved: present(row.first_observed),
        lastObserved: present(row.last_observed),
      })),
      total: page.total ?? page.rows.length,
    };
  }

  async related(query: RelationsQuery): Promise<readonly RelatedConfig[]> {
    if (!isUuid(query.configId)) throw new DomainError('not_found', `Config ${query.configId} not found`);
    const args = new URLSearchParams({
      config_id: query.configId,
      type_filter: query.typeFilter,
      include_deleted_configs: String(query.includeDeleted),
      max_depth: String(query.maxDepth),
      incoming_relation: query.relation,
      outgoing_relation: query.relation,
    });
    const response = await this.http.request('/db/rpc/related_configs_recursive', { query: args.toString() });
    return decode(RelatedRowsCodec, response.data, 'rpc/related_configs_recursive').map((row) => ({
      id: row.id,
      name: row.name ?? '',
      type: row.type ?? '',
      status: present(row.status),
      health: row.health && isHealth(row.health) ? row.health : undefined,
      tags: strings(row.tags),
      relatedIds: row.related_ids ?? [],
      depth: numberOf(row.depth) ?? 0,
      direction: row.direction === 'incoming' || row.direction === 'outgoing' ? row.direction : 'self',
      deletedAt: present(row.deleted_at),
    }));
  }

  async components(configId: string): Promise<readonly LinkedComponent[]> {
    if (!isUuid(configId)) return [];
    const select = from('config_component_relationships')
      .eq('config_id', configId)
      .is('deleted_at', null)
      .select('component_id,selector_id,components!config_component_relationships_component_id_fkey(id,icon,name)');
    const { rows } = await this.db.select(select, ComponentLinkRowsCodec);
    return rows
      .map((row) => ({
        id: row.component_id,
        name: row.components?.name ?? row.component_id,
        ...(present(row.components?.icon) ? { icon: row.components!.icon! } : {}),
        manual: row.selector_id === MANUAL_SELECTOR_ID,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Reference §2.3: only the rows a person made (`selector_id=manual`) are deleted; links a scraper made stay. */
  async unlinkComponent(configId: string, componentId: string): Promise<void> {
    await this.db.remove(
      from('config_component_relationships').eq('component_id', componentId).eq('config_id', configId).eq('selector_id', MANUAL_SELECTOR_ID),
      DeletedRowsCodec,
    );
  }

  async incidents(query: PanelPageQuery): Promise<PanelPage<ConfigIncident>> {
    if (!isUuid(query.configId)) return { rows: [], total: 0 };
    const select = from('incidents_by_config')
      .select('id,title,type,status,severity,created_at')
      .eq('config_id', query.configId)
      .order('created_at', { ascending: false })
      .order('id');
    const page = await this.db.select(select.page(query.pageIndex, query.pageSize), ConfigIncidentRowsCodec, { count: true });
    return {
      rows: page.rows.map((row) => ({
        id: row.id,
        title: row.title ?? '',
        type: present(row.type),
        status: present(row.status),
        severity: present(row.severity),
        createdAt: row.created_at ?? '',
      })),
      total: page.total ?? page.rows.length,
    };
  }
}
