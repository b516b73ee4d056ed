import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import type { Principal } from '../../../server/http/env';
import { NEVER_EXPOSED, exposedRelationNames, functionResource, relationResource } from '../../../server/postgrest/resources';
import { appFor, fixtureEngines, openFixture, RESPONDER, send, VIEWER } from './support';

const pglite = fixtureEngines.find((engine) => engine.name === 'pglite')!;

describe('/api/db permissions', () => {
  let db: Database;
  const as = (principal: Principal) => appFor(db, principal);

  beforeAll(async () => {
    db = await openFixture(pglite);
  });
  afterAll(() => db.close());

  describe('when a viewer calls', () => {
    it('reads', async () => {
      const response = await send(as(VIEWER), { method: 'GET', path: 'checks?select=name,canaries(name)&limit=1' });
      expect(response.status).toBe(200);
    });

    it.each([
      ['POST', 'properties', '{"name":"v","value":"1"}'],
      ['PATCH', 'properties?name=eq.logs.disable', '{"value":"false"}'],
      ['DELETE', 'properties?name=eq.logs.disable', undefined],
    ])('gets 403 on %s and nothing changes', async (method, path, body) => {
      const response = await send(as(VIEWER), { method, path, body });
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ code: '42501' });
      const { rows } = await db.query<{ value: string }>(`SELECT value FROM properties WHERE name = 'logs.disable'`);
      expect(rows).toEqual([{ value: 'true' }]);
    });

    it('gets 403 calling a function that writes with POST, but may call a read function with POST', async () => {
      const write = await send(as(VIEWER), { method: 'POST', path: 'rpc/soft_delete_check', body: '{"check_id":"e0000000-0000-0000-0000-000000000001"}' });
      expect(write.status).toBe(403);
      const read = await send(as(VIEWER), { method: 'POST', path: 'rpc/uuid_to_ulid', body: '{"id":"e0000000-0000-0000-0000-000000000001"}' });
      expect(read.status).toBe(200);
      expect(read.json).toBe('e0000000000000000000000000000001');
    });
  });

  describe('when a responder calls', () => {
    it('may write incidents but not playbooks', async () => {
      const incident = await send(as(RESPONDER), {
        method: 'PATCH', path: 'incidents?id=eq.10000000-0000-0000-0000-000000000002', body: '{"status":"open"}',
      });
      expect(incident.status).toBe(204);
      const playbook = await send(as(RESPONDER), {
        method: 'PATCH', path: 'playbooks?id=eq.60000000-0000-0000-0000-000000000001', body: '{"title":"x"}',
      });
      expect(playbook.status).toBe(403);
    });
  });

  describe('when a guest calls', () => {
    it('may not read', async () => {
      const guest: Principal = { ...VIEWER, roles: ['guest'] };
      expect((await send(as(guest), { method: 'GET', path: 'checks' })).status).toBe(403);
    });
  });

  describe('when a relation is not in the map', () => {
    it('answers 404 even though it exists', async () => {
      for (const path of ['sentinel', 'casbin_rule', 'access_tokens', 'sessions']) {
        const response = await send(as(VIEWER), { method: 'GET', path });
        expect(response.status).toBe(404);
      }
    });

    it('cannot be reached through an embed either', async () => {
      const response = await send(appFor(db), { method: 'GET', path: 'people?select=name,casbin_rule(*)' });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'PGRST200' });
    });
  });

  describe('when reading the map', () => {
    it('follows permissions.md for a sample of relations', () => {
      expect(relationResource('check_summary')).toBe('canaries');
      expect(relationResource('configs')).toBe('catalog');
      expect(relationResource('components')).toBe('topologies');
      expect(relationResource('incident_histories')).toBe('incident');
      expect(relationResource('responders')).toBe('responder');
      expect(relationResource('properties')).toBe('feature_flags');
      expect(relationResource('playbook_run_actions')).toBe('playbook_runs');
      expect(relationResource('people')).toBe('database');
      expect(relationResource('view_default_pods')).toBe('database');
      expect(functionResource('related_configs_recursive')).toBe('catalog');
    });

    it('never exposes credentials, sessions, tokens, flows, messages, role rows or migrations', () => {
      for (const name of NEVER_EXPOSED) expect(relationResource(name)).toBeUndefined();
      expect(exposedRelationNames().filter((name) => NEVER_EXPOSED.has(name))).toEqual([]);
    });
  });
});
