import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Database } from '../../../server/db/database';
import type { AppEnv } from '../../../server/http/env';
import { appFor, fixtureEngines, openFixture, send, stopFixtureCluster } from './support';

afterAll(() => stopFixtureCluster());

const UI_PLAYBOOK = '60000000-0000-0000-0000-000000000001';
const CRD_PLAYBOOK = '60000000-0000-0000-0000-000000000002';

describe.each(fixtureEngines)("Mission Control's additions to /api/db on $name", (engine) => {
  let db: Database;
  let app: Hono<AppEnv>;
  const names = async (path: string) => ((await send(app, { method: 'GET', path })).json as { name: string }[]).map((r) => r.name).sort();

  beforeAll(async () => {
    db = await openFixture(engine);
    app = appFor(db);
  });
  afterAll(() => db.close());

  describe('when a column has a .filter parameter', () => {
    it('includes exact values and excludes !values', async () => {
      const healthy = await names('checks?select=name&status.filter=healthy&name=like.check-*');
      expect(healthy).toHaveLength(23);
      const notUnhealthy = await names('checks?select=name&status.filter=!unhealthy&name=like.check-*');
      expect(notUnhealthy).toHaveLength(23);
    });

    it('matches prefix, suffix and contains globs, any of the included items', async () => {
      expect(await names('checks?select=name&name.filter=check-2*')).toEqual([
        'check-20', 'check-21', 'check-22', 'check-23', 'check-24', 'check-25', 'check-26', 'check-27', 'check-28', 'check-29',
      ]);
      expect(await names('checks?select=name&name.filter=*-30,*100%*')).toEqual(['check-30', 'port 100%_open']);
      expect(await names('checks?select=name&name.filter=check-01,*-3*')).toEqual(['check-01', 'check-30']);
    });

    it('applies .filter to JSON paths', async () => {
      expect(await names('config_items?select=name&labels->>app.filter=api,db')).toEqual(['api-7d9f', 'db-0']);
    });

    it('reads date maths on date columns, defaulting to "before"', async () => {
      expect(await names('checks?select=name&created_at.filter=>now-1d')).toEqual(['Resolve "quoted", commas']);
      expect(await names('checks?select=name&created_at.filter=>now-30d&created_at.filter=<now-1d')).toEqual(['port 100%_open']);
      const old = await names('checks?select=name&created_at.filter=now-1y');
      expect(old).toHaveLength(30);
    });
  });

  describe('when writing playbooks', () => {
    it('needs an exact id=eq.<uuid> filter for PATCH and DELETE', async () => {
      const patch = await send(app, { method: 'PATCH', path: 'playbooks?name=eq.restart-pod', body: '{"title":"x"}' });
      expect(patch.status).toBe(400);
      const remove = await send(app, { method: 'DELETE', path: `playbooks?id=neq.${UI_PLAYBOOK}` });
      expect(remove.status).toBe(400);
    });

    it('refuses to change a playbook that does not come from the UI', async () => {
      const response = await send(app, { method: 'PATCH', path: `playbooks?id=eq.${CRD_PLAYBOOK}`, body: '{"title":"Hijacked"}' });
      expect(response.status).toBe(409);
      const { rows } = await db.query<{ title: string }>('SELECT title FROM playbooks WHERE id = $1', [CRD_PLAYBOOK]);
      expect(rows[0].title).toBe('Scale deployment');
    });

    it('keeps the source of a UI playbook as UI', async () => {
      const response = await send(app, {
        method: 'PATCH', path: `playbooks?id=eq.${UI_PLAYBOOK}`, headers: { prefer: 'return=representation' },
        body: '{"title":"Restart it","source":"KubernetesCRD"}',
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject([{ title: 'Restart it', source: 'UI' }]);
    });

    it('creates playbooks with source UI and a spec, and refuses upserts', async () => {
      const created = await send(app, {
        method: 'POST', path: 'playbooks?select=name,source', headers: { prefer: 'return=representation' },
        body: JSON.stringify({ name: 'new', title: 'New', spec: { actions: [] }, source: 'KubernetesCRD' }),
      });
      expect(created.status).toBe(201);
      expect(created.json).toEqual([{ name: 'new', source: 'UI' }]);
      const noSpec = await send(app, { method: 'POST', path: 'playbooks', body: JSON.stringify({ name: 'bad', title: 'Bad' }) });
      expect(noSpec.status).toBe(400);
      const upsert = await send(app, {
        method: 'POST', path: 'playbooks', headers: { prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify({ id: CRD_PLAYBOOK, name: 'scale', title: 'x', spec: {} }),
      });
      expect(upsert.status).toBe(400);
    });

    it('refuses a spec that fails the playbook spec schema, naming the offending field', async () => {
      const created = await send(app, {
        method: 'POST', path: 'playbooks',
        body: JSON.stringify({ name: 'typo', title: 'Typo', spec: { actions: [{ name: 'call', http: { method: 'GET' } }] } }),
      });
      expect(created.status).toBe(400);
      expect(created.json).toMatchObject({ message: 'spec.actions[0].http.url is required' });
      const changed = await send(app, {
        method: 'PATCH', path: `playbooks?id=eq.${UI_PLAYBOOK}`, body: JSON.stringify({ spec: { actions: [], parameters: [{ name: 'n', type: 'colour' }] } }),
      });
      expect(changed.status).toBe(400);
      expect(changed.json).toMatchObject({ message: expect.stringMatching(/^spec\.parameters\[0\]\.type must be one of code, /) });
    });
  });

  describe('when a write carries Prefer: resolution', () => {
    it('upserts on the primary key', async () => {
      const response = await send(app, {
        method: 'POST', path: 'properties?select=name,value', headers: { prefer: 'return=representation,resolution=merge-duplicates' },
        body: JSON.stringify([{ name: 'logs.disable', value: 'false' }, { name: 'fresh.flag', value: 'on' }]),
      });
      expect(response.status).toBe(201);
      expect(response.json).toEqual([{ name: 'logs.disable', value: 'false' }, { name: 'fresh.flag', value: 'on' }]);
    });
  });

  describe('when a write is made', () => {
    it('tells triggers who is acting through app.person_id', async () => {
      await db.exec(`CREATE TABLE acting_log (who text);
        CREATE FUNCTION log_actor() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO acting_log VALUES (current_setting('app.person_id', true)); RETURN NEW; END $$;
        CREATE TRIGGER saved_query_actor AFTER INSERT ON saved_query FOR EACH ROW EXECUTE FUNCTION log_actor();`);
      await send(app, { method: 'POST', path: 'saved_query', body: '{"query":"x"}' });
      const { rows } = await db.query<{ who: string }>('SELECT who FROM acting_log');
      expect(rows).toEqual([{ who: 'a0000000-0000-0000-0000-000000000001' }]);
    });
  });
});
