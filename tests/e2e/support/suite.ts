import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { ensureConsoleBuilt, startServer, type RunningServer } from './server';

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
