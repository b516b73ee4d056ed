import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { beforeEach, expect } from 'vitest';

/** Flags that keep a headless Chromium quiet on a machine with no network (STACK.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'e2e-screenshots');

/** CHROMIUM_PATH wins; otherwise the npm-shipped Chromium, unpacked to /tmp on first use (no download). */
export async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv) return fromEnv;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
}

export interface Problem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'response';
  text: string;
  url?: string;
}

/** A page that remembers everything that went wrong in it, for `expectNoConsoleErrors`. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Problems seen since the page opened or since the last `forgetProblems`. */
  problems(): Problem[];
  forgetProblems(): void;
  expectNoConsoleErrors(): void;
  close(): Promise<void>;
}

const UNAUTHORIZED = 401;

/**
 * A 401 is how the app learns that the session is gone (DECISIONS §2): the app handles it, and Chromium
 * logs a console error for every such response, so both are expected. Requests the browser aborts
 * because the page navigated away (net::ERR_ABORTED) are a side effect of navigation, not a fault.
 */
function isExpected(problem: Problem, unauthorizedUrls: Set<string>): boolean {
  if (problem.kind === 'response') return false;
  if (problem.kind === 'requestfailed') return problem.text === 'net::ERR_ABORTED';
  if (problem.kind === 'console') {
    if (/the server responded with a status of 401/.test(problem.text)) return true;
    return problem.url !== undefined && unauthorizedUrls.has(problem.url) && /Failed to load resource/.test(problem.text);
  }
  return false;
}

export async function openPage(browser: Browser, baseURL: string, options: { colorScheme?: 'light' | 'dark' } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  let seen: Problem[] = [];
  const unauthorizedUrls = new Set<string>();

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    seen.push({ kind: 'console', text: message.text(), url: message.location().url || undefined });
  });
  page.on('pageerror', (error) => seen.push({ kind: 'pageerror', text: error.stack ?? error.message }));
  page.on('requestfailed', (request) =>
    seen.push({ kind: 'requestfailed', text: request.failure()?.errorText ?? 'failed', url: request.url() }),
  );
  page.on('response', (response) => {
    const status = response.status();
    if (status === UNAUTHORIZED) {
      unauthorizedUrls.add(response.url());
      return;
    }
    if (status >= 400) {
      seen.push({ kind: 'response', text: `${response.request().method()} ${status}`, url: response.url() });
    }
  });

  const watched: WatchedPage = {
    context,
    page,
    problems: () => seen.filter((p) => !isExpected(p, unauthorizedUrls)),
    forgetProblems: () => {
      seen = [];
    },
    expectNoConsoleErrors: () => {
      const problems = watched.problems();
      expect(problems, problems.map((p) => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ''}`).join('\n')).toEqual([]);
    },
    close: () => context.close(),
  };
  return watched;
}

export async function screenshot(page: Page, name: string, dir = SCREENSHOT_DIR): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Registers, for every test of the calling file, a screenshot of the current page when the test fails. */
export function screenshotOnFailure(currentPage: () => Page | undefined): void {
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const page = currentPage();
      if (!page || page.isClosed()) return;
      const file = await screenshot(page, `failed ${task.suite?.name ?? ''} ${task.name}`).catch(() => undefined);
      if (file) console.error(`screenshot of the failed test: ${file}`);
    });
  });
}
