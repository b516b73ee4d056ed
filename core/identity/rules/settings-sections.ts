import type { NodeGroup, SelfServiceFlow } from '../model';

/** One section of /profile-settings, shown for the flow's nodes of one group (seed 002 §2.4). */
export interface SettingsSection {
  readonly group: NodeGroup;
  readonly title: string;
  readonly description?: string;
  /** Suggested apps, for the authenticator section. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { group: 'profile', title: 'Profile Settings' },
  { group: 'password', title: 'Change Password' },
  { group: 'oidc', title: 'Manage Social Sign In' },
  {
    group: 'lookup_secret',
    title: 'Manage 2FA Backup Recovery Codes',
    description:
      'Recovery codes can be used in panic situations where you have lost access to your 2FA device. Keep them somewhere safe.',
  },
  {
    group: 'totp',
    title: 'Manage 2FA TOTP Authenticator App',
    description: 'Add a TOTP Authenticator App to your account to improve your account security. Popular authenticator apps are',
    links: [
      { label: 'LastPass', href: 'https://lastpass.com' },
      { label: 'Microsoft', href: 'https://apps.apple.com/us/app/microsoft-authenticator/id983156458' },
      { label: 'Google', href: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2' },
    ],
  },
  {
    group: 'webauthn',
    title: 'Manage Hardware Tokens and Biometrics',
    description: 'Use Hardware Tokens (e.g. YubiKey) or Biometrics (e.g. FaceID, TouchID) to enhance your account security.',
  },
];

/** R002-2-4-17: a section appears only when the flow has nodes of its group. */
export function visibleSettingsSections(flow: SelfServiceFlow | undefined): readonly SettingsSection[] {
  if (!flow) return [];
  const groups = new Set(flow.ui.nodes.map((node) => node.group));
  return SETTINGS_SECTIONS.filter((section) => groups.has(section.group));
}
