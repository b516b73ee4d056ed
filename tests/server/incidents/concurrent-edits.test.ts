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
    // One race may go either way: several rounds give both orders a chance to happen.
    it('keeps the last write and records both in the changelog, each by its author', async () => {
      const [commanderId, responderId] = await Promise.all([
        server.personId('commander@local'), server.personId('responder@local'),
      ]);
      const statuses = ['investigating', 'mitigated', 'resolved', 'open'];
      for (let round = 0; round < 6; round++) {
        const current = (await read()).status;
        const [mine, theirs] = statuses.filter((s) => s !== current).slice(round % 2, (round % 2) + 2);
        const answers = await Promise.all([
          server.as(commander, 'PATCH', `/api/db/incidents?id=eq.${incidentId}`, { status: mine }),
          server.as(responder, 'PATCH', `/api/db/incidents?id=eq.${incidentId}`, { status: theirs }),
        ]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        const { rows } = await server.db.query<{ description: string; created_by: string }>(
          `SELECT description, created_by FROM incident_histories WHERE incident_id = $1 AND type = 'incident.status_updated'
           ORDER BY created_at DESC LIMIT 2`,
          [incidentId],
        );
        expect(rows.map((r) => r.description).sort()).toEqual([mine, theirs].sort());
        const authors = new Map(rows.map((r) => [r.description, r.created_by]));
        expect(authors.get(mine!)).toBe(commanderId);
        expect(authors.get(theirs!)).toBe(responderId);
        // Whichever took the row last is what the incident holds, and it is the newest changelog entry.
        expect((await read()).status).toBe(rows[0]!.description);
      }
    });
  });
});
