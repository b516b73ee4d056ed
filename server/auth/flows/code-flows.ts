import type { Queryable } from '../../db/database';
import { sendCourierMessage, type CourierTemplate } from '../courier';
import { normalizeIdentifier } from '../identities';
import { issueCode, MAX_CODE_ATTEMPTS, redeemCode, voidCodes, type CodeKind } from '../one-time-codes';
import { tooManyAttemptsText } from '../rate-limit';
import type { FlowBody, FlowContext } from './flow-kind';
import { saveFlow, type FlowRecord } from './flow-store';
import { labels, messages } from './messages';
import { addGlobalMessage, addNodeMessage, clearMessages, csrfNode, inputNode, submitNode, type UiNode } from './ui-nodes';

/**
 * What recovery and verification share (identity-flows.md §3, §4): an email is posted, a 6-digit code
 * goes out through the courier, the code is posted back. Codes expire, work once, and a flow takes
 * MAX_CODE_ATTEMPTS wrong codes before every code it sent stops working.
 */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const chooseMethodNodes = (csrfToken: string): UiNode[] => [
  csrfNode(csrfToken),
  inputNode('code', 'email', 'email', { required: true, autocomplete: 'email', label: labels.email() }),
  submitNode('code', 'method', 'code', labels.continue()),
];

export const sentEmailNodes = (kind: CodeKind, csrfToken: string, address: string): UiNode[] => [
  csrfNode(csrfToken),
  inputNode('code', 'code', 'text', {
    required: true,
    autocomplete: 'one-time-code',
    label: kind === 'recovery' ? labels.recoveryCode() : labels.verificationCode(),
    ...(kind === 'recovery' ? { pattern: '[0-9]+', maxlength: 6 } : {}),
  }),
  inputNode('code', 'method', 'hidden', { value: 'code' }),
  submitNode('code', 'method', 'code', labels.continue()),
  submitNode('code', 'email', address, labels.resendCode()),
];

const TEMPLATES: Record<CodeKind, { template: CourierTemplate; subject: string; noun: string }> = {
  recovery: { template: 'recovery_code_valid', subject: 'Recover access to your account', noun: 'recover your account' },
  verification: { template: 'verification_code_valid', subject: 'Please verify your email address', noun: 'verify your email address' },
};

/** Issues a code for the flow and hands it to the courier. */
export async function sendCode(
  db: Queryable,
  log: (line: string) => void,
  options: { flowId: string; kind: CodeKind; identityId: string; address: string; lifespanMs?: number; template?: CourierTemplate; intro?: string },
): Promise<string> {
  const code = await issueCode(db, options);
  const template = TEMPLATES[options.kind];
  await sendCourierMessage(db, log, {
    recipient: options.address,
    template: options.template ?? template.template,
    subject: template.subject,
    body: `${options.intro ?? 'Hi,'}\n\nEnter this code to ${template.noun}: ${code}\n`,
    identityId: options.identityId,
  });
  return code;
}

async function identityForAddress(db: Queryable, kind: CodeKind, address: string): Promise<string | null> {
  const table = kind === 'recovery' ? 'identity_recovery_addresses' : 'identity_verifiable_addresses';
  const { rows } = await db.query<{ identity_id: string }>(
    `SELECT a.identity_id FROM ${table} a JOIN identities i ON i.id = a.identity_id WHERE a.value = $1 AND i.state = 'active'`,
    [address],
  );
  return rows[0]?.identity_id ?? null;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The email step: whether or not an account has the address, the flow moves to `sent_email` with the same
 * message, so the answer does not tell who has an account. Returns null when the email was unusable.
 */
export async function submitEmail(ctx: FlowContext, flow: FlowRecord, kind: CodeKind, body: FlowBody): Promise<FlowRecord | null> {
  const address = normalizeIdentifier(text(body.email));
  clearMessages(flow.ui);
  if (!address || !EMAIL.test(address)) {
    addNodeMessage(flow.ui.nodes, 'email', address ? messages.invalidEmail(address) : messages.missingProperty('email'));
    return null;
  }
  const { attempts } = ctx.c.var.auth;
  const retryAfterMs = attempts.retryAfter(`${kind}:${address}`);
  if (retryAfterMs > 0) {
    addGlobalMessage(flow.ui, messages.tooManyAttempts(tooManyAttemptsText(retryAfterMs)));
    return null;
  }
  // Every send counts, so one mailbox cannot be flooded with messages.
  attempts.record(`${kind}:${address}`);
  const identityId = await identityForAddress(ctx.db, kind, address);
  if (identityId) {
    await sendCode(ctx.db, ctx.c.var.auth.courierLog, { flowId: flow.id, kind, identityId, address });
  } else {
    await voidCodes(ctx.db, flow.id);
  }
  flow.state = 'sent_email';
  flow.active = 'code';
  flow.internalContext = { ...flow.internalContext, failedAttempts: 0 };
  flow.ui.nodes = sentEmailNodes(kind, flow.csrfToken, address);
  flow.ui.messages = [kind === 'recovery' ? messages.recoveryCodeSent() : messages.verificationCodeSent()];
  return saveFlow(ctx.db, flow);
}

/** The code step inside `tx`: whom the code was sent to, or null (and the flow counts a wrong attempt). */
export async function checkCode(
  tx: Queryable,
  flow: FlowRecord,
  kind: CodeKind,
  code: string,
): Promise<{ identityId: string | null; address: string } | null> {
  const attempts = Number(flow.internalContext.failedAttempts ?? 0);
  if (attempts >= MAX_CODE_ATTEMPTS) return null;
  return redeemCode(tx, flow.id, kind, code);
}

/** Answers a wrong code: 200 with the flow carrying 4060006/4070006 (Kratos does not answer 400 here). */
export async function wrongCode(ctx: FlowContext, flow: FlowRecord, kind: CodeKind): Promise<FlowRecord> {
  const attempts = Number(flow.internalContext.failedAttempts ?? 0) + 1;
  if (attempts >= MAX_CODE_ATTEMPTS) await voidCodes(ctx.db, flow.id);
  flow.internalContext = { ...flow.internalContext, failedAttempts: attempts };
  clearMessages(flow.ui);
  addGlobalMessage(flow.ui, kind === 'recovery' ? messages.recoveryCodeInvalid() : messages.verificationCodeInvalid());
  return saveFlow(ctx.db, flow);
}

export const postedCode = (body: FlowBody) => text(body.code);
