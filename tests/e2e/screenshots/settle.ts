import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** What a screen shows while it loads or refreshes: the console's skeletons, spinners and busy regions. */
const LOADING = '[aria-busy="true"], .chakra-skeleton, .chakra-spinner';

/** No motion and no caret: a shot taken mid-transition or mid-blink would differ from the next one. */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

const ATTEMPTS = 20;
const PAUSE_MS = 400;

/**
 * Waits until the page has loaded (no loading marks, fonts ready), then shoots until two shots in a
 * row are the same, and writes that one to `file`. A chart drawing itself or a refresh landing between
 * two shots makes them differ, so a settled screen is one that stays put for PAUSE_MS.
 */
export async function settledScreenshot(page: Page, file: string): Promise<void> {
  await page.addStyleTag({ content: STILL_CSS });
  // Away from every control, so no hover style shows.
  await page.mouse.move(page.viewportSize()!.width - 1, page.viewportSize()!.height - 1);
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(PAUSE_MS);
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', fullPage: true });
    if (previous?.equals(shot)) {
      writeFileSync(file, shot);
      return;
    }
    previous = shot;
  }
  throw new Error(`${page.url()} never held still for ${PAUSE_MS} ms in ${ATTEMPTS} shots`);
}
