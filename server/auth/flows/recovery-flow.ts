import type { Queryable } from '../../db/database';
import { chooseMethodFlow, insertSentEmailFlow, submitCodeFlow } from './code-flow-steps';
import { sendCode } from './code-flows';
import type { FlowBase, FlowContext, FlowKind, FlowOutcome } from './flow-kind';
import { saveFlow, type FlowRecord } from './flow-store';
import { locationChange, sessionAlreadyAvailable } from './kratos-error';
import { messages } from './messages';
import { startSession } from './session-start';
import { createSettingsFlow, PRIVILEGED_SESSION_MS, SETTINGS_LIFESPAN_MS, SETTINGS_UI_PATH } from './settings-flow';

export const RECOVERY_LIFESPAN_MS = 60 * 60 * 1000;

/** Marks the address a code reached as verified: receiving the code proves it. */
async function verifyAddress(tx: Queryable, identityId: string, address: string) {
  await tx.query(
    `UPDATE identity_verifiable_addresses SET verified = true, status = 'completed', verified_at = coalesce(verified_at, now()), updated_at = now()
      WHERE identity_id = $1 AND value = $2`,
    [identityId, address],
  );
}

/** A correct code: a session for the identity, and a settings flow where the person sets a new password. */
async function recovered(ctx: FlowContext, flow: FlowRecord, identityId: string): Promise<FlowOutcome> {
  flow.state = 'passed_challenge';
  flow.identityId = identityId;
  flow.ui.messages = [];
  await saveFlow(ctx.db, flow);
  const { csrfToken } = await startSession(ctx, identityId, 'code_recovery');
  const now = new Date();
  const settings = await createSettingsFlow(
    ctx,
    identityId,
    {
      csrfToken,
      expiresAt: new Date(now.getTime() + SETTINGS_LIFESPAN_MS),
      requestUrl: `${ctx.origin}/api/.ory/self-service/settings/browser`,
      returnTo: flow.returnTo,
    },
    [messages.recovered(new Date(now.getTime() + PRIVILEGED_SESSION_MS), now)],
  );
  const to = `${ctx.origin}${SETTINGS_UI_PATH}?flow=${settings.id}`;
  return { kind: 'done', status: 422, json: locationChange(to).body(), redirectTo: to };
}

export const recoveryFlow: FlowKind = {
  type: 'recovery',
  uiPath: '/recovery',
  lifespanMs: RECOVERY_LIFESPAN_MS,

  async init(ctx, _query, base: FlowBase) {
    if (ctx.session) throw sessionAlreadyAvailable();
    return chooseMethodFlow('recovery', base);
  },

  submit: (ctx, flow, body) =>
    submitCodeFlow(ctx, flow, body, 'recovery', { marked: verifyAddress, passed: (identityId) => recovered(ctx, flow, identityId) }),

  extraJson: () => ({ continue_with: [] }),
};

export const INVITE_LIFESPAN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A recovery flow made by an admin (an invitation): already in `sent_email` with a code sent through the
 * courier. It has no CSRF token yet: the first browser to open its link binds it (ory.ts).
 */
export async function createInvitationFlow(
  db: Queryable,
  log: (line: string) => void,
  options: { origin: string; identityId: string; email: string; firstName: string; invitedBy: string },
): Promise<string> {
  const flow = await insertSentEmailFlow(db, 'recovery', {
    origin: options.origin,
    identityId: options.identityId,
    email: options.email,
    lifespanMs: INVITE_LIFESPAN_MS,
    csrfToken: '',
    returnTo: null,
    internalContext: { unbound: true },
  });
  const link = invitationLink(options.origin, flow.id);
  await sendCode(db, log, {
    flowId: flow.id,
    kind: 'recovery',
    identityId: options.identityId,
    address: options.email,
    lifespanMs: INVITE_LIFESPAN_MS,
    template: 'invite_recovery_code',
    intro: `Hi ${options.firstName},\n\n${options.invitedBy} invited you to the console. Open ${link} to set your password.`,
  });
  return link;
}

export const invitationLink = (origin: string, flowId: string) => `${origin}/api/.ory/self-service/recovery?flow=${flowId}`;
