import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, screenshotOnFailure, type WatchedPage } from './browser';
import { ensureConsoleBuilt, signIn, startServer, type RunningServer } from './server';

/**
 * What every browser suite starts with: the console built, a server on a fresh data dir and a Chromium.
 * The server reads dist/ per request, so the three start together; whatever did start is returned even
 * when another part failed, so the suite's afterAll can still stop it.
 */
export async function startSuite(): Promise<{ server: RunningServer; browser: Browser }> {
  const [built, started, launched] = await Promise.allSettled([ensureConsoleBuilt(), startServer(), launchBrowser()]);
  const failure = [built, started, launched].find((result) => result.status === 'rejected');
  if (failure) {
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw failure.reason;
  }
  return {
    server: (started as PromiseFulfilledResult<RunningServer>).value,
    browser: (launched as PromiseFulfilledResult<Browser>).value,
  };
}

export interface SignedInSuite {
  server: RunningServer;
  browser: Browser;
  /** The page the person signed in on; a failed test screenshots it. */
  signedIn: WatchedPage;
}

/**
 * For the file it is called in: a suite (startSuite) with `email` signed in on one page, all closed after
 * the last test. The fields are filled before the first test.
 */
export function signedInSuite(email: string): SignedInSuite {
  const suite = {} as SignedInSuite;
  beforeAll(async () => {
    ({ server: suite.server, browser: suite.browser } = await startSuite());
    suite.signedIn = await openPage(suite.browser, suite.server.url);
    await signIn(suite.signedIn.page, email);
  });
  afterAll(async () => {
    await suite.signedIn?.close().catch(() => undefined);
    await suite.browser?.close();
    await suite.server?.stop();
  });
  screenshotOnFailure(() => suite.signedIn?.page);
  return suite;
}
