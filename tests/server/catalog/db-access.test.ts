import { describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { C } from './fixture';
import { withCatalogServer } from './server';

/** The catalog relations through /api/db: readable with read on catalog (permissions.md), nothing else exposed. */
describe.each(engines)('the catalog through /api/db on $name', (engine) => {
  const t = withCatalogServer(engine);
  const read = async (path: string, caller: Parameters<typeof t.as>[0] = 'viewer') => {
    const response = await t.as(caller, `/api/db/${path}`);
    return { status: response.status, body: response.status === 200 ? await response.json() : undefined };
  };

  const PATHS = [
    `config_item_summary_7d?config_id=eq.${C.api}`,
    'config_class_summary?config_class=eq.Deployment',
    `rpc/related_configs_recursive?config_id=${C.api}&max_depth=10&type_filter=outgoing`,
    `rpc/related_changes_recursive?lookup_id=${C.api}`,
    'rpc/config_analysis_filter_options',
  ];

  describe('when a viewer reads', () => {
    it.each(PATHS)('answers %s', async (path) => {
      expect((await read(path)).status).toBe(200);
    });

    it('filters the related configs by type as the console asks (type.filter)', async () => {
      const { body } = await read(
        `rpc/related_configs_recursive?config_id=${C.api}&include_deleted_configs=false&max_depth=10&type_filter=outgoing&incoming_relation=both&outgoing_relation=both&type.filter=Kubernetes::Pod`,
      );
      expect(body).toEqual([expect.objectContaining({ id: C.pod, type: 'Kubernetes::Pod', depth: 2 })]);
    });

    it('still embeds the agent in the catalog list', async () => {
      const { body } = await read(`configs?select=name,changes,agent:agents(name)&id=eq.${C.api}`);
      expect(body).toEqual([{ name: 'api', changes: 3, agent: { name: 'local' } }]);
    });

    it('does not expose the cost helper view', async () => {
      expect((await read('config_cost_totals')).status).toBe(404);
    });
  });

  describe('when a guest reads', () => {
    it.each(PATHS)('refuses %s', async (path) => {
      expect((await read(path, 'guest')).status).toBe(403);
    });
  });
});
