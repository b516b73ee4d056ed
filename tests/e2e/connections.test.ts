import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { screenshot } from './support/browser';
import { DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const suite = signedInSuite(DEMO_PEOPLE.admin);

const table = (page: Page) => page.getByRole('grid', { name: 'Connections' });

describe('when an admin keeps the connections', () => {
  it('adds a generic webhook to the built-in server, tests it, edits it and deletes it', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/connections');
    await page.getByRole('button', { name: 'Add Connection' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Connection' });
    const types = panel.getByRole('group', { name: 'Connection types' });
    await types.getByRole('button', { name: 'Postgres' }).waitFor();
    await screenshot(page, 'connection-types', SHOWCASE_DIR);
    await types.getByRole('button', { name: 'Generic Webhook' }).click();
    // A loopback address of the built-in server that answers any request (its demo targets).
    const target = `${new URL(page.url()).origin}/api/demo/targets/webhook`;
    await panel.locator('input[name="name"]').fill('e2e-hook');
    await panel.locator('input[name="url"]').fill(target);
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Connection added successfully').waitFor();
    await table(page).getByText('e2e-hook').waitFor();

    await table(page).getByRole('row', { name: /e2e-hook/ }).getByRole('button', { name: 'Test Connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Connection: e2e-hook' });
    await dialog.getByText('Connection successful').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await table(page).getByText('e2e-hook').click();
    const edit = page.getByRole('dialog', { name: 'Edit Connection' });
    await edit.getByRole('button', { name: 'Back' }).waitFor({ state: 'detached' });
    await edit.locator('input[name="titleKey"]').fill('subject');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Connection updated successfully').waitFor();

    await table(page).getByText('e2e-hook').click();
    await page.getByRole('dialog', { name: 'Edit Connection' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Connection deleted successfully').waitFor();
    await table(page).getByText('e2e-hook').waitFor({ state: 'detached' });
    suite.signedIn.expectNoConsoleErrors();
  });
});
