import { beforeEach, describe, expect, it } from 'vitest';
import { OWN_RUN_APPROVAL, type PlaybookRunPort } from '../../core/playbooks';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** What a case puts in the backend: a playbook by its spec, and components by name and type. */
export interface PlaybookRunsArrange {
  /** The playbook's id. */
  playbook(spec: Record<string, unknown>): Promise<string>;
  /** The component's id. */
  component(name: string, type: string): Promise<string>;
  /** The config item's id. */
  config(name: string, type: string): Promise<string>;
}

const RESTART = {
  components: [{ types: ['Service'] }],
  parameters: [
    { name: 'reason', label: 'Reason', type: 'text', required: true },
    { name: 'memory', label: 'Memory', type: 'bytes', default: '512Mi', properties: { min: '256Mi', max: '4Gi' } },
    { name: 'drain', type: 'checkbox', default: 'true' },
  ],
  actions: [{ name: 'call', http: { url: 'http://127.0.0.1:9/restart' } }],
};

/** Running playbooks as the built-in backend answers (reference §4.3; seed 000 §3, §5). */
export function describePlaybookRunsContract(name: string, setup: ContractSetup<PlaybookRunPort, PlaybookRunsArrange>) {
  describe(`the playbook run port (${name})`, () => {
    let port: PlaybookRunPort;
    let arrange: PlaybookRunsArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('answers the parameters of a playbook for a resource, with their label, type, requirement, default and properties', async () => {
      const playbook = await arrange.playbook(RESTART);
      const component = await arrange.component('payments-api', 'Service');
      expect(await port.parameters(playbook, { kind: 'component', id: component })).toEqual([
        { name: 'reason', label: 'Reason', type: 'text', required: true, default: undefined, description: undefined, properties: {} },
        { name: 'memory', label: 'Memory', type: 'bytes', required: false, default: '512Mi', description: undefined, properties: { min: '256Mi', max: '4Gi' } },
        { name: 'drain', label: '', type: 'checkbox', required: false, default: 'true', description: undefined, properties: {} },
      ]);
    });

    it('answers the parameters and runs a playbook on a catalog item', async () => {
      const playbook = await arrange.playbook({ configs: [{ types: ['Kubernetes::Deployment'] }], parameters: [{ name: 'reason', type: 'text' }], actions: [] });
      const config = await arrange.config('checkout', 'Kubernetes::Deployment');
      expect((await port.parameters(playbook, { kind: 'config', id: config })).map((p) => p.name)).toEqual(['reason']);
      expect(await port.run({ id: playbook, config_id: config, params: { reason: 'stuck' } })).toEqual(expect.any(String));
      expect(await port.lookup({ kind: 'config', text: 'check', types: ['Kubernetes::Deployment'] })).toEqual([{ id: config, name: 'checkout', detail: 'Kubernetes::Deployment' }]);
    });

    it("lists a config's runs of any time, and none of another config", async () => {
      const playbook = await arrange.playbook({ configs: [{ types: ['Kubernetes::Deployment'] }], actions: [] });
      const config = await arrange.config('checkout', 'Kubernetes::Deployment');
      const other = await arrange.config('billing', 'Kubernetes::Deployment');
      const runId = await port.run({ id: playbook, config_id: config, params: {} });
      const page = await port.list({ pageIndex: 0, pageSize: 200, configId: config });
      expect(page).toMatchObject({ total: 1, rows: [{ id: runId, resource: { kind: 'config', id: config, name: 'checkout' } }] });
      expect((await port.list({ pageIndex: 0, pageSize: 200, configId: other })).total).toBe(0);
    });

    it('lists the playbooks whose selectors take a resource', async () => {
      const playbook = await arrange.playbook(RESTART);
      const service = await arrange.component('payments-api', 'Service');
      const database = await arrange.component('payments-db', 'Database');
      expect(await port.applicable({ kind: 'component', id: service })).toEqual([
        { id: playbook, title: expect.any(String), targets: ['component'], types: { component: ['Service'] } },
      ]);
      expect(await port.applicable({ kind: 'component', id: database })).toEqual([]);
    });

    it('runs a playbook on a resource with its params and answers the run id', async () => {
      const playbook = await arrange.playbook(RESTART);
      const component = await arrange.component('payments-api', 'Service');
      const runId = await port.run({ id: playbook, component_id: component, params: { reason: 'stuck', memory: '1Gi' } });
      expect(runId).toEqual(expect.any(String));
    });

    it('refuses a run without a required parameter, and a run of a playbook that does not exist', async () => {
      const playbook = await arrange.playbook(RESTART);
      const component = await arrange.component('payments-api', 'Service');
      const refused = await rejectsWith(port.run({ id: playbook, component_id: component, params: {} }), 'invalid');
      expect(refused.message).toContain('reason');
      await rejectsWith(port.run({ id: MISSING_ID, params: {} }), 'not_found');
    });

    it('lists a run with its playbook, resource and status, shows it with its actions, refuses the approval of who requested it and cancels it', async () => {
      const playbook = await arrange.playbook({ ...RESTART, approval: { approvers: { people: ['admin@local'] } } });
      const component = await arrange.component('payments-api', 'Service');
      const runId = await port.run({ id: playbook, component_id: component, params: { reason: 'stuck' } });
      const week = { pageIndex: 0, pageSize: 150, from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };
      const page = await port.list(week);
      expect(page.total).toBe(1);
      expect(page.rows[0]).toMatchObject({ id: runId, playbookId: playbook, rawStatus: 'pending_approval', resource: { kind: 'component', id: component, name: 'payments-api' } });
      expect((await port.list({ ...week, statuses: ['completed'] })).total).toBe(0);
      expect((await port.playbookNames()).map((named) => named.id)).toEqual([playbook]);
      expect((await port.list({ ...week, playbookId: MISSING_ID })).total).toBe(0);
      expect(await port.get(runId)).toMatchObject({ run: { id: runId, parameters: { reason: 'stuck' } }, actions: [] });
      const refused = await rejectsWith(port.approve(runId), 'forbidden');
      expect(refused.message).toBe(OWN_RUN_APPROVAL);
      await port.cancel(runId);
      expect((await port.get(runId)).run.rawStatus).toBe('cancelled');
      await rejectsWith(port.cancel(runId), 'invalid');
      await rejectsWith(port.get(MISSING_ID), 'not_found');
    });

    it('finds components by part of their name, narrowed to the types asked, sorted by name', async () => {
      await arrange.component('payments-api', 'Service');
      await arrange.component('payments-db', 'Database');
      await arrange.component('orders-api', 'Service');
      expect((await port.lookup({ kind: 'component', text: 'API' })).map((o) => o.name)).toEqual(['orders-api', 'payments-api']);
      expect(await port.lookup({ kind: 'component', text: 'payments', types: ['Database'] })).toEqual([{ id: expect.any(String), name: 'payments-db', detail: 'Database' }]);
    });
  });
}
