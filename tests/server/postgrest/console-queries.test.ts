import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Database } from '../../../server/db/database';
import type { AppEnv, Principal } from '../../../server/http/env';
import { refreshSchemaCache } from '../../../server/postgrest';
import { engines } from '../support/databases';
import { appFor, send } from './support';

type Row = Record<string, unknown>;

/** The console's own query shapes (reference §2), against the real migrations and demo data. */
describe.each(engines)('console queries on the real schema on $name', (engine) => {
  let db: Database;
  let app: Hono<AppEnv>;
  let admin: Principal;
  const get = async (path: string) => send(app, { method: 'GET', path, headers: { prefer: 'count=exact' } });
  const rows = async (path: string) => {
    const response = await get(path);
    expect(response.status, response.text).toBeLessThan(300);
    return response.json as Row[];
  };
  const first = async (path: string) => (await rows(path))[0];

  beforeAll(async () => {
    db = await engine.open({ seeded: true });
    await refreshSchemaCache(db);
    const { rows: people } = await db.query<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM people p JOIN casbin_rule r ON r.v0 = p.id::text AND r.v1 = 'admin' LIMIT 1`,
    );
    admin = { personId: people[0].id, name: people[0].name, email: null, roles: ['admin'], via: 'basic' };
    app = appFor(db, admin);
  });
  afterAll(() => db.close());

  it('lists checks with their canary and a count', async () => {
    const response = await get('checks?select=id,name,canary:canaries(name)&limit=5');
    expect(response.headers.get('content-range')).toMatch(/^0-4\/\d+$/);
    for (const row of response.json as Row[]) expect(row.canary).toEqual({ name: expect.any(String) });
  });

  it('reads a check with its canary, agent, components and configs', async () => {
    const { id } = await first('checks?select=id&limit=1');
    const check = await first(
      `checks?id=eq.${id}&select=*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id, name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))`,
    );
    expect(check.canaries).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(check.agents).toMatchObject({ name: expect.any(String) });
    expect(Array.isArray(check.components) && Array.isArray(check.configs)).toBe(true);
  });

  it('lists the catalog with two select parameters, .filter, or, JSON paths and a count', async () => {
    const response = await get(
      'configs?select=id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis&select=agent:agents(id,name)&health.filter=healthy,unhealthy,warning&or=(name.ilike.*e*,type.ilike.*e*,description.ilike.*e*,namespace.ilike.*e*)&order=type,name.asc&deleted_at=is.null&limit=20&offset=0',
    );
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('content-range')).toMatch(/^0-\d+\/\d+$/);
    const list = response.json as Row[];
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(row.agent).toMatchObject({ name: expect.any(String) });
    const labelled = await first('configs?select=id,labels&labels=not.is.null&labels=neq.{}&limit=1');
    const [key, value] = Object.entries(labelled.labels as Record<string, string>)[0];
    const matches = await rows(`configs?select=id,labels->>${encodeURIComponent(key)}&or=(and(labels->>${encodeURIComponent(key)}.eq.${encodeURIComponent(value)}))`);
    expect(matches.map((r) => r.id)).toContain(labelled.id);
  });

  it('reads an incident with hypotheses, evidence, comments, commander and responders', async () => {
    const { id } = await first('incidents?select=id&commander_id=not.is.null&limit=1');
    const incident = await first(
      `incidents?id=eq.${id}&select=*,hypotheses(*,created_by(id,name,avatar,email),evidences(*,created_by(id,name,avatar,email)),comments(created_at,comment,external_created_by,responder_id(team_id(*)),created_by(id,id,name,avatar,email),id)),commander:commander_id(id,name,avatar,email),communicator_id(id,name,avatar,email),responders(created_by(id,name,avatar,email))`,
    );
    expect(incident.commander).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(Array.isArray(incident.hypotheses)).toBe(true);
    for (const responder of incident.responders as Row[]) expect(responder.created_by).toMatchObject({ name: expect.any(String) });
  });

  it('reads the incident timeline, embedding the configs view from evidence', async () => {
    const timeline = await rows(
      'incident_histories?select=*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),checks(id,icon,name)),hypothesis:hypotheses(id,title),responder:responders(id,person:person_id(id,name,avatar),team:team_id(id,name,icon)),comment:comments(id,comment),created_by(id,name,avatar)&order=created_at.desc&limit=50',
    );
    expect(timeline.length).toBeGreaterThan(0);
    expect(timeline[0].created_by).toMatchObject({ name: expect.any(String) });
  });

  it('reads insights of a component through the configs view', async () => {
    const list = await rows(
      'analysis_by_component?limit=5&select=analysis_id,config:configs(id,name,config_class,type,analysis:config_analysis(id,analyzer,analysis_type,message,severity,analysis,first_observed))',
    );
    for (const row of list) {
      const config = row.config as { analysis: { id: string }[] };
      expect(config.analysis.map((a) => a.id)).toContain(row.analysis_id);
    }
  });

  it('lists settings tables with their creator and agent', async () => {
    for (const path of [
      'canaries_with_status?select=*,created_by(id,name,avatar,email)&order=created_at.desc&deleted_at=is.null&limit=100',
      'topologies_with_status?select=*,created_by(id,name,avatar,email),agent:agent_id(id,name,description)&deleted_at=is.null&limit=100',
      'agents_summary?select=*,created_by(id,name,avatar,email)&order=created_at.desc&limit=10&order=name.asc',
      'notifications_summary?select=*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon),created_by(id,name,avatar,email)&limit=10',
      'job_histories?select=*&limit=10&status.filter=SUCCESS,FAILED,RUNNING&created_at.filter=>now-30d&order=created_at.desc',
      'playbook_runs?select=*,created_by(id,name,avatar),playbooks(id,name,title,spec,icon),component:components(id,name,icon),check:checks(id,name,icon),config:config_items(id,name,type,config_class)&parent_id=is.null&order=created_at.desc&limit=10',
      'people_roles?order=name.asc&roles=cs.{admin}',
      'integrations_with_status?order=created_at.desc&select=*&deleted_at=is.null&limit=10',
    ]) {
      await rows(path);
    }
  });

  it('creates an incident with its INC number and history, then soft-deletes a responder', async () => {
    const created = await send(app, {
      method: 'POST', path: 'incidents?select=*', headers: { prefer: 'return=representation' },
      body: JSON.stringify({
        title: 'Conformance incident', description: 'made by a test', severity: 'low', type: 'availability', status: 'open',
        created_by: admin.personId, commander_id: admin.personId, communicator_id: admin.personId,
      }),
    });
    expect(created.status).toBe(201);
    const [incident] = created.json as Row[];
    expect(incident.incident_id).toMatch(/^INC-\d+$/);
    const history = await rows(`incident_histories?incident_id=eq.${incident.id}&select=type,created_by(id)`);
    expect(history).toContainEqual({ type: 'incident.created', created_by: { id: admin.personId } });

    const responder = await send(app, {
      method: 'POST', path: 'responders?select=*', headers: { prefer: 'return=representation' },
      body: JSON.stringify({ incident_id: incident.id, type: 'person', person_id: admin.personId, created_by: admin.personId, properties: {} }),
    });
    expect(responder.status).toBe(201);
    const [{ id }] = responder.json as Row[];
    const removed = await send(app, {
      method: 'PATCH', path: `responders?id=eq.${id}`, headers: { prefer: 'return=representation' }, body: '{"deleted_at":"now()"}',
    });
    expect((removed.json as Row[])[0].deleted_at).toEqual(expect.any(String));
    const listed = await rows(`incidents?id=eq.${incident.id}&select=title,created_by(id,name),responders(person:person_id(name),deleted_at)`);
    expect(listed[0]).toMatchObject({ title: 'Conformance incident', created_by: { id: admin.personId } });
  });

  it('keeps what the real allowlist hides hidden', async () => {
    for (const path of ['casbin_rule', 'access_tokens', 'sessions', 'identity_credentials', 'self_service_flows', 'courier_messages', 'schema_migrations']) {
      expect((await get(path)).status).toBe(404);
    }
  });
});
