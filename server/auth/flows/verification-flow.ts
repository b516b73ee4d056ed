import type { Queryable } from '../../db/database';
import { chooseMethodFlow, insertSentEmailFlow, submitCodeFlow } from './code-flow-steps';
import { sendCode } from './code-flows';
import type { FlowBase, FlowContext, FlowKind, FlowOutcome } from './flow-kind';
import { saveFlow, type FlowRecord } from './flow-store';
import { labels, messages } from './messages';
import { anchorNode, csrfNode } from './ui-nodes';

export const VERIFICATION_LIFESPAN_MS = 60 * 60 * 1000;

/** Marks the address verified as of now, also when it was verified before. */
async function verifyAddress(tx: Queryable, identityId: string, address: string) {
  await tx.query(
    `UPDATE identity_verifiable_addresses SET verified = true, status = 'completed', verified_at = now(), updated_at = now()
      WHERE identity_id = $1 AND value = $2`,
    [identityId, address],
  );
}

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

  init: async (_ctx, _query, base: FlowBase) => chooseMethodFlow('verification', base),

  submit: (ctx, flow, body) =>
    submitCodeFlow(ctx, flow, body, 'verification', { marked: verifyAddress, passed: (identityId) => verified(ctx, flow, identityId) }),
};

/** After registration: a verification flow already holding a sent code, for the browser that registered. */
export async function startVerificationAfterRegistration(
  ctx: FlowContext,
  options: { identityId: string; email: string; csrfToken: string; returnTo: string | null },
): Promise<FlowRecord> {
  const flow = await insertSentEmailFlow(ctx.db, 'verification', {
    origin: ctx.origin,
    identityId: options.identityId,
    email: options.email,
    lifespanMs: VERIFICATION_LIFESPAN_MS,
    csrfToken: options.csrfToken,
    returnTo: options.returnTo,
  });
  await sendCode(ctx.db, ctx.c.var.auth.courierLog, { flowId: flow.id, kind: 'verification', identityId: options.identityId, address: options.email });
  return flow;
}
