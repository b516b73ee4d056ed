import { describe, expect, it } from 'vitest';
import { ORGS_SWITCHED_PATH, PROVISIONING_TEXT } from '../../core/identity/organizations';
import { signInAtDemoProvider } from './support/demo-provider';
import { DEMO_PEOPLE } from './support/server';
import { pagesSuite } from './support/suite';

// IDENTITY_MODE=hosted without OIDC_ISSUER: the server runs the demo OpenID provider in process. Seeding
// the estate and starting the provider take over the default two minutes on a busy machine.
const suite = pagesSuite({ env: { IDENTITY_MODE: 'hosted' }, timeoutMs: 220_000 });

describe('the hosted identity mode', () => {
  it('signs in at the in-process provider, finds their profile there, switches to the organization without a backend and shows it provisioning', async () => {
    const watched = await suite.open();
    const { page } = watched;
    const consoleOrigin = new URL(suite.server.url).origin;

    await page.goto('/health');
    // Not signed in: the console sends the browser to the provider's own sign-in page.
    await signInAtDemoProvider(page, consoleOrigin, DEMO_PEOPLE.admin);

    // Back on the console, for the organization whose instance answers, with its switcher and user button.
    await page.waitForURL(`${consoleOrigin}/health`);
    const banner = page.getByRole('banner');
    const switcher = banner.getByRole('button', { name: 'Organization' });
    await expect.poll(() => switcher.textContent()).toBe('Acme Operations');
    await banner.getByRole('button', { name: /^Account: / }).waitFor();
    expect(await banner.getByRole('button', { name: 'User menu' }).count()).toBe(0);

    // Their profile is the provider's: /profile-settings links to the provider's page, which knows them.
    await banner.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.getByRole('heading', { name: 'Profile Management and Security Settings' }).waitFor();
    const [profile] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Open your profile at the identity provider' }).click(),
    ]);
    await profile.getByText(`${DEMO_PEOPLE.admin} (verified)`).waitFor();
    expect(new URL(profile.url()).origin).not.toBe(consoleOrigin);
    await profile.close();
    await page.getByRole('link', { name: 'Go back' }).click();
    await switcher.waitFor();

    await switcher.click();
    const menu = page.getByRole('menu');
    expect((await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())).toEqual(['Acme Operations', 'Beacon Labs', 'Create organization']);
    await menu.getByRole('menuitem', { name: 'Beacon Labs' }).click();

    await page.waitForURL(`${consoleOrigin}${ORGS_SWITCHED_PATH}`);
    await page.getByRole('status').getByText(PROVISIONING_TEXT).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Organization' }).textContent()).toBe('Beacon Labs');
    watched.expectNoConsoleErrors();
  });
});
