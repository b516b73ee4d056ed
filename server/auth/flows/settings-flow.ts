import type { Queryable } from '../../db/database';
import { findIdentity, normalizeIdentifier, setPasswordCredential, type IdentityRow, type IdentityTraits } from '../identities';
import { hashPassword } from '../passwords';
import { passwordProblem } from '../password-policy';
import {
  deleteCredential, hasSecondFactor, newLookupCodes, saveCredential, totpUrl, verifyTotp, type LookupCode,
} from '../second-factor';
import { identityJson, reauthenticate, type SessionRow } from '../sessions';
import type { FlowBase, FlowBody, FlowContext, FlowKind, FlowOutcome } from './flow-kind';
import { insertFlow, saveFlow, type FlowRecord, type NewFlow } from './flow-store';
import { aal2Required, identityMismatch, refreshRequired, sessionRequired } from './kratos-error';
import { messages, type UiText } from './messages';
import { settingsNodes, type SettingsState } from './settings-nodes';
import { socialLinkNodes, startSocialSignIn, unlinkSocial } from './social-sign-in';
import { readTraits } from './traits';
import { addNodeMessage, addGlobalMessage, clearMessages } from './ui-nodes';

export const SETTINGS_UI_PATH = '/profile-settings';
export const SETTINGS_LIFESPAN_MS = 60 * 60 * 1000;
/** How long after signing in a person may change their password, email or second factors (Kratos' default). */
export const PRIVILEGED_SESSION_MS = 60 * 60 * 1000;

const issuerOf = (origin: string) => new URL(origin).hostname;

const stateOf = (flow: { internalContext: Record<string, unknown> }) => (flow.internalContext.settings ?? {}) as SettingsState;

async function identityOrFail(db: Queryable, id: string): Promise<IdentityRow> {
  const identity = await findIdentity(db, id);
  if (!identity) throw new Error(`identity ${id} of a settings flow no longer exists`);
  return identity;
}

/** A new settings flow for `identityId`; used by the init endpoint and after a recovery. */
export async function newSettingsFlow(ctx: FlowContext, identityId: string, base: FlowBase, globalMessages: UiText[] = []): Promise<NewFlow> {
  const { db, origin } = ctx;
  const identity = await identityOrFail(db, identityId);
  const state: SettingsState = {};
  const nodes = [...(await settingsNodes(db, identity, base.csrfToken, state, issuerOf(origin))), ...(await socialLinkNodes(ctx, identityId))];
  return {
    ...base,
    type: 'settings',
    flowType: 'browser',
    state: 'show_form',
    refresh: false,
    requestedAal: null,
    ui: { nodes, ...(globalMessages.length ? { messages: globalMessages } : {}) },
    identityId,
    internalContext: { settings: state, identity: await identityJson(db, identity, origin) },
  };
}

export async function createSettingsFlow(ctx: FlowContext, identityId: string, base: FlowBase, globalMessages: UiText[]) {
  return insertFlow(ctx.db, await newSettingsFlow(ctx, identityId, base, globalMessages), new Date());
}

const isPrivileged = (session: SessionRow) => Date.now() - new Date(session.authenticated_at).getTime() < PRIVILEGED_SESSION_MS;

const truthy = (value: unknown) => value === true || value === 'true';

/** The method of a settings submit; the console posts only the clicked button for TOTP unlink, codes and social links. */
function methodOf(body: FlowBody): string {
  if (typeof body.method === 'string' && body.method) return body.method;
  if ('link' in body || 'unlink' in body) return 'oidc';
  if (Object.keys(body).some((key) => key.startsWith('lookup_secret_'))) return 'lookup_secret';
  if ('totp_unlink' in body || 'totp_code' in body) return 'totp';
  return '';
}

interface Step {
  ctx: FlowContext;
  flow: FlowRecord;
  identity: IdentityRow;
  session: SessionRow;
  state: SettingsState;
  body: FlowBody;
}

type StepResult = 'saved' | 'shown' | 'invalid';

function requirePrivilege(step: Step) {
  if (!isPrivileged(step.session)) throw refreshRequired(step.ctx.origin, `${step.ctx.origin}${SETTINGS_UI_PATH}?flow=${step.flow.id}`);
}

function isUniqueViolation(error: unknown) {
  return (error as { code?: string }).code === '23505';
}

async function changeTraits(tx: Queryable, identity: IdentityRow, traits: IdentityTraits) {
  await tx.query(`UPDATE identities SET traits = $2 WHERE id = $1`, [identity.id, JSON.stringify(traits)]);
  if (normalizeIdentifier(identity.traits.email) === traits.email) return;
  await tx.query(
    `UPDATE identity_credential_identifiers ci SET identifier = $2, updated_at = now()
       FROM identity_credentials c WHERE ci.identity_credential_id = c.id AND c.identity_id = $1 AND ci.type = 'password'`,
    [identity.id, traits.email],
  );
  await tx.query(
    `UPDATE identity_verifiable_addresses SET value = $2, verified = false, status = 'pending', verified_at = NULL, updated_at = now() WHERE identity_id = $1`,
    [identity.id, traits.email],
  );
  await tx.query(`UPDATE identity_recovery_addresses SET value = $2, updated_at = now() WHERE identity_id = $1`, [identity.id, traits.email]);
}

async function profileStep(step: Step): Promise<StepResult> {
  const { ctx, flow, identity } = step;
  const traits = readTraits(flow.ui.nodes, step.body);
  if (!traits) return 'invalid';
  if (traits.email !== normalizeIdentifier(identity.traits.email)) requirePrivilege(step);
  try {
    await ctx.db.transaction((tx) => changeTraits(tx, identity, traits));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    addGlobalMessage(flow.ui, messages.duplicateIdentifier());
    return 'invalid';
  }
  return 'saved';
}

async function passwordStep(step: Step): Promise<StepResult> {
  const { ctx, flow, identity } = step;
  const password = typeof step.body.password === 'string' ? step.body.password : '';
  if (!password) {
    addNodeMessage(flow.ui.nodes, 'password', messages.missingProperty('password'));
    return 'invalid';
  }
  requirePrivilege(step);
  const problem = passwordProblem(password, identity.traits.email);
  if (problem) {
    addNodeMessage(flow.ui.nodes, 'password', problem);
    return 'invalid';
  }
  const hashed = await hashPassword(password);
  await ctx.db.transaction((tx) => setPasswordCredential(tx, identity.id, identity.traits.email, hashed));
  // Scripts signed in with the old password must not keep working from the credential cache.
  ctx.c.var.auth.cache.clear();
  return 'saved';
}

async function totpStep(step: Step): Promise<StepResult> {
  const { ctx, flow, identity, state } = step;
  requirePrivilege(step);
  if (truthy(step.body.totp_unlink)) {
    await deleteCredential(ctx.db, identity.id, 'totp');
    return 'saved';
  }
  const code = typeof step.body.totp_code === 'string' ? step.body.totp_code.trim() : '';
  if (!code) {
    addNodeMessage(flow.ui.nodes, 'totp_code', messages.missingProperty('totp_code'));
    return 'invalid';
  }
  const secret = state.totpSecret;
  const stepNumber = secret ? await verifyTotp(secret, code) : null;
  if (!secret || stepNumber === null) {
    addNodeMessage(flow.ui.nodes, 'totp_code', messages.invalidTotpCode());
    return 'invalid';
  }
  await ctx.db.transaction(async (tx) => {
    await saveCredential(tx, identity.id, 'totp', {
      totp_url: totpUrl(secret, issuerOf(ctx.origin), identity.traits.email),
      last_used_step: stepNumber,
    });
    // Proving the new factor counts as using it, as in Kratos: the session does not drop below what it now needs.
    await reauthenticate(tx, step.session.id, 'totp', 'aal2');
  });
  delete state.totpSecret;
  return 'saved';
}

async function lookupStep(step: Step): Promise<StepResult> {
  const { ctx, identity, state, body } = step;
  requirePrivilege(step);
  if (truthy(body.lookup_secret_reveal)) {
    state.lookupView = 'revealed';
    return 'shown';
  }
  if (truthy(body.lookup_secret_regenerate)) {
    state.pendingCodes = newLookupCodes();
    state.lookupView = 'pending';
    return 'shown';
  }
  if (truthy(body.lookup_secret_confirm)) {
    const codes: LookupCode[] | undefined = state.pendingCodes;
    if (!codes) {
      addGlobalMessage(step.flow.ui, messages.missingProperty('lookup_secret_regenerate'));
      return 'invalid';
    }
    await ctx.db.transaction(async (tx) => {
      await saveCredential(tx, identity.id, 'lookup_secret', { recovery_codes: codes });
      await reauthenticate(tx, step.session.id, 'lookup_secret', 'aal2');
    });
    delete state.pendingCodes;
    return 'saved';
  }
  if (truthy(body.lookup_secret_disable)) {
    await deleteCredential(ctx.db, identity.id, 'lookup_secret');
    return 'saved';
  }
  addGlobalMessage(step.flow.ui, messages.missingProperty('lookup_secret_reveal'));
  return 'invalid';
}

async function unlinkStep(step: Step): Promise<StepResult> {
  requirePrivilege(step);
  return (await unlinkSocial(step.ctx, step.flow, step.identity.id)) ? 'saved' : 'invalid';
}

const STEPS: Record<string, (step: Step) => Promise<StepResult>> = {
  profile: profileStep,
  password: passwordStep,
  totp: totpStep,
  lookup_secret: lookupStep,
  oidc: unlinkStep,
};

/** The flow once a change is done (or more of it is shown): nodes for the identity as it now is, and 'saved' when it was saved. */
async function showSettings(ctx: FlowContext, flow: FlowRecord, identityId: string, state: SettingsState, result: 'saved' | 'shown', method: string) {
  const current = await identityOrFail(ctx.db, identityId);
  if (result === 'saved') {
    state.lookupView = 'buttons';
    flow.state = 'success';
    flow.ui.messages = [messages.settingsSaved()];
  }
  flow.active = method;
  flow.ui.nodes = [...(await settingsNodes(ctx.db, current, flow.csrfToken, state, issuerOf(ctx.origin))), ...(await socialLinkNodes(ctx, identityId))];
  flow.internalContext = { ...flow.internalContext, settings: state, identity: await identityJson(ctx.db, current, ctx.origin) };
  return saveFlow(ctx.db, flow);
}

/** A link to the social provider was made from this flow (the provider's callback): the flow shows it saved. */
export async function socialLinkSaved(ctx: FlowContext, flow: FlowRecord, identityId: string): Promise<void> {
  await showSettings(ctx, flow, identityId, stateOf(flow), 'saved', 'oidc');
}

/** The session of a settings request, which must belong to the flow's identity and meet its AAL. */
async function checkSession(ctx: FlowContext, identityId: string | null, returnTo: string): Promise<SessionRow> {
  if (!ctx.session) throw sessionRequired(ctx.origin, returnTo);
  const session = ctx.session.row;
  if (identityId && session.identity_id !== identityId) throw identityMismatch();
  if (session.aal === 'aal1' && (await hasSecondFactor(ctx.db, session.identity_id))) throw aal2Required(ctx.origin, returnTo);
  return session;
}

export const settingsFlow: FlowKind = {
  type: 'settings',
  uiPath: SETTINGS_UI_PATH,
  lifespanMs: SETTINGS_LIFESPAN_MS,

  async init(ctx, _query, base) {
    const session = await checkSession(ctx, null, base.requestUrl);
    return newSettingsFlow(ctx, session.identity_id, base);
  },

  async submit(ctx, flow, body): Promise<FlowOutcome> {
    const session = await checkSession(ctx, flow.identityId, `${ctx.origin}${SETTINGS_UI_PATH}?flow=${flow.id}`);
    const identity = await identityOrFail(ctx.db, session.identity_id);
    const state = stateOf(flow);
    clearMessages(flow.ui);
    const method = methodOf(body);
    if (method === 'oidc' && body.link !== undefined) {
      requirePrivilege({ ctx, flow, identity, session, state, body });
      return startSocialSignIn(ctx, flow, body.link);
    }
    const run = STEPS[method];
    if (!run) {
      addGlobalMessage(flow.ui, messages.missingProperty('method'));
      return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
    }
    const result = await run({ ctx, flow, identity, session, state, body });
    if (result === 'invalid') {
      flow.internalContext = { ...flow.internalContext, settings: state };
      return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
    }
    return { kind: 'flow', flow: await showSettings(ctx, flow, identity.id, state, result, method) };
  },

  extraJson: (flow) => ({ identity: flow.internalContext.identity, continue_with: [] }),
};
