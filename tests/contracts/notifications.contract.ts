import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDraft, NotificationPort } from '../../core/settings/notifications';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface NotificationArrange {
  /** The signed-in person, recorded as the author. */
  readonly me: { readonly id: string; readonly name: string };
  /** A team and a connection the recipients may name. */
  readonly team: { readonly id: string; readonly name: string };
  readonly connection: { readonly id: string; readonly name: string; readonly type: string };
}

const newest = { pageIndex: 0, pageSize: 50, sort: { column: 'createdAt', desc: true }, filter: {} };
const draft = (values: Partial<NotificationDraft>): NotificationDraft => ({
  name: 'n', title: '', events: ['check.failed'], filter: '', template: '', recipient: 'person', personId: '', teamId: '', customServices: [], ...values,
});

/** Notifications as the built-in backend keeps them (seed 002 §3, §4, §7.2). */
export function describeNotificationContract(name: string, setup: ContractSetup<NotificationPort, NotificationArrange>) {
  describe(`the notification port (${name})`, () => {
    let port: NotificationPort;
    let arrange: NotificationArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('creates from the UI with its author, newest first, with the counts of the summary', async () => {
      await port.create(draft({ name: 'first', personId: arrange.me.id }), arrange.me.id);
      const second = await port.create(draft({ name: 'second', recipient: 'team', teamId: arrange.team.id, events: ['check.failed', 'check.passed'] }), arrange.me.id);
      expect(second).toMatchObject({
        name: 'second', source: 'UI', events: ['check.failed', 'check.passed'], team: { id: arrange.team.id, name: arrange.team.name },
        pending: 0, sent: 0, failed: 0,
      });
      expect(second.person).toBeUndefined();
      expect(second.createdBy?.id).toBe(arrange.me.id);
      const page = await port.list(newest);
      expect(page.rows.map((row) => row.name)).toEqual(['second', 'first']);
      expect(page.rows[1]!.person).toMatchObject({ id: arrange.me.id, name: arrange.me.name });
    });

    it('clears the recipients of the other kinds when an update switches to Others', async () => {
      const created = await port.create(draft({ name: 'switch', personId: arrange.me.id }), arrange.me.id);
      const service = { name: arrange.connection.name, connection: arrange.connection.id };
      const updated = await port.update(created.id, draft({ name: 'switch', recipient: 'others', personId: arrange.me.id, customServices: [service] }), arrange.me.id);
      expect(updated.person).toBeUndefined();
      expect(updated.team).toBeUndefined();
      expect(updated.customServices).toEqual([service]);
    });

    it('offers the people, teams and connections to pick, connections by id, name and type only', async () => {
      const choices = await port.recipients();
      expect(choices.people.map((p) => p.id)).toContain(arrange.me.id);
      expect(choices.teams).toContainEqual({ id: arrange.team.id, name: arrange.team.name });
      expect(choices.connections).toContainEqual(arrange.connection);
      for (const connection of choices.connections) expect(Object.keys(connection).sort()).toEqual(['id', 'name', 'type']);
    });

    it('deletes one, which is then neither listed nor found', async () => {
      const created = await port.create(draft({ name: 'gone' }), arrange.me.id);
      await port.remove(created.id);
      await rejectsWith(port.get(created.id), 'not_found');
      expect((await port.list(newest)).rows).toEqual([]);
      await rejectsWith(port.remove(MISSING_ID), 'not_found');
    });
  });
}
