import type * as t from 'io-ts';
import { DomainError, isHealth, type Health } from '../../core/shared';
// Straight from the rule modules, not core/topology's index: the index also builds the machines,
// which the first load does not need.
import type {
  Component, ComponentChange, ComponentCheck, ComponentIncident, ComponentInsight, ComponentPlaybookRun, ComponentSummary,
  ComponentTeam, ConfigLink, ConfigOption, CountsByType, IncidentsFilter, PageOf, PageRequest, Property, SnapshotArchive,
  SnapshotOptions, TopologyPort, TopologyRequest, TopologyResult,
} from '../../core/topology';
import { MANUAL_SELECTOR_ID } from '../../core/topology/rules/catalog-link';
import type { HttpClient } from './client';
import { decode } from './codecs/decode';
import {
  ChangeRowsCodec, CheckRowsCodec, ComponentsCodec, ConfigLinkRowsCodec, ConfigOptionRowsCodec, IncidentRowsCodec,
  InsightRowsCodec, PlaybookListCodec, PlaybookRunRowsCodec, RelationshipRowsCodec, TeamRowsCodec, TopologyResponseCodec,
  type ComponentWire, type PropertyWire,
} from './codecs/topology';
import { from, type PostgrestQuery } from './postgrest';
import type { Page, PostgrestClient } from './postgrest-client';
import { snapshotPath, topologyApiParams } from './topology-requests';

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

const labelsOf = (labels: Record<string, unknown> | null | undefined): Record<string, string> | undefined =>
  labels
    ? Object.fromEntries(Object.entries(labels).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))
    : undefined;

const countsOf = (counts: Record<string, number | null> | null | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(counts ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));

const countsByType = (counts: Record<string, Record<string, number | null> | null | undefined> | null | undefined): CountsByType | undefined =>
  counts ? Object.fromEntries(Object.entries(counts).map(([type, bySeverity]) => [type, countsOf(bySeverity)])) : undefined;

function summaryOf(summary: ComponentWire['summary']): ComponentSummary | undefined {
  if (!summary) return undefined;
  const checks = summary.checks
    ? (Object.fromEntries(Object.entries(countsOf(summary.checks)).filter(([status]) => isHealth(status))) as Partial<Record<Health, number>>)
    : undefined;
  const result: Record<string, unknown> = {
    healthy: summary.healthy ?? undefined,
    unhealthy: summary.unhealthy ?? undefined,
    warning: summary.warning ?? undefined,
    unknown: summary.unknown ?? undefined,
    info: summary.info ?? undefined,
    checks,
    incidents: countsByType(summary.incidents),
    insights: countsByType(summary.insights),
  };
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as ComponentSummary;
}

function propertyOf(wire: PropertyWire): Property {
  const property: Record<string, unknown> = {
    name: wire.name,
    label: present(wire.label),
    type: present(wire.type),
    text: wire.text ?? undefined,
    value: wire.value ?? undefined,
    unit: present(wire.unit),
    max: wire.max ?? undefined,
    min: wire.min ?? undefined,
    icon: present(wire.icon),
    color: present(wire.color),
    headline: wire.headline ?? undefined,
    links: wire.links?.map((link) => ({ label: link.label ?? link.url, url: link.url })),
  };
  return Object.fromEntries(Object.entries(property).filter(([, v]) => v !== undefined)) as unknown as Property;
}

/** A component of the wire (snake case, nulls) as the domain reads it. */
export function componentOf(wire: ComponentWire): Component {
  const selectors = wire.logs ?? wire.log_selectors ?? undefined;
  const component: Record<string, unknown> = {
    id: wire.id,
    name: wire.name,
    text: present(wire.text),
    title: present(wire.title),
    icon: present(wire.icon),
    status: present(wire.status),
    statusReason: present(wire.status_reason),
    type: present(wire.type),
    agentId: present(wire.agent_id),
    topologyId: present(wire.topology_id),
    parentId: present(wire.parent_id),
    path: present(wire.path),
    externalId: present(wire.external_id),
    description: present(wire.description),
    labels: labelsOf(wire.labels),
    teams: wire.team_names ?? undefined,
    hidden: wire.hidden ?? undefined,
    isLeaf: wire.is_leaf ?? undefined,
    properties: wire.properties?.map(propertyOf),
    components: wire.components?.map(componentOf),
    summary: summaryOf(wire.summary),
    logs: selectors?.map((s: { name: string; labels?: Record<string, unknown> | null }) =>
      s.labels ? { name: s.name, labels: labelsOf(s.labels) } : { name: s.name },
    ),
    children: wire.children ?? undefined,
    parents: wire.parents ?? undefined,
    createdAt: present(wire.created_at),
    updatedAt: present(wire.updated_at),
  };
  return Object.fromEntries(Object.entries(component).filter(([, v]) => v !== undefined)) as unknown as Component;
}

const COMPONENT_SELECT = [
  'id', 'name', 'text', 'icon', 'status', 'status_reason', 'type', 'agent_id', 'topology_id', 'parent_id', 'path', 'external_id',
  'description', 'labels', 'hidden', 'is_leaf', 'properties', 'summary', 'log_selectors', 'created_at', 'updated_at',
].join(',');

const pageOf = <A, T>(page: Page<A>, request: PageRequest, map: (row: A) => T): PageOf<T> => {
  const seen = request.pageIndex * request.pageSize + page.rows.length;
  return {
    items: page.rows.map(map),
    total: page.total,
    hasMore: page.total !== undefined ? seen < page.total : page.rows.length === request.pageSize,
  };
};

/** The topology over Mission Control's topology endpoint, snapshot endpoint and PostgREST (reference §2.2, §4.2). */
export class HttpTopologyAdapter implements TopologyPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  async getTopology(request: TopologyRequest): Promise<TopologyResult> {
    const query = new URLSearchParams(topologyApiParams(request)).toString();
    const response = await this.http.request('/canary/api/topology', { query });
    const body = decode(TopologyResponseCodec, response.data, 'GET /canary/api/topology');
    return {
      components: (body.components ?? []).map(componentOf),
      healthStatuses: body.healthStatuses ?? [],
      teams: body.teams ?? [],
      types: body.types ?? [],
      tags: Object.fromEntries(Object.entries(body.tags ?? {}).map(([key, values]) => [key, values ?? []])),
    };
  }

  async getComponent(id: string): Promise<Component> {
    const page = await this.db.select(from('components').eq('id', id).is('deleted_at', null).select(COMPONENT_SELECT), ComponentsCodec);
    const row = page.rows[0];
    if (!row) throw new DomainError('not_found', `Component ${id} not found`);
    return componentOf(row);
  }

  async linkedConfigs(componentId: string, page: PageRequest, options: { hideDeleted: boolean }): Promise<PageOf<ConfigLink>> {
    let query = from('config_component_relationships')
      .eq('component_id', componentId)
      .select('config_id,selector_id,configs!config_component_relationships_config_id_fkey(id,type,name,config_class,deleted_at)');
    if (options.hideDeleted) query = query.is('deleted_at', null);
    const rows = await this.paged(query.order('created_at'), ConfigLinkRowsCodec, page);
    return pageOf(rows, page, (row) => {
      const config = row.configs;
      const link: Record<string, unknown> = {
        configId: row.config_id,
        name: config?.name ?? row.config_id,
        type: present(config?.type),
        configClass: present(config?.config_class),
        deletedAt: present(config?.deleted_at),
        selectorId: present(row.selector_id),
      };
      return Object.fromEntries(Object.entries(link).filter(([, v]) => v !== undefined)) as unknown as ConfigLink;
    });
  }

  async incidents(componentId: string, filter: IncidentsFilter, page: PageRequest): Promise<PageOf<ComponentIncident>> {
    let query = from('incidents_by_component').eq('component_id', componentId).select('id,title,type,status,severity,created_at');
    if (filter.status && filter.status !== 'all') query = query.eq('status', filter.status);
    if (filter.type && filter.type !== 'all') query = query.eq('type', filter.type);
    const rows = await this.paged(query.order('created_at', { ascending: false }), IncidentRowsCodec, page);
    return pageOf(rows, page, (row) => ({
      id: row.id,
      title: row.title,
      type: present(row.type),
      status: present(row.status),
      severity: present(row.severity),
      createdAt: present(row.created_at),
    }));
  }

  async changes(componentId: string, page: PageRequest): Promise<PageOf<ComponentChange>> {
    const query = from('changes_by_component')
      .eq('component_id', componentId)
      .select('id,config_id,name,type,change_type,severity,created_at')
      .order('created_at', { ascending: false });
    const rows = await this.paged(query, ChangeRowsCodec, page);
    return pageOf(rows, page, (row) => ({
      id: row.id,
      configId: row.config_id,
      configName: row.name ?? row.config_id,
      configType: present(row.type),
      changeType: row.change_type,
      severity: present(row.severity),
      createdAt: present(row.created_at),
    }));
  }

  async checks(componentId: string, page: PageRequest): Promise<PageOf<ComponentCheck>> {
    const query = from('checks_by_component').eq('component_id', componentId).select('id,name,type,status,severity').order('name');
    const rows = await this.paged(query, CheckRowsCodec, page);
    return pageOf(rows, page, (row) => ({ id: row.id, name: row.name, type: present(row.type), status: present(row.status) }));
  }

  async hasPlaybooks(componentId: string): Promise<boolean> {
    try {
      const response = await this.http.request('/playbook/list', { query: new URLSearchParams({ component_id: componentId }).toString() });
      return decode(PlaybookListCodec, response.data, 'GET /playbook/list').length > 0;
    } catch (error) {
      // A backend without the playbook endpoint has no playbooks to offer.
      if (error instanceof DomainError && error.kind === 'not_found') return false;
      throw error;
    }
  }

  async playbookRuns(componentId: string, page: PageRequest): Promise<PageOf<ComponentPlaybookRun>> {
    const query = from('playbook_runs')
      .eq('component_id', componentId)
      .is('parent_id', null)
      .select('id,status,start_time,created_at,playbooks(id,name,title)')
      .order('created_at', { ascending: false });
    const rows = await this.paged(query, PlaybookRunRowsCodec, page);
    return pageOf(rows, page, (row) => ({
      id: row.id,
      playbookName: row.playbooks?.title || row.playbooks?.name || row.id,
      status: row.status,
      startTime: present(row.start_time) ?? present(row.created_at),
    }));
  }

  async teams(componentId: string, page: PageRequest): Promise<PageOf<ComponentTeam>> {
    const query = from('team_components').eq('component_id', componentId).select('role,team:teams(id,name,icon)');
    const rows = await this.paged(query, TeamRowsCodec, page);
    const items = rows.rows.flatMap((row) =>
      row.team ? [{ id: row.team.id, name: row.team.name, icon: present(row.team.icon), role: present(row.role) }] : [],
    );
    return { ...pageOf(rows, page, () => undefined), items };
  }

  async insights(componentId: string, page: PageRequest): Promise<PageOf<ComponentInsight>> {
    const query = from('analysis_by_component')
      .eq('component_id', componentId)
      .select('analysis_id,config_id,name,analysis_type,severity,first_observed');
    const rows = await this.paged(query, InsightRowsCodec, page);
    return pageOf(rows, page, (row) => ({
      id: row.analysis_id,
      configId: row.config_id,
      configName: row.name ?? row.config_id,
      analysisType: row.analysis_type ?? '',
      severity: present(row.severity),
      firstObserved: present(row.first_observed),
    }));
  }

  async downloadSnapshot(componentId: string, options: SnapshotOptions): Promise<SnapshotArchive> {
    const [path, query] = snapshotPath(componentId, options).split('?');
    const response = await this.http.request(path!, {
      query,
      responseType: 'blob',
      headers: { Accept: 'application/zip, application/octet-stream' },
    });
    const blob = response.data as Blob | undefined;
    if (!blob || typeof blob.size !== 'number') throw new DomainError('decode', `Unexpected answer from GET ${path}: not a file`);
    return blob;
  }

  async configsForSearch(): Promise<ConfigOption[]> {
    const page = await this.db.select(from('configs').select('id,name,config_class,type').is('deleted_at', null), ConfigOptionRowsCodec);
    return page.rows.map((row) => {
      const option: Record<string, unknown> = { id: row.id, name: row.name, type: present(row.type), configClass: present(row.config_class) };
      return Object.fromEntries(Object.entries(option).filter(([, v]) => v !== undefined)) as unknown as ConfigOption;
    });
  }

  async linkConfig(componentId: string, configId: string): Promise<void> {
    await this.db.insert(
      'config_component_relationships',
      { component_id: componentId, config_id: configId, selector_id: MANUAL_SELECTOR_ID },
      RelationshipRowsCodec,
    );
  }

  async unlinkConfig(componentId: string, configId: string): Promise<void> {
    await this.db.remove(
      from('config_component_relationships')
        .eq('component_id', componentId)
        .eq('config_id', configId)
        .eq('selector_id', MANUAL_SELECTOR_ID),
      RelationshipRowsCodec,
    );
  }

  private paged<A>(query: PostgrestQuery<unknown>, codec: t.Decoder<unknown, A[]>, page: PageRequest): Promise<Page<A>> {
    return this.db.select<A>(query.page(page.pageIndex, page.pageSize), codec, { count: true });
  }
}
