import { tooManyAttemptsText } from '../rate-limit';
import { credentialConfig, secretOfTotpUrl, spendLookupCode, spendTotpStep, verifyTotp, type LookupConfig, type TotpConfig } from '../second-factor';
import type { FlowContext } from './flow-kind';
import type { LoginStrategy } from './login-flow';
import { labels, messages } from './messages';
import { addGlobalMessage, addNodeMessage, inputNode, submitNode } from './ui-nodes';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Second-factor failures are limited per identity, wherever they come from: a code has far fewer values than a
 * password, and only someone who already has the password can use these attempts up, so a stranger cannot.
 */
function limited(ctx: FlowContext, identityId: string): string | null {
  const retryAfterMs = ctx.c.var.auth.attempts.retryAfter(`aal2:${identityId}`);
  return retryAfterMs > 0 ? tooManyAttemptsText(retryAfterMs) : null;
}

export const totpStrategy: LoginStrategy = {
  method: 'totp',
  aal: 'aal2',
  async nodes(ctx, { aal }) {
    if (aal !== 'aal2' || !ctx.session) return [];
    if (!(await credentialConfig<TotpConfig>(ctx.db, ctx.session.row.identity_id, 'totp'))) return [];
    return [
      inputNode('totp', 'totp_code', 'text', { required: true, autocomplete: 'one-time-code', label: labels.authenticationCode() }),
      submitNode('totp', 'method', 'totp', labels.useAuthenticator()),
    ];
  },
  async authenticate(ctx, flow, body) {
    const identityId = ctx.session?.row.identity_id;
    const code = text(body.totp_code).trim();
    if (!identityId) return null;
    if (!code) {
      addNodeMessage(flow.ui.nodes, 'totp_code', messages.missingProperty('totp_code'));
      return null;
    }
    const blocked = limited(ctx, identityId);
    if (blocked) {
      addGlobalMessage(flow.ui, messages.tooManyAttempts(blocked));
      return null;
    }
    const config = await credentialConfig<TotpConfig>(ctx.db, identityId, 'totp');
    const step = config ? await verifyTotp(secretOfTotpUrl(config.totp_url), code, config.last_used_step) : null;
    const accepted = step !== null && (await ctx.db.transaction((tx) => spendTotpStep(tx, identityId, step)));
    if (!accepted) {
      ctx.c.var.auth.attempts.record(`aal2:${identityId}`);
      addNodeMessage(flow.ui.nodes, 'totp_code', messages.invalidTotpCode());
      return null;
    }
    ctx.c.var.auth.attempts.reset(`aal2:${identityId}`);
    return identityId;
  },
};

export const lookupSecretStrategy: LoginStrategy = {
  method: 'lookup_secret',
  aal: 'aal2',
  async nodes(ctx, { aal }) {
    if (aal !== 'aal2' || !ctx.session) return [];
    const config = await credentialConfig<LookupConfig>(ctx.db, ctx.session.row.identity_id, 'lookup_secret');
    if (!config?.recovery_codes.length) return [];
    return [
      inputNode('lookup_secret', 'lookup_secret', 'text', { required: true, label: labels.backupRecoveryCode() }),
      submitNode('lookup_secret', 'method', 'lookup_secret', labels.useBackupRecoveryCode()),
    ];
  },
  async authenticate(ctx, flow, body) {
    const identityId = ctx.session?.row.identity_id;
    const code = text(body.lookup_secret).trim();
    if (!identityId) return null;
    if (!code) {
      addNodeMessage(flow.ui.nodes, 'lookup_secret', messages.missingProperty('lookup_secret'));
      return null;
    }
    const blocked = limited(ctx, identityId);
    if (blocked) {
      addGlobalMessage(flow.ui, messages.tooManyAttempts(blocked));
      return null;
    }
    const outcome = await ctx.db.transaction((tx) => spendLookupCode(tx, identityId, code));
    if (outcome !== 'ok') {
      ctx.c.var.auth.attempts.record(`aal2:${identityId}`);
      addNodeMessage(flow.ui.nodes, 'lookup_secret', outcome === 'used' ? messages.lookupSecretUsed() : messages.lookupSecretInvalid());
      return null;
    }
    ctx.c.var.auth.attempts.reset(`aal2:${identityId}`);
    return identityId;
  },
};
