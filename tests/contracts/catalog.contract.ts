import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogFilter, CatalogListQuery, CatalogPort, ChangesQuery, ConfigProperty, InsightsQuery } from '../../core/catalog';
import { MISSING_ID, rejectsWith } from './contract';

/** A config a case puts in the catalog: the fields both sides can store. */
export interface ContractConfig {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly configClass: string;
  readonly status?: string;
  readonly health?: 'healthy' | 'unhealthy' | 'warning' | 'unknown';
  readonly tags?: Readonly<Record<string, string>>;
  readonly labels?: Readonly<Record<string, string>>;
  readonly deletedAt?: string;
  readonly description?: string;
  readonly content?: unknown;
  readonly properties?: readonly ConfigProperty[];
  /** Its cost over the last day, 7 days and 30 days, in one currency. */
  readonly costs?: { readonly day: number; readonly week: number; readonly month: number };
}

/** A change a case puts in the feed, `hoursAgo` before now. */
export interface ContractChange {
  readonly id: string;
  readonly configId: string;
  readonly changeType: string;
  readonly severity: string;
  readonly summary: string;
  readonly hoursAgo: number;
  readonly count?: number;
  readonly diff?: string;
  readonly details?: unknown;
}

/** An insight a case puts on a config, first seen `hoursAgo` before now. */
export interface ContractInsight {
  readonly id: string;
  readonly configId: string;
  readonly analyzer: string;
  readonly analysisType: string;
  readonly severity: string;
  readonly message: string;
  readonly hoursAgo: number;
}

/** A link from a config to a topology component; a person's (`manual`) unless another selector made it. */
export interface ContractComponentLink {
  readonly configId: string;
  readonly componentId: string;
  readonly name: string;
  readonly selectorId?: string;
}

/** An incident with evidence on a config, opened `hoursAgo` before now. */
export interface ContractIncident {
  readonly id: string;
  readonly configId: string;
  readonly title: string;
  readonly severity: string;
  readonly hoursAgo: number;
}

export interface CatalogArrange {
  componentLinks(links: readonly ContractComponentLink[]): Promise<void>;
  incidents(incidents: readonly ContractIncident[]): Promise<void>;
  /** A link from one config to another; `hard` unless said. */
  relate(from: string, to: string, relation?: 'hard' | 'soft'): Promise<void>;
  insights(insights: readonly ContractInsight[]): Promise<void>;
  configs(configs: readonly ContractConfig[]): Promise<void>;
  changes(changes: readonly ContractChange[]): Promise<void>;
}

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ESTATE: readonly ContractConfig[] = [
  { id: ID(1), name: 'api-7f9', type: 'Kubernetes::Pod', configClass: 'Pod', status: 'Running', health: 'healthy', tags: { cluster: 'prod', namespace: 'shop' }, labels: { app: 'api' } },
  { id: ID(2), name: 'web-5c2', type: 'Kubernetes::Pod', configClass: 'Pod', status: 'Pending', health: 'warning', tags: { cluster: 'prod', namespace: 'shop' }, labels: { app: 'web' } },
  { id: ID(3), name: 'node-a', type: 'Kubernetes::Node', configClass: 'Node', status: 'Ready', health: 'unhealthy', tags: { cluster: 'dev' } },
  {
    id: ID(4), name: 'orders', type: 'AWS::RDS::DBInstance', configClass: 'Database', status: 'available', health: 'healthy', tags: { account: 'main' },
    description: 'Orders database', content: { engine: 'postgres', storage: { size: 100 } }, properties: [{ name: 'engine', text: 'postgres' }],
    costs: { day: 12.5, week: 80, month: 310 },
  },
  { id: ID(5), name: 'gone-pod', type: 'Kubernetes::Pod', configClass: 'Pod', status: 'Terminated', health: 'unhealthy', tags: { cluster: 'prod' }, deletedAt: '2024-06-01T00:00:00Z' },
];

const CHANGE = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const DIFF = '--- a\n+++ b\n@@ -1,2 +1,2 @@\n engine: postgres\n-size: 100\n+size: 200\n';

const CHANGES: readonly ContractChange[] = [
  { id: CHANGE(1), configId: ID(4), changeType: 'diff', severity: 'medium', summary: 'storage grew', hoursAgo: 1, count: 3, diff: DIFF, details: { by: 'scraper' } },
  { id: CHANGE(2), configId: ID(1), changeType: 'Pulled', severity: 'info', summary: 'image pulled', hoursAgo: 2 },
  { id: CHANGE(3), configId: ID(1), changeType: 'BackOff', severity: 'high', summary: 'back-off', hoursAgo: 3 },
  { id: CHANGE(4), configId: ID(2), changeType: 'diff', severity: 'low', summary: 'old', hoursAgo: 72 },
];

const INSIGHT = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const INSIGHTS: readonly ContractInsight[] = [
  { id: INSIGHT(1), configId: ID(1), analyzer: 'privileged', analysisType: 'security', severity: 'high', message: 'runs privileged', hoursAgo: 1 },
  { id: INSIGHT(2), configId: ID(4), analyzer: 'idle', analysisType: 'cost', severity: 'low', message: 'idle for a week', hoursAgo: 2 },
  { id: INSIGHT(3), configId: ID(1), analyzer: 'no-limits', analysisType: 'reliability', severity: 'medium', message: 'no limits', hoursAgo: 3 },
];

const changesAsked = (fields: Partial<ChangesQuery> = {}): ChangesQuery => ({
  from: 'now-2d', includeDeletedConfigs: false, page: 1, pageSize: 50, sortBy: '-created_at', ...fields,
});

const filter = (fields: Partial<CatalogFilter> = {}): CatalogFilter => ({ labels: [], groupBy: [], hideDeleted: true, ...fields });
const query = (fields: Partial<CatalogListQuery> = {}): CatalogListQuery => ({
  ...filter(), pageIndex: 0, pageSize: 50, sortBy: 'type', sortOrder: 'asc', ...fields,
});

/** The catalog list's port as the built-in backend answers it (reference §2.3 `configs`, §4.4 summary). */
export function describeCatalogContract(name: string, setup: () => Promise<{ port: CatalogPort; arrange: CatalogArrange }>) {
  describe(`the catalog port (${name})`, () => {
    let port: CatalogPort;
    let arrange: CatalogArrange;
    beforeEach(async () => {
      const subject = await setup();
      port = subject.port;
      arrange = subject.arrange;
      await subject.arrange.configs(ESTATE);
      await subject.arrange.changes(CHANGES);
      await subject.arrange.insights(INSIGHTS);
    });
    const analyzers = async (asked: Partial<InsightsQuery>) =>
      (await port.insights({ pageIndex: 0, pageSize: 50, sortBy: 'first_observed', sortOrder: 'desc', ...asked })).insights.map((insight) => insight.analyzer);
    const summaries = async (asked: Partial<ChangesQuery>) => (await port.changes(changesAsked(asked))).changes.map((change) => change.summary);
    const names = async (asked: Partial<CatalogListQuery>) => (await port.list(query(asked))).configs.map((config) => config.name);

    it('lists live configs by type then name, with the total', async () => {
      const page = await port.list(query());
      expect(page.total).toBe(4);
      expect(page.configs.map((config) => config.name)).toEqual(['orders', 'node-a', 'api-7f9', 'web-5c2']);
      expect(page.configs[2]).toMatchObject({ id: ID(1), type: 'Kubernetes::Pod', status: 'Running', health: 'healthy', tags: { cluster: 'prod', namespace: 'shop' }, labels: { app: 'api' } });
    });

    it('shows deleted configs last when they are not hidden, whatever the order', async () => {
      expect(await names({ hideDeleted: false, sortBy: 'name', sortOrder: 'desc' })).toEqual(['web-5c2', 'orders', 'node-a', 'api-7f9', 'gone-pod']);
      expect((await port.list(query({ hideDeleted: false, configType: 'Kubernetes::Pod' }))).configs.at(-1)?.deletedAt).toBeTruthy();
    });

    it('filters by type, status, health, labels and a search over name, type and namespace', async () => {
      expect(await names({ configType: 'Kubernetes::Pod' })).toEqual(['api-7f9', 'web-5c2']);
      expect(await names({ status: 'Pending' })).toEqual(['web-5c2']);
      expect(await names({ health: 'healthy' })).toEqual(['orders', 'api-7f9']);
      expect(await names({ labels: [{ key: 'app', value: 'web' }] })).toEqual(['web-5c2']);
      expect(await names({ search: 'SHOP' })).toEqual(['api-7f9', 'web-5c2']);
      expect(await names({ search: 'rds' })).toEqual(['orders']);
    });

    it('orders a grouped list by its groups first (a provider by its types), configs without the grouped tag last', async () => {
      expect(await names({ groupBy: ['cluster__tag'] })).toEqual(['node-a', 'api-7f9', 'web-5c2', 'orders']);
      expect(await names({ groupBy: ['config_class'], sortBy: 'name', sortOrder: 'desc' })).toEqual(['orders', 'node-a', 'web-5c2', 'api-7f9']);
    });

    it('pages from the server', async () => {
      const second = await port.list(query({ pageIndex: 1, pageSize: 3 }));
      expect(second).toMatchObject({ total: 4 });
      expect(second.configs.map((config) => config.name)).toEqual(['web-5c2']);
    });

    it('summarises live configs by type, with their health, and by tag keys', async () => {
      const byType = await port.summary(filter({ groupBy: ['type'] }));
      const pods = byType.find((row) => row.groups.type === 'Kubernetes::Pod');
      expect(byType).toHaveLength(3);
      expect(pods).toMatchObject({ count: 2, health: { healthy: 1, warning: 1 } });
      const byCluster = await port.summary(filter({ groupBy: ['cluster__tag'] }));
      expect(byCluster.find((row) => row.groups.cluster === 'prod')).toMatchObject({ count: 2 });
      expect((await port.summary(filter({ groupBy: ['type'], hideDeleted: false }))).find((row) => row.groups.type === 'Kubernetes::Pod')).toMatchObject({ count: 3 });
    });

    it('reads one config with its content, properties and summary counts, and says not found for an unknown id', async () => {
      const config = await port.get(ID(4));
      expect(config).toMatchObject({
        id: ID(4), name: 'orders', type: 'AWS::RDS::DBInstance', configClass: 'Database', description: 'Orders database',
        content: { engine: 'postgres', storage: { size: 100 } }, properties: [{ name: 'engine', text: 'postgres' }],
        summary: { changes: 0, analysis: 0, relationships: 0, playbookRuns: 0, checks: 0 },
        cost1d: 12.5, cost7d: 80, cost30d: 310,
      });
      await rejectsWith(port.get(MISSING_ID), 'not_found');
      await rejectsWith(port.get('not-a-config'), 'not_found');
    });

    it('feeds the changes of the last two days, newest first, with their config', async () => {
      const page = await port.changes(changesAsked());
      expect(page.total).toBe(3);
      expect(page.changes.map((change) => change.summary)).toEqual(['storage grew', 'image pulled', 'back-off']);
      expect(page.changes[0]).toMatchObject({ id: CHANGE(1), configId: ID(4), configName: 'orders', configType: 'AWS::RDS::DBInstance', changeType: 'diff', severity: 'medium', count: 3 });
    });

    it('takes the severity as a minimum, change types as a list with exclusions, and one config', async () => {
      expect(await summaries({ severity: 'medium' })).toEqual(['storage grew', 'back-off']);
      expect(await summaries({ changeTypes: '!Pulled' })).toEqual(['storage grew', 'back-off']);
      expect(await summaries({ configId: ID(1), recursive: 'none' })).toEqual(['image pulled', 'back-off']);
      expect(await summaries({ from: 'now-7d', configTypes: 'Kubernetes::Pod' })).toEqual(['image pulled', 'back-off', 'old']);
      expect(await port.changes(changesAsked({ page: 2, pageSize: 2 }))).toMatchObject({ total: 3, changes: [{ summary: 'back-off' }] });
    });

    it('reads one change with its diff and details', async () => {
      expect(await port.change(CHANGE(1))).toMatchObject({ id: CHANGE(1), configName: 'orders', diff: DIFF, details: { by: 'scraper' } });
      await rejectsWith(port.change(MISSING_ID), 'not_found');
    });

    it('lists insights first observed newest first, with their config, filtered and paged', async () => {
      const page = await port.insights({ pageIndex: 0, pageSize: 50, sortBy: 'first_observed', sortOrder: 'desc' });
      expect(page.total).toBe(3);
      expect(page.insights[0]).toMatchObject({ id: INSIGHT(1), configId: ID(1), configName: 'api-7f9', configType: 'Kubernetes::Pod', analysisType: 'security', severity: 'high', message: 'runs privileged' });
      expect(page.insights.map((insight) => insight.analyzer)).toEqual(['privileged', 'idle', 'no-limits']);
      expect(await analyzers({ configId: ID(1) })).toEqual(['privileged', 'no-limits']);
      expect(await analyzers({ severity: 'low' })).toEqual(['idle']);
      expect(await analyzers({ configType: 'Kubernetes::Pod', analysisType: 'reliability' })).toEqual(['no-limits']);
      expect(await analyzers({ sortBy: 'analyzer', sortOrder: 'asc', pageIndex: 1, pageSize: 2 })).toEqual(['privileged']);
    });

    it('walks related configs outgoing, incoming or both, soft links only when asked, each config once', async () => {
      await arrange.relate(ID(1), ID(3));
      await arrange.relate(ID(3), ID(4));
      await arrange.relate(ID(2), ID(1), 'soft');
      const names = async (configId: string, typeFilter: 'all' | 'incoming' | 'outgoing', relation: 'hard' | 'both' = 'hard') =>
        (await port.related({ configId, typeFilter, relation, includeDeleted: false, maxDepth: 10 })).map((config) => `${config.name}:${config.direction}:${config.depth}`);
      expect(await names(ID(1), 'outgoing')).toEqual(['api-7f9:self:0', 'node-a:outgoing:1', 'orders:outgoing:2']);
      expect(await names(ID(4), 'incoming')).toEqual(['orders:self:0', 'node-a:incoming:1', 'api-7f9:incoming:2']);
      expect(await names(ID(1), 'incoming')).toEqual(['api-7f9:self:0']);
      expect(await names(ID(1), 'incoming', 'both')).toEqual(['api-7f9:self:0', 'web-5c2:incoming:1']);
      const [self] = await port.related({ configId: ID(1), typeFilter: 'outgoing', relation: 'hard', includeDeleted: false, maxDepth: 10 });
      expect(self!.relatedIds).toEqual([ID(3)]);
    });

    it("lists the components a config is linked to by name, marking a person's links, and deletes only those", async () => {
      const COMPONENT = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
      await arrange.componentLinks([
        { configId: ID(1), componentId: COMPONENT(1), name: 'checkout' },
        { configId: ID(1), componentId: COMPONENT(2), name: 'api-gateway', selectorId: 'scraper-topology' },
        { configId: ID(2), componentId: COMPONENT(1), name: 'checkout' },
      ]);
      const links = async (configId: string) => (await port.components(configId)).map((link) => `${link.name}:${link.manual ? 'manual' : 'scraped'}`);
      expect(await links(ID(1))).toEqual(['api-gateway:scraped', 'checkout:manual']);
      expect((await port.components(ID(1)))[1]).toMatchObject({ id: COMPONENT(1), name: 'checkout', manual: true });
      await port.unlinkComponent(ID(1), COMPONENT(1));
      await port.unlinkComponent(ID(1), COMPONENT(2));
      expect(await links(ID(1))).toEqual(['api-gateway:scraped']);
      expect(await links(ID(2))).toEqual(['checkout:manual']);
      expect(await port.components(ID(3))).toEqual([]);
    });

    it('pages the incidents with evidence on a config, newest first, with the total', async () => {
      const INCIDENT = (n: number) => `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`;
      await arrange.incidents([
        { id: INCIDENT(1), configId: ID(4), title: 'orders slow', severity: 'high', hoursAgo: 5 },
        { id: INCIDENT(2), configId: ID(4), title: 'orders down', severity: 'critical', hoursAgo: 1 },
        { id: INCIDENT(3), configId: ID(4), title: 'orders full', severity: 'low', hoursAgo: 3 },
        { id: INCIDENT(4), configId: ID(1), title: 'api crash', severity: 'medium', hoursAgo: 2 },
      ]);
      const first = await port.incidents({ configId: ID(4), pageIndex: 0, pageSize: 2 });
      expect(first.total).toBe(3);
      expect(first.rows.map((incident) => incident.title)).toEqual(['orders down', 'orders full']);
      expect(first.rows[0]).toMatchObject({ id: INCIDENT(2), severity: 'critical', status: 'open' });
      expect((await port.incidents({ configId: ID(4), pageIndex: 1, pageSize: 2 })).rows.map((incident) => incident.title)).toEqual(['orders slow']);
      expect(await port.incidents({ configId: ID(3), pageIndex: 0, pageSize: 50 })).toEqual({ rows: [], total: 0 });
    });

    it('offers the types, tag keys, labels and statuses to filter by', async () => {
      const options = await port.options();
      expect(options.types).toEqual(expect.arrayContaining(['AWS::RDS::DBInstance', 'Kubernetes::Node', 'Kubernetes::Pod']));
      expect(options.tagKeys).toEqual(expect.arrayContaining(['account', 'cluster', 'namespace']));
      expect(options.labels).toEqual(expect.arrayContaining([{ key: 'app', value: 'api' }, { key: 'app', value: 'web' }]));
      expect(options.statuses).toEqual(expect.arrayContaining(['Pending', 'Ready', 'Running', 'available']));
    });
  });
}
