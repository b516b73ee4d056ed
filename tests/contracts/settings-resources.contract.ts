import { beforeEach, describe, expect, it } from 'vitest';
import { emptyResourceDraft, type ResourceDraft, type ResourceKind, type SettingsResourcePort } from '../../core/settings';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** The person the cases write as. */
export interface SettingsResourcesArrange {
  readonly me: { readonly id: string };
}

const draft = (kind: ResourceKind, name: string, changes: Partial<ResourceDraft> = {}): ResourceDraft => ({
  ...emptyResourceDraft(kind),
  name,
  ...changes,
});

const ALL_PAGE = { pageIndex: 0, filter: {} };

/** The generic settings tables as the built-in backend answers them (seed 002 §7.2, reference §2.1, §2.2, §2.4, §2.5). */
export function describeSettingsResourcesContract(name: string, setup: ContractSetup<SettingsResourcePort, SettingsResourcesArrange>) {
  describe(`the settings resources port (${name})`, () => {
    let port: SettingsResourcePort;
    let me: { id: string };
    beforeEach(async () => {
      ({ port, arrange: { me } } = await setup());
    });

    const names = async (kind: ResourceKind) => (await port.list(kind, ALL_PAGE)).rows.map((row) => row.name);

    it('lists a kind newest first, each with what was saved and who saved it', async () => {
      await port.create('topologies', draft('topologies', 'topology-contract-a', { labels: { team: 'core' }, schedule: '@every 5m', spec: { type: 'App' } }), me.id);
      await port.create('topologies', draft('topologies', 'topology-contract-b'), me.id);
      const { rows, total } = await port.list('topologies', ALL_PAGE);
      expect(rows.map((row) => row.name)).toEqual(['topology-contract-b', 'topology-contract-a']);
      expect(total).toBe(2);
      expect(rows[1]).toMatchObject({
        namespace: 'default', labels: { team: 'core' }, schedule: '@every 5m', spec: { type: 'App' }, createdBy: { id: me.id },
      });
      expect(rows[1]!.agent).toBeUndefined();
    });

    it("keeps a canary's schedule in its spec", async () => {
      const created = await port.create('canaries', draft('canaries', 'canary-contract', { schedule: '@every 1m', spec: { http: [{ name: 'a', url: 'http://127.0.0.1:9' }] } }), me.id);
      const got = await port.get('canaries', created.id);
      expect(got?.spec).toEqual({ http: [{ name: 'a', url: 'http://127.0.0.1:9' }], schedule: '@every 1m' });
    });

    it('saves a team with its icon and an incident rule with its spec, in their own tables', async () => {
      await port.create('teams', draft('teams', 'team-contract', { icon: 'people', spec: { components: [] } }), me.id);
      await port.create('incident_rules', draft('incident_rules', 'rule-contract', { spec: { autoClose: true } }), me.id);
      expect((await port.list('teams', ALL_PAGE)).rows.map((row) => [row.name, row.icon])).toEqual([['team-contract', 'people']]);
      expect((await port.list('incident_rules', ALL_PAGE)).rows.map((row) => [row.name, row.spec])).toEqual([['rule-contract', { autoClose: true }]]);
    });

    it('updates what the draft changes, keeping the id', async () => {
      const created = await port.create('teams', draft('teams', 'team-update'), me.id);
      const updated = await port.update('teams', created.id, draft('teams', 'team-update', { icon: 'star', spec: { owner: 'ops' } }), me.id);
      expect(updated).toMatchObject({ id: created.id, icon: 'star', spec: { owner: 'ops' } });
      expect((await port.get('teams', created.id))?.spec).toEqual({ owner: 'ops' });
    });

    it('refuses a second resource of the same name as a conflict', async () => {
      await port.create('incident_rules', draft('incident_rules', 'rule-twice'), me.id);
      await rejectsWith(port.create('incident_rules', draft('incident_rules', 'rule-twice'), me.id), 'conflict');
    });

    it('deletes softly: the row leaves the list and cannot be got, and a second delete is not found', async () => {
      const created = await port.create('topologies', draft('topologies', 'topology-gone'), me.id);
      await port.remove('topologies', created.id);
      expect(await names('topologies')).toEqual([]);
      expect(await port.get('topologies', created.id)).toBeUndefined();
      await rejectsWith(port.remove('topologies', created.id), 'not_found');
    });

    it('gets nothing for an id no row has, and rejects updating it as not found', async () => {
      expect(await port.get('canaries', MISSING_ID)).toBeUndefined();
      await rejectsWith(port.update('canaries', MISSING_ID, draft('canaries', 'x'), me.id), 'not_found');
    });
  });
}
