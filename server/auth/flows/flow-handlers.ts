import type { Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { clientAddress, requestOrigin, wantsJson } from '../../http/request-info';
import { findSessionByToken } from '../sessions';
import { readSessionCookie } from '../session-cookie';
import { assertCsrf, ensureCsrfToken, maskCsrfToken } from './csrf';
import { saveFlowError } from './error-store';
import type { FlowContext, FlowKind } from './flow-kind';
import { readFlowBody } from './flow-body';
import { deleteStaleFlows, findFlow, insertFlow, saveFlow, type FlowRecord } from './flow-store';
import { badRequest, flowNotFound, KratosError } from './kratos-error';
import { flowExpiredMessage } from './messages';
import { checkReturnTo } from './return-to';

export const ORY_PREFIX = '/api/.ory';

export async function flowContext(c: Context<AppEnv>): Promise<FlowContext> {
  const token = readSessionCookie(c);
  const row = token ? await findSessionByToken(c.var.db, token) : null;
  return {
    c,
    db: c.var.db,
    origin: requestOrigin(c),
    session: row && token ? { row, token } : null,
    address: clientAddress(c),
  };
}

export function flowJson(ctx: FlowContext, kind: FlowKind, flow: FlowRecord) {
  return {
    id: flow.id,
    type: flow.flowType,
    expires_at: flow.expiresAt.toISOString(),
    issued_at: flow.issuedAt.toISOString(),
    request_url: flow.requestUrl,
    ...(flow.returnTo ? { return_to: flow.returnTo } : {}),
    ...(flow.active ? { active: flow.active } : {}),
    ui: {
      action: `${ctx.origin}${ORY_PREFIX}/self-service/${kind.type}?flow=${flow.id}`,
      method: 'POST',
      nodes: flow.ui.nodes,
      ...(flow.ui.messages?.length ? { messages: flow.ui.messages } : {}),
    },
    state: flow.state,
    ...kind.extraJson?.(flow),
  };
}

export const uiUrl = (ctx: FlowContext, kind: FlowKind, flow: FlowRecord) => `${ctx.origin}${kind.uiPath}?flow=${flow.id}`;

/** A KratosError as JSON, or for a plain browser a redirect to the error page (or home when already signed in). */
export async function respondError(ctx: FlowContext, error: unknown, returnTo?: string | null) {
  if (!(error instanceof KratosError)) throw error;
  const { c } = ctx;
  if (wantsJson(c)) return c.json(error.body(), error.code);
  if (error.options.id === 'session_already_available') return c.redirect(returnTo ?? `${ctx.origin}/`, 303);
  const follow = error.browserRedirect ?? error.extra.redirect_browser_to;
  if (typeof follow === 'string') return c.redirect(follow, 303);
  const id = await saveFlowError(ctx.db, error);
  return c.redirect(`${ctx.origin}/error?id=${id}`, 303);
}

async function createFlow(ctx: FlowContext, kind: FlowKind, query: URLSearchParams, requestUrl: string) {
  const returnTo = checkReturnTo(ctx.origin, query.get('return_to'));
  const now = new Date();
  const csrf = ensureCsrfToken(ctx.c);
  const draft = await kind.init(ctx, query, {
    csrfToken: maskCsrfToken(csrf),
    expiresAt: new Date(now.getTime() + kind.lifespanMs),
    requestUrl,
    returnTo,
  });
  await deleteStaleFlows(ctx.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  return insertFlow(ctx.db, draft, now);
}

/** GET /self-service/<type>/browser */
export async function initFlow(c: Context<AppEnv>, kind: FlowKind) {
  const ctx = await flowContext(c);
  const url = new URL(c.req.url);
  const requestUrl = `${ctx.origin}${ORY_PREFIX}/self-service/${kind.type}/browser${url.search}`;
  let returnTo: string | null = null;
  try {
    returnTo = checkReturnTo(ctx.origin, url.searchParams.get('return_to'));
    const flow = await createFlow(ctx, kind, url.searchParams, requestUrl);
    if (wantsJson(c)) return c.json(flowJson(ctx, kind, flow));
    return c.redirect(uiUrl(ctx, kind, flow), 303);
  } catch (error) {
    return respondError(ctx, error, returnTo);
  }
}

const isExpired = (flow: FlowRecord) => flow.expiresAt.getTime() <= Date.now();

/** GET /self-service/<type>/flows?id= */
export async function getFlow(c: Context<AppEnv>, kind: FlowKind) {
  const ctx = await flowContext(c);
  try {
    const id = c.req.query('id');
    if (!id) throw badRequest('The flow query parameter is missing or malformed.');
    const flow = await findFlow(ctx.db, id);
    if (!flow || flow.type !== kind.type) throw flowNotFound(kind.type);
    if (flow.flowType === 'browser') assertCsrf(c, flow.csrfToken);
    if (isExpired(flow)) {
      const redirect = new URL(`${ctx.origin}${ORY_PREFIX}/self-service/${kind.type}/browser`);
      if (flow.returnTo) redirect.searchParams.set('return_to', flow.returnTo);
      throw new KratosError(410, {
        id: 'self_service_flow_expired',
        reason: `The ${kind.type} flow has expired. Redirect the user to the ${kind.type} flow init endpoint to initialize a new ${kind.type} flow.`,
        details: { redirect_to: redirect.toString(), ...(flow.returnTo ? { return_to: flow.returnTo } : {}) },
      });
    }
    return c.json(flowJson(ctx, kind, flow));
  } catch (error) {
    return respondError(ctx, error);
  }
}

/** A fresh flow replacing an expired one, carrying the "expired N minutes ago" message. */
async function replaceExpired(ctx: FlowContext, kind: FlowKind, expired: FlowRecord) {
  const query = new URL(expired.requestUrl).searchParams;
  const replacement = await createFlow(ctx, kind, query, expired.requestUrl);
  const now = new Date();
  const expiredAt = new Date(Math.min(expired.expiresAt.getTime(), now.getTime()));
  replacement.ui.messages = [flowExpiredMessage(kind.type, expiredAt, now)];
  const saved = await saveFlow(ctx.db, replacement);
  const sinceNs = (now.getTime() - expiredAt.getTime()) * 1_000_000;
  if (!wantsJson(ctx.c)) return ctx.c.redirect(uiUrl(ctx, kind, saved), 303);
  const error = new KratosError(
    410,
    {
      id: 'self_service_flow_expired',
      message: 'self-service flow expired',
      reason: `The self-service flow expired ${((now.getTime() - expiredAt.getTime()) / 60_000).toFixed(2)} minutes ago, initialize a new one.`,
    },
    { expired_at: expiredAt.toISOString(), since: sinceNs, use_flow_id: saved.id },
  );
  return ctx.c.json(error.body(), 410);
}

/** POST /self-service/<type>?flow= */
export async function submitFlow(c: Context<AppEnv>, kind: FlowKind) {
  const ctx = await flowContext(c);
  try {
    const id = c.req.query('flow');
    if (!id) throw badRequest('The flow query parameter is missing or malformed.');
    const flow = await findFlow(ctx.db, id);
    if (!flow || flow.type !== kind.type) throw flowNotFound(kind.type);
    const body = await readFlowBody(c);
    // A used flow cannot be submitted twice: the caller gets a fresh one, as for an expired flow.
    if (isExpired(flow) || flow.state === 'passed_challenge') return await replaceExpired(ctx, kind, flow);
    if (flow.flowType === 'browser') assertCsrf(c, typeof body.csrf_token === 'string' ? body.csrf_token : undefined);
    const outcome = await kind.submit(ctx, flow, body);
    if (outcome.kind === 'invalid' || outcome.kind === 'flow') {
      if (wantsJson(c)) return c.json(flowJson(ctx, kind, outcome.flow), outcome.kind === 'invalid' ? 400 : 200);
      return c.redirect(uiUrl(ctx, kind, outcome.flow), 303);
    }
    if (wantsJson(c)) return c.json(outcome.json as object, outcome.status);
    return c.redirect(outcome.redirectTo, 303);
  } catch (error) {
    return respondError(ctx, error);
  }
}
