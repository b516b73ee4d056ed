import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { incidentServer, json, type IncidentServer } from './support';

describe.each(engines)('concurrent edits of one incident on $name (DECISIONS §18)', (engine) => {
  let server: IncidentServer;
  let commander: string;
  let responder: string;
  let incidentId: string;

  const read = async () =>
    (await json<{ title: string; severity: string; type: string; status: string }[]>(
      await server.as(commander, 'GET', `/api/db/incidents?id=eq.${incidentId}`),
    ))[0]!;

  beforeAll(async () => {
    server = await incidentServer(engine);
    [commander, responder] = await Promise.all([server.signIn('commander@local'), server.signIn('responder@local')]);
    const person = await server.personId('commander@local');
    const [created] = await json<{ id: string }[]>(
      await server.as(commander, 'POST', '/api/db/incidents', {
        title: 'Payments API slow', description: '', severity: 'low', type: 'performance', status: 'open',
        created_by: person, commander_id: person, communicator_id: person,
      }),
    );
    incidentId = created!.id;
  });
  afterAll(async () => server?.close());

  describe('when two people change different fields at the same time', () => {
    it('keeps both edits', async () => {
      const answers = await Promise.all([
        server.as(commander, 'PATCH', `/api/db/incidents?id=eq.${incidentId}`, { severity: 'critical' }),
        server.as(responder, 'PATCH', `/api/db/incidents?id=eq.${incidentId}`, { title: 'Payments API p99 above SLO' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await read()).toMatchObject({ severity: 'critical', title: 'Payments API p99 above SLO', type: 'performance' });
    });
  });

  describe('when two people change the status at the same time', () => {
    it('keeps the last write and records both in the changelog, each by its author', async () => {
      const answers = await Promise.all([
        server.as(commander, 'PATCH', `/api/db/incidents?id=eq.${incidentId}`, { status: 'investigating' }),
        server.as(responder, 'PATCH', `/api/db/incidents?id=eq.${incidentId}`, { status: 'mitigated' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const { rows } = await server.db.query<{ description: string; created_by: string }>(
        `SELECT description, created_by FROM incident_histories WHERE incident_id = $1 AND type = 'incident.status_updated' ORDER BY created_at, id`,
        [incidentId],
      );
      expect(rows.map((r) => r.description).sort()).toEqual(['investigating', 'mitigated']);
      const authors = new Map(rows.map((r) => [r.description, r.created_by]));
      expect(authors.get('investigating')).toBe(await server.personId('commander@local'));
      expect(authors.get('mitigated')).toBe(await server.personId('responder@local'));
      // Whichever committed last is what the incident holds, and it is the newest changelog entry.
      const { rows: newest } = await server.db.query<{ description: string }>(
        `SELECT description FROM incident_histories WHERE incident_id = $1 AND type = 'incident.status_updated'
         ORDER BY created_at DESC, xmin::text::bigint DESC LIMIT 1`,
        [incidentId],
      );
      expect((await read()).status).toBe(newest[0]!.description);
    });
  });
});
