import type {
  CatalogFilter, CatalogListQuery, CatalogOptions, CatalogPort, CatalogSummaryRow, ChangeDetail, ChangePage, ChangesQuery, ConfigDetail,
  ConfigIncident, ConfigItem, ConfigPage, Insight, InsightPage, InsightsQuery, LinkedComponent, PanelPage, PanelPageQuery, RelatedConfig, RelationsQuery,
} from '../../core/catalog';
import { CHANGE_SEVERITY_OPTIONS } from '../../core/catalog';
import { DomainError, type ExportTable } from '../../core/shared';
import { groupValue, tagOfGroup } from '../../core/catalog';
import { ScriptedPort } from './scripted-port';

type Method = keyof CatalogPort;

export function aConfig(fields: Partial<ConfigItem> & { id: string }): ConfigItem {
  return {
    name: fields.id,
    type: 'Kubernetes::Pod',
    configClass: 'Pod',
    tags: {},
    labels: {},
    changes: 0,
    analysis: {},
    createdAt: '2024-06-01T00:00:00Z',
    ...fields,
  };
}

const matches = (config: ConfigItem, filter: CatalogFilter) => {
  const search = filter.search?.toLowerCase();
  return (
    (!filter.hideDeleted || config.deletedAt === undefined) &&
    (filter.configType === undefined || config.type === filter.configType) &&
    (filter.status === undefined || config.status === filter.status) &&
    (filter.health === undefined || config.health === filter.health) &&
    filter.labels.every((label) => (config.labels[label.key] ?? '') === label.value) &&
    (search === undefined || [config.name, config.type, config.tags.namespace ?? ''].some((text) => text.toLowerCase().includes(search)))
  );
};

const SORTABLE: Record<string, (config: ConfigItem) => string | number | undefined> = {
  name: (c) => c.name,
  type: (c) => c.type,
  status: (c) => c.status,
  health: (c) => c.health,
  changes: (c) => c.changes,
  cost_total_30d: (c) => c.cost30d,
  created_at: (c) => c.createdAt,
  updated_at: (c) => c.updatedAt,
  deleted_at: (c) => c.deletedAt,
};

const compare = (a: string | number | undefined, b: string | number | undefined) => {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/**
 * The catalog in memory, answering as `configs` and `/catalog/summary` do: filters as the server reads
 * them, deleted configs last, ties by name, and the summary grouped by type and tag keys.
 */
/** `a,!b` as the feed reads it: some included (any of them), some excluded. */
const inList = (list: string | undefined, value: string) => {
  const items = (list ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const included = items.filter((item) => !item.startsWith('!'));
  return !items.includes(`!${value}`) && (included.length === 0 || included.includes(value));
};

const DAY = 86_400_000;

const INSIGHT_FIELDS: Record<string, keyof Insight> = {
  config_name: 'configName', analysis_type: 'analysisType', analyzer: 'analyzer', summary: 'summary', severity: 'severity', status: 'status',
  source: 'source', first_observed: 'firstObserved', last_observed: 'lastObserved',
};

export class FakeCatalogPort extends ScriptedPort<Method> implements CatalogPort {
  private configs: ConfigItem[] = [];
  private changeList: ChangeDetail[] = [];
  private insightList: Insight[] = [];
  private links: { from: string; to: string; hard: boolean }[] = [];

  /** A link from one config to another (outgoing from `from`); soft ones show only when asked. */
  relate(from: string, to: string, hard = true): this {
    this.links.push({ from, to, hard });
    return this;
  }

  async related(query: RelationsQuery): Promise<readonly RelatedConfig[]> {
    await this.enter('related', query);
    const self = this.configs.find((config) => config.id === query.configId);
    if (!self) throw new DomainError('not_found', `Config ${query.configId} not found`);
    const usable = this.links.filter((link) => link.hard || query.relation === 'both');
    const found = new Map<string, { depth: number; direction: RelatedConfig['direction'] }>([[self.id, { depth: 0, direction: 'self' }]]);
    const walk = (direction: 'incoming' | 'outgoing') => {
      let frontier = [self.id];
      for (let depth = 1; depth <= query.maxDepth && frontier.length > 0; depth++) {
        const next = usable
          .filter((link) => frontier.includes(direction === 'outgoing' ? link.from : link.to))
          .map((link) => (direction === 'outgoing' ? link.to : link.from))
          .filter((id) => !found.has(id));
        for (const id of next) found.set(id, { depth, direction });
        frontier = next;
      }
    };
    if (query.typeFilter !== 'incoming') walk('outgoing');
    if (query.typeFilter !== 'outgoing') walk('incoming');
    return [...found.entries()]
      .map(([id, at]) => ({ config: this.configs.find((config) => config.id === id)!, ...at }))
      .filter(({ config }) => config !== undefined && (query.includeDeleted || config.deletedAt === undefined))
      .sort((a, b) => a.depth - b.depth || a.config.name.localeCompare(b.config.name))
      .map(({ config, depth, direction }) => ({
        id: config.id, name: config.name, type: config.type, status: config.status, health: config.health, tags: config.tags, depth, direction,
        deletedAt: config.deletedAt,
        relatedIds: usable.filter((link) => link.from === config.id && found.has(link.to)).map((link) => link.to).sort(),
      }));
  }

  /** The insights held; a config's name and type are taken from the catalog when it has the config. */
  setInsights(insights: readonly Insight[]): this {
    this.insightList = [...insights];
    return this;
  }

  async insights(query: InsightsQuery): Promise<InsightPage> {
    await this.enter('insights', query);
    const field = (insight: Insight) => String((insight as unknown as Record<string, unknown>)[INSIGHT_FIELDS[query.sortBy] ?? 'firstObserved'] ?? '');
    const found = this.insightList
      .map((insight) => {
        const config = this.configs.find((held) => held.id === insight.configId);
        return config ? { ...insight, configName: config.name, configType: config.type } : insight;
      })
      .filter((insight) => query.configId === undefined || insight.configId === query.configId)
      .filter((insight) => query.configType === undefined || insight.configType === query.configType)
      .filter((insight) => query.severity === undefined || insight.severity === query.severity)
      .filter((insight) => query.analyzer === undefined || insight.analyzer === query.analyzer)
      .filter((insight) => query.analysisType === undefined || insight.analysisType === query.analysisType)
      .sort((a, b) => field(a).localeCompare(field(b)) * (query.sortOrder === 'asc' ? 1 : -1));
    const offset = query.pageIndex * query.pageSize;
    return { insights: found.slice(offset, offset + query.pageSize), total: found.length };
  }

  constructor(private readonly now: () => Date = () => new Date()) {
    super();
  }

  /** The changes the feed holds; a config's name, type and tags are taken from the catalog when it has the config. */
  setChanges(changes: readonly ChangeDetail[]): this {
    this.changeList = [...changes];
    return this;
  }

  allChanges(): readonly ChangeDetail[] {
    return this.changeList;
  }

  /** The filters as the fake reads them (the HTTP adapter's is PostgREST's query string). */
  changesExport(query: ChangesQuery): ExportTable {
    const { page: _page, pageSize: _size, ...filters } = query;
    return { name: 'catalog_changes', relation: 'catalog_changes', query: JSON.stringify(filters) };
  }

  insightsExport(query: InsightsQuery): ExportTable {
    const { pageIndex: _page, pageSize: _size, ...filters } = query;
    return { name: 'config_analysis_items', relation: 'config_analysis_items', query: JSON.stringify(filters) };
  }

  listExport(query: CatalogListQuery): ExportTable {
    const { pageIndex: _page, pageSize: _size, ...filters } = query;
    return { name: 'configs', relation: 'configs', query: JSON.stringify(filters) };
  }

  async changes(query: ChangesQuery): Promise<ChangePage> {
    await this.enter('changes', query);
    const days = /^now-(\d+)d$/.exec(query.from);
    const since = days ? this.now().getTime() - Number(days[1]) * DAY : undefined;
    const least = query.severity ? CHANGE_SEVERITY_OPTIONS.indexOf(query.severity as never) : -1;
    const found = this.changeList
      .map((change) => this.withConfig(change))
      // The fake keeps no relationships: a config's feed is its own changes whichever way it looks.
      .filter((change) => query.configId === undefined || change.configId === query.configId)
      .filter((change) => query.includeDeletedConfigs || change.deletedAt === undefined)
      .filter((change) => inList(query.configTypes, change.configType) && inList(query.changeTypes, change.changeType))
      .filter((change) => least < 0 || CHANGE_SEVERITY_OPTIONS.indexOf((change.severity ?? 'info') as never) >= least)
      .filter((change) => since === undefined || new Date(change.createdAt).getTime() >= since)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const ordered = query.sortBy === 'created_at' ? found.reverse() : found;
    const offset = (query.page - 1) * query.pageSize;
    return { changes: ordered.slice(offset, offset + query.pageSize), total: ordered.length };
  }

  async change(id: string): Promise<ChangeDetail> {
    await this.enter('change', id);
    const change = this.changeList.find((held) => held.id === id);
    if (!change) throw new DomainError('not_found', `Change ${id} not found`);
    return this.withConfig(change);
  }

  private withConfig(change: ChangeDetail): ChangeDetail {
    const config = this.configs.find((held) => held.id === change.configId);
    return config ? { ...change, configName: config.name, configType: config.type, tags: config.tags, deletedAt: config.deletedAt } : change;
  }
  private details = new Map<string, Partial<ConfigDetail>>();

  /** What a config's page shows beyond its list row (content, properties, summary counts...). */
  setDetail(id: string, detail: Partial<ConfigDetail>): this {
    this.details.set(id, detail);
    return this;
  }

  async get(id: string): Promise<ConfigDetail> {
    await this.enter('get', id);
    const config = this.configs.find((held) => held.id === id);
    if (!config) throw new DomainError('not_found', `Config ${id} not found`);
    return { properties: [], summary: { changes: 0, analysis: 0, relationships: 0, playbookRuns: 0, checks: 0 }, ...config, ...this.details.get(id) };
  }

  setConfigs(configs: readonly ConfigItem[]): this {
    this.configs = [...configs];
    return this;
  }

  all(): readonly ConfigItem[] {
    return this.configs;
  }

  /** Adds to what a config's page shows. */
  mergeDetail(id: string, detail: Partial<ConfigDetail>): this {
    return this.setDetail(id, { ...this.details.get(id), ...detail });
  }

  add(config: ConfigItem): this {
    this.configs = [...this.configs.filter((held) => held.id !== config.id), config];
    return this;
  }

  async summary(filter: CatalogFilter): Promise<readonly CatalogSummaryRow[]> {
    await this.enter('summary', filter);
    const groups = new Map<string, { groups: Record<string, string>; members: ConfigItem[] }>();
    for (const config of this.configs.filter((held) => matches(held, { ...filter, configType: undefined, search: undefined }))) {
      const values: Record<string, string> = {};
      for (const group of filter.groupBy) {
        const tag = tagOfGroup(group);
        const value = tag === undefined ? (group === 'type' ? config.type : undefined) : config.tags[tag];
        if (value !== undefined) values[tag ?? group] = value;
      }
      const key = JSON.stringify(values);
      groups.set(key, { groups: values, members: [...(groups.get(key)?.members ?? []), config] });
    }
    return [...groups.values()].map(({ groups: values, members }) => {
      const health: Record<string, number> = {};
      const analysis: Record<string, number> = {};
      for (const config of members) {
        if (config.health) health[config.health] = (health[config.health] ?? 0) + 1;
        for (const [type, count] of Object.entries(config.analysis)) analysis[type] = (analysis[type] ?? 0) + count;
      }
      const costs = members.filter((config) => config.cost30d !== undefined);
      return {
        groups: values,
        count: members.length,
        health,
        analysis,
        changes: members.reduce((total, config) => total + config.changes, 0),
        cost30d: costs.length > 0 ? costs.reduce((total, config) => total + config.cost30d!, 0) : undefined,
        createdAt: members.map((config) => config.createdAt).sort().at(-1),
        updatedAt: members.map((config) => config.updatedAt ?? '').sort().at(-1) || undefined,
      };
    });
  }

  async list(query: CatalogListQuery): Promise<ConfigPage> {
    await this.enter('list', query);
    const key = SORTABLE[query.sortBy] ?? SORTABLE.type!;
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    // The groups order first, each by the value the server orders it by (the provider by its type).
    const groups = query.groupBy.map((group) => (group === 'config_class' ? 'type' : group));
    const found = this.configs
      .filter((config) => matches(config, query))
      .sort(
        (a, b) =>
          groups.reduce((order, group) => order || compare(groupValue(a, group), groupValue(b, group)), 0) ||
          compare(a.deletedAt === undefined ? 0 : 1, b.deletedAt === undefined ? 0 : 1) ||
          (key(a) === undefined || key(b) === undefined ? compare(key(a), key(b)) : compare(key(a), key(b)) * direction) ||
          a.name.localeCompare(b.name),
      );
    const offset = query.pageIndex * query.pageSize;
    return { configs: found.slice(offset, offset + query.pageSize), total: found.length };
  }

  async options(): Promise<CatalogOptions> {
    await this.enter('options');
    const live = this.configs.filter((config) => config.deletedAt === undefined);
    const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
    return {
      types: sorted(this.configs.map((config) => config.type)),
      tagKeys: sorted(live.flatMap((config) => Object.keys(config.tags))),
      labels: [...new Map(live.flatMap((config) => Object.entries(config.labels)).map(([k, v]) => [`${k}=${v}`, { key: k, value: v }])).values()]
        .sort((a, b) => a.key.localeCompare(b.key) || a.value.localeCompare(b.value)),
      statuses: sorted(live.flatMap((config) => (config.status ? [config.status] : []))),
    };
  }

  private componentLinks: { configId: string; component: Omit<LinkedComponent, 'manual'>; selectorId?: string }[] = [];
  private incidentList: (ConfigIncident & { configId: string })[] = [];

  /** A link from a config to a topology component: a person's (`manual`) unless another selector made it. */
  linkComponent(configId: string, component: Omit<LinkedComponent, 'manual'>, selectorId = 'manual'): this {
    this.componentLinks.push({ configId, component, selectorId });
    return this;
  }

  async components(configId: string): Promise<readonly LinkedComponent[]> {
    await this.enter('components', configId);
    return this.componentLinks
      .filter((link) => link.configId === configId)
      .map((link) => ({ ...link.component, manual: link.selectorId === 'manual' }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** As the server's DELETE with `selector_id=eq.manual`: a link another selector made stays. */
  async unlinkComponent(configId: string, componentId: string): Promise<void> {
    await this.enter('unlinkComponent', configId, componentId);
    this.componentLinks = this.componentLinks.filter(
      (link) => !(link.configId === configId && link.component.id === componentId && link.selectorId === 'manual'),
    );
  }

  /** Incidents whose evidence points at configs. */
  setIncidents(incidents: readonly (ConfigIncident & { configId: string })[]): this {
    this.incidentList = [...incidents];
    return this;
  }

  async incidents(query: PanelPageQuery): Promise<PanelPage<ConfigIncident>> {
    await this.enter('incidents', query);
    const found = this.incidentList
      .filter((incident) => incident.configId === query.configId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map(({ configId: _configId, ...incident }) => incident);
    const offset = query.pageIndex * query.pageSize;
    return { rows: found.slice(offset, offset + query.pageSize), total: found.length };
  }
}
