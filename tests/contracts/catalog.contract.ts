import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogFilter, CatalogListQuery, CatalogPort, ConfigProperty } from '../../core/catalog';
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
}

export interface CatalogArrange {
  configs(configs: readonly ContractConfig[]): Promise<void>;
}

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ESTATE: readonly ContractConfig[] = [
  { id: ID(1), name: 'api-7f9', type: 'Kubernetes::Pod', configClass: 'Pod', status: 'Running', health: 'healthy', tags: { cluster: 'prod', namespace: 'shop' }, labels: { app: 'api' } },
  { id: ID(2), name: 'web-5c2', type: 'Kubernetes::Pod', configClass: 'Pod', status: 'Pending', health: 'warning', tags: { cluster: 'prod', namespace: 'shop' }, labels: { app: 'web' } },
  { id: ID(3), name: 'node-a', type: 'Kubernetes::Node', configClass: 'Node', status: 'Ready', health: 'unhealthy', tags: { cluster: 'dev' } },
  {
    id: ID(4), name: 'orders', type: 'AWS::RDS::DBInstance', configClass: 'Database', status: 'available', health: 'healthy', tags: { account: 'main' },
    description: 'Orders database', content: { engine: 'postgres', storage: { size: 100 } }, properties: [{ name: 'engine', text: 'postgres' }],
  },
  { id: ID(5), name: 'gone-pod', type: 'Kubernetes::Pod', configClass: 'Pod', status: 'Terminated', health: 'unhealthy', tags: { cluster: 'prod' }, deletedAt: '2024-06-01T00:00:00Z' },
];

const filter = (fields: Partial<CatalogFilter> = {}): CatalogFilter => ({ labels: [], groupBy: ['type'], hideDeleted: true, ...fields });
const query = (fields: Partial<CatalogListQuery> = {}): CatalogListQuery => ({
  ...filter(), pageIndex: 0, pageSize: 50, sortBy: 'type', sortOrder: 'asc', ...fields,
});

/** The catalog list's port as the built-in backend answers it (reference §2.3 `configs`, §4.4 summary). */
export function describeCatalogContract(name: string, setup: () => Promise<{ port: CatalogPort; arrange: CatalogArrange }>) {
  describe(`the catalog port (${name})`, () => {
    let port: CatalogPort;
    beforeEach(async () => {
      const subject = await setup();
      port = subject.port;
      await subject.arrange.configs(ESTATE);
    });
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

    it('pages from the server', async () => {
      const second = await port.list(query({ pageIndex: 1, pageSize: 3 }));
      expect(second).toMatchObject({ total: 4 });
      expect(second.configs.map((config) => config.name)).toEqual(['web-5c2']);
    });

    it('summarises live configs by type, with their health, and by tag keys', async () => {
      const byType = await port.summary(filter());
      const pods = byType.find((row) => row.groups.type === 'Kubernetes::Pod');
      expect(byType).toHaveLength(3);
      expect(pods).toMatchObject({ count: 2, health: { healthy: 1, warning: 1 } });
      const byCluster = await port.summary(filter({ groupBy: ['cluster__tag'] }));
      expect(byCluster.find((row) => row.groups.cluster === 'prod')).toMatchObject({ count: 2 });
      expect((await port.summary(filter({ hideDeleted: false }))).find((row) => row.groups.type === 'Kubernetes::Pod')).toMatchObject({ count: 3 });
    });

    it('reads one config with its content, properties and summary counts, and says not found for an unknown id', async () => {
      const config = await port.get(ID(4));
      expect(config).toMatchObject({
        id: ID(4), name: 'orders', type: 'AWS::RDS::DBInstance', configClass: 'Database', description: 'Orders database',
        content: { engine: 'postgres', storage: { size: 100 } }, properties: [{ name: 'engine', text: 'postgres' }],
        summary: { changes: 0, analysis: 0, relationships: 0, playbookRuns: 0, checks: 0 },
      });
      await rejectsWith(port.get(MISSING_ID), 'not_found');
      await rejectsWith(port.get('not-a-config'), 'not_found');
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
