import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, screenshotOnFailure, type WatchedPage } from './browser';
import { ensureConsoleBuilt, signIn, startServer, type RunningServer } from './server';

/**
 * What every browser suite starts with: the console built, a server on a fresh data dir and a Chromium.
 * The server reads dist/ per request, so the three start together; whatever did start is returned even
 * when another part failed, so the suite's afterAll can still stop it.
 */
export async function startSuite(options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<{ server: RunningServer; browser: Browser }> {
  const [built, started, launched] = await Promise.allSettled([ensureConsoleBuilt(), startServer(options), launchBrowser()]);
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

export interface PagesSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A watched page on the server, closed after the last test; it becomes the page a failed test screenshots. */
  open(options?: Parameters<typeof openPage>[2]): Promise<WatchedPage>;
  /** Makes `page` the one a failed test screenshots. */
  watch(page: Page): void;
}

/**
 * For a file whose tests open their own pages (several people, colour schemes, init scripts): one
 * suite (startSuite) for the file, every page it opened closed after the last test, and the page last
 * opened or watched screenshotted when a test fails.
 */
export function pagesSuite(options: { env?: Record<string, string>; timeoutMs?: number } = {}): PagesSuite {
  let started: { server: RunningServer; browser: Browser } | undefined;
  let current: Page | undefined;
  const opened: WatchedPage[] = [];
  const running = () => {
    if (!started) throw new Error('the browser suite has not started: use it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startSuite(options);
  });
  afterAll(async () => {
    await Promise.all(opened.map((page) => page.close().catch(() => undefined)));
    await started?.browser.close();
    await started?.server.stop();
  });
  screenshotOnFailure(() => current);
  return {
    get server() {
      return running().server;
    },
    get browser() {
      return running().browser;
    },
    async open(options) {
      const watched = await openPage(running().browser, running().server.url, options);
      opened.push(watched);
      current = watched.page;
      return watched;
    },
    watch(page) {
      current = page;
    },
  };
}
