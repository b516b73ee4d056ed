import { createIdentity, findIdentity, normalizeIdentifier } from '../identities';
import { passwordProblem } from '../password-policy';
import { identityJson, sessionJson } from '../sessions';
import type { FlowBase, FlowKind, FlowOutcome } from './flow-kind';
import { saveFlow } from './flow-store';
import { sessionAlreadyAvailable } from './kratos-error';
import { labels, messages } from './messages';
import { startSession } from './session-start';
import { isSocialSubmit, socialNodes, startSocialSignIn } from './social-sign-in';
import { readTraits, traitNodes } from './traits';
import { addGlobalMessage, addNodeMessage, clearMessages, csrfNode, inputNode, submitNode } from './ui-nodes';
import { startVerificationAfterRegistration } from './verification-flow';

/**
 * Self-registration: an identity with a password, its person (mirrored by the schema's trigger) and a session.
 * A self-registered person gets no role, which makes them a viewer (seed 000 §6).
 */
export const registrationFlow: FlowKind = {
  type: 'registration',
  uiPath: '/registration',
  lifespanMs: 60 * 60 * 1000,

  async init(ctx, _query, base: FlowBase) {
    if (ctx.session) throw sessionAlreadyAvailable();
    return {
      ...base,
      type: 'registration',
      flowType: 'browser',
      state: 'choose_method',
      refresh: false,
      requestedAal: null,
      ui: {
        nodes: [
          csrfNode(base.csrfToken),
          ...traitNodes('default', null),
          inputNode('password', 'password', 'password', { required: true, autocomplete: 'new-password', label: labels.password() }),
          submitNode('password', 'method', 'password', labels.signUp()),
          ...socialNodes(ctx, 'registration'),
        ],
      },
      identityId: null,
      internalContext: {},
    };
  },

  async submit(ctx, flow, body): Promise<FlowOutcome> {
    if (ctx.session) throw sessionAlreadyAvailable();
    clearMessages(flow.ui);
    const invalid = async () => ({ kind: 'invalid' as const, flow: await saveFlow(ctx.db, flow) });
    if (isSocialSubmit(body)) return startSocialSignIn(ctx, flow, body.provider);
    if (body.method !== 'password') {
      addGlobalMessage(flow.ui, messages.missingProperty('method'));
      return invalid();
    }
    const traits = readTraits(flow.ui.nodes, body);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) addNodeMessage(flow.ui.nodes, 'password', messages.missingProperty('password'));
    if (!traits || !password) return invalid();
    const problem = passwordProblem(password, traits.email);
    if (problem) {
      addNodeMessage(flow.ui.nodes, 'password', problem);
      return invalid();
    }

    let identityId: string;
    try {
      identityId = await ctx.db.transaction(async (tx) => {
        const taken = await tx.query(`SELECT 1 FROM identities WHERE lower(traits ->> 'email') = $1`, [normalizeIdentifier(traits.email)]);
        if (taken.rows.length > 0) throw new DuplicateIdentity();
        return createIdentity(tx, { traits, password });
      });
    } catch (error) {
      if (!(error instanceof DuplicateIdentity) && (error as { code?: string }).code !== '23505') throw error;
      addGlobalMessage(flow.ui, messages.duplicateIdentifier());
      return invalid();
    }

    const { session, csrfToken } = await startSession(ctx, identityId, 'password');
    flow.state = 'passed_challenge';
    flow.active = 'password';
    flow.identityId = identityId;
    await saveFlow(ctx.db, flow);
    const verification = await startVerificationAfterRegistration(ctx, {
      identityId,
      email: traits.email,
      csrfToken,
      returnTo: flow.returnTo,
    });
    const identity = await findIdentity(ctx.db, identityId);
    const redirectTo = flow.returnTo ?? `${ctx.origin}/`;
    return {
      kind: 'done',
      status: 200,
      json: {
        identity: identity ? await identityJson(ctx.db, identity, ctx.origin) : null,
        session: await sessionJson(ctx.db, session, ctx.origin),
        continue_with: [
          {
            action: 'show_verification_ui',
            flow: { id: verification.id, verifiable_address: traits.email, url: `${ctx.origin}/verification?flow=${verification.id}` },
          },
          { action: 'redirect_browser_to', redirect_browser_to: redirectTo },
        ],
      },
      redirectTo,
    };
  },
};

class DuplicateIdentity extends Error {}
