import { hasSessionHint, type SessionHintPort } from '../../core/identity';

/** The session hint cookie, read from `document.cookie` each time: signing in or out sets or clears it. */
export class CookieSessionHint implements SessionHintPort {
  constructor(private readonly document: Pick<Document, 'cookie'>) {}

  present(): boolean {
    return hasSessionHint(this.document.cookie);
  }
}
