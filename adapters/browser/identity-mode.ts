import type { IdentityMode, IdentityModePort } from '../../core/identity';

/** The mode the server wrote on the page's <html> element when it served it (server/http/console.ts). */
export class DocumentIdentityMode implements IdentityModePort {
  constructor(private readonly document: Document) {}

  mode(): IdentityMode {
    return this.document.documentElement.dataset.identityMode === 'hosted' ? 'hosted' : 'self-hosted';
  }
}
