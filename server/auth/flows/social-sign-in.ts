import type { Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { startProviderSignIn } from '../../oidc/login-cookie';
import type { SignedInClaims } from '../../oidc/claims';
import { isLinkedTo, link, linkedIdentity, linkOf, SocialAccountExists, socialSignInPerson, unlink } from '../../oidc/people';
import { ProviderUnavailable, type PendingLogin, type RelyingParty, type SignInPurpose } from '../../oidc/relying-party';
import { HostedSignInRefused } from '../../oidc/people';
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
export function socialNodes(ctx: FlowContext, flowType: 'login' | 'registration'): UiNode[] {
  const provider = socialProvider(ctx.c);
  if (!provider) return [];
  const label = flowType === 'login' ? labels.signInWith(provider.name) : labels.signUpWith(provider.name);
  return [submitNode('oidc', 'provider', SOCIAL_PROVIDER_ID, label)];
}

/** A submit that pressed a social sign-in button. */
export const isSocialSubmit = (body: FlowBody) => body.provider !== undefined;

/** The settings' `oidc` group ('Manage Social Sign In'): link the provider, or unlink it once linked. */
export async function socialLinkNodes(ctx: FlowContext, identityId: string): Promise<UiNode[]> {
  const provider = socialProvider(ctx.c);
  if (!provider) return [];
  return (await isLinkedTo(ctx.db, identityId, provider.rp.issuer))
    ? [submitNode('oidc', 'unlink', SOCIAL_PROVIDER_ID, labels.unlinkProvider(provider.name))]
    : [submitNode('oidc', 'link', SOCIAL_PROVIDER_ID, labels.linkProvider(provider.name))];
}

/** Unlinks the provider from the settings flow's person; false (and a message on the flow) when it is their only way in. */
export async function unlinkSocial(ctx: FlowContext, flow: FlowRecord, identityId: string): Promise<boolean> {
  const provider = socialProvider(ctx.c);
  if (!provider) {
    addGlobalMessage(flow.ui, messages.missingProperty('method'));
    return false;
  }
  if (await unlink(ctx.db, identityId, provider.rp.issuer)) return true;
  addGlobalMessage(flow.ui, messages.onlySignInMethod());
  return false;
}

/**
 * A social sign-in button was pressed: the browser is sent to the provider (Kratos' 422
 * browser_location_change_required for the console, a 303 for a plain form). The flow stays open, so
 * the person can come back to it and sign in otherwise.
 */
export async function startSocialSignIn(ctx: FlowContext, flow: FlowRecord, providerId: unknown): Promise<FlowOutcome> {
  const provider = socialProvider(ctx.c);
  if (!provider || providerId !== SOCIAL_PROVIDER_ID || flow.refresh || (flow.requestedAal ?? 'aal1') !== 'aal1') {
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
 * The provider's callback for a link started from the settings: the provider's subject is linked to the
 * person signed in here, who must be the settings flow's; their e-mail there does not matter, since they
 * proved both accounts are theirs. `saved` shows the flow again with the provider linked.
 */
async function finishSocialLink(
  ctx: FlowContext,
  flow: FlowRecord | null,
  claims: SignedInClaims,
  issuer: string,
  saved: (flow: FlowRecord, identityId: string) => Promise<void>,
): Promise<Response> {
  const identityId = ctx.session?.row.identity_id;
  if (!flow || !identityId || flow.identityId !== identityId) throw new HostedSignInRefused('sign in again and link the provider from your settings');
  const owner = await linkedIdentity(ctx.db, linkOf(issuer, claims.subject));
  if (owner && owner !== identityId) {
    flow.ui.messages = [messages.linkedElsewhere(socialProvider(ctx.c)?.name ?? issuer)];
    await saveFlow(ctx.db, flow);
  } else {
    await link(ctx.db, identityId, issuer, claims.subject);
    await saved(flow, identityId);
  }
  return ctx.c.redirect(`${ctx.origin}/profile-settings?flow=${flow.id}`, 303);
}

/**
 * The provider's callback for a social sign-in: the person is found or created, gets the session cookie
 * of any sign-in, and goes where the flow was going (or on to the second factor they set up). An e-mail
 * that may not be linked goes back to the flow with Kratos' message; a refusal of another kind
 * (HostedSignInRefused) is for the caller to show. A link from the settings is finished by `linked`.
 */
export async function finishSocialSignIn(
  c: Context<AppEnv>,
  login: PendingLogin & { purpose: SignInPurpose },
  claims: SignedInClaims,
  issuer: string,
  linked: (ctx: FlowContext, flow: FlowRecord, identityId: string) => Promise<void>,
): Promise<Response> {
  const ctx = await flowContext(c);
  const flow = await findFlow(ctx.db, login.purpose.flowId);
  if (login.purpose.flowType === 'settings') return finishSocialLink(ctx, flow, claims, issuer, (saved, id) => linked(ctx, saved, id));
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
