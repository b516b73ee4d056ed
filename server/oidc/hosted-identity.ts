import type { DemoProvider } from './demo-provider';
import { RelyingParty, type ProviderSettings } from './relying-party';

/** How the console names and points at its provider, beyond where it signs in. */
export interface ProviderPresentation {
  /** 'Sign in with <name>' on the self-hosted mode's social sign-in buttons. */
  name?: string;
  /** The provider's own profile page, which the hosted mode's /profile-settings links to. */
  profileUrl?: string;
}

/**
 * The console's OpenID provider, known once the server listens (the demo provider needs the console's
 * address for its redirect URIs): the hosted mode signs everyone in there, and the self-hosted mode
 * offers it as social sign-in beside its own flows (issue 24). Until then, or when none is configured,
 * there is none.
 */
export class HostedIdentity {
  relyingParty?: RelyingParty;
  /** Set when the provider is the in-process demo one, the only one whose organizations the console can create. */
  demo?: DemoProvider;
  private presentation: ProviderPresentation = {};

  use(settings: ProviderSettings, demo?: DemoProvider, presentation: ProviderPresentation = {}): this {
    this.relyingParty = new RelyingParty(settings);
    this.demo = demo;
    this.presentation = presentation;
    return this;
  }

  /** The provider's name on sign-in buttons: as configured, else its issuer's host. */
  get providerName(): string | undefined {
    if (!this.relyingParty) return undefined;
    return this.presentation.name ?? new URL(this.relyingParty.issuer).host;
  }

  /** Where people manage their profile at the provider: as configured, else the issuer itself. */
  get profileUrl(): string | undefined {
    if (!this.relyingParty) return undefined;
    return this.presentation.profileUrl ?? this.relyingParty.issuer;
  }
}
