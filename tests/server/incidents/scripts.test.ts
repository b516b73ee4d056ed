import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileScript, evaluateDefinitionOfDone, runScript, startDefinitionOfDoneEvaluator } from '../../../server/incidents';
import { engines } from '../support/databases';
import { incidentServer, json, type IncidentServer } from './support';

describe('when a definition-of-done script is compiled', () => {
  it('accepts the shortcut and default scripts', () => {
    for (const script of ['component.status == "healthy"', 'check.status == "healthy"', 'analysis.status == "resolved"', 'config.health == "healthy"']) {
      expect(compileScript(script)).toEqual({ ok: true });
    }
  });

  it('refuses what does not parse, unknown variables and non-bool results, with the compiler’s words', () => {
    expect(compileScript('component.status ==')).toMatchObject({ ok: false, message: expect.stringMatching(/^Unexpected token/) });
    expect(compileScript('pod.status == "ok"')).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown variable: pod/) });
    expect(compileScript('1 + 1')).toEqual({ ok: false, message: 'The script must yield a bool, but it yields int' });
  });

  it('is done only when the script yields true, and says why not otherwise', () => {
    expect(runScript('component.status == "healthy"', { component: { status: 'healthy' } })).toEqual({ done: true, result: 'true' });
    expect(runScript('component.status == "healthy"', { component: { status: 'warning' } })).toEqual({ done: false, result: 'false' });
    expect(runScript('check.status == "healthy"', { component: { status: 'healthy' } }).done).toBe(false);
  });
});

describe.each(engines)('definition-of-done scripts on $name', (engine) => {
  let server: IncidentServer;
  let cookie: string;
  let person: string;
  let hypothesis: string;
  let component: string;

  const addEvidence = async (body: Record<string, unknown>) =>
    server.as(cookie, 'POST', '/api/db/evidences', {
      hypothesis_id: hypothesis, type: 'topology', description: 'checkout-web', component_id: component, created_by: person, ...body,
    });
  const evidence = async (id: string) =>
    (await server.db.query<{ done: boolean | null; script_result: string | null; script: string | null }>(
      'SELECT done, script_result, script FROM evidences WHERE id = $1', [id],
    )).rows[0]!;

  beforeAll(async () => {
    server = await incidentServer(engine);
    cookie = await server.signIn('commander@local');
    person = await server.personId('commander@local');
    const [incident] = await json<{ id: string }[]>(
      await server.as(cookie, 'POST', '/api/db/incidents', {
        title: 'Checkout errors', description: '', severity: 'high', type: 'availability', status: 'open', created_by: person,
      }),
    );
    const [root] = await json<{ id: string }[]>(
      await server.as(cookie, 'POST', '/api/db/hypotheses', { incident_id: incident!.id, type: 'root', title: 'Checkout errors', status: 'possible', created_by: person }),
    );
    hypothesis = root!.id;
    component = (await server.db.query<{ id: string }>(
      `INSERT INTO components (external_id, name, status) VALUES ('checkout-web', 'checkout-web', 'unhealthy') RETURNING id`,
    )).rows[0]!.id;
  });
  afterAll(async () => server?.close());

  describe('when evidence is saved with a script that does not compile', () => {
    it('is refused with the compiler’s complaint and where it is, and nothing is written', async () => {
      const answer = await addEvidence({ definition_of_done: true, script: 'component.status ==' });
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { message: string; details: string | null };
      expect(body.message).toMatch(/^Unexpected token.* at line 1, column \d+$/);
      expect(body.details).toBeNull();
      const { rows } = await server.db.query('SELECT 1 FROM evidences WHERE hypothesis_id = $1', [hypothesis]);
      expect(rows).toEqual([]);
    });

    it('is refused on PATCH too', async () => {
      const [saved] = await json<{ id: string }[]>(await addEvidence({}));
      const answer = await server.as(cookie, 'PATCH', `/api/db/evidences?id=eq.${saved!.id}`, { definition_of_done: true, script: 'nope.x' });
      expect(answer.status).toBe(400);
      expect((await evidence(saved!.id)).script).toBeNull();
    });

    it('is answered by the compile endpoint the same way', async () => {
      const bad = await server.as(cookie, 'POST', '/api/incidents/scripts/compile', { script: 'component.status ==' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/^Unexpected token/);
      const good = await server.as(cookie, 'POST', '/api/incidents/scripts/compile', { script: 'component.status == "healthy"' });
      expect(await good.json()).toEqual({ ok: true });
    });

    it('tells a viewer that they may not write, not what is wrong with the script', async () => {
      const viewer = await server.signIn('viewer@local');
      const answer = await server.as(viewer, 'POST', '/api/db/evidences', {
        hypothesis_id: hypothesis, type: 'topology', description: 'x', created_by: person, script: 'component.status ==',
      });
      expect(answer.status).toBe(403);
    });
  });

  describe('when evidence is saved with a script that compiles', () => {
    let id: string;

    beforeAll(async () => {
      const [saved] = await json<{ id: string }[]>(await addEvidence({ definition_of_done: true, script: 'component.status == "healthy"' }));
      id = saved!.id;
    });

    it('is evaluated at once against the component as it is now', async () => {
      expect(await evidence(id)).toMatchObject({ done: false, script_result: 'false' });
    });

    it('is marked done by the next pass once the component is healthy, and undone when it is not', async () => {
      await server.db.query(`UPDATE components SET status = 'healthy' WHERE id = $1`, [component]);
      expect(await evaluateDefinitionOfDone(server.db)).toBe(1);
      expect(await evidence(id)).toMatchObject({ done: true, script_result: 'true' });
      expect(await evaluateDefinitionOfDone(server.db)).toBe(0);

      await server.db.query(`UPDATE components SET status = 'warning' WHERE id = $1`, [component]);
      const evaluator = startDefinitionOfDoneEvaluator(server.db, { intervalMs: 60_000 });
      try {
        await evaluator.runNow();
      } finally {
        await evaluator.stop();
      }
      expect((await evidence(id)).done).toBe(false);
    });

    it('leaves evidence outside the definition of done alone', async () => {
      await server.db.query(`UPDATE components SET status = 'healthy' WHERE id = $1`, [component]);
      await server.db.query('UPDATE evidences SET definition_of_done = false WHERE id = $1', [id]);
      await evaluateDefinitionOfDone(server.db);
      expect((await evidence(id)).done).toBe(false);
    });
  });
});
