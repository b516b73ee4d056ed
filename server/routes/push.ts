import { Hono } from 'hono';
import { agentForPerson, applyPush } from '../agents/push';
import { parsePushBatch, PushRejected } from '../agents/push-batch';
import type { AppEnv } from '../http/env';
import { AGENT_PUSH_JOB, recordJob } from '../jobs';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * `POST /api/push`: an agent, signed in with its access token (Bearer, or Basic `token:<token>`),
 * sends a batch of its canaries, checks and statuses. The whole batch is stored or none of it.
 */
export function pushRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const principal = c.var.principal;
    if (!principal) return c.json({ error: 'unauthorized' }, 401);
    if (!principal.roles.includes('agent')) return c.json({ error: 'forbidden: only agents push' }, 403);
    // The token may have been verified moments before its agent was deleted (the credential cache).
    const agent = await agentForPerson(c.var.db, principal.personId);
    if (!agent) return c.json({ error: 'unauthorized' }, 401);
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return c.json({ error: `a push is at most ${MAX_BODY_BYTES} bytes` }, 413);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'the body must be JSON: {canaries, checks, check_statuses}' }, 400);
    }
    try {
      const db = c.var.db;
      const stored = await recordJob(db, AGENT_PUSH_JOB, { resourceId: agent.id, agentId: agent.id }, async (run) => {
        const counts = await applyPush(db, agent.id, parsePushBatch(body));
        run.success(counts.canaries + counts.checks + counts.check_statuses);
        Object.assign(run.details, counts);
        return counts;
      });
      return c.json({ message: 'pushed', payload: stored });
    } catch (error) {
      if (error instanceof PushRejected) return c.json({ error: error.message }, 400);
      const code = (error as { code?: string }).code;
      if (code === '23505' || code === '23503' || code === '22P02' || code === '22007' || code === '22008') {
        return c.json({ error: `the batch was refused: ${(error as Error).message}` }, 400);
      }
      throw error;
    }
  });

  return app;
}
