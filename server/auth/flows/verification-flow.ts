import type { FlowBase, FlowContext, FlowKind, FlowOutcome } from './flow-kind';
import { checkCode, chooseMethodNodes, postedCode, sendCode, sentEmailNodes, submitEmail, wrongCode } from './code-flows';
import { insertFlow, saveFlow, type FlowRecord } from './flow-store';
import { labels, messages } from './messages';
import { anchorNode, csrfNode } from './ui-nodes';

export const VERIFICATION_LIFESPAN_MS = 60 * 60 * 1000;

async function verified(ctx: FlowContext, flow: FlowRecord, identityId: string): Promise<FlowOutcome> {
  flow.state = 'passed_challenge';
  flow.identityId = identityId;
  flow.ui.nodes = [csrfNode(flow.csrfToken), anchorNode('code', 'continue', flow.returnTo ?? `${ctx.origin}/`, labels.continue())];
  flow.ui.messages = [messages.verified()];
  return { kind: 'flow', flow: await saveFlow(ctx.db, flow) };
}

export const verificationFlow: FlowKind = {
  type: 'verification',
  uiPath: '/verification',
  lifespanMs: VERIFICATION_LIFESPAN_MS,

  async init(_ctx, _query, base: FlowBase) {
    return {
      ...base,
      type: 'verification',
      flowType: 'browser',
      state: 'choose_method',
      refresh: false,
      requestedAal: null,
      ui: { nodes: chooseMethodNodes(base.csrfToken) },
      identityId: null,
      internalContext: {},
    };
  },

  async submit(ctx, flow, body): Promise<FlowOutcome> {
    const code = postedCode(body);
    if (code && flow.state === 'sent_email') {
      const redeemed = await ctx.db.transaction(async (tx) => {
        const found = await checkCode(tx, flow, 'verification', code);
        if (found?.identityId) {
          await tx.query(
            `UPDATE identity_verifiable_addresses SET verified = true, status = 'completed', verified_at = now(), updated_at = now()
              WHERE identity_id = $1 AND value = $2`,
            [found.identityId, found.address],
          );
        }
        return found;
      });
      if (!redeemed?.identityId) return { kind: 'flow', flow: await wrongCode(ctx, flow, 'verification') };
      return verified(ctx, flow, redeemed.identityId);
    }
    const sent = await submitEmail(ctx, flow, 'verification', body);
    if (!sent) return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
    return { kind: 'flow', flow: sent };
  },
};

/** After registration: a verification flow already holding a sent code, for the browser that registered. */
export async function startVerificationAfterRegistration(
  ctx: FlowContext,
  options: { identityId: string; email: string; csrfToken: string; returnTo: string | null },
): Promise<FlowRecord> {
  const now = new Date();
  const flow = await insertFlow(
    ctx.db,
    {
      type: 'verification',
      flowType: 'browser',
      state: 'sent_email',
      expiresAt: new Date(now.getTime() + VERIFICATION_LIFESPAN_MS),
      requestUrl: `${ctx.origin}/api/.ory/self-service/verification/browser`,
      returnTo: options.returnTo,
      csrfToken: options.csrfToken,
      refresh: false,
      requestedAal: null,
      ui: { nodes: sentEmailNodes('verification', options.csrfToken, options.email), messages: [messages.verificationCodeSent()] },
      identityId: options.identityId,
      internalContext: { failedAttempts: 0 },
    },
    now,
  );
  await sendCode(ctx.db, ctx.c.var.auth.courierLog, { flowId: flow.id, kind: 'verification', identityId: options.identityId, address: options.email });
  return flow;
}
