import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { incidentServer, json, type IncidentServer } from './support';

type Row = Record<string, unknown> & { id: string };

describe.each(engines)('who wrote a row, on $name (permissions.md: who-columns)', (engine) => {
  let server: IncidentServer;
  let as: Record<'admin' | 'editor' | 'commander' | 'responder', string>;
  let id: Record<keyof typeof as, string>;
  let incident: Row;
  let hypothesis: Row;

  const comments = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments')).rows[0]!.n;

  beforeAll(async () => {
    server = await incidentServer(engine);
    const people = ['admin', 'editor', 'commander', 'responder'] as const;
    const cookies = await Promise.all(people.map((p) => server.signIn(`${p}@local`)));
    const ids = await Promise.all(people.map((p) => server.personId(`${p}@local`)));
    as = Object.fromEntries(people.map((p, i) => [p, cookies[i]!])) as typeof as;
    id = Object.fromEntries(people.map((p, i) => [p, ids[i]!])) as typeof id;
    [incident] = await json<Row[]>(await server.as(as.commander, 'POST', '/api/db/incidents', {
      title: 'Checkout is down', description: '', severity: 'high', type: 'availability', status: 'open',
      created_by: id.commander, commander_id: id.commander, communicator_id: id.commander,
    }));
    [hypothesis] = await json<Row[]>(await server.as(as.commander, 'POST', '/api/db/hypotheses', {
      incident_id: incident!.id, type: 'root', title: 'Checkout is down', status: 'possible', created_by: id.commander,
    }));
  });
  afterAll(async () => server?.close());

  describe('when a responder posts a comment in the admin\'s name', () => {
    it('is refused with 403 in PostgREST\'s error shape and nothing is stored', async () => {
      const before = await comments();
      const response = await server.as(as.responder, 'POST', '/api/db/comments', {
        incident_id: incident.id, hypothesis_id: hypothesis.id, comment: 'Signed by the admin', created_by: id.admin,
      });
      expect(response.status).toBe(403);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(body.code).toBe('42501');
      expect(await comments()).toBe(before);
    });
  });

  describe('when a person leaves created_by out', () => {
    it('records the signed-in person', async () => {
      const [comment] = await json<Row[]>(await server.as(as.responder, 'POST', '/api/db/comments', {
        incident_id: incident.id, hypothesis_id: hypothesis.id, comment: 'Looking at the load balancer',
      }));
      expect(comment!.created_by).toBe(id.responder);
    });
  });

  describe('when a person sends their own id as created_by, as the console does', () => {
    it('stores it', async () => {
      const [comment] = await json<Row[]>(await server.as(as.responder, 'POST', '/api/db/comments', {
        incident_id: incident.id, hypothesis_id: hypothesis.id, comment: 'Rolling back', created_by: id.responder,
      }));
      expect(comment!.created_by).toBe(id.responder);
    });
  });

  describe('when a batch holds one row in another person\'s name', () => {
    it('refuses the whole batch', async () => {
      const before = await comments();
      const response = await server.as(as.responder, 'POST', '/api/db/comments', [
        { incident_id: incident.id, comment: 'Mine', created_by: id.responder },
        { incident_id: incident.id, comment: 'Theirs', created_by: id.commander },
      ]);
      expect(response.status).toBe(403);
      expect(await comments()).toBe(before);
    });
  });

  describe('when a row is written in another person\'s name', () => {
    it.each([
      ['responder', 'incidents', () => ({ title: 'Forged', severity: 'low', type: 'availability', created_by: id.commander })],
      ['responder', 'hypotheses', () => ({ incident_id: incident.id, type: 'factor', title: 'Forged', created_by: id.commander })],
      ['responder', 'evidences', () => ({ hypothesis_id: hypothesis.id, type: 'comment', description: 'Forged', created_by: id.commander })],
      ['responder', 'responders', () => ({ incident_id: incident.id, type: 'person', person_id: id.responder, created_by: id.commander })],
      ['editor', 'properties', () => ({ name: 'forged.flag', value: 'true', created_by: id.admin })],
      ['editor', 'teams', () => ({ name: 'Forged team', created_by: id.admin })],
      ['editor', 'canaries', () => ({ name: 'forged', spec: {}, created_by: id.admin })],
      ['admin', 'comments', () => ({ incident_id: incident.id, comment: 'Forged', created_by: id.responder })],
    ] as const)('refuses the %s writing %s', async (person, relation, body) => {
      const response = await server.as(as[person], 'POST', `/api/db/${relation}`, body());
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: '42501' });
    });

    it('refuses a playbook approval recorded for another approver', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        `INSERT INTO playbooks (name, title, spec, source) VALUES ('restart', 'Restart', '{}', 'UI') RETURNING id`,
      );
      const run = await server.db.query<{ id: string }>(`INSERT INTO playbook_runs (playbook_id, spec) VALUES ($1, '{}') RETURNING id`, [rows[0]!.id]);
      const forged = await server.as(as.admin, 'POST', '/api/db/playbook_approvals', { run_id: run.rows[0]!.id, person_id: id.editor });
      expect(forged.status).toBe(403);
      const [own] = await json<Row[]>(await server.as(as.admin, 'POST', '/api/db/playbook_approvals', { run_id: run.rows[0]!.id }));
      expect(own!.person_id).toBe(id.admin);
    });
  });

  describe('when a person changes who wrote a row', () => {
    it('refuses handing it to someone else', async () => {
      const response = await server.as(as.responder, 'PATCH', `/api/db/hypotheses?id=eq.${hypothesis.id}`, { created_by: id.admin });
      expect(response.status).toBe(403);
      const { rows } = await server.db.query<{ created_by: string }>('SELECT created_by FROM hypotheses WHERE id = $1', [hypothesis.id]);
      expect(rows[0]!.created_by).toBe(id.commander);
    });

    it('lets the person who saves a feature flag record themselves, as the settings screen does', async () => {
      await json(await server.as(as.admin, 'POST', '/api/db/properties', { name: 'authors.flag', value: 'true' }));
      const [saved] = await json<Row[]>(
        await server.as(as.editor, 'PATCH', '/api/db/properties?name=eq.authors.flag', { value: 'false', created_by: id.editor }),
      );
      expect(saved!.created_by).toBe(id.editor);
    });
  });
});
