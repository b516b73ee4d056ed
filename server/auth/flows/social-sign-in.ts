import type { Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { startProviderSignIn } from '../../oidc/login-cookie';
import type { SignedInClaims } from '../../oidc/claims';
import { SocialAccountExists, socialSignInPerson } from '../../oidc/people';
import { ProviderUnavailable, type PendingLogin, type RelyingParty, type SignInPurpose } from '../../oidc/relying-party';
import { hasSecondFactor } from '../second-factor';
import type { FlowBody, FlowContext, FlowOutcome } from './flow-kind';
import { flowContext } from './flow-handlers';
import { findFlow, saveFlow, type FlowRecord } from './flow-store';
import { locationChange } from './kratos-error';
import { labels, messages } from './messages';
import { startSession } from './session-start';
import { addGlobalMessage, submitNode, type UiNode } from './ui-nodes';

/** The provider's id in the flows' `provider` field; the console has one social provider, its OpenID one. */
export const SOCIAL_PROVIDER_ID = 'oidc';

/** The social provider of the self-hosted mode, when one is configured (issue 24). */
function socialProvider(c: Context<AppEnv>): { rp: RelyingParty; name: string } | undefined {
  const provider = c.var.oidc;
  if (c.var.config.identityMode !== 'self-hosted' || !provider?.relyingParty || !provider.providerName) return undefined;
  return { rp: provider.relyingParty, name: provider.providerName };
}

/** The `oidc` group of a new login or registration flow: one button per provider (identity-flows.md §3). */
export function socialNodes(ctx: FlowContext, flowType: SignInPurpose['flowType']): UiNode[] {
  const provider = socialProvider(ctx.c);
  if (!provider) return [];
  const label = flowType === 'login' ? labels.signInWith(provider.name) : labels.signUpWith(provider.name);
  return [submitNode('oidc', 'provider', SOCIAL_PROVIDER_ID, label)];
}

/** A submit that pressed a social sign-in button. */
export const isSocialSubmit = (body: FlowBody) => body.provider !== undefined;

/**
 * A social sign-in button was pressed: the browser is sent to the provider (Kratos' 422
 * browser_location_change_required for the console, a 303 for a plain form). The flow stays open, so
 * the person can come back to it and sign in otherwise.
 */
export async function startSocialSignIn(ctx: FlowContext, flow: FlowRecord, body: FlowBody): Promise<FlowOutcome> {
  const provider = socialProvider(ctx.c);
  if (!provider || body.provider !== SOCIAL_PROVIDER_ID || flow.refresh || (flow.requestedAal ?? 'aal1') !== 'aal1') {
    addGlobalMessage(flow.ui, messages.noStrategy());
    return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
  }
  let url: string;
  try {
    url = await startProviderSignIn(ctx.c, provider.rp, flow.returnTo, { flowType: flow.type as SignInPurpose['flowType'], flowId: flow.id });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    addGlobalMessage(flow.ui, messages.providerUnreachable(provider.name));
    return { kind: 'invalid', flow: await saveFlow(ctx.db, flow) };
  }
  return { kind: 'done', status: 422, json: locationChange(url).body(), redirectTo: url };
}

/**
 * The provider's callback for a social sign-in: the person is found or created, gets the session cookie
 * of any sign-in, and goes where the flow was going (or on to the second factor they set up). An e-mail
 * that may not be linked goes back to the flow with Kratos' message; a refusal of another kind
 * (HostedSignInRefused) is for the caller to show.
 */
export async function finishSocialSignIn(
  c: Context<AppEnv>,
  login: PendingLogin & { purpose: SignInPurpose },
  claims: SignedInClaims,
  issuer: string,
): Promise<Response> {
  const ctx = await flowContext(c);
  const flow = await findFlow(ctx.db, login.purpose.flowId);
  const uiPath = login.purpose.flowType === 'login' ? '/login' : '/registration';
  let identityId: string;
  try {
    identityId = await socialSignInPerson(ctx.db, issuer, claims);
  } catch (error) {
    if (!(error instanceof SocialAccountExists)) throw error;
    if (!flow) return c.redirect(`${ctx.origin}${uiPath}`, 303);
    flow.ui.messages = [messages.accountExistsLinkIt()];
    await saveFlow(ctx.db, flow);
    return c.redirect(`${ctx.origin}${uiPath}?flow=${flow.id}`, 303);
  }
  await startSession(ctx, identityId, 'oidc');
  if (flow) {
    flow.state = 'passed_challenge';
    flow.active = 'oidc';
    flow.identityId = identityId;
    await saveFlow(ctx.db, flow);
  }
  const returnTo = flow?.returnTo ?? login.returnTo;
  if (await hasSecondFactor(ctx.db, identityId)) {
    const stepUp = new URL(`${ctx.origin}/api/.ory/self-service/login/browser`);
    stepUp.searchParams.set('aal', 'aal2');
    if (returnTo) stepUp.searchParams.set('return_to', returnTo);
    return c.redirect(stepUp.toString(), 303);
  }
  return c.redirect(returnTo ?? `${ctx.origin}/`, 303);
}
