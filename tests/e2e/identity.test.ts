import { join } from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { expectToast, openUserMenu, shell } from './support/console';
import { DEMO_PASSWORD, DEMO_PEOPLE, signIn } from './support/server';
import { pagesSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const TWO_FACTOR_HEADING = 'Two-Factor Authentication';

const suite = pagesSuite();

async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const watched = await suite.open({ colorScheme });
  return watched.page;
}

interface CourierMessage {
  recipient: string;
  template_type: string | null;
  body: string;
}

/** The newest message the courier sent to `email` with `template`, read as the admin a script would be. */
async function courierMessage(email: string, template: string): Promise<CourierMessage> {
  const authorization = `Basic ${Buffer.from(`${DEMO_PEOPLE.admin}:${DEMO_PASSWORD}`).toString('base64')}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${suite.server.url}/api/auth/courier`, { headers: { authorization, accept: 'application/json' } });
    expect(response.status, 'GET /api/auth/courier as admin').toBe(200);
    const { payload } = (await response.json()) as { payload: CourierMessage[] };
    const found = payload.find((message) => message.recipient === email && message.template_type === template);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the courier sent no ${template} to ${email}`);
}

const codeIn = (message: CourierMessage): string => {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match?.[1]) throw new Error(`no code in the courier message: ${message.body}`);
  return match[1];
};

/** Fills the sign-in form and sends it; the caller waits for where it leads (the console or the second factor). */
async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();
  await page.locator('input[name="identifier"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
}

const leftSignIn = (page: Page) =>
  page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/api/'), { timeout: 30_000 });

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();
}

const section = (page: Page, group: string) => page.locator(`section[aria-labelledby="settings-${group}"]`);

/** A TOTP code for `secret` one time step ahead, so it is never the step already used (codes work once). */
const nextTotp = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function whoamiRoles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/auth/whoami', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload: { roles: string[] } }).payload.roles;
}

describe('a person who registers', () => {
  const email = 'grace@example.com';
  let password = 'Registered-Pass-2041!';
  let page: Page;
  let totpSecret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    page = await newPage();
  });

  it("creates an account on 'Create account' and lands signed in", async () => {
    suite.watch(page);
    await page.goto('/registration');
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    expect(await page.title()).toBe('Register | Mission Control');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await page.locator('input[name="traits.email"]').fill(email);
    await page.locator('input[name="traits.name.first"]').fill('Grace');
    await page.locator('input[name="traits.name.last"]').fill('Hopper');
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/registration'), { timeout: 30_000 });
    await shell.topBar(page).waitFor();
  });

  it('signs out and signs in again with the password', async () => {
    suite.watch(page);
    await signOut(page);
    await signIn(page, email, password);
    await shell.topBar(page).waitFor();
  });

  it('recovers a forgotten password through the code the courier sent', async () => {
    suite.watch(page);
    await signOut(page);
    await page.getByRole('link', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/recovery');
    await page.getByRole('heading', { name: 'Recover account' }).waitFor();
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const codeField = page.locator('input[name="code"]');
    await codeField.waitFor();
    await codeField.fill(codeIn(await courierMessage(email, 'recovery_code_valid')));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/profile-settings', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    password = 'Recovered-Pass-7319!';
    await section(page, 'password').locator('input[name="password"]').fill(password);
    await section(page, 'password').locator('button[value="password"]').click();
    await page.getByText('Your changes have been saved!').waitFor();

    await signOut(page);
    await submitPassword(page, email, 'Registered-Pass-2041!');
    await page.getByRole('alert').filter({ hasText: 'The provided credentials are invalid' }).waitFor();
    await signIn(page, email, password);
  });

  it("opens 'Your Profile' from the user menu and enrols an authenticator app", async () => {
    suite.watch(page);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile-settings');
    await page.getByRole('heading', { name: 'Profile Management and Security Settings' }).waitFor();
    const totp = section(page, 'totp');
    await totp.getByRole('heading', { name: 'Manage 2FA TOTP Authenticator App' }).waitFor();
    expect(await totp.getByRole('img', { name: 'Authenticator app QR code' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'identity-profile-settings-light', SHOWCASE_DIR);

    totpSecret = /[A-Z2-7]{16,}/.exec(await page.locator('[data-node-id="totp_secret_key"]').innerText())?.[0] ?? '';
    expect(totpSecret).not.toBe('');
    await totp.locator('input[name="totp_code"]').fill(await generate({ secret: totpSecret }));
    await totp.locator('button[value="totp"]').click();
    await page.getByText('Your changes have been saved!').waitFor();
    await totp.getByRole('button', { name: 'Unlink TOTP Authenticator App' }).waitFor();
  });

  it('generates backup recovery codes and confirms them', async () => {
    suite.watch(page);
    const codes = section(page, 'lookup_secret');
    await codes.getByRole('button', { name: 'Generate new backup recovery codes' }).click();
    await codes.getByRole('button', { name: 'Confirm backup recovery codes' }).waitFor();
    recoveryCodes = await page.locator('[data-node-id="lookup_secret_codes"] > div').first().locator('p').allInnerTexts();
    expect(recoveryCodes).toHaveLength(12);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{8}$/);
    await codes.getByRole('button', { name: 'Confirm backup recovery codes' }).click();
    await codes.getByRole('button', { name: 'Reveal backup recovery codes' }).waitFor();
  });

  it('signs in with the password and then a code of the authenticator app', async () => {
    suite.watch(page);
    await signOut(page);
    await submitPassword(page, email, password);
    await page.getByRole('heading', { name: TWO_FACTOR_HEADING }).waitFor({ timeout: 30_000 });
    await page.locator('input[name="totp_code"]').fill(await nextTotp(totpSecret));
    await page.getByRole('button', { name: 'Use Authenticator' }).click();
    await leftSignIn(page);
    await shell.topBar(page).waitFor();
  });

  it('signs in once with a backup recovery code; the same code fails the second time', async () => {
    suite.watch(page);
    const [code] = recoveryCodes;
    const useCode = async () => {
      await submitPassword(page, email, password);
      await page.getByRole('heading', { name: TWO_FACTOR_HEADING }).waitFor({ timeout: 30_000 });
      await page.locator('input[name="lookup_secret"]').fill(code!);
      await page.getByRole('button', { name: 'Use backup recovery code' }).click();
    };
    await signOut(page);
    await useCode();
    await leftSignIn(page);

    await signOut(page);
    await useCode();
    await page.getByText('This backup recovery code has already been used.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.locator('input[name="lookup_secret"]').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Use backup recovery code' }).click();
    await leftSignIn(page);
  });

  it("shows a used recovery code as 'Used'", async () => {
    suite.watch(page);
    await page.goto('/profile-settings');
    await section(page, 'lookup_secret').getByRole('button', { name: 'Reveal backup recovery codes' }).click();
    const lines = page.locator('[data-node-id="lookup_secret_codes"] > div').first().locator('p');
    await expect.poll(() => lines.allInnerTexts()).toEqual(['Used', 'Used', ...recoveryCodes.slice(2)]);
  });
});

describe('an invited person', () => {
  const email = 'ada@example.com';
  let admin: Page;
  let invitee: Page;

  beforeAll(async () => {
    admin = await newPage();
    await signIn(admin, DEMO_PEOPLE.admin);
  });

  it("is invited by an admin on Settings → Users", async () => {
    suite.watch(admin);
    await admin.goto('/settings/users');
    await admin.getByRole('heading', { name: 'Users' }).first().waitFor();
    for (const column of ['Name', 'Email', 'Roles', 'State', 'Created At', 'Actions']) {
      await admin.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await dialog.getByText('Please provide valid first name').waitFor();
    await dialog.getByLabel('First Name').fill('Ada');
    await dialog.getByLabel('Last Name').fill('Lovelace');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('viewer');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expectToast(admin, 'Ada Lovelace invited successfully');
    await admin.getByRole('row').filter({ hasText: email }).waitFor();
    await screenshot(admin, 'identity-users-light', SHOWCASE_DIR);
  });

  it('sets a password through the invitation and signs in as a viewer', async () => {
    const message = await courierMessage(email, 'invite_recovery_code');
    const link = /https?:\/\/\S+\/api\/\.ory\/self-service\/recovery\?flow=[\w-]+/.exec(message.body)?.[0];
    expect(link).toBeDefined();

    const page = await newPage();
    invitee = page;
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/recovery');
    await page.locator('input[name="code"]').fill(codeIn(message));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/profile-settings', { timeout: 30_000 });
    const password = 'Invited-Pass-5520!';
    await section(page, 'password').locator('input[name="password"]').fill(password);
    await section(page, 'password').locator('button[value="password"]').click();
    await page.getByText('Your changes have been saved!').waitFor();

    await signOut(page);
    await signIn(page, email, password);
    expect(await whoamiRoles(page)).toEqual(['viewer']);
  });

  it('is never offered a write, and the API refuses one with 403', async () => {
    const page = invitee;
    suite.watch(page);
    await shell.topBar(page).waitFor();
    expect(await shell.settingsEntry(page).count()).toBe(0);
    await page.goto('/settings/users');
    await shell.topBar(page).waitFor();
    await page.getByRole('heading', { name: 'You may not open Users' }).waitFor();
    expect(await page.getByRole('button', { name: 'Invite User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Actions for/ }).count()).toBe(0);
    await page.goto('/settings/feature-flags');
    await page.getByRole('columnheader', { name: 'Value', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^add/i }).count()).toBe(0);

    // From the console's origin, so what refuses them is the viewer's role, not the cross-origin check.
    const sameOrigin = { origin: suite.server.url };
    const invite = await page.request.post('/api/auth/invite_user', {
      headers: sameOrigin,
      data: { firstName: 'Mallory', lastName: 'M', email: 'mallory@example.com', role: 'admin' },
    });
    expect(invite.status()).toBe(403);
    const flag = await page.request.post('/api/db/properties', { headers: sameOrigin, data: { name: 'incidents.disable', value: 'true' } });
    expect(flag.status()).toBe(403);
    expect(await flag.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('a sign-in flow that ends in an error', () => {
  it("shows the error's JSON on /error with a way back, and '/' for an unknown error", async () => {
    const page = await newPage();
    await page.goto('/api/.ory/self-service/recovery?flow=00000000-0000-4000-8000-000000000000');
    await page.waitForURL((url) => url.pathname === '/error');
    await page.getByText(/"code": 404/).waitFor();
    expect(await page.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'identity-error-light', SHOWCASE_DIR);

    await page.goto('/error?id=00000000-0000-4000-8000-000000000000');
    await page.waitForURL((url) => url.pathname !== '/error');
  });
});

describe('the identity pages in dark mode', () => {
  it('render on a dark background', async () => {
    const page = await newPage('dark');
    for (const [path, heading] of [
      ['/registration', 'Create account'],
      ['/recovery', 'Recover account'],
      ['/login', 'Sign In to your account'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await screenshot(page, `identity-${path.slice(1)}-dark`, SHOWCASE_DIR);
    }
    await signIn(page, DEMO_PEOPLE.admin);
    await page.goto('/settings/users');
    await page.getByRole('columnheader', { name: 'Email', exact: true }).waitFor();
    await screenshot(page, 'identity-users-dark', SHOWCASE_DIR);
    await page.goto('/profile-settings');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await screenshot(page, 'identity-profile-settings-dark', SHOWCASE_DIR);
  });
});
