import { describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { withTopologyEstate } from './fixture';
import type { Caller } from './support';

/** Seed 001 §2.13 and reference §2.3: manual component ↔ config links through /api/db. */
describe.each(engines)('linking a component to a catalog item on $name', (engine) => {
  const t = withTopologyEstate(engine);

  const link = (caller: Caller, configId = t.f.otherConfig) =>
    t.app.as(caller, '/api/db/config_component_relationships', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ component_id: t.f.search, config_id: configId, selector_id: 'manual' }),
    });
  const unlink = (caller: Caller, configId = t.f.otherConfig) =>
    t.app.as(caller, `/api/db/config_component_relationships?component_id=eq.${t.f.search}&config_id=eq.${configId}&selector_id=eq.manual`, {
      method: 'DELETE',
      headers: { prefer: 'return=representation' },
    });
  const linked = async () => {
    const response = await t.app.as(
      'viewer',
      `/api/db/config_component_relationships?component_id=eq.${t.f.search}&configs.order=name&select=*,configs!config_component_relationships_config_id_fkey(id,type,name,config_class,deleted_at)&deleted_at=is.null`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { selector_id: string; configs: { id: string; name: string } }[];
  };

  describe('when an editor links and then unlinks', () => {
    it('creates a manual link the component lists, then removes it', async () => {
      const created = await link('editor');
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual([expect.objectContaining({ component_id: t.f.search, config_id: t.f.otherConfig, selector_id: 'manual' })]);
      expect(await linked()).toEqual([expect.objectContaining({ selector_id: 'manual', configs: expect.objectContaining({ id: t.f.otherConfig, name: 'unlinked-bucket' }) })]);

      const removed = await unlink('editor');
      expect(removed.status).toBe(200);
      expect(await removed.json()).toHaveLength(1);
      expect(await linked()).toEqual([]);
    });
  });

  describe('when the link was made by a selector', () => {
    it('is not removed by a manual unlink', async () => {
      const removed = await t.app.as(
        'editor',
        `/api/db/config_component_relationships?component_id=eq.${t.f.shop}&config_id=eq.${t.f.config}&selector_id=eq.manual`,
        { method: 'DELETE', headers: { prefer: 'return=representation' } },
      );
      expect(await removed.json()).toEqual([]);
      const { rows } = await t.db.query('SELECT 1 FROM config_component_relationships WHERE component_id = $1 AND config_id = $2', [t.f.shop, t.f.config]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('when the config is already linked', () => {
    it('refuses a second link with a conflict', async () => {
      expect((await link('admin')).status).toBe(201);
      const again = await link('admin');
      expect(again.status).toBe(409);
      expect((await unlink('admin')).status).toBe(200);
    });
  });

  describe('permissions (write on catalog)', () => {
    it.each(['viewer', 'commander', 'guest'] as const)('refuses a %s', async (caller) => {
      expect((await link(caller)).status).toBe(403);
      const refused = await unlink(caller);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: '42501', message: 'permission denied for table config_component_relationships', details: null, hint: null });
      const { rows } = await t.db.query('SELECT 1 FROM config_component_relationships WHERE component_id = $1', [t.f.search]);
      expect(rows).toHaveLength(0);
    });
  });
});
