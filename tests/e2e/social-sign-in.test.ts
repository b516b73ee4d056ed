import { describe, expect, it } from 'vitest';
import { signInAtDemoProvider } from './support/demo-provider';
import { DEMO_PEOPLE } from './support/server';
import { pagesSuite } from './support/suite';

// The self-hosted mode with SOCIAL_SIGN_IN=demo: the server runs the demo OpenID provider in process and
// the sign-in page offers it beside the password. Seeding and starting the provider take over the
// default two minutes on a busy machine.
const suite = pagesSuite({ env: { SOCIAL_SIGN_IN: 'demo' }, timeoutMs: 220_000 });

describe('social sign-in in the self-hosted mode', () => {
  it("signs a person in with 'Sign in with Demo identity provider', linked to their identity by verified e-mail, who can unlink and link it again", async () => {
    const watched = await suite.open();
    const { page } = watched;
    const consoleOrigin = new URL(suite.server.url).origin;

    await page.goto('/login?return_to=%2Fhealth');
    await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();
    // The password stays the way to sign in; the provider's button sits beside it.
    await page.getByRole('button', { name: 'Sign in with password' }).waitFor();
    await page.getByRole('button', { name: 'Sign in with Demo identity provider' }).click();

    await signInAtDemoProvider(page, consoleOrigin, DEMO_PEOPLE.editor);

    // Back on the console with its own session cookie, as the person the e-mail belongs to.
    await page.waitForURL(`${consoleOrigin}/health`);
    await page.getByRole('banner').getByRole('button', { name: 'User menu' }).waitFor();
    const whoami = await page.evaluate(async () => {
      const response = await fetch('/api/auth/whoami', { credentials: 'include' });
      return (await response.json()) as { payload: { user: { email: string }; roles: string[] } };
    });
    expect(whoami.payload.user.email).toBe(DEMO_PEOPLE.editor);
    expect(whoami.payload.roles).toEqual(['editor']);
    const cookies = await page.context().cookies(consoleOrigin);
    expect(cookies.map((cookie) => cookie.name)).toContain('ory_kratos_session');
    // 'Manage Social Sign In': unlinking, then linking again through the provider, which still knows them.
    await page.goto('/profile-settings');
    const social = page.getByRole('region', { name: 'Manage Social Sign In' });
    await social.getByRole('button', { name: 'Unlink Demo identity provider' }).click();
    await page.getByText('Your changes have been saved!').waitFor();
    await social.getByRole('button', { name: 'Link Demo identity provider' }).click();
    await page.waitForURL((url) => url.origin === consoleOrigin && url.pathname === '/profile-settings' && url.searchParams.has('flow'));
    await social.getByRole('button', { name: 'Unlink Demo identity provider' }).waitFor();

    // The answers of 4xx are Kratos' 422 browser_location_change_required that send the page to the
    // provider (identity-flows.md §4), which Chromium logs as failed loads; nothing else went wrong.
    const isLocationChange = (problem: { text: string; url?: string }) => /\/self-service\/(login|settings)\?flow=/.test(problem.url ?? '') && /422/.test(problem.text);
    expect(watched.problems().filter((problem) => !isLocationChange(problem))).toEqual([]);
  });
});
