import type { Queryable } from '../../db/database';
import type { CodeKind } from '../one-time-codes';
import { checkCode, chooseMethodNodes, postedCode, sentEmailNodes, submitEmail, wrongCode } from './code-flows';
import type { FlowBase, FlowBody, FlowContext, FlowOutcome } from './flow-kind';
import { insertFlow, saveFlow, type FlowRecord, type NewFlow } from './flow-store';
import { messages } from './messages';

/** The flow-kind steps recovery and verification take alike; each kind adds what a correct code does. */

/** A new flow at its first step: it asks for the email. */
export const chooseMethodFlow = (kind: CodeKind, base: FlowBase): NewFlow => ({
  ...base,
  type: kind,
  flowType: 'browser',
  state: 'choose_method',
  refresh: false,
  requestedAal: null,
  ui: { nodes: chooseMethodNodes(base.csrfToken) },
  identityId: null,
  internalContext: {},
});

export interface CodeRedeemed {
  /** Inside the transaction that redeemed the code: what receiving it proves about the address it reached. */
  marked(tx: Queryable, identityId: string, address: string): Promise<void>;
  /** The answer to a correct code, once that transaction is done. */
  passed(identityId: string): Promise<FlowOutcome>;
}

/** A posted code is checked once a code was sent; anything else is the email step. */
export async function submitCodeFlow(
  ctx: FlowContext,
  flow: FlowRecord,
  body: FlowBody,
  kind: CodeKind,
  redeemed: CodeRedeemed,
): Promise<FlowOutcome> {
  const code = postedCode(body);
  if (code && flow.state === 'sent_email') {
    const found = await ctx.db.transaction(async (tx) => {
      const reached = await checkCode(tx, flow, kind, code);
      if (reached?.identityId) await redeemed.marked(tx, reached.identityId, reached.address);
      return reached;
    });
    if (!found?.identityId) return { kind: 'flow', flow: await wrongCode(ctx, flow, kind) };
    return redeemed.passed(found.identityId);
  }
  const sent = await submitEmail(ctx, flow, kind, body);
  if (!sent) return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
  return { kind: 'flow', flow: sent };
}

/** A flow made already at its code step, for an identity whose address the caller sends the code to. */
export async function insertSentEmailFlow(
  db: Queryable,
  kind: CodeKind,
  options: {
    origin: string;
    identityId: string;
    email: string;
    lifespanMs: number;
    csrfToken: string;
    returnTo: string | null;
    internalContext?: Record<string, unknown>;
  },
): Promise<FlowRecord> {
  const now = new Date();
  return insertFlow(
    db,
    {
      type: kind,
      flowType: 'browser',
      state: 'sent_email',
      expiresAt: new Date(now.getTime() + options.lifespanMs),
      requestUrl: `${options.origin}/api/.ory/self-service/${kind}/browser`,
      returnTo: options.returnTo,
      csrfToken: options.csrfToken,
      refresh: false,
      requestedAal: null,
      ui: {
        nodes: sentEmailNodes(kind, options.csrfToken, options.email),
        messages: [kind === 'recovery' ? messages.recoveryCodeSent() : messages.verificationCodeSent()],
      },
      identityId: options.identityId,
      internalContext: { ...options.internalContext, failedAttempts: 0 },
    },
    now,
  );
}
