import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { engines } from '../support/databases';
import { routesApp } from '../checks/support';

type App = Awaited<ReturnType<typeof routesApp>>;
const json = (authorization: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { authorization, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(engines)('agents on $name', (engine) => {
  let db: Database;
  let app: App;

  const generate = async (name: string, role: 'admin' | 'editor' | 'viewer' = 'admin', extra: Record<string, unknown> = {}) =>
    app.request('/api/agent/generate', json(app.basic(role), { name, properties: { region: 'eu' }, ...extra }));
  const counts = async () =>
    (await db.query<{ canaries: number; checks: number; statuses: number }>(
      `SELECT (SELECT count(*)::int FROM canaries) AS canaries, (SELECT count(*)::int FROM checks) AS checks,
              (SELECT count(*)::int FROM check_statuses) AS statuses`,
    )).rows[0]!;

  beforeAll(async () => {
    db = await engine.open();
    app = await routesApp(db);
  });
  afterAll(async () => {
    app?.cleanup();
    await db?.close();
  });

  describe('POST /api/agent/generate', () => {
    it('creates the agent person, role, hashed token and agents row', async () => {
      const response = await generate('edge-eu');
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string; username: string; access_token: string };
      expect(body.username).toMatch(/^agent-[0-9a-f]{16}$/);
      expect(body.access_token.split('.')).toHaveLength(5);

      const person = (await db.query(`SELECT name, email, type FROM people WHERE id = $1`, [body.id])).rows[0];
      expect(person).toEqual({ name: body.username, email: `${body.username}@local`, type: 'agent' });
      expect((await db.query(`SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1`, [body.id])).rows).toEqual([{ v1: 'agent' }]);
      const tokens = (await db.query<{ value: string; days: number }>(
        `SELECT value, round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM access_tokens WHERE person_id = $1`,
        [body.id],
      )).rows;
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.days).toBe(365);
      expect(tokens[0]!.value).not.toContain(body.access_token.split('.')[0]);
      const agent = (await db.query(`SELECT name, properties, username FROM agents WHERE person_id = $1`, [body.id])).rows[0];
      expect(agent).toEqual({ name: 'edge-eu', properties: { region: 'eu' }, username: body.username });
    });

    it('needs write on agents', async () => {
      expect((await generate('by-viewer', 'viewer')).status).toBe(403);
      expect((await app.request('/api/agent/generate', { method: 'POST', body: '{}' })).status).toBe(401);
    });

    it('refuses a missing or taken name', async () => {
      const missing = await generate('  ');
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: 'name is required' });
      const taken = await generate('edge-eu', 'editor');
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({ error: 'an agent named "edge-eu" already exists' });
    });
  });

  describe('POST /api/push', () => {
    let token: string;
    let agentId: string;
    const canaryId = randomUUID();
    const checkId = randomUUID();
    const push = (authorization: string, body: unknown) => app.request('/api/push', json(authorization, body));
    const batch = () => ({
      canaries: [{ id: canaryId, name: 'remote-http', namespace: 'edge', spec: { schedule: '@every 1m' }, labels: { site: 'eu' } }],
      checks: [{ id: checkId, canary_id: canaryId, type: 'http', name: 'edge api', labels: { tier: 'api' } }],
      check_statuses: [
        { check_id: checkId, time: '2026-01-01T00:00:00Z', status: true, duration: 12, message: 'ok' },
        { check_id: checkId, time: '2026-01-01T00:01:00Z', status: false, duration: 40, error: 'HTTP 503' },
      ],
    });

    beforeAll(async () => {
      const body = (await (await generate('edge-push')).json()) as { id: string; access_token: string };
      token = body.access_token;
      agentId = (await db.query<{ id: string }>(`SELECT id FROM agents WHERE person_id = $1`, [body.id])).rows[0]!.id;
    });

    it('stores the batch under the pushing agent and marks it seen', async () => {
      const response = await push(`Bearer ${token}`, batch());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'pushed', payload: { canaries: 1, checks: 1, check_statuses: 2 } });
      expect((await db.query(`SELECT agent_id, name, namespace FROM canaries WHERE id = $1`, [canaryId])).rows[0]).toEqual({
        agent_id: agentId, name: 'remote-http', namespace: 'edge',
      });
      const check = (await db.query<{ agent_id: string; status: string; last_runtime: Date }>(
        `SELECT agent_id, status, last_runtime FROM checks WHERE id = $1`, [checkId],
      )).rows[0]!;
      expect(check).toMatchObject({ agent_id: agentId, status: 'unhealthy' });
      expect(new Date(check.last_runtime).toISOString()).toBe('2026-01-01T00:01:00.000Z');
      expect((await db.query(`SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1`, [checkId])).rows[0]).toEqual({ n: 2 });
      const summary = (await db.query(`SELECT status, checks_count FROM agents_summary WHERE id = $1`, [agentId])).rows[0];
      expect(summary).toEqual({ status: 'online', checks_count: 1 });
      const seen = (await db.query<{ seen: boolean; received: boolean }>(
        `SELECT last_seen > now() - interval '1 minute' AS seen, last_received > now() - interval '1 minute' AS received FROM agents WHERE id = $1`,
        [agentId],
      )).rows[0];
      expect(seen).toEqual({ seen: true, received: true });
      expect((await db.query(`SELECT agent_id FROM check_summary WHERE id = $1`, [checkId])).rows[0]).toEqual({ agent_id: agentId });
    });

    it('accepts the token as Basic token:<token> and updates rows on a second push', async () => {
      const again = batch();
      again.checks[0]!.name = 'edge api v2';
      again.check_statuses = [{ check_id: checkId, time: '2026-01-01T00:02:00Z', status: true, duration: 9, message: 'ok' }];
      const response = await push(`Basic ${Buffer.from(`token:${token}`).toString('base64')}`, again);
      expect(response.status).toBe(200);
      expect((await db.query(`SELECT name, status FROM checks WHERE id = $1`, [checkId])).rows[0]).toEqual({ name: 'edge api v2', status: 'healthy' });
    });

    it('refuses the whole batch when one row is bad, naming it', async () => {
      const before = await counts();
      const bad = batch();
      bad.canaries[0]!.id = randomUUID();
      bad.canaries[0]!.name = 'another';
      (bad.check_statuses[1] as Record<string, unknown>).status = 'maybe';
      const response = await push(`Bearer ${token}`, bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'check_statuses[1].status: must be true or false' });
      expect(await counts()).toEqual(before);
    });

    it('refuses rows that point at checks it does not own', async () => {
      const before = await counts();
      const local = (await db.query<{ id: string }>(
        `INSERT INTO canaries (name, spec) VALUES ('local one', '{}') RETURNING id`,
      )).rows[0]!.id;
      const response = await push(`Bearer ${token}`, {
        check_statuses: [{ check_id: checkId, time: '2026-01-01T00:03:00Z', status: true }],
        checks: [{ id: randomUUID(), canary_id: local, type: 'http', name: 'hijack' }],
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: `checks[0].canary_id: no canary ${local} of this agent` });
      expect({ ...(await counts()), canaries: before.canaries }).toEqual(before);
    });

    it('answers 403 to a person who is not an agent', async () => {
      expect((await push(app.basic('admin'), batch())).status).toBe(403);
    });

    it('answers 401 to a bad token and writes nothing', async () => {
      const before = await counts();
      const forged = token.replace(/^[^.]+/, 'x'.repeat(32));
      expect((await push(`Bearer ${forged}`, batch())).status).toBe(401);
      expect((await push('Bearer not-a-token', batch())).status).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it('answers 401 once the agent is deleted, even while its token is cached, and writes nothing', async () => {
      const before = await counts();
      const seenBefore = (await db.query(`SELECT last_seen FROM agents WHERE id = $1`, [agentId])).rows[0];
      await db.query(`UPDATE agents SET deleted_at = now() WHERE id = $1`, [agentId]);
      const revoked = batch();
      revoked.check_statuses = [{ check_id: checkId, time: '2026-01-01T00:09:00Z', status: true, duration: 1, message: 'late' }];
      expect((await push(`Bearer ${token}`, revoked)).status).toBe(401);
      app.auth.cache.clear();
      expect((await push(`Bearer ${token}`, revoked)).status).toBe(401);
      expect(await counts()).toEqual(before);
      expect((await db.query(`SELECT last_seen FROM agents WHERE id = $1`, [agentId])).rows[0]).toEqual(seenBefore);
      // The soft delete expired the token itself.
      const expired = (await db.query<{ live: number }>(
        `SELECT count(*)::int AS live FROM access_tokens t JOIN agents a ON a.person_id = t.person_id
         WHERE a.id = $1 AND (t.expires_at IS NULL OR t.expires_at > now())`,
        [agentId],
      )).rows[0];
      expect(expired).toEqual({ live: 0 });
    });
  });
});
