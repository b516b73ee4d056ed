import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaybookRunPort } from '../../core/playbooks';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** What a case puts in the backend: a playbook by its spec, and components by name and type. */
export interface PlaybookRunsArrange {
  /** The playbook's id. */
  playbook(spec: Record<string, unknown>): Promise<string>;
  /** The component's id. */
  component(name: string, type: string): Promise<string>;
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

    it('finds components by part of their name, narrowed to the types asked, sorted by name', async () => {
      await arrange.component('payments-api', 'Service');
      await arrange.component('payments-db', 'Database');
      await arrange.component('orders-api', 'Service');
      expect((await port.lookup({ kind: 'component', text: 'API' })).map((o) => o.name)).toEqual(['orders-api', 'payments-api']);
      expect(await port.lookup({ kind: 'component', text: 'payments', types: ['Database'] })).toEqual([{ id: expect.any(String), name: 'payments-db', detail: 'Database' }]);
    });
  });
}
