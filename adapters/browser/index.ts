import { ContainerModule } from 'inversify';
import { ClipboardPort, PreferencesPort } from '../../core/session';
import { DownloadPort } from '../../core/shared';
import { UnauthenticatedHandler } from '../http/client';
import { BrowserClipboard } from './clipboard';
import { BrowserDownload } from './download';
import { LocalStoragePreferences } from './preferences';
import { redirectToAuthStateChecker } from './unauthenticated';

export { LocalStoragePreferences } from './preferences';
export { BrowserClipboard } from './clipboard';
export { BrowserDownload } from './download';
export { authStateCheckerUrl, redirectToAuthStateChecker } from './unauthenticated';

/** What the browser itself provides: storage, clipboard, downloads and where a 401 goes. */
export const browserModule = (view: Window) =>
  new ContainerModule(({ bind }) => {
    bind<PreferencesPort>(PreferencesPort).toConstantValue(new LocalStoragePreferences(safeStorage(view)));
    bind<ClipboardPort>(ClipboardPort).toConstantValue(new BrowserClipboard(view.navigator.clipboard));
    bind<DownloadPort>(DownloadPort).toConstantValue(new BrowserDownload(view.document));
    bind<UnauthenticatedHandler>(UnauthenticatedHandler).toConstantValue(redirectToAuthStateChecker(view.location));
  });

/** Reading window.localStorage itself throws when storage is blocked. */
function safeStorage(view: Window): Storage | undefined {
  try {
    return view.localStorage;
  } catch {
    return undefined;
  }
}
