/**
 * Issue 15's screenshots: every screen of SCREENS in both colour modes, from a server on a fresh data
 * dir whose clock, like the browser's, stands still at FROZEN_NOW.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../support/browser';
import { DEMO_PEOPLE, ensureConsoleBuilt, signIn, startServer, type RunningServer } from '../support/server';
import { COLOUR_MODES, FROZEN_NOW, SCREENS, shotFile, VIEWPORT, type ColourMode, type Screen } from './screens';
import { settledScreenshot } from './settle';

const COLOUR_MODE_STORAGE_KEY = 'mc.colour-mode';

/**
 * Without it Chromium re-rasters only the invalidated part of a tile, and the anti-aliased edges in that
 * part (rounded corners, the avatar's circle) came out a few levels apart from one run to the next.
 */
const WHOLE_TILE_RASTER = '--disable-partial-raster';

async function takeMode(browser: Browser, server: RunningServer, mode: ColourMode, out: string): Promise<string[]> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    colorScheme: mode,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  try {
    await context.clock.setFixedTime(new Date(FROZEN_NOW));
    // The remembered mode, the way the console's toggle stores it, so the shot does not hang on the system preference.
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOUR_MODE_STORAGE_KEY, mode] as const);
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await signIn(page, DEMO_PEOPLE.admin);
    const written: string[] = [];
    for (const screen of SCREENS) written.push(await takeScreen(page, screen, mode, out));
    if (failures.length > 0) throw new Error(`the console threw in ${mode} mode:\n${failures.join('\n')}`);
    return written;
  } finally {
    await context.close();
  }
}

async function takeScreen(page: Page, screen: Screen, mode: ColourMode, out: string): Promise<string> {
  await page.goto(screen.path, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname !== screen.path) throw new Error(`${screen.path} sent the browser to ${page.url()}`);
  const file = join(out, shotFile(screen, mode));
  await settledScreenshot(page, file);
  console.log(`  ${file}`);
  return file;
}

/** Writes the 16 screenshots into `out` and returns their paths. */
export async function takeScreenshots(out: string): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  await ensureConsoleBuilt();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    [server, browser] = await Promise.all([
      startServer({ entry: 'tests/e2e/screenshots/frozen-server.ts', env: { SCREENSHOT_NOW: FROZEN_NOW, TZ: 'UTC' } }),
      chromiumPath().then((executablePath) => chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, WHOLE_TILE_RASTER] })),
    ]);
    const written: string[] = [];
    for (const mode of COLOUR_MODES) written.push(...(await takeMode(browser, server, mode, out)));
    return written;
  } finally {
    await browser?.close();
    await server?.stop();
  }
}
