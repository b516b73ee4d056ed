import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaybookDraft, PlaybookPort } from '../../core/playbooks';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

/** The playbook port needs nothing arranged: each case starts with no playbook. */
export type PlaybooksArrange = Readonly<Record<string, never>>;

const RESTART: PlaybookDraft = {
  name: 'restart',
  spec: 'title: Restart service\ncategory: Kubernetes\ndescription: Rolling restart\ncomponents:\n  - types: [Service]\nactions:\n  - name: call\n    http:\n      url: http://127.0.0.1/restart\n',
};
const DIAGNOSE: PlaybookDraft = { name: 'diagnose', spec: 'checks:\n  - types: [http]\nactions:\n  - name: q\n    sql:\n      query: select 1\n' };

/** Playbooks as the built-in backend keeps them (seed 002 §7.2): live ones listed, deletes soft. */
export function describePlaybooksContract(name: string, setup: ContractSetup<PlaybookPort, PlaybooksArrange>) {
  describe(`the playbook port (${name})`, () => {
    let port: PlaybookPort;
    beforeEach(async () => {
      ({ port } = await setup());
    });

    const query = { pageIndex: 0, filter: {}, sort: { column: 'title', desc: false } };

    it('creates a playbook from its YAML spec, with the title, category, description and targets the spec gives', async () => {
      const created = await port.create(RESTART, 'me');
      expect(created).toMatchObject({ name: 'restart', title: 'Restart service', category: 'Kubernetes', description: 'Rolling restart', targets: ['component'] });
      expect(created.spec).toContain('url: http://127.0.0.1/restart');
      expect(await port.get(created.id)).toMatchObject({ name: 'restart', spec: created.spec });
    });

    // Title order follows the database's collation, which may differ from the fake's: the screen sorts each group itself.
    it('lists the playbooks, a playbook without title or category by its name under none', async () => {
      await port.create(RESTART, 'me');
      await port.create(DIAGNOSE, 'me');
      const page = await port.list(query);
      expect(page.total).toBe(2);
      expect(page.rows.map((row) => [row.title, row.category, row.targets]).sort()).toEqual([['Restart service', 'Kubernetes', ['component']], ['diagnose', '', ['check']]]);
    });

    it('changes the name and spec of a playbook', async () => {
      const { id } = await port.create(RESTART, 'me');
      await port.update(id, { name: 'restart-2', spec: 'category: Ops\nactions: []\n' }, 'me');
      expect(await port.get(id)).toMatchObject({ name: 'restart-2', title: 'restart-2', category: 'Ops', targets: [] });
    });

    it('deletes a playbook, which is then neither listed nor found', async () => {
      const { id } = await port.create(RESTART, 'me');
      await port.remove(id);
      expect((await port.list(query)).rows).toEqual([]);
      await rejectsWith(port.get(id), 'not_found');
      await rejectsWith(port.remove(id), 'not_found');
    });

    it('rejects changing a playbook that does not exist as not found', async () => {
      await rejectsWith(port.update(MISSING_ID, RESTART, 'me'), 'not_found');
    });
  });
}
