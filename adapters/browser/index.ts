import { ContainerModule } from 'inversify';
import { IdentityModePort, SessionHintPort } from '../../core/identity';
import { ClipboardPort, PreferencesPort, SignInPort } from '../../core/session';
import { BatchScheduler, DownloadPort, LiveUpdates } from '../../core/shared';
import { UnauthenticatedHandler } from '../http/client';
import { BrowserClipboard } from './clipboard';
import { BrowserDownload } from './download';
import { DocumentIdentityMode } from './identity-mode';
import { EventSourceLiveUpdates, TimeoutBatchScheduler } from './live-updates';
import { LocalStoragePreferences } from './preferences';
import { CookieSessionHint } from './session-hint';
import { redirectToAuthStateChecker } from './unauthenticated';

export { LocalStoragePreferences } from './preferences';
export { BrowserClipboard } from './clipboard';
export { BrowserDownload } from './download';
export { CookieSessionHint } from './session-hint';
export { authStateCheckerUrl, redirectToAuthStateChecker } from './unauthenticated';

/** What the browser itself provides: storage, clipboard, downloads, the session hint and where a 401 goes. */
export const browserModule = (view: Window & typeof globalThis) =>
  new ContainerModule(({ bind }) => {
    bind<PreferencesPort>(PreferencesPort).toConstantValue(new LocalStoragePreferences(safeStorage(view)));
    bind<ClipboardPort>(ClipboardPort).toConstantValue(new BrowserClipboard(view.navigator.clipboard));
    bind<DownloadPort>(DownloadPort).toConstantValue(new BrowserDownload(view.document));
    bind<SessionHintPort>(SessionHintPort).toConstantValue(new CookieSessionHint(view.document));
    bind<IdentityModePort>(IdentityModePort).toConstantValue(new DocumentIdentityMode(view.document));
    // One handler for both, so a 401 and the session machine's sign-in make one navigation.
    const toSignIn = redirectToAuthStateChecker(view.location);
    bind<UnauthenticatedHandler>(UnauthenticatedHandler).toConstantValue(toSignIn);
    bind<SignInPort>(SignInPort).toConstantValue({ signIn: toSignIn });
    bind<LiveUpdates>(LiveUpdates).toConstantValue(new EventSourceLiveUpdates(view));
    bind<BatchScheduler>(BatchScheduler).toConstantValue(new TimeoutBatchScheduler(view));
  });

/** Reading window.localStorage itself throws when storage is blocked. */
function safeStorage(view: Window): Storage | undefined {
  try {
    return view.localStorage;
  } catch {
    return undefined;
  }
}
