import type { Queryable } from '../../db/database';
import type { IdentityRow } from '../identities';
import {
  credentialConfig, newTotpSecret, totpQrDataUrl, totpUrl, type LookupCode, type LookupConfig, type TotpConfig,
} from '../second-factor';
import { labels, messages } from './messages';
import { csrfNode, imageNode, inputNode, submitNode, textNode, type UiNode } from './ui-nodes';
import { traitNodes } from './traits';

/** What the lookup-secret group shows: its buttons, the stored codes (revealed) or new ones awaiting confirmation. */
export type LookupView = 'buttons' | 'revealed' | 'pending';

export interface SettingsState {
  /** The secret offered for enrolment until a code confirms it. */
  totpSecret?: string;
  /** Codes generated but not confirmed yet. */
  pendingCodes?: LookupCode[];
  lookupView?: LookupView;
}

const codesNode = (codes: LookupCode[]) =>
  textNode(
    'lookup_secret',
    'lookup_secret_codes',
    messages.lookupSecretList(codes.map((c) => ({ code: c.code, usedAt: c.used_at ? new Date(c.used_at) : null }))),
    labels.lookupSecretsListLabel(),
  );

const button = (name: string, label: ReturnType<typeof labels.save>) => submitNode('lookup_secret', name, 'true', label);

/**
 * The settings flow's nodes for an identity (identity-flows.md §3): profile, password, TOTP, lookup secrets.
 * May set `state.totpSecret` (a new secret to enrol) as a side effect.
 */
export async function settingsNodes(
  db: Queryable,
  identity: IdentityRow,
  csrfToken: string,
  state: SettingsState,
  issuer: string,
): Promise<UiNode[]> {
  const nodes: UiNode[] = [
    csrfNode(csrfToken),
    ...traitNodes('profile', identity.traits),
    submitNode('profile', 'method', 'profile', labels.save()),
    inputNode('password', 'password', 'password', { required: true, autocomplete: 'new-password', label: labels.password() }),
    submitNode('password', 'method', 'password', labels.save()),
  ];

  const totp = await credentialConfig<TotpConfig>(db, identity.id, 'totp');
  if (totp) {
    nodes.push(submitNode('totp', 'totp_unlink', 'true', labels.unlinkTotp()));
  } else {
    state.totpSecret ??= newTotpSecret();
    const url = totpUrl(state.totpSecret, issuer, identity.traits.email);
    nodes.push(
      imageNode('totp', 'totp_qr', await totpQrDataUrl(url), 256, labels.totpQrCode()),
      textNode('totp', 'totp_secret_key', messages.totpSecret(state.totpSecret), labels.totpSecretLabel()),
      inputNode('totp', 'totp_code', 'text', { required: true, autocomplete: 'one-time-code', label: labels.verifyCode() }),
      submitNode('totp', 'method', 'totp', labels.save()),
    );
  }

  const stored = (await credentialConfig<LookupConfig>(db, identity.id, 'lookup_secret'))?.recovery_codes ?? [];
  const view = state.lookupView ?? 'buttons';
  if (view === 'pending' && state.pendingCodes) {
    nodes.push(codesNode(state.pendingCodes), button('lookup_secret_confirm', labels.confirmLookupSecrets()));
  } else if (view === 'revealed' && stored.length > 0) {
    nodes.push(
      codesNode(stored),
      button('lookup_secret_regenerate', labels.regenerateLookupSecrets()),
      button('lookup_secret_disable', labels.disableLookupSecrets()),
    );
  } else if (stored.length > 0) {
    nodes.push(button('lookup_secret_reveal', labels.revealLookupSecrets()), button('lookup_secret_disable', labels.disableLookupSecrets()));
  } else {
    nodes.push(button('lookup_secret_regenerate', labels.regenerateLookupSecrets()));
  }
  nodes.push(inputNode('lookup_secret', 'method', 'hidden', { value: 'lookup_secret' }));
  return nodes;
}
