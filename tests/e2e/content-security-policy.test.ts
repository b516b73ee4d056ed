import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../core/session';
import type { WatchedPage } from './support/browser';
import { shell, showSettingsEntries } from './support/console';
import { DEMO_PEOPLE, signIn } from './support/server';
import { pagesSuite } from './support/suite';

const suite = pagesSuite();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Runs in every document before the console's own scripts (injected by the browser, so no policy applies to it). */
function recordViolations() {
  const seen: string[] = [];
  window.cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`),
  );
}

async function watchedPage(): Promise<WatchedPage> {
  const watched = await suite.open();
  await watched.context.addInitScript(recordViolations);
  return watched;
}

/** Until nothing on the page says it is loading, then a moment for what a page fetches once it shows. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 30_000 });
  await page.waitForTimeout(750);
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? ['the recorder did not run']);

/** The route's policy as the server sent it, checked before anything else is looked at. */
function expectStrictScripts(response: Response | null, path: string) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, `script-src of ${path}`).toMatch(/'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(policy, path).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  expect(policy, path).toContain("frame-ancestors 'none'");
}

/** Opens `path` as a person would (a navigation), lets it settle, and reports what the policy blocked. */
async function visit(watched: WatchedPage, path: string, ready?: (page: Page) => Promise<unknown>): Promise<string[]> {
  const { page } = watched;
  const response = await page.goto(path);
  expectStrictScripts(response, path);
  if (ready) await ready(page);
  await settle(page);
  // The colour-mode script of index.html is inline: it ran only if the policy names its hash.
  expect(await page.evaluate(() => /\b(light|dark)\b/.test(document.documentElement.className)), `the colour-mode script ran on ${path}`).toBe(true);
  return (await violations(page)).map((v) => `${path}: ${v}`);
}

describe('with the Content-Security-Policy the server sends', () => {
  it('shows every sign-in page without a blocked script, style, image or worker and without a console error', async () => {
    const watched = await watchedPage();
    const blocked = [
      ...(await visit(watched, '/login', (page) => page.getByRole('heading', { name: 'Sign In to your account' }).waitFor())),
      ...(await visit(watched, '/registration', (page) => page.getByRole('heading', { name: 'Create account' }).waitFor())),
      ...(await visit(watched, '/recovery', (page) => page.getByRole('heading', { name: 'Recover account' }).waitFor())),
      ...(await visit(watched, '/verification')),
      ...(await visit(watched, '/auth-state-checker', (page) => page.waitForURL((url) => url.pathname === '/login'))),
    ];
    await watched.page.goto('/api/.ory/self-service/recovery?flow=00000000-0000-4000-8000-000000000000');
    await watched.page.waitForURL((url) => url.pathname === '/error');
    await watched.page.getByText(/"code": 404/).waitFor();
    blocked.push(...(await violations(watched.page)).map((v) => `/error: ${v}`));
    expect(blocked).toEqual([]);
    watched.expectNoConsoleErrors();
  });

  it('shows every page of the signed-in console, the YAML editor and the charts included, likewise', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await signIn(page, DEMO_PEOPLE.admin);
    const api = async <T,>(path: string): Promise<T> => {
      const response = await page.request.get(path, { headers: { accept: 'application/json' } });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    };
    const [component] = await api<{ id: string }[]>('/api/db/components?select=id&deleted_at=is.null&limit=1');
    const [incident] = await api<{ id: string }[]>('/api/db/incidents?select=id&limit=1');
    const [check] = await api<{ id: string }[]>('/api/db/checks?select=id&spec=not.is.null&deleted_at=is.null&limit=1');
    expect([component, incident, check].every(Boolean), 'the demo estate has a component, an incident and a check').toBe(true);

    await page.goto('/');
    await showSettingsEntries(page);
    const menu = await shell.sidebar(page).locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const areaPaths = [...new Set(menu.map((href) => href.split('?')[0]!))].filter((path) => path !== '/');
    expect(areaPaths.length, 'the sidebar lists the areas').toBeGreaterThan(3);
    expect(areaPaths.filter((path) => !AREAS.some((area) => area.path === path))).toEqual([]);

    const blocked: string[] = [];
    for (const path of ['/', ...areaPaths, `/topology/${component!.id}`, `/incidents/${incident!.id}`, `/view/topology/${component!.id}`, '/profile-settings', '/no-such-page']) {
      blocked.push(...(await visit(watched, path)));
    }
    blocked.push(
      ...(await visit(watched, `/health?checkId=${check!.id}`, async (detail) => {
        const dialog = detail.getByRole('dialog');
        await dialog.getByRole('tab', { name: 'History' }).waitFor();
        // On a short screen the chart has a tab of its own.
        const graphTab = dialog.getByRole('tab', { name: 'Graph' });
        if ((await graphTab.count()) > 0) await graphTab.click();
        await dialog.locator('.apexcharts-svg').first().waitFor();
        await dialog.getByRole('tab', { name: 'Spec' }).click();
        await dialog.locator('.ace_editor .ace_line').first().waitFor();
      })),
    );
    blocked.push(...(await visit(watched, '/logout', (out) => out.waitForURL((url) => url.pathname === '/login'))));
    expect(blocked).toEqual([]);
    // The built-in backend has no playbooks yet: a component page asks for them and takes the 404 as none.
    const problems = watched.problems().filter((problem) => !problem.url?.includes('/api/playbook/list?'));
    expect(problems.map((p) => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ''}`)).toEqual([]);
  });
});
