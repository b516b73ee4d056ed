import { beforeEach, describe, expect, it } from 'vitest';
import type { TopologyPort } from '../../core/topology';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface NewComponent {
  readonly name: string;
  readonly type?: string;
  readonly status?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly logs?: readonly string[];
}

export interface TopologyArrange {
  component(component: NewComponent): Promise<string>;
  /** A config item of the catalog; answers its id. */
  config(config: { name: string; type: string; deleted?: boolean }): Promise<string>;
  /** A link a selector made (not manual); a deleted link has its own deleted_at. */
  link(componentId: string, configId: string, options?: { deleted?: boolean }): Promise<void>;
  check(componentId: string, check: { name: string; status: string }): Promise<void>;
  /** An incident with evidence on the component, created `minutes` ago. */
  incident(componentId: string, incident: { title: string; status: string; type: string; minutes: number }): Promise<void>;
}

const first = { pageIndex: 0, pageSize: 10 };

/** The Topology port as the built-in backend answers it (reference §2.2, §4.2; seed 001 §7). */
export function describeTopologyContract(name: string, setup: ContractSetup<TopologyPort, TopologyArrange>) {
  describe(`the topology port (${name})`, () => {
    let port: TopologyPort;
    let arrange: TopologyArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    describe('getComponent', () => {
      it('answers the component with its log selectors', async () => {
        const id = await arrange.component({ name: 'orders', type: 'Service', status: 'healthy', labels: { team: 'shop' }, logs: ['app'] });
        expect(await port.getComponent(id)).toMatchObject({
          id, name: 'orders', type: 'Service', status: 'healthy', labels: { team: 'shop' }, logs: [{ name: 'app' }],
        });
      });

      it('rejects an unknown component as not found', async () => {
        await rejectsWith(port.getComponent(MISSING_ID), 'not_found');
      });
    });

    describe('linkedConfigs', () => {
      it('is an empty page for a component without links', async () => {
        const id = await arrange.component({ name: 'lonely' });
        expect(await port.linkedConfigs(id, first, { hideDeleted: true })).toEqual({ items: [], total: 0, hasMore: false });
      });

      it('answers the links in the order they were made, a page at a time', async () => {
        const id = await arrange.component({ name: 'orders' });
        for (const name of ['orders-deploy', 'orders-db', 'orders-bucket']) await arrange.link(id, await arrange.config({ name, type: 'Kubernetes::Deployment' }));
        const page = await port.linkedConfigs(id, { pageIndex: 0, pageSize: 2 }, { hideDeleted: true });
        expect(page).toMatchObject({ total: 3, hasMore: true });
        expect(page.items.map((l) => l.name)).toEqual(['orders-deploy', 'orders-db']);
        expect(page.items[0]).toMatchObject({ type: 'Kubernetes::Deployment' });
        expect(page.items[0]!.selectorId).not.toBe('manual');
        const last = await port.linkedConfigs(id, { pageIndex: 1, pageSize: 2 }, { hideDeleted: true });
        expect(last).toMatchObject({ total: 3, hasMore: false, items: [{ name: 'orders-bucket' }] });
      });

      it('hides deleted links unless asked for them, and keeps a link to a deleted config marked deleted', async () => {
        const id = await arrange.component({ name: 'orders' });
        await arrange.link(id, await arrange.config({ name: 'postgres', type: 'Database' }));
        await arrange.link(id, await arrange.config({ name: 'old-vm', type: 'VM' }), { deleted: true });
        await arrange.link(id, await arrange.config({ name: 'gone-bucket', type: 'Bucket', deleted: true }));
        const shown = await port.linkedConfigs(id, first, { hideDeleted: true });
        expect(shown.items.map((l) => [l.name, Boolean(l.deletedAt)])).toEqual([['postgres', false], ['gone-bucket', true]]);
        const all = await port.linkedConfigs(id, first, { hideDeleted: false });
        expect(all.items.map((l) => l.name)).toEqual(['postgres', 'old-vm', 'gone-bucket']);
      });
    });

    describe('linkConfig and unlinkConfig', () => {
      it('adds a manual link, and removes only manual links', async () => {
        const id = await arrange.component({ name: 'orders' });
        const found = await arrange.config({ name: 'found-by-selector', type: 'Database' });
        await arrange.link(id, found);
        const chosen = await arrange.config({ name: 'chosen', type: 'Bucket' });
        await port.linkConfig(id, chosen);
        const linked = await port.linkedConfigs(id, first, { hideDeleted: true });
        expect(linked.items.map((l) => [l.name, l.selectorId === 'manual'])).toEqual([['found-by-selector', false], ['chosen', true]]);
        await port.unlinkConfig(id, chosen);
        await port.unlinkConfig(id, found);
        expect((await port.linkedConfigs(id, first, { hideDeleted: true })).items.map((l) => l.name)).toEqual(['found-by-selector']);
      });

      it('refuses a link to a config that is linked already', async () => {
        const id = await arrange.component({ name: 'orders' });
        const config = await arrange.config({ name: 'twice', type: 'Bucket' });
        await port.linkConfig(id, config);
        await rejectsWith(port.linkConfig(id, config), 'conflict');
      });

      it('refuses a link to a config that does not exist', async () => {
        const id = await arrange.component({ name: 'orders' });
        await rejectsWith(port.linkConfig(id, MISSING_ID), 'conflict');
      });
    });

    describe('configsForSearch', () => {
      it('offers the live config items', async () => {
        await arrange.config({ name: 'bucket', type: 'AWS::S3::Bucket' });
        await arrange.config({ name: 'gone', type: 'VM', deleted: true });
        expect((await port.configsForSearch()).map((c) => [c.name, c.type])).toEqual([['bucket', 'AWS::S3::Bucket']]);
      });
    });

    describe('checks', () => {
      it("answers the component's checks by name, a page at a time", async () => {
        const id = await arrange.component({ name: 'orders' });
        await arrange.check(id, { name: 'orders-tcp', status: 'healthy' });
        await arrange.check(id, { name: 'orders-http', status: 'unhealthy' });
        await arrange.check(id, { name: 'orders-dns', status: 'healthy' });
        const page = await port.checks(id, { pageIndex: 0, pageSize: 2 });
        expect(page).toMatchObject({ total: 3, hasMore: true });
        expect(page.items.map((c) => [c.name, c.status])).toEqual([['orders-dns', 'healthy'], ['orders-http', 'unhealthy']]);
      });

      it('is an empty page for a component without checks', async () => {
        const id = await arrange.component({ name: 'orders' });
        expect(await port.checks(id, first)).toEqual({ items: [], total: 0, hasMore: false });
      });
    });

    describe('incidents', () => {
      it('answers the incidents with evidence on the component, newest first, filtered by status and type', async () => {
        const id = await arrange.component({ name: 'orders' });
        await arrange.incident(id, { title: 'Outage', status: 'open', type: 'availability', minutes: 30 });
        await arrange.incident(id, { title: 'Slow page', status: 'open', type: 'performance', minutes: 10 });
        await arrange.incident(id, { title: 'Old bug', status: 'closed', type: 'availability', minutes: 60 });
        const titles = async (status: string, type: string) => (await port.incidents(id, { status, type }, first)).items.map((i) => i.title);
        expect(await titles('open', 'all')).toEqual(['Slow page', 'Outage']);
        expect(await titles('all', 'availability')).toEqual(['Outage', 'Old bug']);
        expect(await titles('all', 'all')).toEqual(['Slow page', 'Outage', 'Old bug']);
      });
    });

    describe('the other side-panel lists', () => {
      it('are empty for a component with nothing in them', async () => {
        const id = await arrange.component({ name: 'orders' });
        const empty = { items: [], total: 0, hasMore: false };
        expect(await port.changes(id, first)).toEqual(empty);
        expect(await port.teams(id, first)).toEqual(empty);
        expect(await port.insights(id, first)).toEqual(empty);
        expect(await port.playbookRuns(id, first)).toEqual(empty);
        expect(await port.hasPlaybooks(id)).toBe(false);
      });
    });
  });
}
