import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type WatchedPage } from './support/browser';
import { backgroundLuminance, expectToast, openUserMenu, shell, showSettingsEntries } from './support/console';
import { DEMO_PASSWORD, DEMO_PEOPLE, signIn } from './support/server';
import { pagesSuite } from './support/suite';

const FRONTEND_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const FEATURE_FLAGS_PATH = '/settings/feature-flags';
const SHOWCASE_DIR = join(process.cwd(), '.tmp');

const suite = pagesSuite();

async function signedIn(email: string): Promise<WatchedPage> {
  const watched = await suite.open();
  await signIn(watched.page, email);
  return watched;
}

/** Reads the API with the page's session, to compare what the screen shows with what the server says. */
async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { accept: 'application/json' } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

describe('when the admin signs in through the login form', () => {
  let admin: WatchedPage;

  beforeAll(async () => {
    admin = await signedIn(DEMO_PEOPLE.admin);
  });

  it('lands in the console with the sidebar, the top bar and a page title', async () => {
    suite.watch(admin.page);
    const { page } = admin;
    expect(new URL(page.url()).pathname).not.toMatch(/^\/(login|auth-state-checker)/);
    await expect.poll(() => shell.sidebar(page).isVisible()).toBe(true);
    await expect.poll(() => shell.topBar(page).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toMatch(/ \| Mission Control$/);
    admin.expectNoConsoleErrors();
  });

  it('shows the user menu with the name, both versions and Sign out', async () => {
    suite.watch(admin.page);
    const { page } = admin;
    const whoami = await apiJson<{ identity: { traits: { name?: { first?: string; last?: string } | string; email?: string } } }>(
      page,
      '/api/.ory/sessions/whoami',
    );
    const about = await apiJson<{ version?: string }>(page, '/api/about');
    const traits = whoami.identity.traits;
    const firstName = typeof traits.name === 'string' ? traits.name.split(' ')[0] : traits.name?.first;

    const menu = await openUserMenu(page);
    if (firstName) await expect.poll(() => menu.textContent()).toContain(firstName);
    const text = (await menu.textContent()) ?? '';
    expect(text).toMatch(new RegExp(`Frontend[^\\d]*${FRONTEND_VERSION.replace(/\./g, '\\.')}`));
    expect(text).toContain('Backend');
    if (about.version) expect(text).toContain(about.version);
    expect(await menu.getByRole('menuitem', { name: 'Sign out' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    admin.expectNoConsoleErrors();
  });

  it('switches to dark mode and remembers it after a reload', async () => {
    suite.watch(admin.page);
    const { page } = admin;
    const shellLuminance = async () =>
      Math.max(...(await Promise.all(['body', 'nav', 'header'].map((part) => backgroundLuminance(page, part)))));
    const shellLuminanceMin = async () =>
      Math.min(...(await Promise.all(['body', 'nav', 'header'].map((part) => backgroundLuminance(page, part)))));
    const settled = async () => {
      await page.getByRole('columnheader', { name: 'Name', exact: true }).waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };

    await page.goto(FEATURE_FLAGS_PATH);
    await settled();
    expect(await shellLuminanceMin()).toBeGreaterThan(0.5);
    await screenshot(page, 'shell-light', SHOWCASE_DIR);

    await shell.colourModeButton(page).click();
    await expect.poll(shellLuminance).toBeLessThan(0.1);
    await page.reload();
    await settled();
    await expect.poll(shellLuminance).toBeLessThan(0.1);
    await screenshot(page, 'shell-dark', SHOWCASE_DIR);

    await shell.colourModeButton(page).click();
    await expect.poll(shellLuminanceMin).toBeGreaterThan(0.5);
    admin.expectNoConsoleErrors();
  });

  describe('and manages feature flags', () => {
    const flag = 'e2e.sample_flag';
    const row = (page: Page) => page.getByRole('row').filter({ hasText: flag });

    it('opens Settings → Feature Flags from the sidebar with the table of seed 002', async () => {
      suite.watch(admin.page);
      const { page } = admin;
      await showSettingsEntries(page);
      await shell.navLink(page, FEATURE_FLAGS_PATH).click();
      await page.waitForURL((url) => url.pathname === FEATURE_FLAGS_PATH);
      await page.getByRole('heading', { name: 'Feature Flags' }).first().waitFor();
      expect(await page.title()).toBe('Feature Flags | Mission Control');
      for (const column of ['Name', 'Description', 'Value', 'Source', 'Created By', 'Created At', 'Updated At']) {
        await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
      }
      admin.expectNoConsoleErrors();
    });

    it('refuses a flag with no value, then adds it', async () => {
      suite.watch(admin.page);
      const { page } = admin;
      await page.getByRole('button', { name: /^add/i }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Name').fill(flag);
      await dialog.getByLabel('Description').fill('Made by the browser tests');
      await dialog.getByRole('button', { name: /^(save|add)$/i }).click();
      await dialog.getByText('please provide all details', { exact: true }).waitFor();

      await dialog.getByLabel('Value').fill('first');
      await dialog.getByRole('button', { name: /^(save|add)$/i }).click();
      await expectToast(page, 'Feature flag added successfully');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row(page).textContent()).toContain('first');
      admin.expectNoConsoleErrors();
    });

    it('updates the flag', async () => {
      suite.watch(admin.page);
      const { page } = admin;
      await row(page).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Value').fill('second');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Feature flag updated successfully');
      await expect.poll(() => row(page).textContent()).toContain('second');
      admin.expectNoConsoleErrors();
    });

    it('deletes the flag', async () => {
      suite.watch(admin.page);
      const { page } = admin;
      await row(page).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      const removed = shell.toast(page, 'Feature flag removed successfully');
      await confirm.or(removed).first().waitFor();
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: /delete|remove|confirm|yes/i }).click();
      await expectToast(page, 'Feature flag removed successfully');
      await expect.poll(() => row(page).count()).toBe(0);
      admin.expectNoConsoleErrors();
    });

    it('hides the Feature Flags entry at once when settings.feature_flags.disable is true', async () => {
      suite.watch(admin.page);
      const { page } = admin;
      await showSettingsEntries(page);
      // A marker on the window survives only if the entry disappears without a page load.
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
      await page.getByRole('button', { name: /^add/i }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('settings.feature_flags.disable');
      await dialog.getByLabel('Value').fill('true');
      await dialog.getByRole('button', { name: /^(save|add)$/i }).click();
      await expectToast(page, 'Feature flag added successfully');
      await expect.poll(() => shell.navLink(page, FEATURE_FLAGS_PATH).count()).toBe(0);
      expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);

      // Sent as the console sends it: a write signed in by the cookie must come from the console's origin.
      const removed = await page.request.delete('/api/db/properties?name=eq.settings.feature_flags.disable', { headers: { origin: suite.server.url } });
      expect(removed.status()).toBeLessThan(300);
      await page.goto('/');
      await showSettingsEntries(page);
      expect(await shell.navLink(page, FEATURE_FLAGS_PATH).count()).toBeGreaterThan(0);
      admin.expectNoConsoleErrors();
    });
  });

  it('shows the not-found page for an unknown route', async () => {
    suite.watch(admin.page);
    const { page } = admin;
    await page.goto('/no-such-area/at-all');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    admin.expectNoConsoleErrors();
  });
});

describe('when a viewer signs in', () => {
  it('sees no Settings menu', async () => {
    const viewer = await signedIn(DEMO_PEOPLE.viewer);
    const { page } = viewer;
    await shell.userMenuButton(page).waitFor();
    await shell.sidebar(page).waitFor();
    expect(await shell.settingsEntry(page).count()).toBe(0);
    expect(await page.locator('nav a[href^="/settings"]').count()).toBe(0);
    viewer.expectNoConsoleErrors();
  });
});

describe('when the session ends', () => {
  it('Sign out returns to /login and a later visit goes to sign-in', async () => {
    const admin = await signedIn(DEMO_PEOPLE.admin);
    const { page } = admin;
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();

    await page.goto(FEATURE_FLAGS_PATH);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return_to')).toContain(FEATURE_FLAGS_PATH);
    admin.expectNoConsoleErrors();
  });

  it('a 401 from the API goes through /auth-state-checker to /login with return_to', async () => {
    const admin = await signedIn(DEMO_PEOPLE.admin);
    const { page } = admin;
    await page.goto(FEATURE_FLAGS_PATH);
    await shell.topBar(page).waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await admin.context.clearCookies();
    await shell.refreshButton(page).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const checker = visited.map((u) => new URL(u)).find((u) => u.pathname === '/auth-state-checker');
    expect(checker, `visited: ${visited.join(', ')}`).toBeDefined();
    expect(checker?.searchParams.get('return_to')).toContain(FEATURE_FLAGS_PATH);
    expect(new URL(page.url()).searchParams.get('return_to')).toContain(FEATURE_FLAGS_PATH);

    await page.locator('input[name="identifier"]').fill(DEMO_PEOPLE.admin);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === FEATURE_FLAGS_PATH);
    admin.expectNoConsoleErrors();
  });
});
