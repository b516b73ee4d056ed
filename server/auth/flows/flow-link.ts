import type { Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { wantsJson } from '../../http/request-info';
import { ensureCsrfToken, maskCsrfToken } from './csrf';
import type { FlowKind } from './flow-kind';
import { flowContext, flowJson, respondError, uiUrl } from './flow-handlers';
import { findFlow, saveFlow } from './flow-store';
import { badRequest, flowNotFound } from './kratos-error';
import { findNode, type InputAttributes } from './ui-nodes';

/**
 * GET /self-service/{recovery,verification}?flow=<id>: the link in a courier message. A flow an admin made
 * (an invitation) has no CSRF token until a browser opens its link; that browser's token is bound to it.
 */
export async function openFlowLink(c: Context<AppEnv>, kind: FlowKind) {
  const ctx = await flowContext(c);
  try {
    const id = c.req.query('flow');
    if (!id) throw badRequest('The flow query parameter is missing or malformed.');
    let flow = await findFlow(ctx.db, id);
    if (!flow || flow.type !== kind.type) throw flowNotFound(kind.type);
    if (flow.internalContext.unbound === true) {
      flow.csrfToken = maskCsrfToken(ensureCsrfToken(c));
      const node = findNode(flow.ui.nodes, 'csrf_token');
      if (node) (node.attributes as InputAttributes).value = flow.csrfToken;
      flow.internalContext = { ...flow.internalContext, unbound: false };
      flow = await saveFlow(ctx.db, flow);
    }
    if (wantsJson(c)) return c.json(flowJson(ctx, kind, flow));
    return c.redirect(uiUrl(ctx, kind, flow), 303);
  } catch (error) {
    return respondError(ctx, error);
  }
}
