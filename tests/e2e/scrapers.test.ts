import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countCsvRecords, CSV_COUNT_START } from '../../core/shared/export/csv';
import { screenshot } from './support/browser';
import { shell } from './support/console';
import { DEMO_PEOPLE } from './support/server';
import { signedInSuite } from './support/suite';

const SHOWCASE_DIR = join(process.cwd(), '.tmp');
const suite = signedInSuite(DEMO_PEOPLE.admin);

const jobsTable = (page: Page) => page.getByRole('grid', { name: 'Jobs History' });

async function runNow(page: Page) {
  await page.getByRole('button', { name: 'Run Now' }).click();
}

describe('when an operator edits a demo manifest and runs its scraper', () => {
  it('lists the demo scraper under the catalog, with its type and schedule', async () => {
    const { page } = suite.signedIn;
    await page.goto('/catalog/scrapers');
    await page.getByRole('link', { name: 'demo-manifests' }).waitFor();
    await screenshot(page, 'catalog-scrapers', SHOWCASE_DIR);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('runs the scraper now from its page, and its Job History tab shows the run', async () => {
    const { page } = suite.signedIn;
    await page.getByRole('link', { name: 'demo-manifests' }).click();
    await page.getByRole('tab', { name: 'Spec', selected: true }).waitFor();
    await page.getByRole('region', { name: 'demo-manifests spec' }).getByText('paths', { exact: false }).first().waitFor();
    await screenshot(page, 'scraper-spec', SHOWCASE_DIR);
    await runNow(page);
    await page.getByText(/^demo-manifests: SUCCESS, 7 items, \d+ changes?$/).waitFor();
    await page.getByRole('tab', { name: 'Job History' }).click();
    await page.getByRole('grid', { name: 'demo-manifests job history' }).getByText('SUCCESS').first().waitFor();
    await screenshot(page, 'scraper-job-history', SHOWCASE_DIR);
    suite.signedIn.expectNoConsoleErrors();
  });

  it('records an edited manifest as one change on the next run', async () => {
    const { page } = suite.signedIn;
    const file = join(suite.server.dataDir, 'scrape', 'kubernetes', 'deployments', 'payments.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('replicas: 2\n', 'replicas: 5\n'));
    await runNow(page);
    // The previous run's toast may still show, so the change itself is waited for. The scheduler may
    // have taken the edit first (every minute): either way one diff records it.
    const recorded = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/db/catalog_changes?select=diff&name=eq.payments&change_type=eq.diff');
        return ((await response.json()) as { diff: string }[]).some((change) => change.diff.includes('+  replicas: 5'));
      });
    await expect.poll(recorded, { timeout: 30_000, interval: 500 }).toBe(true);
  });

  it('shows the scraper runs in Jobs History once successes are let in, with the time range picker', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/jobs');
    await jobsTable(page).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'SUCCESS' });
    await page.getByLabel('Name', { exact: true }).selectOption({ label: 'ConfigScraper' });
    await jobsTable(page).getByRole('link', { name: 'demo-manifests' }).first().waitFor();
    await page.getByRole('button', { name: 'Time range: Last 2 days' }).click();
    await page.getByRole('group', { name: 'Quick ranges' }).waitFor();
    await screenshot(page, 'jobs-history-time-range', SHOWCASE_DIR);
    await page.getByRole('button', { name: 'Today so far' }).click();
    await page.waitForURL(/timeRange=Today\+so\+far/);
    await jobsTable(page).getByRole('link', { name: 'demo-manifests' }).first().waitFor();
    await shell.colourModeButton(page).click();
    await screenshot(page, 'jobs-history-dark', SHOWCASE_DIR);
    await shell.colourModeButton(page).click();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('edits a scraper spec in Settings and refuses one without its required field', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/config_scrapers');
    await page.getByRole('button', { name: 'Add Catalog Scraper' }).click();
    const form = page.getByRole('dialog', { name: 'Add Catalog Scraper' });
    await form.getByLabel('Name').fill('e2e-http');
    const editor = form.locator('textarea[aria-label="Spec"]');
    await editor.waitFor({ state: 'attached' });
    await editor.focus();
    await page.keyboard.insertText('http: [{type: Thing, id: $.id}]');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('http[0].url: This field is required').waitFor();
    await screenshot(page, 'config-scraper-editor', SHOWCASE_DIR);
    await form.getByRole('button', { name: 'Cancel' }).click();
    suite.signedIn.expectNoConsoleErrors();
  });

  it('downloads the filtered Jobs History as CSV, with as many rows as the list counts', async () => {
    const { page } = suite.signedIn;
    await page.goto('/settings/jobs');
    await jobsTable(page).waitFor();
    const listed = page.waitForResponse((response) => response.url().includes('/api/db/job_histories') && response.url().includes('status=in.'));
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'SUCCESS' });
    const total = Number((await listed).headers()['content-range']?.split('/')[1]);
    expect(total).toBeGreaterThan(0);
    await jobsTable(page).getByText('SUCCESS').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('job_histories.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const { records } = countCsvRecords(csv, CSV_COUNT_START);
    expect(records - 1).toBe(total);
    expect(csv).not.toMatch(/,FAILED,/);
    await page.getByText(`Exported ${total} ${total === 1 ? 'row' : 'rows'}`).waitFor();
    suite.signedIn.expectNoConsoleErrors();
  });
});
