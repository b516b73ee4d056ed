import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { shell } from './support/console';
import { DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const suite = signedInSuite(DEMO_PEOPLE.admin);

const table = (page: Page) => page.getByRole('grid', { name: 'Log Backends' });

/** Replaces the text of the form's Ace editor named `label`. */
async function typeInto(page: Page, label: string, text: string) {
  const editor = page.getByRole('dialog').locator(`textarea[aria-label="${label}"]`);
  await editor.waitFor({ state: 'attached' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

describe('when an admin keeps the log backends', () => {
  it('lists the seeded ones, saying which the built-in backend cannot serve', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/logging_backends');
    await table(page).getByText('loki: not served by the built-in backend').waitFor();
    await table(page).getByText('server-logs').waitFor();
    await screenshot(page, 'log-backends', SHOWCASE_DIR);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('refuses a type it cannot serve, adds a files backend, then updates and deletes it', async () => {
    const { page } = suite.signedIn;
    // The form in dark mode: the colour mode button is out of reach while a dialog is open.
    await shell.colourModeButton(page).click();
    await page.getByRole('button', { name: 'Add Log Backend' }).click();
    const form = page.getByRole('dialog', { name: 'Add Log Backend' });
    await form.getByLabel('Name').fill('e2e-files');
    await typeInto(page, 'Spec', "loki: {url: 'http://loki:3100'}");
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('loki is not a log backend type the built-in backend serves (builtin, files)').waitFor();
    await typeInto(page, 'Labels', 'team: ops');
    await typeInto(page, 'Spec', 'files: {path: demo-logs}');
    await screenshot(page, 'log-backend-form-dark', SHOWCASE_DIR);
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Log backend added').waitFor();
    await table(page).getByText('team: ops').waitFor();
    await shell.colourModeButton(page).click();

    await table(page).getByText('e2e-files').click();
    const edit = page.getByRole('dialog', { name: 'Edit Log Backend' });
    await typeInto(page, 'Spec', 'files: {path: demo-logs}\ntimeout: 2s');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Log backend updated').waitFor();

    await table(page).getByText('e2e-files').click();
    await page.getByRole('dialog', { name: 'Edit Log Backend' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Log backend deleted').waitFor();
    await table(page).getByText('e2e-files').waitFor({ state: 'detached' });
    suite.signedIn.expectNoConsoleErrors();
  });
});

describe('when an admin adds an integration', () => {
  it('lists the integrations and writes the install text of a chart, then leads to a screen that adds one directly', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/integrations');
    const integrations = page.getByRole('grid', { name: 'Integrations' });
    await integrations.getByText('demo-manifests').waitFor();
    await page.getByRole('button', { name: 'Add Integration' }).click();
    await page.getByRole('group', { name: 'Add via GitOps' }).getByRole('button', { name: 'Kubernetes' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Integration: Kubernetes' });
    await modal.getByLabel('Flux', { exact: true }).getByText('clusterName: my-cluster').waitFor();
    await typeInto(page, 'Values', 'clusterName: prod-eu-west');
    await modal.getByLabel('Flux', { exact: true }).getByText('clusterName: prod-eu-west').waitFor();
    await modal.getByRole('tab', { name: 'Helm CLI' }).click();
    await modal.getByText(/helm install mission-control-kubernetes flanksource\/mission-control-kubernetes --namespace mission-control/).waitFor();
    await screenshot(page, 'add-integration', SHOWCASE_DIR);
    await modal.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('group', { name: 'Add Directly' }).getByRole('button', { name: 'Log Backends' }).click();
    await page.getByRole('dialog', { name: 'Add Log Backend' }).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });
});

describe("when an admin opens an integration's page", () => {
  it('shows a scraper with its editor and Job History, and updates a log backend from its Spec tab back to the list', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/integrations');
    const integrations = page.getByRole('grid', { name: 'Integrations' });
    await integrations.getByText('demo-manifests').click();
    await page.waitForURL(/\/settings\/integrations\/scrapers\/[^/]+$/);
    const scraper = page.getByRole('form', { name: 'Edit Catalog Scraper' });
    await scraper.getByLabel('Name', { exact: true }).waitFor();
    await expect.poll(() => scraper.getByLabel('Name', { exact: true }).inputValue()).toBe('demo-manifests');
    await page.getByRole('tab', { name: 'Job History' }).click();
    await page.getByRole('grid', { name: 'Catalog Scraper job history' }).getByText('SUCCESS').first().waitFor();
    await screenshot(page, 'integration-scraper-jobs', SHOWCASE_DIR);

    await page.goto('/settings/integrations');
    await integrations.getByText('server-logs').click();
    await page.waitForURL(/\/settings\/integrations\/logging_backends\/[^/]+$/);
    const backend = page.getByRole('form', { name: 'Edit Log Backend' });
    await backend.locator('textarea[aria-label="Spec"]').waitFor({ state: 'attached' });
    await screenshot(page, 'integration-log-backend', SHOWCASE_DIR);
    await backend.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Log backend updated').waitFor();
    await page.waitForURL(/\/settings\/integrations$/);
    await integrations.getByText('server-logs').waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });
});
