import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/databases';
import { incidentServer, json, type IncidentServer } from './support';

type Row = Record<string, unknown> & { id: string };
type Person = 'admin' | 'commander' | 'responder';

describe.each(engines)('who may change a comment, on $name (permissions.md: comments)', (engine) => {
  let server: IncidentServer;
  let as: Record<Person, string>;
  let id: Record<Person, string>;

  /** An incident opened by commander@local and led by `commander`, with a root hypothesis. */
  const incidentLedBy = async (commander: Person) => {
    const [incident] = await json<Row[]>(await server.as(as.commander, 'POST', '/api/db/incidents', {
      title: 'Checkout is down', description: '', severity: 'high', type: 'availability', status: 'open',
      created_by: id.commander, commander_id: id[commander],
    }));
    const [root] = await json<Row[]>(await server.as(as.commander, 'POST', '/api/db/hypotheses', {
      incident_id: incident!.id, type: 'root', title: 'Checkout is down', status: 'possible', created_by: id.commander,
    }));
    return { incident: incident!, root: root! };
  };
  // As the console posts a comment: in the signed-in person's own name.
  const comment = async (author: Person, on: { incident: Row; root: Row }, text: string) =>
    (await json<Row[]>(await server.as(as[author], 'POST', '/api/db/comments', {
      incident_id: on.incident.id, hypothesis_id: on.root.id, comment: text, created_by: id[author],
    })))[0]!;
  const stored = async (id: string) =>
    (await server.db.query<{ comment: string }>('SELECT comment FROM comments WHERE id = $1', [id])).rows[0]?.comment;

  beforeAll(async () => {
    server = await incidentServer(engine);
    const people = ['admin', 'commander', 'responder'] as const;
    const [cookies, ids] = await Promise.all([
      Promise.all(people.map((p) => server.signIn(`${p}@local`))),
      Promise.all(people.map((p) => server.personId(`${p}@local`))),
    ]);
    as = Object.fromEntries(people.map((p, i) => [p, cookies[i]!])) as typeof as;
    id = Object.fromEntries(people.map((p, i) => [p, ids[i]!])) as typeof id;
  });
  afterAll(async () => server?.close());

  describe("when a responder edits or deletes the commander's comment", () => {
    it('is refused with 403 and the comment stays as it was', async () => {
      const led = await incidentLedBy('commander');
      const theirs = await comment('commander', led, 'Paging the DBA');
      const edit = await server.as(as.responder, 'PATCH', `/api/db/comments?id=eq.${theirs.id}`, { comment: 'Nothing to see' });
      expect(edit.status).toBe(403);
      expect(await edit.json()).toMatchObject({ code: '42501' });
      const removal = await server.as(as.responder, 'DELETE', `/api/db/comments?id=eq.${theirs.id}`);
      expect(removal.status).toBe(403);
      expect(await stored(theirs.id)).toBe('Paging the DBA');
    });

    it('is refused through an upsert too', async () => {
      const led = await incidentLedBy('commander');
      const theirs = await comment('commander', led, 'Paging the DBA');
      const response = await server.as(
        as.responder, 'POST', '/api/db/comments', { id: theirs.id, incident_id: led.incident.id, comment: 'Nothing to see', created_by: id.responder },
        'return=representation,resolution=merge-duplicates',
      );
      expect(response.status).toBe(403);
      expect(await stored(theirs.id)).toBe('Paging the DBA');
    });

    it('is refused when the filter also matches their own comments', async () => {
      const led = await incidentLedBy('commander');
      await comment('responder', led, 'Mine');
      const theirs = await comment('commander', led, 'Theirs');
      const removal = await server.as(as.responder, 'DELETE', `/api/db/comments?incident_id=eq.${led.incident.id}`);
      expect(removal.status).toBe(403);
      expect(await stored(theirs.id)).toBe('Theirs');
    });
  });

  describe('when a responder edits and deletes their own comment', () => {
    it('changes it', async () => {
      const led = await incidentLedBy('commander');
      const mine = await comment('responder', led, 'Looking');
      const [edited] = await json<Row[]>(await server.as(as.responder, 'PATCH', `/api/db/comments?id=eq.${mine.id}`, { comment: 'Found it' }));
      expect(edited!.comment).toBe('Found it');
      expect((await server.as(as.responder, 'DELETE', `/api/db/comments?id=eq.${mine.id}`)).status).toBe(200);
      expect(await stored(mine.id)).toBeUndefined();
    });
  });

  describe("when the incident's commander edits and deletes a responder's comment", () => {
    it('changes it', async () => {
      const led = await incidentLedBy('commander');
      const theirs = await comment('responder', led, 'Looking');
      expect((await server.as(as.commander, 'PATCH', `/api/db/comments?id=eq.${theirs.id}`, { comment: 'Looking (moved)' })).status).toBe(200);
      expect(await stored(theirs.id)).toBe('Looking (moved)');
      expect((await server.as(as.commander, 'DELETE', `/api/db/comments?id=eq.${theirs.id}`)).status).toBe(200);
      expect(await stored(theirs.id)).toBeUndefined();
    });
  });

  describe('when a person with the commander role edits a comment on an incident someone else leads', () => {
    it('is refused', async () => {
      const led = await incidentLedBy('admin');
      const theirs = await comment('responder', led, 'Looking');
      expect((await server.as(as.commander, 'PATCH', `/api/db/comments?id=eq.${theirs.id}`, { comment: 'Edited' })).status).toBe(403);
      expect((await server.as(as.commander, 'DELETE', `/api/db/comments?id=eq.${theirs.id}`)).status).toBe(403);
      expect(await stored(theirs.id)).toBe('Looking');
    });
  });

  describe("when an admin edits and deletes anyone's comment", () => {
    it('changes it', async () => {
      const led = await incidentLedBy('commander');
      const theirs = await comment('commander', led, 'Paging the DBA');
      expect((await server.as(as.admin, 'PATCH', `/api/db/comments?id=eq.${theirs.id}`, { comment: 'Paged' })).status).toBe(200);
      expect(await stored(theirs.id)).toBe('Paged');
      expect((await server.as(as.admin, 'DELETE', `/api/db/comments?id=eq.${theirs.id}`)).status).toBe(200);
      expect(await stored(theirs.id)).toBeUndefined();
    });
  });

  describe("when a responder deletes a hypothesis holding the commander's comment", () => {
    it('removes the comment with it (DECISIONS §17a)', async () => {
      const led = await incidentLedBy('commander');
      const [factor] = await json<Row[]>(await server.as(as.responder, 'POST', '/api/db/hypotheses', {
        incident_id: led.incident.id, parent_id: led.root.id, type: 'factor', title: 'Bad deploy', status: 'possible', created_by: id.responder,
      }));
      const theirs = await comment('commander', { incident: led.incident, root: factor! }, 'Rolling back');
      expect((await server.as(as.responder, 'DELETE', `/api/db/hypotheses?id=eq.${factor!.id}`)).status).toBe(200);
      expect(await stored(theirs.id)).toBeUndefined();
    });
  });
});
