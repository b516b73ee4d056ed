import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { incidentServer, json, type IncidentServer } from './support';

type Row = Record<string, unknown> & { id: string };

describe.each(engines)('incident records on $name', (engine) => {
  let server: IncidentServer;
  let cookie: string;
  let commander: string;
  let incident: Row;
  let root: Row;

  const post = async (relation: string, body: unknown) => (await json<Row[]>(await server.as(cookie, 'POST', `/api/db/${relation}`, body)))[0]!;
  const history = async (incidentId: string) =>
    json<{ type: string; description: string | null; created_by: string; hypothesis_id: string | null; evidence_id: string | null; comment_id: string | null; responder_id: string | null }[]>(
      await server.as(cookie, 'GET', `/api/db/incident_histories?incident_id=eq.${incidentId}&order=created_at.asc`),
    );

  beforeAll(async () => {
    server = await incidentServer(engine);
    cookie = await server.signIn('commander@local');
    commander = await server.personId('commander@local');
    incident = await post('incidents', {
      title: 'Checkout is down', description: '', severity: 'high', type: 'availability', status: 'open',
      created_by: commander, commander_id: commander, communicator_id: commander, incident_id: 'INC-999',
    });
    root = await post('hypotheses', { incident_id: incident.id, type: 'root', title: 'Checkout is down', status: 'possible', created_by: commander });
  });
  afterAll(async () => server?.close());

  describe('when an incident is created', () => {
    it('gets an INC-n display id from the database, whatever the client sent', () => {
      expect(incident.incident_id).toMatch(/^INC-\d+$/);
      expect(incident.incident_id).not.toBe('INC-999');
    });
  });

  describe('when every kind of change is made', () => {
    let factor: Row;
    let evidence: Row;

    beforeAll(async () => {
      factor = await post('hypotheses', { incident_id: incident.id, parent_id: root.id, type: 'factor', title: 'Bad deploy', status: 'possible', created_by: commander });
      await json(await server.as(cookie, 'PATCH', `/api/db/hypotheses?id=eq.${factor.id}`, { status: 'likely' }));
      evidence = await post('evidences', { hypothesis_id: factor.id, type: 'comment', description: 'Error rate below 1%', created_by: commander, evidence: { comment: 'Error rate below 1%' } });
      await json(await server.as(cookie, 'PATCH', `/api/db/evidences?id=eq.${evidence.id}`, { definition_of_done: true }));
      await post('comments', { incident_id: incident.id, hypothesis_id: factor.id, comment: 'Rolling back', created_by: commander });
      const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM teams LIMIT 1`);
      const team = rows[0]?.id ?? (await server.db.query<{ id: string }>(`INSERT INTO teams (name, created_by) VALUES ('Payments', $1) RETURNING id`, [commander])).rows[0]!.id;
      await post('responders', { incident_id: incident.id, type: 'email', team_id: team, created_by: commander, properties: { responderType: 'email', to: 'ops@local' } });
      await json(await server.as(cookie, 'PATCH', `/api/db/incidents?id=eq.${incident.id}`, { status: 'investigating' }));
    });

    it('writes a history row for each of the eight event types, by the database', async () => {
      const rows = await history(incident.id);
      expect(rows.map((r) => r.type)).toEqual([
        'incident.created', 'hypothesis.created', 'hypothesis.created', 'hypothesis.status_updated', 'evidence.created',
        'evidence.done_definition_added', 'responder.commented', 'responder.created', 'incident.status_updated',
      ]);
      expect(rows.every((r) => r.created_by === commander)).toBe(true);
      expect(rows.find((r) => r.type === 'incident.status_updated')?.description).toBe('investigating');
      expect(rows.find((r) => r.type === 'hypothesis.status_updated')?.hypothesis_id).toBe(factor.id);
      expect(rows.find((r) => r.type === 'evidence.done_definition_added')?.evidence_id).toBe(evidence.id);
    });

    it('lists the incident in incident_summary with its team responder', async () => {
      const [row] = await json<{ incident_id: string; responders: { name: string }[]; commander: { id: string } }[]>(
        await server.as(cookie, 'GET', `/api/db/incident_summary?id=eq.${incident.id}`),
      );
      expect(row?.incident_id).toBe(incident.incident_id);
      expect(row?.responders).toHaveLength(1);
      expect(row?.commander.id).toBe(commander);
    });

    describe('and a hypothesis is deleted', () => {
      it('removes its comments and evidence and keeps the history rows', async () => {
        const before = (await history(incident.id)).length;
        const deleted = await server.as(cookie, 'DELETE', `/api/db/hypotheses?id=eq.${factor.id}`);
        expect(deleted.status).toBe(200);
        const left = await server.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM comments WHERE hypothesis_id = $1)::int + (SELECT count(*) FROM evidences WHERE hypothesis_id = $1)::int AS n`,
          [factor.id],
        );
        expect(left.rows[0]?.n).toBe(0);
        const rows = await history(incident.id);
        expect(rows).toHaveLength(before);
        expect(rows.filter((r) => r.evidence_id === evidence.id)).toEqual([]);
      });
    });
  });

  describe('when the list filters by a component', () => {
    it('finds the incidents whose evidence points at it through hypotheses.evidences', async () => {
      const component = (await server.db.query<{ id: string }>(
        `INSERT INTO components (external_id, name, status) VALUES ('c-1', 'checkout-web', 'unhealthy') RETURNING id`,
      )).rows[0]!.id;
      await post('evidences', { hypothesis_id: root.id, type: 'topology', description: 'checkout-web', component_id: component, created_by: commander });
      const byView = await json<{ id: string }[]>(await server.as(cookie, 'GET', `/api/db/incidents_by_component?component_id=eq.${component}`));
      expect(byView.map((r) => r.id)).toEqual([incident.id]);
      const embedded = await json<{ id: string }[]>(
        await server.as(cookie, 'GET', `/api/db/incidents?select=id,hypotheses!inner(evidences!inner(component_id))&hypotheses.evidences.component_id=eq.${component}`),
      );
      expect(embedded.map((r) => r.id)).toEqual([incident.id]);
    });
  });

  describe('when a history row is written through the API', () => {
    const people = ['admin@local', 'commander@local', 'responder@local'];

    it.each(people)('refuses %s adding, changing or deleting one, and the history stays as it was', async (email) => {
      const [as, self] = await Promise.all([server.signIn(email), server.personId(email)]);
      const before = await history(incident.id);
      const first = before[0]!;
      const writes = [
        () => server.as(as, 'POST', '/api/db/incident_histories', { incident_id: incident.id, created_by: self, type: 'incident.status_updated', description: 'resolved' }),
        () => server.as(as, 'PATCH', `/api/db/incident_histories?incident_id=eq.${incident.id}&type=eq.${first.type}`, { description: 'rewritten' }),
        () => server.as(as, 'DELETE', `/api/db/incident_histories?incident_id=eq.${incident.id}`),
      ];
      for (const write of writes) {
        const response = await write();
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: '42501' });
      }
      expect(await history(incident.id)).toEqual(before);
    });

    it("refuses a responder writing one in the commander's name", async () => {
      const as = await server.signIn('responder@local');
      const response = await server.as(as, 'POST', '/api/db/incident_histories', {
        incident_id: incident.id, created_by: commander, type: 'incident.status_updated', description: 'closed',
      });
      expect(response.status).toBe(403);
      expect((await history(incident.id)).filter((r) => r.description === 'closed')).toEqual([]);
    });
  });
});
