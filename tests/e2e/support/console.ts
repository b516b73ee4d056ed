import type { Locator, Page } from 'playwright-core';

/**
 * Where the shell's parts are, found the way a person would: by role and visible name. Kept in one
 * place so a markup change touches one file, not every flow.
 */
export const shell = {
  sidebar: (page: Page): Locator => page.getByRole('navigation').first(),
  topBar: (page: Page): Locator => page.getByRole('banner').first(),
  refreshButton: (page: Page): Locator => shell.topBar(page).getByRole('button', { name: /refresh/i }),
  userMenuButton: (page: Page): Locator => shell.topBar(page).getByRole('button', { name: /user menu|account/i }),
  colourModeButton: (page: Page): Locator => page.getByRole('button', { name: /dark|light|colou?r mode|theme/i }).first(),
  /** A sidebar link to a path, whether or not its submenu is open. */
  navLink: (page: Page, path: string): Locator => shell.sidebar(page).locator(`a[href="${path}"]`),
  settingsEntry: (page: Page): Locator => shell.sidebar(page).getByText('Settings', { exact: true }),
  settingsToggle: (page: Page): Locator => shell.sidebar(page).getByRole('button', { name: 'Settings', exact: true }),
  toast: (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text }).first(),
};

/**
 * Waits for a toast with exactly this text, checks it sits top-right, and closes it with its close
 * button, so a later toast with the same text cannot be mistaken for it.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = shell.toast(page, text);
  await toast.getByText(text, { exact: true }).waitFor();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (box && viewport && (box.x + box.width < viewport.width * 0.6 || box.y > viewport.height * 0.3)) {
    throw new Error(`the toast '${text}' is not top-right: ${JSON.stringify(box)}`);
  }
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'hidden' });
}

/** Opens the user menu and returns it. */
export async function openUserMenu(page: Page): Promise<Locator> {
  await shell.userMenuButton(page).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

/** Opens the Settings submenu unless it is open already (it starts open on a settings page). */
export async function showSettingsEntries(page: Page): Promise<void> {
  const toggle = shell.settingsToggle(page);
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await shell.navLink(page, '/settings/feature-flags').waitFor();
}

/** Relative luminance (0 black … 1 white) of the first opaque background behind an element. */
export async function backgroundLuminance(page: Page, selector = 'body'): Promise<number> {
  return page.evaluate((sel) => {
    // A canvas turns any CSS colour syntax (rgb, oklch, lab...) into sRGB bytes.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    let element: Element | null = document.querySelector(sel);
    while (element) {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      if (a > 128) {
        const [lr, lg, lb] = [r, g, b].map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      }
      element = element.parentElement;
    }
    return 1;
  }, selector);
}
