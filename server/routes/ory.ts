import { Hono } from 'hono';
import { findFlowError } from '../auth/flows/error-store';
import { flowContext, getFlow, initFlow, submitFlow } from '../auth/flows/flow-handlers';
import { openFlowLink } from '../auth/flows/flow-link';
import { aal2Required, noSession } from '../auth/flows/kratos-error';
import { checkReturnTo } from '../auth/flows/return-to';
import { createLogoutFlow, performLogout } from '../auth/flows/logout';
import { FLOW_KINDS } from '../auth/flows/registry';
import { IDENTITY_SCHEMA, IDENTITY_SCHEMA_ID } from '../auth/identity-schema';
import { hasSecondFactor } from '../auth/second-factor';
import { sessionJson } from '../auth/sessions';
import type { AppEnv } from '../http/env';

/** The Kratos-compatible public API, mounted at /api/.ory (identity-flows.md). */
export function oryRoutes(): Hono<AppEnv> {
  const ory = new Hono<AppEnv>();

  ory.get('/sessions/whoami', async (c) => {
    const ctx = await flowContext(c);
    if (!ctx.session) return c.json(noSession().body(), 401);
    if (ctx.session.row.aal === 'aal1' && (await hasSecondFactor(ctx.db, ctx.session.row.identity_id))) {
      let returnTo: string | null;
      try {
        returnTo = checkReturnTo(ctx.origin, c.req.query('return_to'));
      } catch {
        returnTo = null;
      }
      return c.json(aal2Required(ctx.origin, returnTo).body(), 403);
    }
    c.header('X-Kratos-Authenticated-Identity-Id', ctx.session.row.identity_id);
    return c.json(await sessionJson(ctx.db, ctx.session.row, ctx.origin));
  });

  ory.get('/self-service/logout/browser', createLogoutFlow);
  ory.get('/self-service/logout', performLogout);

  ory.get('/self-service/errors', async (c) => {
    const found = await findFlowError(c.var.db, c.req.query('id') ?? '');
    if (!found) return c.json(noSuchError(), 404);
    return c.json(found);
  });

  ory.get('/schemas', (c) => c.json([{ id: IDENTITY_SCHEMA_ID, schema: IDENTITY_SCHEMA }]));
  ory.get('/schemas/:id', (c) =>
    c.req.param('id') === IDENTITY_SCHEMA_ID ? c.json(IDENTITY_SCHEMA) : c.json(noSuchError(), 404),
  );

  ory.get('/self-service/:type/browser', (c) => {
    const kind = FLOW_KINDS.get(c.req.param('type'));
    return kind ? initFlow(c, kind) : c.json(noSuchError(), 404);
  });
  ory.get('/self-service/:type/flows', (c) => {
    const kind = FLOW_KINDS.get(c.req.param('type'));
    return kind ? getFlow(c, kind) : c.json(noSuchError(), 404);
  });
  ory.post('/self-service/:type', (c) => {
    const kind = FLOW_KINDS.get(c.req.param('type'));
    return kind ? submitFlow(c, kind) : c.json(noSuchError(), 404);
  });

  // The links courier messages carry.
  ory.get('/self-service/:type', (c) => {
    const type = c.req.param('type');
    const kind = type === 'recovery' || type === 'verification' ? FLOW_KINDS.get(type) : undefined;
    return kind ? openFlowLink(c, kind) : c.json(noSuchError(), 404);
  });

  ory.notFound((c) => c.json(noSuchError(), 404));
  return ory;
}

const noSuchError = () => ({
  error: { code: 404, status: 'Not Found', message: 'The requested resource could not be found' },
});
