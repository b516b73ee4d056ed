import { beforeEach, describe, expect, it } from 'vitest';
import { changeConnectionField, chooseConnectionType, connectionDraftOf, type ConnectionDraft, type ConnectionPort } from '../../core/settings/connections';
import { readCredential } from '../../core/shared';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface ConnectionArrange {
  /** The signed-in person, recorded as the author. */
  readonly me: { readonly id: string };
  /** An http URL on loopback that answers 2xx to any request. */
  readonly reachable: string;
}

const newest = { pageIndex: 0, pageSize: 100, sort: { column: 'createdAt', desc: true }, filter: {} };

const draftOf = (type: string, values: Readonly<Record<string, string>>): ConnectionDraft =>
  Object.entries(values).reduce(
    (draft, [key, value]) => changeConnectionField(draft, key, ['username', 'password', 'certificate'].includes(key) ? readCredential(value) : value),
    chooseConnectionType(type),
  );

/** Connections as the built-in backend keeps and tests them (reference §2.7, §4.9; DECISIONS §30). */
export function describeConnectionContract(name: string, setup: ContractSetup<ConnectionPort, ConnectionArrange>) {
  describe(`the connection port (${name})`, () => {
    let port: ConnectionPort;
    let arrange: ConnectionArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('adds connections by the signed-in person, listed newest first and read back with their fields', async () => {
      await port.create(draftOf('http', { name: 'api', url: 'http://127.0.0.1:8080' }), arrange.me.id);
      const hook = await port.create(draftOf('generic_webhook', { name: 'hook', namespace: 'ops', url: arrange.reachable }), arrange.me.id);
      expect(hook).toMatchObject({ name: 'hook', namespace: 'ops', type: 'generic_webhook', properties: { url: arrange.reachable, requestMethod: 'POST' } });
      expect(hook.url).toMatch(/^generic\+http:\/\/127\.0\.0\.1/);
      expect(hook.createdBy?.id).toBe(arrange.me.id);
      const page = await port.list(newest);
      expect(page.rows.map((c) => c.name)).toEqual(['hook', 'api']);
      expect((await port.get(hook.id)).properties).toEqual(hook.properties);
    });

    it('never reads a literal secret back, reads a reference as stored, and keeps both when the form sends them back', async () => {
      const created = await port.create(draftOf('http', { name: 'api', url: 'http://127.0.0.1:8080', username: 'secret://api/user', password: 'hunter2' }), arrange.me.id);
      expect(created).toMatchObject({ username: 'secret://api/user', password: '***' });
      const edited = changeConnectionField(connectionDraftOf(created), 'url', 'http://127.0.0.1:8081');
      const updated = await port.update(created.id, edited, arrange.me.id);
      expect(updated).toMatchObject({ url: 'http://127.0.0.1:8081', username: 'secret://api/user', password: '***' });
    });

    it('refuses a second connection of the same name in a namespace', async () => {
      await port.create(draftOf('http', { name: 'api', url: 'http://127.0.0.1:8080' }), arrange.me.id);
      await rejectsWith(port.create(draftOf('http', { name: 'api', url: 'http://127.0.0.1:8081' }), arrange.me.id), 'conflict');
    });

    it('deletes a connection, which is then neither listed nor found', async () => {
      const created = await port.create(draftOf('http', { name: 'gone', url: 'http://127.0.0.1:8080' }), arrange.me.id);
      await port.remove(created.id);
      await rejectsWith(port.get(created.id), 'not_found');
      expect((await port.list(newest)).rows).toEqual([]);
      await rejectsWith(port.remove(MISSING_ID), 'not_found');
    });

    it('passes a test of a reachable webhook, says a Slack connection cannot be tested, and fails a missing one', async () => {
      const hook = await port.create(draftOf('generic_webhook', { name: 'hook', url: arrange.reachable }), arrange.me.id);
      expect(await port.test(hook.id)).toEqual({ kind: 'passed' });
      const slack = await port.create(draftOf('slack', { name: 'chat', channel: 'C0123', password: 'xoxb-1' }), arrange.me.id);
      expect(await port.test(slack.id)).toEqual({ kind: 'unsupported' });
      expect(await port.test(MISSING_ID)).toEqual({ kind: 'failed' });
    });
  });
}
