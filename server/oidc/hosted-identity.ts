import type { DemoProvider } from './demo-provider';
import { RelyingParty, type ProviderSettings } from './relying-party';

/**
 * The hosted identity mode's provider, known once the server listens: the demo provider needs the
 * console's address for its redirect URIs. Until then (and in the self-hosted mode) there is none.
 */
export class HostedIdentity {
  relyingParty?: RelyingParty;
  /** Set when the provider is the in-process demo one, the only one whose organizations the console can create. */
  demo?: DemoProvider;

  use(settings: ProviderSettings, demo?: DemoProvider): this {
    this.relyingParty = new RelyingParty(settings);
    this.demo = demo;
    return this;
  }
}
