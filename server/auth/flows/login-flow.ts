import { findIdentity, verifyPasswordLogin } from '../identities';
import { hasSecondFactor } from '../second-factor';
import { tooManyAttemptsText } from '../rate-limit';
import { createSession, reauthenticate, sessionJson, type Aal } from '../sessions';
import { setSessionCookie } from '../session-cookie';
import { rotateCsrfToken } from './csrf';
import type { FlowBase, FlowBody, FlowContext, FlowKind, FlowOutcome } from './flow-kind';
import { saveFlow, type FlowRecord, type NewFlow } from './flow-store';
import { badRequest, KratosError, locationChange, sessionAlreadyAvailable } from './kratos-error';
import { lookupSecretStrategy, totpStrategy } from './second-factor-login';
import { isSocialSubmit, socialNodes, startSocialSignIn } from './social-sign-in';
import { labels, messages, type UiText } from './messages';
import { addNodeMessage, clearMessages, csrfNode, inputNode, setNodeValue, submitNode, type UiNode } from './ui-nodes';

interface LoginOptions {
  refresh: boolean;
  aal: Aal;
}

/** One way to sign in: the password (aal1), or a second factor raising a session to aal2. */
export interface LoginStrategy {
  method: string;
  aal: Aal;
  /** The nodes this strategy adds to a new flow; none when it does not apply. */
  nodes(ctx: FlowContext, options: LoginOptions): Promise<UiNode[]>;
  /** The identity proven by the body, or the flow's nodes get messages and null comes back. */
  authenticate(ctx: FlowContext, flow: FlowRecord, body: FlowBody): Promise<string | null>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function sessionEmail(ctx: FlowContext): Promise<string | null> {
  if (!ctx.session) return null;
  return (await findIdentity(ctx.db, ctx.session.row.identity_id))?.traits.email ?? null;
}

const globalMessage = (flow: FlowRecord, message: UiText) => {
  flow.ui.messages = [...(flow.ui.messages ?? []), message];
};

export const passwordStrategy: LoginStrategy = {
  method: 'password',
  aal: 'aal1',
  async nodes(ctx, { refresh, aal }) {
    if (aal !== 'aal1') return [];
    if (refresh) {
      return [
        inputNode('default', 'identifier', 'hidden', { value: await sessionEmail(ctx), required: true }),
        inputNode('password', 'password', 'password', { required: true, autocomplete: 'current-password', label: labels.password() }),
        submitNode('password', 'method', 'password', labels.signIn()),
      ];
    }
    return [
      inputNode('default', 'identifier', 'text', { value: '', required: true, autocomplete: 'username', label: labels.id() }),
      inputNode('password', 'password', 'password', { required: true, autocomplete: 'current-password', label: labels.password() }),
      submitNode('password', 'method', 'password', labels.signInWithPassword()),
    ];
  },
  async authenticate(ctx, flow, body) {
    const identifier = flow.refresh ? ((await sessionEmail(ctx)) ?? '') : text(body.identifier).trim();
    const password = text(body.password);
    setNodeValue(flow.ui.nodes, 'identifier', identifier);
    if (!identifier) addNodeMessage(flow.ui.nodes, 'identifier', messages.missingProperty('identifier'));
    if (!password) addNodeMessage(flow.ui.nodes, 'password', messages.missingProperty('password'));
    if (!identifier || !password) return null;

    const { limiter } = ctx.c.var.auth;
    const retryAfterMs = limiter.retryAfter(identifier, ctx.address);
    if (retryAfterMs > 0) {
      globalMessage(flow, messages.tooManyAttempts(tooManyAttemptsText(retryAfterMs)));
      return null;
    }
    const identityId = await verifyPasswordLogin(ctx.db, identifier, password);
    if (!identityId || (flow.refresh && identityId !== ctx.session?.row.identity_id)) {
      limiter.failed(identifier, ctx.address);
      globalMessage(flow, messages.invalidCredentials());
      return null;
    }
    limiter.succeeded(identifier, ctx.address);
    return identityId;
  },
};

export const LOGIN_STRATEGIES: LoginStrategy[] = [passwordStrategy, totpStrategy, lookupSecretStrategy];

const AAL_RANK: Record<Aal, number> = { aal1: 1, aal2: 2 };

export const loginFlow: FlowKind = {
  type: 'login',
  uiPath: '/login',
  lifespanMs: 60 * 60 * 1000,

  async init(ctx, query, base: FlowBase): Promise<NewFlow> {
    const refresh = query.get('refresh') === 'true';
    const aalParam = query.get('aal') || 'aal1';
    if (aalParam !== 'aal1' && aalParam !== 'aal2') throw badRequest(`Unable to parse AuthenticationMethod Assurance Level (AAL): ${JSON.stringify(aalParam)}`);
    const aal = aalParam as Aal;
    if (aal === 'aal2' && !ctx.session) {
      throw new KratosError(401, {
        id: 'session_aal1_required',
        reason: 'You can not requested a higher AAL (AAL2/AAL3) without an active session.',
      });
    }
    if (ctx.session && !refresh && AAL_RANK[ctx.session.row.aal] >= AAL_RANK[aal]) throw sessionAlreadyAvailable();

    const options = { refresh: refresh && ctx.session !== null, aal };
    const nodes: UiNode[] = [csrfNode(base.csrfToken)];
    for (const strategy of LOGIN_STRATEGIES) nodes.push(...(await strategy.nodes(ctx, options)));
    // After the password's button, so the Enter key in the password field still signs in with the password.
    if (aal === 'aal1' && !options.refresh) nodes.push(...socialNodes(ctx, 'login'));
    if (nodes.length === 1) throw badRequest('No sign-in method is available at the requested assurance level.');
    const ui: NewFlow['ui'] = { nodes };
    if (options.refresh) ui.messages = [labels.confirmItIsYou()];
    else if (aal === 'aal2') ui.messages = [labels.secondFactorChallenge()];
    return {
      ...base,
      type: 'login',
      flowType: 'browser',
      state: 'choose_method',
      refresh: options.refresh,
      requestedAal: aal,
      ui,
      identityId: null,
      internalContext: {},
    };
  },

  async submit(ctx, flow, body): Promise<FlowOutcome> {
    if (ctx.session && !flow.refresh && AAL_RANK[ctx.session.row.aal] >= AAL_RANK[(flow.requestedAal ?? 'aal1') as Aal]) {
      throw sessionAlreadyAvailable();
    }
    clearMessages(flow.ui);
    if (isSocialSubmit(body)) return startSocialSignIn(ctx, flow, body.provider);
    const method = text(body.method);
    const strategy = LOGIN_STRATEGIES.find((s) => s.method === method);
    if (!strategy) {
      flow.ui.messages = [messages.noStrategy()];
      return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
    }
    const identityId = await strategy.authenticate(ctx, flow, body);
    if (!identityId) return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };

    let session;
    if (ctx.session && ctx.session.row.identity_id === identityId) {
      session = await reauthenticate(ctx.db, ctx.session.row.id, strategy.method, strategy.aal);
      setSessionCookie(ctx.c, ctx.session.token, new Date(session.expires_at));
    } else {
      const created = await createSession(ctx.db, {
        identityId,
        method: strategy.method,
        aal: strategy.aal,
        device: { ipAddress: ctx.address === 'unknown' ? null : ctx.address, userAgent: ctx.c.req.header('user-agent') ?? null },
      });
      session = created.session;
      setSessionCookie(ctx.c, created.token, new Date(session.expires_at));
      rotateCsrfToken(ctx.c);
    }
    flow.state = 'passed_challenge';
    flow.active = strategy.method;
    flow.identityId = identityId;
    await saveFlow(ctx.db, flow);
    await ctx.db.query(`UPDATE people SET last_login = now() WHERE id = $1`, [identityId]);
    const redirectTo = flow.returnTo ?? `${ctx.origin}/`;
    if (session.aal === 'aal1' && (await hasSecondFactor(ctx.db, identityId))) {
      // The password was right; the session exists but stays aal1 until the second factor (Kratos' 422 step-up).
      const stepUp = new URL(`${ctx.origin}/api/.ory/self-service/login/browser`);
      stepUp.searchParams.set('aal', 'aal2');
      if (flow.returnTo) stepUp.searchParams.set('return_to', flow.returnTo);
      return { kind: 'done', status: 422, json: locationChange(stepUp.toString()).body(), redirectTo: stepUp.toString() };
    }
    return {
      kind: 'done',
      status: 200,
      json: {
        session: await sessionJson(ctx.db, session, ctx.origin),
        continue_with: [{ action: 'redirect_browser_to', redirect_browser_to: redirectTo }],
      },
      redirectTo,
    };
  },

  extraJson: (flow) => ({
    refresh: flow.refresh,
    requested_aal: flow.requestedAal ?? 'aal1',
    created_at: flow.createdAt.toISOString(),
    updated_at: flow.updatedAt.toISOString(),
  }),
};
