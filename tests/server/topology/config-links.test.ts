import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';
import { topologyFixture, type TopologyFixture } from './fixture';
import { topologyApp, type Caller, type TopologyApp } from './support';

/** Seed 001 §2.13 and reference §2.3: manual component ↔ config links through /api/db. */
describe.each(engines)('linking a component to a catalog item on $name', (engine) => {
  let db: Database;
  let app: TopologyApp;
  let f: TopologyFixture;

  beforeAll(async () => {
    db = await engine.open();
    app = await topologyApp(db);
    f = await topologyFixture(db);
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
  });

  const link = (caller: Caller, configId = f.otherConfig) =>
    app.as(caller, '/api/db/config_component_relationships', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ component_id: f.search, config_id: configId, selector_id: 'manual' }),
    });
  const unlink = (caller: Caller, configId = f.otherConfig) =>
    app.as(caller, `/api/db/config_component_relationships?component_id=eq.${f.search}&config_id=eq.${configId}&selector_id=eq.manual`, {
      method: 'DELETE',
      headers: { prefer: 'return=representation' },
    });
  const linked = async () => {
    const response = await app.as(
      'viewer',
      `/api/db/config_component_relationships?component_id=eq.${f.search}&configs.order=name&select=*,configs!config_component_relationships_config_id_fkey(id,type,name,config_class,deleted_at)&deleted_at=is.null`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { selector_id: string; configs: { id: string; name: string } }[];
  };

  describe('when an editor links and then unlinks', () => {
    it('creates a manual link the component lists, then removes it', async () => {
      const created = await link('editor');
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual([expect.objectContaining({ component_id: f.search, config_id: f.otherConfig, selector_id: 'manual' })]);
      expect(await linked()).toEqual([expect.objectContaining({ selector_id: 'manual', configs: expect.objectContaining({ id: f.otherConfig, name: 'unlinked-bucket' }) })]);

      const removed = await unlink('editor');
      expect(removed.status).toBe(200);
      expect(await removed.json()).toHaveLength(1);
      expect(await linked()).toEqual([]);
    });
  });

  describe('when the link was made by a selector', () => {
    it('is not removed by a manual unlink', async () => {
      const removed = await app.as(
        'editor',
        `/api/db/config_component_relationships?component_id=eq.${f.shop}&config_id=eq.${f.config}&selector_id=eq.manual`,
        { method: 'DELETE', headers: { prefer: 'return=representation' } },
      );
      expect(await removed.json()).toEqual([]);
      const { rows } = await db.query('SELECT 1 FROM config_component_relationships WHERE component_id = $1 AND config_id = $2', [f.shop, f.config]);
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
      expect((await unlink(caller)).status).toBe(403);
      const { rows } = await db.query('SELECT 1 FROM config_component_relationships WHERE component_id = $1', [f.search]);
      expect(rows).toHaveLength(0);
    });
  });
});
