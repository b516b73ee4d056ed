import { httpTopologyLiveRows } from '../../adapters/http/topology-live-rows';
import { ScriptedPort } from './scripted-port';
import { FakeDownload } from './fake-browser';
import { FakeLiveUpdates, ManualScheduler } from './live';
import { DomainError } from '../../core/shared';
import type {
  Component, ComponentChange, ComponentCheck, ComponentIncident, ComponentInsight, ComponentPlaybookRun, ComponentTeam,
  ConfigLink, ConfigOption, IncidentsFilter, PageOf, PageRequest, SnapshotArchive, SnapshotOptions,
  TopologyPort, TopologyPorts, TopologyRequest, TopologyResult,
} from '../../core/topology';

type Method = keyof TopologyPort;

const EMPTY_RESULT: TopologyResult = { components: [], healthStatuses: [], teams: [], types: [], tags: {} };

const pageOf = <T>(items: readonly T[], { pageIndex, pageSize }: PageRequest): PageOf<T> => {
  const from = pageIndex * pageSize;
  return { items: items.slice(from, from + pageSize), total: items.length, hasMore: from + pageSize < items.length };
};

/** A link as stored: `linkDeleted` is the relationship's own deleted_at, which `hideDeleted` hides on (seed 001 §7). */
export type FakeConfigLink = ConfigLink & { readonly linkDeleted?: boolean };

const flatten = (components: readonly Component[]): Component[] =>
  components.flatMap((c) => [c, ...flatten(c.components ?? [])]);

/**
 * An in-memory topology: set the answer of the topology endpoint, the components and their side-panel
 * lists; every call is recorded; any method can be made to fail once or held until released.
 */
export class FakeTopologyPort extends ScriptedPort<Method> implements TopologyPort {
  private result: TopologyResult = EMPTY_RESULT;
  private components = new Map<string, Component>();
  private lists = {
    catalog: new Map<string, FakeConfigLink[]>(),
    incidents: new Map<string, ComponentIncident[]>(),
    changes: new Map<string, ComponentChange[]>(),
    checks: new Map<string, ComponentCheck[]>(),
    playbooks: new Map<string, ComponentPlaybookRun[]>(),
    teams: new Map<string, ComponentTeam[]>(),
    insights: new Map<string, ComponentInsight[]>(),
  };
  private answers = new Map<string, TopologyResult>();
  private playbooksFor = new Set<string>();
  private configs: ConfigOption[] = [];
  /** The live stream the dashboard follows, and the scheduler its batches wait for. */
  readonly live = new FakeLiveUpdates();
  readonly liveScheduler = new ManualScheduler();

  /** The topology machines' ports over this fake, its stream and a download that keeps what it saved. */
  ports(download = new FakeDownload()): TopologyPorts {
    return { topology: this, download, live: this.live, scheduler: this.liveScheduler, liveRows: httpTopologyLiveRows };
  }

  /** The answer of the topology endpoint; its components (and their descendants) become known by id. */
  setTopology(result: Partial<TopologyResult>): this {
    this.result = { ...EMPTY_RESULT, ...result };
    for (const component of flatten(this.result.components)) this.components.set(component.id, component);
    return this;
  }

  /** The answer for one id, as is (to answer with several components, or none, for it). */
  setTopologyFor(id: string, result: Partial<TopologyResult>): this {
    this.answers.set(id, { ...EMPTY_RESULT, ...result });
    return this;
  }

  setComponents(components: readonly Component[]): this {
    for (const component of components) this.components.set(component.id, component);
    return this;
  }

  setLinkedConfigs(componentId: string, links: FakeConfigLink[]): this {
    this.lists.catalog.set(componentId, links);
    return this;
  }

  setIncidents(componentId: string, incidents: ComponentIncident[]): this {
    this.lists.incidents.set(componentId, incidents);
    return this;
  }

  setChanges(componentId: string, changes: ComponentChange[]): this {
    this.lists.changes.set(componentId, changes);
    return this;
  }

  setChecks(componentId: string, checks: ComponentCheck[]): this {
    this.lists.checks.set(componentId, checks);
    return this;
  }

  setPlaybookRuns(componentId: string, runs: ComponentPlaybookRun[]): this {
    this.lists.playbooks.set(componentId, runs);
    return this;
  }

  /** Whether playbooks exist for the component (the Playbooks section depends on it). */
  setPlaybooksExist(componentId: string, exist = true): this {
    if (exist) this.playbooksFor.add(componentId);
    else this.playbooksFor.delete(componentId);
    return this;
  }

  setTeams(componentId: string, teams: ComponentTeam[]): this {
    this.lists.teams.set(componentId, teams);
    return this;
  }

  setInsights(componentId: string, insights: ComponentInsight[]): this {
    this.lists.insights.set(componentId, insights);
    return this;
  }

  setConfigs(configs: ConfigOption[]): this {
    this.configs = configs;
    return this;
  }

  linksOf(componentId: string): readonly FakeConfigLink[] {
    return this.lists.catalog.get(componentId) ?? [];
  }

  async getTopology(request: TopologyRequest): Promise<TopologyResult> {
    await this.enter('getTopology', request);
    if (!request.id) return this.result;
    const answer = this.answers.get(request.id);
    if (answer) return answer;
    const root = this.components.get(request.id);
    return { ...this.result, components: root ? [root] : [] };
  }

  async getComponent(id: string): Promise<Component> {
    await this.enter('getComponent', id);
    const component = this.components.get(id);
    if (!component) throw new DomainError('not_found', `component ${id} not found`);
    return component;
  }

  async linkedConfigs(componentId: string, page: PageRequest, options: { hideDeleted: boolean }): Promise<PageOf<ConfigLink>> {
    await this.enter('linkedConfigs', componentId, page, options);
    // A link to a deleted config is still listed (with the config's deletedAt): only deleted links are hidden.
    const links = this.linksOf(componentId)
      .filter((l) => !options.hideDeleted || !l.linkDeleted)
      .map(({ linkDeleted: _, ...link }) => link);
    return pageOf(links, page);
  }

  async incidents(componentId: string, filter: IncidentsFilter, page: PageRequest): Promise<PageOf<ComponentIncident>> {
    await this.enter('incidents', componentId, filter, page);
    const matches = (value: string | undefined, wanted: string) => wanted === 'all' || value === wanted;
    const incidents = (this.lists.incidents.get(componentId) ?? [])
      .filter((i) => matches(i.status, filter.status) && matches(i.type, filter.type))
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    return pageOf(incidents, page);
  }

  async changes(componentId: string, page: PageRequest): Promise<PageOf<ComponentChange>> {
    await this.enter('changes', componentId, page);
    return pageOf(this.lists.changes.get(componentId) ?? [], page);
  }

  async checks(componentId: string, page: PageRequest): Promise<PageOf<ComponentCheck>> {
    await this.enter('checks', componentId, page);
    const checks = [...(this.lists.checks.get(componentId) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return pageOf(checks, page);
  }

  async hasPlaybooks(componentId: string): Promise<boolean> {
    await this.enter('hasPlaybooks', componentId);
    return this.playbooksFor.has(componentId);
  }

  async playbookRuns(componentId: string, page: PageRequest): Promise<PageOf<ComponentPlaybookRun>> {
    await this.enter('playbookRuns', componentId, page);
    return pageOf(this.lists.playbooks.get(componentId) ?? [], page);
  }

  async teams(componentId: string, page: PageRequest): Promise<PageOf<ComponentTeam>> {
    await this.enter('teams', componentId, page);
    return pageOf(this.lists.teams.get(componentId) ?? [], page);
  }

  async insights(componentId: string, page: PageRequest): Promise<PageOf<ComponentInsight>> {
    await this.enter('insights', componentId, page);
    return pageOf(this.lists.insights.get(componentId) ?? [], page);
  }

  async downloadSnapshot(componentId: string, options: SnapshotOptions): Promise<SnapshotArchive> {
    await this.enter('downloadSnapshot', componentId, options);
    if (!this.components.has(componentId)) throw new DomainError('not_found', `component ${componentId} not found`);
    return { size: 1024 };
  }

  async configsForSearch(): Promise<ConfigOption[]> {
    await this.enter('configsForSearch');
    return this.configs;
  }

  async linkConfig(componentId: string, configId: string): Promise<void> {
    await this.enter('linkConfig', componentId, configId);
    // PostgREST answers 409 for the foreign key and for the unique (component, config) pair alike.
    const config = this.configs.find((c) => c.id === configId);
    if (!config) throw new DomainError('conflict', `config ${configId} does not exist`);
    if (this.linksOf(componentId).some((l) => l.configId === configId)) throw new DomainError('conflict', `config ${configId} is linked already`);
    this.lists.catalog.set(componentId, [...this.linksOf(componentId), { configId, name: config.name, type: config.type, selectorId: 'manual' }]);
  }

  async unlinkConfig(componentId: string, configId: string): Promise<void> {
    await this.enter('unlinkConfig', componentId, configId);
    this.lists.catalog.set(
      componentId,
      this.linksOf(componentId).filter((l) => !(l.configId === configId && l.selectorId === 'manual')),
    );
  }

}
