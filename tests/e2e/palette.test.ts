import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast } from './support/console';
import { DEMO_PEOPLE, signIn } from './support/server';
import { pagesSuite } from './support/suite';

const suite = pagesSuite();

interface SummaryCheck {
  id: string;
  name: string;
}

async function someCheck(page: Page): Promise<SummaryCheck> {
  const response = await page.request.get('/api/canary/api/summary', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const checks = ((await response.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
  // A name long enough that a part of it is still telling.
  return checks.find((check) => check.name.length >= 6) ?? checks[0]!;
}

/** Opens the palette with the keyboard and types `text` into it. */
async function search(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Command palette' });
  await box.waitFor();
  await page.keyboard.type(text);
  return page.getByRole('listbox', { name: 'Command palette' });
}

const signedIn = async (email: string) => {
  const { page } = await suite.open();
  await signIn(page, email);
  await page.goto('/health');
  await page.getByRole('grid', { name: 'Health checks' }).waitFor();
  return page;
};

describe('the command palette', () => {
  it('finds a check by part of its name and runs it from the keyboard', async () => {
    const page = await signedIn(DEMO_PEOPLE.editor);
    const check = await someCheck(page);
    const list = await search(page, check.name.slice(1, -1));
    // An option's name starts with its health dot's label.
    const verb = list.getByRole('option').filter({ has: page.getByText(`Run check ${check.name}`, { exact: true }) });
    await verb.waitFor();
    for (let moves = 0; (await verb.getAttribute('aria-selected')) !== 'true'; moves++) {
      expect(moves, 'the verb is reachable with the arrow keys').toBeLessThan(50);
      await page.keyboard.press('ArrowDown');
    }
    const [run] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/canary/run/check/${check.id}`),
      page.keyboard.press('Enter'),
    ]);
    expect(run).toBeTruthy();
    await expectToastOneOf(page, ['Check ran: passed', 'Check ran: failed']);
    await page.getByRole('combobox', { name: 'Command palette' }).waitFor({ state: 'detached' });
  });

  it('offers a viewer the check but no Run check verb, and closes on Escape', async () => {
    const page = await signedIn(DEMO_PEOPLE.viewer);
    const check = await someCheck(page);
    const list = await search(page, check.name.slice(1, -1));
    await list.getByRole('group', { name: 'Checks' }).getByRole('option').filter({ has: page.getByText(check.name, { exact: true }) }).waitFor();
    expect(await list.getByRole('option').filter({ hasText: /Run check |Create incident/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Command palette' }).waitFor({ state: 'detached' });
  });

  it('opens from the top bar and goes to a settings page from the area definitions', async () => {
    const page = await signedIn(DEMO_PEOPLE.admin);
    await page.getByRole('button', { name: 'Command palette' }).click();
    await page.getByRole('combobox', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('agents');
    await page.getByRole('option', { name: 'Go to Agents' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/settings\/agents$/);
  });
});

async function expectToastOneOf(page: Page, texts: readonly string[]) {
  const shown = await Promise.any(texts.map((text) => page.getByText(text, { exact: true }).first().waitFor().then(() => text)));
  await expectToast(page, shown);
}
