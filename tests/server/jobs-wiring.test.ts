import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAgentHeartbeats } from '../../server/agents/heartbeat';
import { startCheckScheduler } from '../../server/checks/scheduler';
import type { Database } from '../../server/db/database';
import { startDefinitionOfDoneEvaluator } from '../../server/incidents';
import { CHURNING_TABLES, startTableVacuum } from '../../server/jobs';
import { insertCanary, routesApp } from './checks/support';
import { engines } from './support/databases';

interface JobRow {
  name: string;
  status: string;
  resource_type: string;
  resource_id: string | null;
  agent_id: string;
  success_count: number;
  error_count: number;
  details: Record<string, unknown>;
}

describe.each(engines)('every background job on $name', (engine) => {
  let db: Database;
  const jobs = async (name?: string) =>
    (await db.query<JobRow>(
      `SELECT name, status, resource_type, resource_id, agent_id, success_count, error_count, details FROM job_history
       WHERE $1::text IS NULL OR name = $1 ORDER BY name, resource_id, status`,
      [name ?? null],
    )).rows;

  beforeAll(async () => {
    db = await engine.open();
  });
  beforeEach(async () => {
    await db.query('TRUNCATE job_history CASCADE');
  });
  afterAll(async () => {
    await db.close();
  });

  describe('when the check scheduler polls', () => {
    it('records the spec sync, the status pruning and each check run as a job of its canary', async () => {
      const canaryId = await insertCanary(db, 'jobs', {
        schedule: '@every 1h',
        tcp: [{ name: 'up', endpoint: '127.0.0.1:1' }, { name: 'down', endpoint: '127.0.0.1:2' }],
      });
      const scheduler = await startCheckScheduler(db, {
        execEnabled: false,
        pollMs: 3_600_000,
        log: () => undefined,
        run: async (check) => ({
          start: new Date(), pass: check.name === 'up', invalid: false, duration: 1, message: '', error: check.name === 'up' ? '' : 'refused',
        }),
      });
      await scheduler.idle();
      await scheduler.stop();
      expect(await jobs('SyncCanaryJobs')).toMatchObject([{ status: 'SUCCESS', resource_type: 'system', resource_id: null, success_count: 1 }]);
      expect(await jobs('CleanupCheckStatuses')).toMatchObject([{ status: 'SUCCESS', resource_type: 'system', success_count: 0 }]);
      expect(await jobs('Canary')).toMatchObject([
        { status: 'FAILED', resource_type: 'canary', resource_id: canaryId, error_count: 1, details: { check: { name: 'down' }, errors: ['down: refused'] } },
        { status: 'SUCCESS', resource_type: 'canary', resource_id: canaryId, success_count: 1, details: { check: { name: 'up' } } },
      ]);
      await db.query('DELETE FROM canaries');
    });
  });

  describe('when the agents beat', () => {
    it('records each beat with the agents it reported', async () => {
      const heartbeats = startAgentHeartbeats(db, { everyMs: 3_600_000 });
      await heartbeats.stop();
      expect(await jobs()).toMatchObject([{ name: 'AgentHeartbeat', status: 'SUCCESS', resource_type: 'agent', success_count: 1 }]);
    });
  });

  describe('when the definition of done is evaluated', () => {
    it('records each pass', async () => {
      const evaluator = startDefinitionOfDoneEvaluator(db, { intervalMs: 3_600_000 });
      await evaluator.runNow();
      await evaluator.stop();
      const passes = await jobs('EvaluateDefinitionOfDone');
      expect(passes.length).toBeGreaterThanOrEqual(1);
      expect(passes[0]).toMatchObject({ status: 'SUCCESS', resource_type: 'system', success_count: 0 });
    });
  });

  describe('when an agent pushes', () => {
    it('records the push as the agent’s job, and a refused push as a failure naming the bad row', async () => {
      const app = await routesApp(db);
      try {
        const json = (authorization: string, body: unknown): RequestInit => ({
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const generated = (await (await app.request('/api/agent/generate', json(app.basic('admin'), { name: 'edge-jobs' }))).json()) as {
          id: string;
          access_token: string;
        };
        const agentId = (await db.query<{ id: string }>(`SELECT id FROM agents WHERE person_id = $1`, [generated.id])).rows[0]!.id;
        const canary = { id: randomUUID(), name: 'remote', namespace: 'edge', spec: {} };
        const token = `Bearer ${generated.access_token}`;
        expect((await app.request('/api/push', json(token, { canaries: [canary], checks: [], check_statuses: [] }))).status).toBe(200);
        const bad = { canaries: [], checks: [{ id: randomUUID(), canary_id: randomUUID(), type: 'http', name: 'x' }], check_statuses: [] };
        expect((await app.request('/api/push', json(token, bad))).status).toBe(400);
        const pushes = await jobs('AgentPush');
        expect(pushes).toHaveLength(2);
        expect(pushes.find((p) => p.status === 'SUCCESS')).toMatchObject({
          resource_type: 'agent', resource_id: agentId, agent_id: agentId, success_count: 1, details: { canaries: 1, checks: 0, check_statuses: 0 },
        });
        const failed = pushes.find((p) => p.status === 'FAILED')!;
        expect(failed).toMatchObject({ resource_id: agentId, agent_id: agentId, error_count: 1 });
        expect((failed.details.errors as string[])[0]).toContain('checks[0].canary_id');
      } finally {
        app.cleanup();
      }
    });
  });

  describe('when the churning tables are vacuumed', () => {
    it(engine.name === 'pglite' ? 'vacuums each of them as one VacuumTables job, its time per table in the details' : 'leaves it to PostgreSQL’s autovacuum', async () => {
      const vacuum = startTableVacuum(db, { firstPassMs: 0, log: () => undefined });
      try {
        if (engine.name === 'pglite') {
          for (let tries = 0; (await jobs('VacuumTables')).length === 0; tries++) {
            if (tries === 200) throw new Error('no VacuumTables job');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const [job] = await jobs('VacuumTables');
          expect(job).toMatchObject({ status: 'SUCCESS', resource_type: 'system', success_count: CHURNING_TABLES.length, error_count: 0 });
          expect(Object.keys(job!.details).sort()).toEqual([...CHURNING_TABLES].sort());
        } else {
          // A first pass due at once would have started before this timer fires, and stop() waits for it.
          await new Promise((resolve) => setTimeout(resolve, 0));
          await vacuum.stop();
          expect(await jobs('VacuumTables')).toEqual([]);
        }
      } finally {
        await vacuum.stop();
      }
    });
  });
});
